// The buyer-sector taxonomy: 33 sectors an exporter searches by, each tied to HS 2022 chapters.
//
// Coverage rule: a chapter in `hsChapters` is covered whole, UNLESS `hsHeadings` lists one or more
// headings of that chapter; then only those headings are covered. That lets a chapter be shared
// (85: electronics whole, semiconductors only 8541/8542, batteries only 8506/8507) without
// repeating the 40-odd headings of a chapter a sector covers completely.
// The codes are stable identifiers (stored with buyers, used in the API); labels may be reworded.

import type { components } from '../../generated/openapi.js';
import type { Lang } from './lang.js';
import { findHs, headingsOfChapter, normalizeHsCode } from './reference/hs.js';
import { lazy } from './reference/csv.js';

export type SectorLanguage = Lang;
/** The contract's sector codes (a test keeps this list and the contract's enumeration equal). */
export type SectorCode = components['schemas']['SectorCode'];

export interface Sector {
  /** Stable snake_case identifier. */
  code: SectorCode;
  labels: Readonly<Record<SectorLanguage, string>>;
  /** 2-digit HS 2022 chapters. */
  hsChapters: readonly string[];
  /** 4-digit headings that narrow their chapter to just these (see the coverage rule above). */
  hsHeadings?: readonly string[];
}

export const SECTORS: readonly Sector[] = Object.freeze([
  // Food and agriculture
  {
    code: 'livestock_products',
    labels: { en: 'Meat, dairy & livestock products', ko: '축산물' },
    hsChapters: ['01', '02', '04', '05', '16'],
    hsHeadings: ['1601', '1602'],
  },
  {
    code: 'seafood',
    labels: { en: 'Seafood', ko: '수산물' },
    hsChapters: ['03', '16'],
    hsHeadings: ['1603', '1604', '1605'],
  },
  {
    code: 'agricultural_products',
    labels: { en: 'Agricultural products', ko: '농산물' },
    hsChapters: ['06', '07', '08', '09', '10', '11', '12', '13', '14'],
  },
  {
    code: 'processed_food',
    labels: { en: 'Processed food', ko: '가공식품' },
    hsChapters: ['15', '17', '18', '19', '20', '21', '23'],
  },
  { code: 'beverages', labels: { en: 'Beverages & spirits', ko: '음료·주류' }, hsChapters: ['22'] },
  // Raw materials and energy
  { code: 'minerals_ores', labels: { en: 'Minerals & ores', ko: '광물·광석' }, hsChapters: ['25', '26'] },
  { code: 'energy', labels: { en: 'Energy & fuels', ko: '에너지·연료' }, hsChapters: ['27'] },
  // Chemicals and consumer chemistry
  {
    code: 'chemicals',
    labels: { en: 'Chemicals', ko: '화학제품' },
    hsChapters: ['28', '29', '31', '32', '35', '36', '37', '38'],
  },
  { code: 'pharmaceuticals', labels: { en: 'Pharmaceuticals', ko: '의약품' }, hsChapters: ['30'] },
  { code: 'cosmetics', labels: { en: 'Cosmetics', ko: '화장품' }, hsChapters: ['33', '34'] },
  { code: 'plastics_rubber', labels: { en: 'Plastics & rubber', ko: '플라스틱·고무' }, hsChapters: ['39', '40'] },
  // Light industry
  {
    code: 'leather_footwear',
    labels: { en: 'Leather goods & footwear', ko: '가죽제품·신발' },
    hsChapters: ['41', '42', '43', '64'],
  },
  {
    code: 'wood_paper',
    labels: { en: 'Wood & paper products', ko: '목재·종이' },
    hsChapters: ['44', '45', '46', '47', '48', '49'],
  },
  {
    code: 'textiles',
    labels: { en: 'Textiles & fabrics', ko: '섬유·원단' },
    hsChapters: ['50', '51', '52', '53', '54', '55', '56', '57', '58', '59', '60', '63'],
  },
  { code: 'apparel', labels: { en: 'Apparel', ko: '의류' }, hsChapters: ['61', '62', '65'] },
  {
    code: 'building_materials',
    labels: { en: 'Building materials, ceramics & glass', ko: '건축자재·도자기·유리' },
    hsChapters: ['68', '69', '70'],
  },
  {
    code: 'jewelry_watches',
    labels: { en: 'Jewellery & watches', ko: '귀금속·보석·시계' },
    hsChapters: ['71', '91'],
  },
  // Metals
  { code: 'steel', labels: { en: 'Iron & steel', ko: '철강' }, hsChapters: ['72', '73'] },
  {
    code: 'non_ferrous_metals',
    labels: { en: 'Non-ferrous metals', ko: '비철금속' },
    hsChapters: ['74', '75', '76', '78', '79', '80', '81'],
  },
  { code: 'tools_hardware', labels: { en: 'Tools & hardware', ko: '공구·철물' }, hsChapters: ['82', '83'] },
  // Machinery, electronics and transport
  { code: 'industrial_machinery', labels: { en: 'Industrial machinery', ko: '산업기계' }, hsChapters: ['84'] },
  { code: 'electronics', labels: { en: 'Electrical & electronic equipment', ko: '전기·전자제품' }, hsChapters: ['85'] },
  {
    code: 'semiconductors',
    labels: { en: 'Semiconductors', ko: '반도체' },
    hsChapters: ['84', '85'],
    hsHeadings: ['8486', '8541', '8542'],
  },
  {
    code: 'batteries',
    labels: { en: 'Batteries', ko: '배터리' },
    hsChapters: ['85'],
    hsHeadings: ['8506', '8507'],
  },
  {
    code: 'auto_parts',
    labels: { en: 'Auto parts', ko: '자동차 부품' },
    hsChapters: ['40', '84', '85', '87'],
    hsHeadings: ['4011', '8407', '8408', '8409', '8511', '8512', '8708'],
  },
  {
    code: 'vehicles',
    labels: { en: 'Motor vehicles', ko: '자동차' },
    hsChapters: ['87'],
    hsHeadings: ['8701', '8702', '8703', '8704', '8705', '8706', '8707', '8711'],
  },
  { code: 'ships', labels: { en: 'Ships & boats', ko: '선박' }, hsChapters: ['89'] },
  { code: 'aerospace', labels: { en: 'Aircraft & aerospace', ko: '항공우주' }, hsChapters: ['88'] },
  {
    code: 'medical_devices',
    labels: { en: 'Medical devices', ko: '의료기기' },
    hsChapters: ['90'],
    hsHeadings: ['9018', '9019', '9020', '9021', '9022'],
  },
  {
    code: 'precision_instruments',
    labels: { en: 'Optical & precision instruments', ko: '정밀·광학기기' },
    hsChapters: ['90'],
  },
  // Consumer goods
  { code: 'furniture', labels: { en: 'Furniture & lighting', ko: '가구·조명' }, hsChapters: ['94'] },
  { code: 'toys_sports', labels: { en: 'Toys & sports goods', ko: '완구·스포츠용품' }, hsChapters: ['95'] },
  {
    code: 'household_goods',
    labels: { en: 'Household & sundry goods', ko: '생활용품' },
    hsChapters: ['66', '67', '96'],
  },
] satisfies Sector[]);

