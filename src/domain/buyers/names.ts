// Word lists for invented sandbox company names. The names are fiction: family-name and brand-like
// words common in each market, joined with sector words and the legal form customary in the country.
// Well-known company and family-business names were left out on purpose.

import type { Rng } from './prng.js';

/** A naming culture: the words names are built from, and whether they read as family names. */
interface NamingCulture {
  words: readonly string[];
  /** Family names can be paired ("Becker & Lange"); brand words cannot. */
  familyNames: boolean;
  /** Chinese and Vietnamese firms often put the city first ("Ningbo Ruixiang Auto Parts Co., Ltd."). */
  cityFirst?: boolean;
}

const CULTURES = {
  english: {
    familyNames: true,
    words: ['Harrison', 'Bennett', 'Carter', 'Mitchell', 'Parker', 'Morgan', 'Turner', 'Collins', 'Hayes', 'Foster',
      'Reed', 'Sullivan', 'Walsh', 'Graham', 'Fletcher', 'Porter', 'Lawson', 'Bradley', 'Sinclair', 'Whitaker',
      'Holloway', 'Chandler', 'Prescott', 'Ashford', 'Dalton'],
  },
  brandEnglish: {
    familyNames: false,
    words: ['Crown', 'Summit', 'Pinnacle', 'Evergreen', 'Horizon', 'Sterling', 'Crestline', 'Meridian', 'Keystone',
      'Bluewater', 'Northgate', 'Silverline', 'Vanguard', 'Harbour', 'Liberty', 'Unity', 'Premier', 'Beacon',
      'Landmark', 'Sunrise', 'Goldfield', 'Royal Palm', 'Greenleaf', 'Redstone', 'Oakridge'],
  },
  german: {
    familyNames: true,
    words: ['Müller', 'Schmidt', 'Becker', 'Hoffmann', 'Wagner', 'Schulz', 'Keller', 'Richter', 'Wolf', 'Neumann',
      'Braun', 'Krüger', 'Hartmann', 'Lange', 'Vogel', 'Berger', 'Huber', 'Fischer', 'Weber', 'Brandt', 'Lehmann',
      'Schröder', 'Zimmermann', 'Kessler', 'Seidel'],
  },
  french: {
    familyNames: true,
    words: ['Martin', 'Bernard', 'Dubois', 'Moreau', 'Laurent', 'Lefèvre', 'Fontaine', 'Girard', 'Bonnet', 'Dupont',
      'Lambert', 'Rousseau', 'Mercier', 'Blanc', 'Guérin', 'Chevalier', 'Marchand', 'Perrin', 'Fournier', 'Roux'],
  },
  brandFrench: {
    familyNames: false,
    words: ['Étoile', 'Horizon', 'Sahel', 'Atlantique', 'Soleil', 'Union', 'Avenir', 'Prestige', 'Alliance', 'Espoir',
      'Continental', 'Confiance', 'Renouveau', 'Baobab', 'Émeraude', 'Océan', 'Savane', 'Tropical', 'Harmonie', 'Lumière'],
  },
  dutch: {
    familyNames: true,
    words: ['de Vries', 'Jansen', 'Bakker', 'Visser', 'Smit', 'Meijer', 'de Boer', 'Mulder', 'de Graaf', 'Vermeulen',
      'van Dijk', 'Hendriks', 'Dekker', 'Brouwer', 'van Leeuwen', 'Peeters', 'Maes', 'Claes', 'Willems', 'Wouters'],
  },
  spanish: {
    familyNames: true,
    words: ['García', 'Fernández', 'Morales', 'Herrera', 'Castillo', 'Navarro', 'Romero', 'Vargas', 'Ortega',
      'Delgado', 'Rojas', 'Mendoza', 'Guerrero', 'Molina', 'Salazar', 'Cabrera', 'Ibarra', 'Aguilar', 'Paredes',
      'Soto', 'Villalobos', 'Cordero', 'Montoya', 'Quintero', 'Ramírez'],
  },
  portuguese: {
    familyNames: true,
    words: ['Silva', 'Santos', 'Oliveira', 'Costa', 'Pereira', 'Almeida', 'Ferreira', 'Carvalho', 'Ribeiro',
      'Barbosa', 'Teixeira', 'Moreira', 'Cardoso', 'Rocha', 'Monteiro', 'Freitas', 'Correia', 'Pinto', 'Azevedo',
      'Nogueira'],
  },
  italian: {
    familyNames: true,
    words: ['Rossi', 'Bianchi', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo', 'Conti', 'De Luca',
      'Mancini', 'Lombardi', 'Moretti', 'Barbieri', 'Fontana', 'Santoro', 'Rinaldi', 'Caruso', 'Ferrara', 'Galli'],
  },
  swedish: {
    familyNames: true,
    words: ['Lindqvist', 'Johansson', 'Eriksson', 'Sandberg', 'Lindholm', 'Berglund', 'Holmberg', 'Nyström',
      'Åkesson', 'Forsberg', 'Sjöberg', 'Wallin'],
  },
  norwegian: {
    familyNames: true,
    words: ['Nilsen', 'Solberg', 'Haugen', 'Bakken', 'Strand', 'Hagen', 'Eide', 'Moen', 'Lie', 'Dahl', 'Aasen', 'Berge'],
  },
  danish: {
    familyNames: true,
    words: ['Andersen', 'Mikkelsen', 'Lund', 'Holm', 'Kristensen', 'Madsen', 'Jørgensen', 'Thomsen', 'Poulsen',
      'Rasmussen', 'Frandsen', 'Bech'],
  },
  finnish: {
    familyNames: true,
    words: ['Virtanen', 'Korhonen', 'Aalto', 'Mäkinen', 'Heikkinen', 'Laine', 'Koskinen', 'Järvinen', 'Lehtonen',
      'Salminen', 'Niemi', 'Rantanen'],
  },
  icelandic: {
    familyNames: false,
    words: ['Norðurljós', 'Hekla', 'Katla', 'Esja', 'Vík', 'Fjörður', 'Jökull', 'Sólheimar', 'Bláfell', 'Hvítá'],
  },
  polish: {
    familyNames: true,
    words: ['Nowak', 'Kowalski', 'Wiśniewski', 'Wójcik', 'Kamiński', 'Lewandowski', 'Zieliński', 'Szymański',
      'Woźniak', 'Dąbrowski', 'Kozłowski', 'Jankowski', 'Mazur', 'Krawczyk', 'Piotrowski'],
  },
  czechSlovak: {
    familyNames: true,
    words: ['Novák', 'Svoboda', 'Dvořák', 'Černý', 'Procházka', 'Kučera', 'Veselý', 'Horák', 'Němec', 'Marek',
      'Pokorný', 'Král', 'Tóth', 'Baláž', 'Hudák'],
  },
  hungarian: {
    familyNames: true,
    words: ['Nagy', 'Kovács', 'Tóth', 'Szabó', 'Horváth', 'Varga', 'Kiss', 'Molnár', 'Németh', 'Farkas', 'Balogh',
      'Papp', 'Takács', 'Juhász', 'Lakatos'],
  },
  romanian: {
    familyNames: true,
    words: ['Popescu', 'Ionescu', 'Popa', 'Dumitrescu', 'Stoica', 'Constantin', 'Munteanu', 'Stan', 'Dinu', 'Ene',
      'Marin', 'Tudor', 'Moldovan', 'Lungu', 'Ciobanu'],
  },
  croatianSlovene: {
    familyNames: true,
    words: ['Horvat', 'Kovačević', 'Babić', 'Novak', 'Kranjc', 'Zupančič', 'Marić', 'Jurić', 'Knežević', 'Vidmar',
      'Potočnik', 'Golob', 'Perić', 'Begić', 'Hodžić'],
  },
  serbian: {
    familyNames: true,
    words: ['Jovanović', 'Petrović', 'Nikolić', 'Marković', 'Đorđević', 'Stojanović', 'Ilić', 'Pavlović',
      'Popović', 'Vuković', 'Radović', 'Stevanović'],
  },
  bulgarianMacedonian: {
    familyNames: true,
    words: ['Petrov', 'Georgiev', 'Dimitrov', 'Ivanov', 'Stoyanov', 'Todorov', 'Kolev', 'Nikolov', 'Angelov',
      'Stefanov', 'Trajkovski', 'Stojanovski'],
  },
  albanian: {
    familyNames: true,
    words: ['Hoxha', 'Shehu', 'Krasniqi', 'Gashi', 'Berisha', 'Kola', 'Leka', 'Dervishi', 'Marku', 'Basha'],
  },
  greek: {
    familyNames: true,
    words: ['Papadopoulos', 'Georgiou', 'Nikolaidis', 'Konstantinou', 'Dimitriou', 'Vlachos', 'Karagiannis',
      'Alexiou', 'Antoniou', 'Christodoulou', 'Ioannou', 'Makris'],
  },
  lithuanian: {
    familyNames: true,
    words: ['Kazlauskas', 'Petrauskas', 'Jankauskas', 'Stankevičius', 'Vasiliauskas', 'Žukauskas', 'Butkus',
      'Paulauskas', 'Urbonas', 'Kavaliauskas'],
  },
  latvian: {
    familyNames: true,
    words: ['Bērziņš', 'Kalniņš', 'Ozoliņš', 'Liepiņš', 'Krūmiņš', 'Jansons', 'Vītols', 'Zariņš', 'Pētersons', 'Eglītis'],
  },
  estonian: {
    familyNames: true,
    words: ['Tamm', 'Saar', 'Sepp', 'Mägi', 'Kask', 'Kukk', 'Rebane', 'Ilves', 'Pärn', 'Koppel'],
  },
  russian: {
    familyNames: true,
    words: ['Volkov', 'Sokolov', 'Morozov', 'Lebedev', 'Kozlov', 'Novikov', 'Orlov', 'Belov', 'Zaitsev', 'Pavlov',
      'Fedorov', 'Semenov', 'Egorov', 'Vinogradov', 'Bogdanov'],
  },
  ukrainian: {
    familyNames: true,
    words: ['Shevchenko', 'Bondarenko', 'Kovalenko', 'Tkachenko', 'Kravchenko', 'Melnyk', 'Boyko', 'Oliynyk',
      'Savchenko', 'Rudenko', 'Marchenko', 'Lysenko'],
  },
  caucasusCentralAsia: {
    familyNames: false,
    words: ['Altyn', 'Caspian', 'Silk Road', 'Ak Zhol', 'Tengri', 'Samarkand', 'Ararat', 'Kavkaz', 'Turan', 'Arman',
      'Nurly', 'Sayakhat', 'Baikonur', 'Shyraq', 'Zhibek'],
  },
  turkish: {
    familyNames: true,
    words: ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Aydın', 'Öztürk', 'Arslan', 'Doğan', 'Kılıç',
      'Aslan', 'Çetin', 'Koç', 'Kurt'],
  },
  azerbaijani: {
    familyNames: true,
    words: ['Aliyev', 'Mammadov', 'Huseynov', 'Hasanov', 'Guliyev', 'Ismayilov', 'Abbasov', 'Rzayev', 'Babayev', 'Jafarov'],
  },
  arabic: {
    familyNames: false,
    words: ['Al Mansouri', 'Al Rashid', 'Al Amiri', 'Al Nuaimi', 'Al Zahrani', 'Al Harbi', 'Al Qahtani', 'Haddad',
      'Khoury', 'Nasser', 'Saleh', 'Hamdan', 'Khalil', 'Farouk', 'Mansour', 'Al Sayed', 'Barakat', 'Darwish',
      'Abdallah', 'Al Shamsi', 'Al Jaber', 'Al Otaibi', 'Al Hashimi', 'Al Marzouqi', 'Al Kindi'],
  },
  persian: {
    familyNames: false,
    words: ['Rahimi', 'Hosseini', 'Karimi', 'Moradi', 'Jafari', 'Ahmadi', 'Rostami', 'Tehrani', 'Parsian', 'Sadeghi',
      'Kazemi', 'Navabi'],
  },
  hebrew: {
    familyNames: true,
    words: ['Cohen', 'Levi', 'Mizrahi', 'Peretz', 'Biton', 'Friedman', 'Shapiro', 'Katz', 'Azoulay', 'Avraham',
      'Ben David', 'Golan'],
  },
  japanese: {
    familyNames: false,
    words: ['Takahashi', 'Watanabe', 'Ito', 'Nakamura', 'Kobayashi', 'Yoshida', 'Yamaguchi', 'Matsumoto', 'Inoue',
      'Kimura', 'Hayashi', 'Shimizu', 'Ikeda', 'Hashimoto', 'Ishikawa', 'Ogawa', 'Fujita', 'Okada', 'Maeda',
      'Morita'],
  },
  chinese: {
    familyNames: false,
    cityFirst: true,
    words: ['Ruixiang', 'Xinyuan', 'Haoyang', 'Tianrun', 'Minghua', 'Jiahe', 'Fuyuan', 'Longsheng', 'Shengda',
      'Yongxin', 'Hongli', 'Kaixuan', 'Boyuan', 'Jinhai', 'Huatai', 'Dingxin', 'Zhongrui', 'Hengtong', 'Xinghe',
      'Anxin', 'Chuangyu', 'Weiye', 'Yuanfeng', 'Taisheng', 'Huaxing'],
  },
  cantonese: {
    familyNames: false,
    words: ['Tak Shing', 'Kam Fung', 'Yue Hing', 'Sun Hing', 'Wah Kee', 'Cheung Fat', 'Lung Cheong', 'Po Kwong',
      'Fook Lee', 'Hang Fung', 'Kwong Fat', 'Man Yick', 'Yat Fung', 'Chun Wo', 'Shing Tai'],
  },
  vietnamese: {
    familyNames: false,
    cityFirst: true,
    words: ['Thanh Cong', 'Hoang Long', 'Minh Phat', 'Phu Thai', 'An Phat', 'Viet Hung', 'Dai Phong', 'Tan Tien',
      'Hung Thinh', 'Phuc An', 'Sao Mai', 'Nam Viet', 'Thien Phu', 'Kim Ngan', 'Truong Son'],
  },
  malayIndonesian: {
    familyNames: false,
    words: ['Sinar Jaya', 'Maju Bersama', 'Cahaya Abadi', 'Mitra Sejahtera', 'Karya Utama', 'Sumber Makmur',
      'Bintang Timur', 'Mega Perkasa', 'Surya Gemilang', 'Putra Mandiri', 'Indah Permai', 'Bumi Lestari',
      'Sentosa', 'Cemerlang', 'Berjaya Murni'],
  },
  thai: {
    familyNames: false,
    words: ['Siam Prosper', 'Chaiyaporn', 'Srisawat', 'Thanakorn', 'Rungroj', 'Wattana', 'Charoen Pattana',
      'Sombat', 'Kasem', 'Sukjai', 'Thai Rung', 'Mahachai', 'Boonmee', 'Saengthong', 'Chokdee'],
  },
  khmerLaoMyanmar: {
    familyNames: false,
    words: ['Angkor', 'Mekong', 'Golden Lotus', 'Champa', 'Irrawaddy', 'Shwe', 'Naga', 'Sokha', 'Mingalar', 'Lanxang',
      'Tonle', 'Chanthy'],
  },
  filipino: {
    familyNames: true,
    words: ['Santos', 'Reyes', 'Cruz', 'Bautista', 'Villanueva', 'Mendoza', 'Aquino', 'Ramos', 'Dela Cruz', 'Castro',
      'Manalo', 'Navarro', 'Soriano', 'Pascual', 'Salvador'],
  },
  indian: {
    familyNames: true,
    words: ['Sharma', 'Patel', 'Mehta', 'Agarwal', 'Iyer', 'Reddy', 'Kapoor', 'Malhotra', 'Desai', 'Joshi', 'Nair',
      'Bhatia', 'Gupta', 'Shah', 'Jain', 'Kulkarni', 'Menon', 'Saxena', 'Chopra', 'Verma'],
  },
  pakistani: {
    familyNames: true,
    words: ['Khan', 'Qureshi', 'Siddiqui', 'Malik', 'Chaudhry', 'Sheikh', 'Butt', 'Mirza', 'Raza', 'Hussain',
      'Awan', 'Baig'],
  },
  bangladeshi: {
    familyNames: true,
    words: ['Rahman', 'Hossain', 'Islam', 'Chowdhury', 'Ahmed', 'Uddin', 'Karim', 'Talukder', 'Sarkar', 'Haque',
      'Mollah', 'Bhuiyan'],
  },
  sriLankan: {
    familyNames: true,
    words: ['Perera', 'Fernando', 'De Silva', 'Jayasinghe', 'Wijesinghe', 'Gunawardena', 'Bandara', 'Herath',
      'Dissanayake', 'Ranasinghe'],
  },
  nepali: {
    familyNames: true,
    words: ['Shrestha', 'Adhikari', 'Thapa', 'Karki', 'Gurung', 'Pradhan', 'Rai', 'Maharjan', 'Bhattarai', 'Tamang'],
  },
  mongolian: {
    familyNames: false,
    words: ['Altan', 'Khangai', 'Tuul', 'Orkhon', 'Bogd', 'Erdene', 'Nomin', 'Khuree', 'Tsagaan', 'Steppe'],
  },
} satisfies Record<string, NamingCulture>;

