import type { components } from '../../../generated/openapi.js';
import { buyerId } from '../ids.js';
import type { Lang } from '../lang.js';
import type { Mode } from '../modes.js';
import { prepareJson } from '../../prepared-json.js';
import { sectorByCode } from '../sectors.js';
import type { BuyerContact } from './contact.js';
import { displayUsd } from './format.js';
import { importMarket, IMPORTS_STATISTIC } from './markets.js';
import type { BuyerRecord } from './types.js';

// Buyers as the API shows them, and a search page's JSON joined from each buyer's own JSON bytes.
// A buyer's JSON depends on its record, the mode and the language, all but its score, so it is made
// once per record (the search index hands out the same record objects until buyer records change)
// with a gap where the score goes. Joining a page from them took a quarter to a fifth of the time
// of presenting and serialising its buyers on every search; the bytes are the same as
// JSON.stringify's of the page (tested).

/** The API shapes, from the contract's generated types. */
export type BuyerView = components['schemas']['Buyer'];
export type BuyerPage = components['schemas']['BuyerSearchResponse']['data'];
type PageFields = Omit<BuyerPage, 'buyers'>;

/** A buyer as the API returns it (search, events), with its contact (./contact.ts `contactOf`). */
export function presentBuyer(buyer: BuyerRecord, score: number, contact: BuyerContact, mode: Mode, lang: Lang): BuyerView {
  const sector = sectorByCode(buyer.sector);
  return {
    id: buyerId(buyer.number),
    name: buyer.companyName,
    country: buyer.country,
    city: buyer.city,
    sector: sector.labels[lang],
    sector_code: sector.code,
    hs_codes: buyer.hsHeadings,
    ai_score: score,
    annual_import: displayUsd(buyer.annualImportUsd),
    annual_import_usd: buyer.annualImportUsd,
    founded_year: buyer.foundedYear,
    employees: buyer.employees,
    verified: buyer.verified,
    livemode: mode === 'live',
    synthetic: buyer.source.kind === 'sandbox_generator',
    source: presentSource(buyer),
    contact,
  };
}

/** A sandbox buyer names the statistic its figures imitate (its country's, of that figure's year); an imported one its own source. */
function presentSource(buyer: BuyerRecord): BuyerView['source'] {
  const { source } = buyer;
  if (source.kind === 'import') return { kind: 'import', name: source.name, year: source.year, annual_import_basis: 'reported' };
  return { kind: 'sandbox_generator', name: IMPORTS_STATISTIC, year: importMarket(buyer.country)?.merchImportsYear ?? null, annual_import_basis: 'synthetic' };
}

/** A buyer's JSON around its score: `{"id":…,"ai_score":` and `,"annual_import":…}`. */
interface BuyerJson {
  beforeScore: Buffer;
  afterScore: Buffer;
}

/** Per mode and language (`test:en`), each record's JSON, made on first use. */
const buyerJsons = new Map<string, WeakMap<BuyerRecord, BuyerJson>>();
/** A score no buyer has, to find where the score goes in a presented buyer's JSON. */
const SCORE_MARK = -1;
const SCORE_KEY = '"ai_score":';
/** The digits of each score (0-100). */
const SCORE_DIGITS = Array.from({ length: 101 }, (_, score) => Buffer.from(String(score)));
const PAGE_START = Buffer.from('{"buyers":[');
const COMMA = 0x2c;

function buyerJson(made: WeakMap<BuyerRecord, BuyerJson>, buyer: BuyerRecord, contact: () => BuyerContact, mode: Mode, lang: Lang): BuyerJson {
  // A record's contact does not change while the record object lives (an import replaces the
  // records), so it is made only with the record's JSON.
  let json = made.get(buyer);
  if (!json) {
    const text = JSON.stringify(presentBuyer(buyer, SCORE_MARK, contact(), mode, lang));
    // A string value has its quotes escaped, so the key with its quotes is found only as the key.
    const at = text.indexOf(SCORE_KEY + String(SCORE_MARK)) + SCORE_KEY.length;
    made.set(buyer, (json = { beforeScore: Buffer.from(text.slice(0, at)), afterScore: Buffer.from(text.slice(at + String(SCORE_MARK).length)) }));
  }
  return json;
}

/** The page's JSON bytes: `{"buyers":[…],"total":…,…}`, as JSON.stringify would give them. */
function pageJson(buyers: readonly BuyerRecord[], scores: readonly number[], contactAt: (k: number) => BuyerContact, mode: Mode, lang: Lang, fields: PageFields): Buffer {
  const view = `${mode}:${lang}`;
  let made = buyerJsons.get(view);
  if (!made) buyerJsons.set(view, (made = new WeakMap()));
  const end = Buffer.from(`],${JSON.stringify(fields).slice(1)}`);
  const jsons = new Array<BuyerJson>(buyers.length);
  let length = PAGE_START.length + Math.max(0, buyers.length - 1) + end.length;
  for (let k = 0; k < buyers.length; k++) {
    const json = (jsons[k] = buyerJson(made, buyers[k]!, () => contactAt(k), mode, lang));
    length += json.beforeScore.length + SCORE_DIGITS[scores[k]!]!.length + json.afterScore.length;
  }
  const out = Buffer.allocUnsafe(length);
  out.set(PAGE_START, 0);
  let at = PAGE_START.length;
  for (let k = 0; k < jsons.length; k++) {
    const { beforeScore, afterScore } = jsons[k]!;
    const digits = SCORE_DIGITS[scores[k]!]!;
    if (k > 0) out[at++] = COMMA;
    out.set(beforeScore, at);
    at += beforeScore.length;
    out.set(digits, at);
    at += digits.length;
    out.set(afterScore, at);
    at += afterScore.length;
  }
  out.set(end, at);
  return out;
}

/**
 * A search page. Its buyers are presented only when read (JSON.stringify, a caller in process):
 * the HTTP layer writes the page's prepared JSON instead. `contactAt(k)` gives the k-th buyer's
 * contact, asked only for a buyer whose JSON is not kept yet (making one costs a few µs).
 */
export function presentPage(buyers: readonly BuyerRecord[], scores: readonly number[], contactAt: (k: number) => BuyerContact, mode: Mode, lang: Lang, fields: PageFields): BuyerPage {
  let views: BuyerView[] | undefined;
  const page: BuyerPage = {
    get buyers() {
      return (views ??= buyers.map((buyer, k) => presentBuyer(buyer, scores[k]!, contactAt(k), mode, lang)));
    },
    ...fields,
  };
  return Object.freeze(prepareJson(page, () => pageJson(buyers, scores, contactAt, mode, lang, fields)));
}