/** Lower-cased, trimmed, NFC (Korean typed on some systems arrives decomposed), single spaces. */
function normalizeKey(text: string): string {
  return text.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

const byKey = new Map<string, Sector>();
for (const sector of SECTORS) {
  for (const key of [sector.code, sector.labels.en, sector.labels.ko]) byKey.set(normalizeKey(key), sector);
}
const byCode = new Map<string, Sector>(SECTORS.map((s) => [s.code, s]));

/** Finds a sector by its code or any of its labels, in any language and case, ignoring surrounding spaces. */
export function findSector(codeOrLabel: string): Sector | undefined {
  return byKey.get(normalizeKey(codeOrLabel));
}

/** The sector of a stored code. Throws on an unknown code: stored codes always come from SECTORS. */
export function sectorByCode(code: string): Sector {
  const sector = byCode.get(code);
  if (!sector) throw new Error(`unknown sector code "${code}"`);
  return sector;
}

export function sectorLabel(code: string, lang: SectorLanguage): string {
  return sectorByCode(code).labels[lang];
}

function narrowedHeadingsOf(sector: Sector, chapter: string): readonly string[] {
  return (sector.hsHeadings ?? []).filter((h) => h.startsWith(chapter));
}

function coversHeading(sector: Sector, heading: string): boolean {
  const chapter = heading.slice(0, 2);
  if (!sector.hsChapters.includes(chapter)) return false;
  const narrowed = narrowedHeadingsOf(sector, chapter);
  return narrowed.length === 0 || narrowed.includes(heading);
}

/**
 * Sectors covering an HS code: a chapter ("85") matches every sector that covers any part of it;
 * a heading or subheading ("8542", "854231", "8542.31") matches the sectors covering its heading.
 */
export function sectorsForHs(hsCode: string): Sector[] {
  const digits = normalizeHsCode(hsCode) as string;
  if (!/^\d{2}(\d{2}(\d{2})*)?$/.test(digits)) return [];
  if (digits.length === 2) return SECTORS.filter((s) => s.hsChapters.includes(digits));
  const heading = digits.slice(0, 4);
  return SECTORS.filter((s) => coversHeading(s, heading));
}

/** Checks the taxonomy against HS 2022 once, then lists every sector's 4-digit headings. */
const loadSectorHeadings = lazy(() => {
  const result = new Map<string, readonly string[]>();
  for (const sector of SECTORS) {
    for (const code of [...sector.hsChapters, ...(sector.hsHeadings ?? [])]) {
      const entry = findHs(code);
      if (!entry || entry.level !== code.length) throw new Error(`sector ${sector.code}: ${code} is not in HS 2022`);
    }
    for (const heading of sector.hsHeadings ?? []) {
      if (!sector.hsChapters.includes(heading.slice(0, 2))) {
        throw new Error(`sector ${sector.code}: heading ${heading} is outside its chapters`);
      }
    }
    const headings = sector.hsChapters.flatMap((chapter) => {
      const narrowed = narrowedHeadingsOf(sector, chapter);
      return narrowed.length > 0 ? [...narrowed] : headingsOfChapter(chapter).map((e) => e.code);
    });
    result.set(sector.code, Object.freeze([...new Set(headings)].sort()));
  }
  return result;
});

/** Every HS 2022 heading (4 digits, sorted) a sector covers. Throws on an unknown sector code. */
export function sectorHeadings(code: string): readonly string[] {
  const headings = loadSectorHeadings().get(code);
  if (!headings) throw new Error(`unknown sector code "${code}"`);
  return headings;
}