type CultureName = keyof typeof CULTURES;

const CULTURE_OF_COUNTRY: Record<string, CultureName> = {
  US: 'english', GB: 'english', IE: 'english', CA: 'english', AU: 'english', NZ: 'english', MT: 'english',
  DE: 'german', AT: 'german', CH: 'german', LU: 'german', LI: 'german',
  FR: 'french', MC: 'french',
  MA: 'brandFrench', DZ: 'brandFrench', TN: 'brandFrench', SN: 'brandFrench', CI: 'brandFrench', CM: 'brandFrench',
  BF: 'brandFrench', ML: 'brandFrench', GN: 'brandFrench', CG: 'brandFrench', CD: 'brandFrench', BJ: 'brandFrench',
  MG: 'brandFrench', MR: 'brandFrench', DJ: 'brandFrench', HT: 'brandFrench', GA: 'brandFrench', TG: 'brandFrench',
  NE: 'brandFrench', TD: 'brandFrench',
  NL: 'dutch', BE: 'dutch', SR: 'dutch',
  ES: 'spanish', MX: 'spanish', AR: 'spanish', CL: 'spanish', CO: 'spanish', PE: 'spanish', EC: 'spanish',
  GT: 'spanish', DO: 'spanish', CR: 'spanish', PA: 'spanish', PY: 'spanish', HN: 'spanish', SV: 'spanish',
  VE: 'spanish', UY: 'spanish', NI: 'spanish', BO: 'spanish', CU: 'spanish',
  PT: 'portuguese', BR: 'portuguese', AO: 'portuguese', MZ: 'portuguese', CV: 'portuguese',
  IT: 'italian', SM: 'italian',
  SE: 'swedish', NO: 'norwegian', DK: 'danish', FI: 'finnish', IS: 'icelandic',
  PL: 'polish', CZ: 'czechSlovak', SK: 'czechSlovak', HU: 'hungarian', RO: 'romanian', MD: 'romanian',
  HR: 'croatianSlovene', SI: 'croatianSlovene', BA: 'croatianSlovene', RS: 'serbian', ME: 'serbian',
  BG: 'bulgarianMacedonian', MK: 'bulgarianMacedonian', AL: 'albanian', GR: 'greek', CY: 'greek',
  LT: 'lithuanian', LV: 'latvian', EE: 'estonian',
  RU: 'russian', BY: 'russian', UA: 'ukrainian',
  KZ: 'caucasusCentralAsia', UZ: 'caucasusCentralAsia', KG: 'caucasusCentralAsia', TJ: 'caucasusCentralAsia',
  TM: 'caucasusCentralAsia', GE: 'caucasusCentralAsia', AM: 'caucasusCentralAsia',
  TR: 'turkish', AZ: 'azerbaijani',
  AE: 'arabic', SA: 'arabic', EG: 'arabic', IQ: 'arabic', KW: 'arabic', QA: 'arabic', OM: 'arabic', BH: 'arabic',
  JO: 'arabic', LB: 'arabic', LY: 'arabic', SY: 'arabic', YE: 'arabic', SD: 'arabic', PS: 'arabic',
  IR: 'persian', AF: 'persian', IL: 'hebrew',
  JP: 'japanese', CN: 'chinese', TW: 'chinese', HK: 'cantonese', MO: 'cantonese', SG: 'brandEnglish',
  VN: 'vietnamese', ID: 'malayIndonesian', MY: 'malayIndonesian', BN: 'malayIndonesian', TH: 'thai',
  KH: 'khmerLaoMyanmar', LA: 'khmerLaoMyanmar', MM: 'khmerLaoMyanmar', PH: 'filipino',
  IN: 'indian', PK: 'pakistani', BD: 'bangladeshi', LK: 'sriLankan', NP: 'nepali', MN: 'mongolian',
};

