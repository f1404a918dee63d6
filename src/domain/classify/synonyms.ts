// Trade names that the nomenclature's wording does not use, each pointing at the HS 2022 heading
// (4 digits) or subheading (6 digits) the goods fall in. Written from general trade and customs
// knowledge (the HS Explanatory Notes' scope of each heading), not from any ruling. A name found in
// a description (as a whole phrase) adds a marker term that only the heading or subheading it
// points at carries (see trade-names.ts): it adds evidence, the nomenclature's own words still count.
//
// Keep the table small and uncontroversial: an entry belongs here only when the name is common in
// trade and its heading is not a matter of product details the name does not give.

export interface TradeNameEntry {
  /** English and Korean names, any case. */
  names: string[];
  /** HS 2022 heading or subheading the names mean. */
  code: string;
}

export const TRADE_NAMES: readonly TradeNameEntry[] = [
  // Cosmetics (chapter 33)
  { names: ['lipstick', 'lip gloss', 'lip balm', 'lip tint', '립스틱', '립글로스', '립밤', '립틴트'], code: '330410' },
  { names: ['mascara', 'eyeliner', 'eye shadow', 'eyeshadow', '마스카라', '아이라이너', '아이섀도'], code: '330420' },
  { names: ['nail polish', 'nail varnish', '네일 폴리시', '매니큐어'], code: '330430' },
  { names: ['face powder', 'compact powder', '파우더 팩트'], code: '330491' },
  {
    names: ['face cream', 'moisturizer', 'moisturiser', 'skin lotion', 'face serum', 'sunscreen', 'sunblock', 'bb cream', 'cushion foundation', 'liquid foundation',
      '수분크림', '아이크림', '로션', '에센스', '세럼', '스킨케어', '선크림', '쿠션 파운데이션'],
    code: '330499',
  },
  { names: ['sheet mask', 'facial mask', 'mask pack', '마스크팩', '시트 마스크'], code: '330499' },
  { names: ['cosmetics', 'cosmetic', 'makeup', '화장품'], code: '3304' },
  { names: ['shampoo', '샴푸'], code: '330510' },
  { names: ['hair conditioner', 'hair dye', '린스', '헤어 컨디셔너', '염모제'], code: '330590' },
  { names: ['toothpaste', '치약'], code: '330610' },
  { names: ['perfume', 'eau de toilette', 'cologne', '향수'], code: '330300' },
  { names: ['hand sanitizer', 'hand sanitiser', '손 소독제'], code: '380894' },
  // Food and drink (chapters 12-22)
  { names: ['kimchi', '김치'], code: '200599' },
  { names: ['instant noodles', 'ramen', 'ramyeon', '라면'], code: '190230' },
  { names: ['gochujang', 'doenjang', '고추장', '된장'], code: '210390' },
  { names: ['soju', '소주'], code: '220890' },
  { names: ['makgeolli', '막걸리'], code: '220600' },
  { names: ['ginseng', '인삼', '홍삼'], code: '121120' },
  { names: ['candy', 'candies', '사탕'], code: '1704' },
  { names: ['cookie', 'cookies', '쿠키'], code: '190531' },
  // Electrical and electronic goods (chapter 85)
  { names: ['smartphone', 'mobile phone', 'cell phone', 'cellphone', '스마트폰', '휴대폰', '휴대전화'], code: '851713' },
  { names: ['smartwatch', 'smart watch', '스마트워치'], code: '851762' },
  { names: ['laptop', 'notebook computer', '노트북'], code: '847130' },
  { names: ['lithium-ion battery', 'li-ion battery', '리튬이온 배터리', '리튬이온 전지'], code: '850760' },
  { names: ['rechargeable battery', 'secondary battery', 'battery pack', 'power bank', '배터리', '이차전지', '보조배터리'], code: '8507' },
  { names: ['earphones', 'earbuds', 'headphones', 'headset', '이어폰', '헤드폰', '헤드셋'], code: '851830' },
  { names: ['charger', 'power adapter', '충전기', '어댑터'], code: '850440' },
  { names: ['tv', 'television set', '텔레비전'], code: '8528' },
  { names: ['led bulb', 'led lamp', 'led light', 'led 램프', 'led 전구'], code: '853952' },
  { names: ['solar panel', 'solar module', 'pv module', '태양광 패널', '태양광 모듈'], code: '854143' },
  { names: ['e-cigarette', 'electronic cigarette', 'vape', '전자담배'], code: '854340' },
  // Vehicles (chapter 87)
  { names: ['electric vehicle', 'ev', 'electric car', 'bev', '전기차', '전기자동차'], code: '870380' },
  { names: ['automobile', 'passenger car', 'suv', 'sedan', '승용차'], code: '8703' },
  { names: ['truck', 'lorry', 'pickup truck', '트럭', '화물차'], code: '8704' },
  { names: ['auto parts', 'car parts', 'automotive parts', '자동차 부품'], code: '8708' },
  { names: ['e-bike', 'electric bicycle', 'electric scooter', '전기자전거', '전동킥보드'], code: '871160' },
  { names: ['drone', '드론'], code: '8806' },
  // Clothing, footwear, bags, other consumer goods
  { names: ['sneakers', 'trainers', 'running shoes', '운동화'], code: '6404' },
  { names: ['hoodie', 'sweatshirt', '후드티', '맨투맨'], code: '6110' },
  { names: ['backpack', 'rucksack', '백팩', '배낭'], code: '420292' },
  { names: ['dust mask', 'surgical mask', 'kf94', '보건용 마스크', '방진 마스크'], code: '630790' },
  { names: ['3d printer', '3d 프린터'], code: '8485' },
  { names: ['plastic bag', 'poly bag', '비닐봉지', '비닐봉투'], code: '3923' },
  { names: ['pet bottle', 'plastic bottle', '페트병'], code: '392330' },
];
