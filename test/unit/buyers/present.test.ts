// A search page's prepared JSON (joined from each buyer's kept bytes) is exactly what
// JSON.stringify gives for the page, for any name, mode, language and score, made or kept.
import { describe, expect, it } from 'vitest';
import { type BuyerContact, contactOf, type StoredBuyerContact } from '../../../src/domain/buyers/contact.js';
import { generateSandboxBuyers } from '../../../src/domain/buyers/generate.js';
import { presentBuyer, presentPage } from '../../../src/domain/buyers/present.js';
import type { BuyerRecord } from '../../../src/domain/buyers/types.js';
import { LANGS } from '../../../src/domain/lang.js';
import { readCsv } from '../../../src/domain/reference/csv.js';
import { preparedJson } from '../../../src/prepared-json.js';

/** Names that JSON escapes or encodes in more than one byte, and ones that look like the score's key. */
const AWKWARD_NAMES = ['Quote "Trading" Co.', 'Back\\slash \\" Ltd', '"ai_score":-1', 'ai_score":-1, "x', '東京商事株式会社', 'Emoji 🚢 GmbH', 'Tab\tand\nnewline', 'Control \u0001 char', ''];

function records(): BuyerRecord[] {
  const generated = generateSandboxBuyers(40);
  return [
    ...generated,
    ...AWKWARD_NAMES.map((companyName, k) => ({ ...generated[k]!, number: 1000 + k, companyName, city: companyName, foundedYear: null, employees: null })),
    ...AWKWARD_NAMES.map((name, k) => ({ ...generated[k]!, number: 2000 + k, source: { kind: 'import' as const, name, year: k % 2 === 0 ? 2020 + k : null } })),
  ];
}

/** An imported buyer's stored contact, awkward text in every field that takes text. */
function storedContact(text: string): StoredBuyerContact {
  const about = { source: text || 'Directory', checked_on: '2026-10-14' };
  return { address: { street: `${text} 1`, postal_code: null, ...about }, website: { url: 'https://example.com/', ...about }, email: null, phone: { number: '+4930901820', ...about } };
}

function contactsOf(buyers: readonly BuyerRecord[]): BuyerContact[] {
  return buyers.map((buyer, k) => contactOf(buyer, buyer.source.kind === 'import' && k % 2 === 0 ? storedContact(AWKWARD_NAMES[k % AWKWARD_NAMES.length]!) : undefined));
}

describe('buyer search page JSON', () => {
  it('is the bytes JSON.stringify gives, made the first time and joined from kept parts the second', () => {
    const buyers = records();
    const contacts = contactsOf(buyers);
    for (const mode of ['test', 'live'] as const) {
      for (const lang of LANGS) {
        for (const round of [1, 2]) {
          const scores = buyers.map((_, k) => (k * 37 + round) % 101);
          const fields = { total: 12_345, page: round, limit: buyers.length, has_more: round === 1 };
          const page = presentPage(buyers, scores, (k) => contacts[k]!, mode, lang, fields);
          const prepared = preparedJson(page);
          expect(prepared?.toString(), `${mode} ${lang} round ${round}`).toBe(JSON.stringify(page));
          expect(page.buyers).toEqual(buyers.map((buyer, k) => presentBuyer(buyer, scores[k]!, contacts[k]!, mode, lang)));
          expect(JSON.parse(prepared!.toString()).buyers.map((b: { ai_score: number }) => b.ai_score)).toEqual(scores);
        }
      }
    }
  });

  it('asks for a buyer\'s contact only while its JSON is not kept', () => {
    const buyers = generateSandboxBuyers(60).slice(40);
    let asked = 0;
    const contactAt = (k: number) => (asked++, contactOf(buyers[k]!, undefined));
    const fields = { total: 20, page: 1, limit: 20, has_more: false };
    preparedJson(presentPage(buyers, buyers.map(() => 50), contactAt, 'test', 'en', fields));
    expect(asked).toBe(buyers.length);
    preparedJson(presentPage(buyers, buyers.map(() => 60), contactAt, 'test', 'en', fields));
    expect(asked).toBe(buyers.length);
  });

  it('writes the edge scores and an empty page', () => {
    const [buyer] = records();
    const contact = contactOf(buyer!, undefined);
    for (const score of [0, 9, 10, 99, 100]) {
      const page = presentPage([buyer!, buyer!], [score, 100 - score], () => contact, 'test', 'en', { total: 2, page: 1, limit: 2, has_more: false });
      expect(preparedJson(page)!.toString()).toBe(JSON.stringify(page));
    }
    const empty = presentPage([], [], () => { throw new Error('no buyer, no contact'); }, 'live', 'ko', { total: 0, page: 3, limit: 20, has_more: false });
    expect(preparedJson(empty)!.toString()).toBe('{"buyers":[],"total":0,"page":3,"limit":20,"has_more":false}');
  });
});

describe('where a buyer comes from', () => {
  it('a generated buyer is synthetic, its annual imports imitating its country\'s WDI merchandise imports of that figure\'s year', () => {
    const years = new Map(readCsv('country-indicators/wdi_country_latest.csv').map((row) => [row.iso2, Number(row.merch_imports_usd_year)]));
    for (const buyer of generateSandboxBuyers(300)) {
      const view = presentBuyer(buyer, 50, contactOf(buyer, undefined), 'test', 'en');
      expect(view.synthetic).toBe(true);
      expect(view.source).toEqual({ kind: 'sandbox_generator', name: 'World Bank WDI, merchandise imports (TM.VAL.MRCH.CD.WT)', year: years.get(buyer.country), annual_import_basis: 'synthetic' });
      expect(view.source.year).toBeGreaterThanOrEqual(2015);
    }
  });

  it('an imported buyer is not synthetic and carries the source its import named', () => {
    const [generated] = generateSandboxBuyers(1);
    const imported = { ...generated!, source: { kind: 'import' as const, name: 'Korea Trade Directory', year: 2025 } };
    expect(presentBuyer(imported, 50, contactOf(imported, undefined), 'live', 'en')).toMatchObject({ synthetic: false, source: { kind: 'import', name: 'Korea Trade Directory', year: 2025, annual_import_basis: 'reported' } });
  });
});