/** Legal-form templates ("{}" is the name), most common first. Countries not listed use DEFAULT_FORMS. */
const LEGAL_FORMS: Record<string, readonly string[]> = {
  US: ['{} Inc.', '{} LLC', '{} Corp.'], CA: ['{} Inc.', '{} Ltd.', '{} Corp.'],
  GB: ['{} Ltd', '{} Limited'], IE: ['{} Ltd', '{} Limited'], MT: ['{} Ltd'],
  AU: ['{} Pty Ltd'], NZ: ['{} Ltd', '{} Limited'], ZA: ['{} (Pty) Ltd'], BW: ['{} (Pty) Ltd'], NA: ['{} (Pty) Ltd'],
  DE: ['{} GmbH', '{} GmbH & Co. KG', '{} AG'], AT: ['{} GmbH'], CH: ['{} AG', '{} GmbH'], LI: ['{} AG'],
  LU: ['{} S.à r.l.', '{} S.A.'], FR: ['{} SAS', '{} SARL', '{} S.A.'], MC: ['{} SAM'],
  BE: ['{} BV', '{} NV', '{} SRL'], NL: ['{} B.V.'], IT: ['{} S.r.l.', '{} S.p.A.'], ES: ['{} S.L.', '{} S.A.'],
  PT: ['{}, Lda.', '{}, S.A.'], BR: ['{} Ltda.', '{} S.A.'], AO: ['{}, Lda.'], MZ: ['{}, Lda.'],
  MX: ['{} S.A. de C.V.'], AR: ['{} S.A.', '{} S.R.L.'], CL: ['{} SpA', '{} Ltda.'], CO: ['{} S.A.S.'],
  PE: ['{} S.A.C.'], EC: ['{} S.A.', '{} Cía. Ltda.'], UY: ['{} S.A.'], PY: ['{} S.A.'], BO: ['{} S.R.L.'],
  VE: ['{} C.A.'], GT: ['{} S.A.'], DO: ['{} S.R.L.', '{} S.A.'], CR: ['{} S.A.'], PA: ['{} S.A.'],
  HN: ['{} S.A. de C.V.'], SV: ['{} S.A. de C.V.'], NI: ['{} S.A.'], CU: ['{} S.A.'],
  SE: ['{} AB'], NO: ['{} AS'], DK: ['{} ApS', '{} A/S'], FI: ['{} Oy'], IS: ['{} ehf.'],
  PL: ['{} Sp. z o.o.'], CZ: ['{} s.r.o.'], SK: ['{} s.r.o.'], HU: ['{} Kft.', '{} Zrt.'],
  RO: ['{} S.R.L.'], MD: ['{} S.R.L.'], BG: ['{} EOOD', '{} OOD'], HR: ['{} d.o.o.'], SI: ['{} d.o.o.'],
  RS: ['{} d.o.o.'], BA: ['{} d.o.o.'], ME: ['{} d.o.o.'], MK: ['{} DOOEL'], AL: ['{} sh.p.k.'],
  GR: ['{} S.A.'], CY: ['{} Ltd'], LT: ['UAB {}'], LV: ['SIA {}'], EE: ['{} OÜ', '{} AS'],
  RU: ['{} LLC'], BY: ['{} LLC'], UA: ['{} LLC'], KZ: ['{} LLP'], UZ: ['{} LLC'], KG: ['{} LLC'], TJ: ['{} LLC'],
  TM: ['{} LLC'], GE: ['{} LLC'], AM: ['{} LLC'], AZ: ['{} LLC'], TR: ['{} A.Ş.', '{} Ltd. Şti.'],
  JP: ['{} Co., Ltd.', '{} K.K.'], CN: ['{} Co., Ltd.'], TW: ['{} Co., Ltd.'], HK: ['{} Limited', '{} Co., Ltd.'],
  MO: ['{} Limited'], SG: ['{} Pte. Ltd.'], MY: ['{} Sdn. Bhd.'], BN: ['{} Sdn. Bhd.'], ID: ['PT {}'],
  TH: ['{} Co., Ltd.'], VN: ['{} Co., Ltd.', '{} JSC'], KH: ['{} Co., Ltd.'], LA: ['{} Co., Ltd.'],
  MM: ['{} Co., Ltd.'], PH: ['{} Inc.', '{} Corp.'], IN: ['{} Pvt. Ltd.'], PK: ['{} (Pvt.) Ltd.'],
  BD: ['{} Ltd.'], LK: ['{} (Pvt) Ltd'], NP: ['{} Pvt. Ltd.'],
  AE: ['{} LLC', '{} FZE', '{} FZCO'], SA: ['{} Co.', '{} Est.'], QA: ['{} W.L.L.'], KW: ['{} W.L.L.'],
  BH: ['{} W.L.L.'], OM: ['{} LLC'], EG: ['{} S.A.E.', '{} LLC'], IL: ['{} Ltd.'], JO: ['{} Co.', '{} LLC'],
  LB: ['{} SAL', '{} SARL'], MA: ['{} SARL', '{} S.A.'], DZ: ['{} SARL', '{} SPA'], TN: ['{} SARL', '{} S.A.'],
  SN: ['{} SARL', '{} S.A.'], CI: ['{} SARL', '{} S.A.'], CM: ['{} SARL', '{} S.A.'],
};
const DEFAULT_FORMS = ['{} Ltd', '{} LLC', '{} Co.'] as const;

