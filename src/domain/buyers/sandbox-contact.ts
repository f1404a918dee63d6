import { readFileSync } from 'node:fs';
import transliterate from '@sindresorhus/transliterate';
import { check, dataFilePath, lazy } from '../reference/csv.js';
import type { components } from '../../../generated/openapi.js';
import type { BuyerRecord } from './types.js';

// Sandbox buyers' contacts: synthetic, and made so that no one can take them for real ones (see
// data/sandbox/SOURCE.md). Websites and e-mails are under `.example`, the top-level domain RFC 2606
// and RFC 6761 reserve for examples; phones only in ranges a national numbering plan reserves for
// fiction (data/sandbox/fictional-phone-numbers.json), none elsewhere; streets are "Example" streets
// with the postal code 00000. Each is a function of the buyer's number, name, country and city, with
// no draw from the generator's random stream, so the buyers themselves are the same as before
// contacts existed, and the contact is made again whenever the buyer is shown instead of being
// stored or held in the search index.

export const SANDBOX_CONTACT_SOURCE = 'Sandbox generator (synthetic)';
/** Not a postal code anywhere, and plainly so. */
export const SANDBOX_POSTAL_CODE = '00000';
export const FICTIONAL_PHONES_FILE = 'sandbox/fictional-phone-numbers.json';

const STREET_KINDS = ['Street', 'Road', 'Avenue', 'Lane', 'Way', 'Square'] as const;
/** Role mailboxes: a company's general e-mail, never a person's. */
const MAILBOXES = ['sales', 'info', 'trade', 'purchasing', 'import'] as const;
/** Longest name part of a host (a DNS label is at most 63 characters, with the number after it). */
const MAX_SLUG = 40;

/**
 * Sandbox buyers whose number ends in 7 have no contact at all (a directory entry with a name and a
 * city only), so that integrations meet such buyers in the sandbox as they will in production.
 */
export function sandboxHasContact(number: number): boolean {
  return number % 10 !== 7;
}

interface PhoneRanges {
  suffixDigits: number;
  /** E.164 prefixes (digits after "+") by city name; `default` for the country's other cities. */
  cities: ReadonlyMap<string, string>;
  default: string | undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** E.164 prefix from its written form ("+1 213 555 01" -> "121355501"). */
function prefixDigits(written: unknown, where: string): string {
  check(typeof written === 'string' && /^\+[1-9][0-9 ]+$/.test(written), `${FICTIONAL_PHONES_FILE}: ${where} must be "+" and digits`);
  return written.replace(/[+ ]/g, '');
}

/** The reserved ranges by country (checked: prefixes of digits, every number at most 15 digits). */
export const fictionalPhoneRanges = lazy((): ReadonlyMap<string, PhoneRanges> => {
  const raw: unknown = JSON.parse(readFileSync(dataFilePath(FICTIONAL_PHONES_FILE), 'utf8'));
  check(isRecord(raw) && isRecord(raw.countries), `${FICTIONAL_PHONES_FILE} must hold an object with countries`);
  const ranges = new Map<string, PhoneRanges>();
  for (const [country, entry] of Object.entries(raw.countries)) {
    check(/^[A-Z]{2}$/.test(country) && isRecord(entry), `${FICTIONAL_PHONES_FILE}: ${country} must be an ISO code with an object`);
    const { suffixDigits } = entry;
    check(typeof entry.plan === 'string' && entry.plan !== '', `${FICTIONAL_PHONES_FILE}: ${country} must name its plan`);
    check(Number.isInteger(suffixDigits) && (suffixDigits as number) >= 1 && (suffixDigits as number) <= 4, `${FICTIONAL_PHONES_FILE}: ${country}.suffixDigits must be 1 to 4`);
    const cities = new Map<string, string>();
    if (entry.cities !== undefined) {
      check(isRecord(entry.cities), `${FICTIONAL_PHONES_FILE}: ${country}.cities must be an object`);
      for (const [city, prefix] of Object.entries(entry.cities)) cities.set(city, prefixDigits(prefix, `${country}.cities.${city}`));
    }
    const fallback = entry.default === undefined ? undefined : prefixDigits(entry.default, `${country}.default`);
    check(cities.size > 0 || fallback !== undefined, `${FICTIONAL_PHONES_FILE}: ${country} has neither cities nor a default`);
    for (const prefix of [...cities.values(), ...(fallback ? [fallback] : [])]) {
      check(prefix.length + (suffixDigits as number) <= 15, `${FICTIONAL_PHONES_FILE}: ${country}: +${prefix} and ${suffixDigits as number} digits is longer than E.164 allows`);
    }
    ranges.set(country, { suffixDigits: suffixDigits as number, cities, default: fallback });
  }
  return ranges;
});

/** A well-mixed 32-bit value of the buyer number and a salt (murmur3's finaliser): the same everywhere. */
function mix(number: number, salt: number): number {
  let h = (Math.imul(number, 0x9e37_79b1) ^ salt) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85eb_ca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2_ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** The company name as a host name label: ASCII letters and digits joined by hyphens ("Reed Sourcing Inc." -> "reed-sourcing-inc"). */
function hostSlug(companyName: string): string {
  // Most names are ASCII already: transliterating them is most of the cost of a contact.
  const slug = (/^[\x20-\x7e]*$/.test(companyName) ? companyName : transliterate(companyName))
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_SLUG)
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'buyer' : slug;
}

/** The fictional number of a buyer in its city's reserved range, or null where the country reserves none. */
export function sandboxPhone(number: number, country: string, city: string): string | null {
  const ranges = fictionalPhoneRanges().get(country);
  const prefix = ranges && (ranges.cities.get(city) ?? ranges.default);
  if (!ranges || prefix === undefined) return null;
  const suffix = String(mix(number, 0x70_68_6f_6e) % 10 ** ranges.suffixDigits).padStart(ranges.suffixDigits, '0');
  return `+${prefix}${suffix}`;
}

/** The synthetic contact of a sandbox buyer (see the top of this file). */
export function sandboxContact(buyer: Pick<BuyerRecord, 'number' | 'companyName' | 'country' | 'city'>): components['schemas']['BuyerContact'] {
  if (!sandboxHasContact(buyer.number)) return { address: null, website: null, email: null, phone: null };
  const h = mix(buyer.number, 0x61_64_64_72);
  const host = `${hostSlug(buyer.companyName)}-${buyer.number}.example`;
  const provenance = { source: SANDBOX_CONTACT_SOURCE, checked_on: null };
  const phone = sandboxPhone(buyer.number, buyer.country, buyer.city);
  return {
    address: {
      street: `${1 + (h % 199)} Example ${STREET_KINDS[(h >>> 8) % STREET_KINDS.length]!}`,
      postal_code: SANDBOX_POSTAL_CODE,
      city: buyer.city,
      country: buyer.country,
      ...provenance,
    },
    website: { url: `https://${host}/`, ...provenance },
    email: { address: `${MAILBOXES[(h >>> 16) % MAILBOXES.length]!}@${host}`, ...provenance },
    phone: phone === null ? null : { number: phone, ...provenance },
  };
}