/** English words for a sector, as they appear in trading-company names. */
const SECTOR_WORDS: Record<string, readonly string[]> = {
  livestock_products: ['Meat', 'Dairy', 'Livestock', 'Fresh Foods'],
  seafood: ['Seafood', 'Fisheries', 'Marine Foods'],
  agricultural_products: ['Agro', 'Produce', 'Farm Products', 'Agri'],
  processed_food: ['Foods', 'Food Products', 'Provisions'],
  beverages: ['Beverages', 'Drinks', 'Wines & Spirits'],
  minerals_ores: ['Minerals', 'Mining Supply', 'Resources'],
  energy: ['Energy', 'Petroleum', 'Fuels'],
  chemicals: ['Chemicals', 'Chemical', 'Specialty Chemicals'],
  pharmaceuticals: ['Pharma', 'Pharmaceuticals', 'Healthcare'],
  cosmetics: ['Cosmetics', 'Beauty', 'Skincare'],
  plastics_rubber: ['Plastics', 'Polymers', 'Rubber'],
  leather_footwear: ['Leather', 'Footwear', 'Shoes'],
  wood_paper: ['Timber', 'Paper', 'Packaging'],
  textiles: ['Textiles', 'Fabrics', 'Yarns'],
  apparel: ['Apparel', 'Fashion', 'Garments'],
  building_materials: ['Building Materials', 'Ceramics', 'Glass'],
  jewelry_watches: ['Jewellery', 'Gems', 'Watches'],
  steel: ['Steel', 'Metals', 'Steel Products'],
  non_ferrous_metals: ['Metals', 'Alloys', 'Aluminium'],
  tools_hardware: ['Tools', 'Hardware', 'Fasteners'],
  industrial_machinery: ['Machinery', 'Industrial', 'Engineering'],
  electronics: ['Electronics', 'Electric', 'Electrical'],
  semiconductors: ['Semiconductor', 'Microelectronics', 'Components'],
  batteries: ['Battery', 'Power Systems', 'Energy Storage'],
  auto_parts: ['Auto Parts', 'Automotive', 'Motor Parts'],
  vehicles: ['Motors', 'Automobiles', 'Vehicles'],
  ships: ['Marine', 'Shipping', 'Maritime'],
  aerospace: ['Aerospace', 'Aviation', 'Aero'],
  medical_devices: ['Medical', 'Medical Systems', 'Healthcare'],
  precision_instruments: ['Instruments', 'Optics', 'Scientific'],
  furniture: ['Furniture', 'Interiors', 'Home'],
  toys_sports: ['Toys', 'Sports', 'Leisure'],
  household_goods: ['Household', 'Home Goods', 'Lifestyle'],
};
const TRADE_WORDS = ['Trading', 'Import', 'Imports', 'Distribution', 'Supply', 'International', 'Group', 'Wholesale',
  'Sourcing', 'Partners'] as const;

function cultureOf(country: string): NamingCulture {
  return CULTURES[CULTURE_OF_COUNTRY[country] ?? 'brandEnglish'];
}

/** One draw of a base name (before the legal form), in one of the shapes buyers' names take. */
function drawBaseName(rng: Rng, culture: NamingCulture, city: string, sector: string): string {
  const word = rng.pick(culture.words);
  const sectorWord = rng.pick(SECTOR_WORDS[sector] ?? ['General']);
  const tradeWord = rng.pick(TRADE_WORDS);
  const shape = rng.int(5);
  if (culture.cityFirst && shape < 2) return `${city} ${word} ${sectorWord}`;
  switch (shape) {
    case 0:
      return `${word} ${sectorWord}`;
    case 1:
      return `${word} ${tradeWord}`;
    case 2: {
      const other = rng.pick(culture.words);
      if (other === word) return `${word} ${sectorWord} ${tradeWord}`;
      return culture.familyNames ? `${word} & ${other}` : `${word} ${sectorWord} ${tradeWord}`;
    }
    case 3:
      return `${city} ${sectorWord} ${tradeWord}`;
    default:
      return `${word} ${sectorWord} ${tradeWord}`;
  }
}

function withLegalForm(rng: Rng, country: string, base: string): string {
  const forms = LEGAL_FORMS[country] ?? DEFAULT_FORMS;
  // The first form is the usual one: pick it half of the time, else any.
  const template = rng.next() < 0.5 ? forms[0]! : rng.pick(forms);
  return template.replace('{}', base);
}

/**
 * An invented company name, unique within `taken` (the names already used in that country),
 * which it is added to.
 */
export function inventCompanyName(rng: Rng, country: string, city: string, sector: string, taken: Set<string>): string {
  const culture = cultureOf(country);
  for (let attempt = 0; attempt < 25; attempt++) {
    const name = withLegalForm(rng, country, drawBaseName(rng, culture, city, sector));
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
  // Rare: every draw was taken. A branch number keeps the name unique and still plausible.
  const base = withLegalForm(rng, country, `${rng.pick(culture.words)} ${rng.pick(TRADE_WORDS)}`);
  for (let branch = 2; ; branch++) {
    const name = `${base} (${branch})`;
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
}
