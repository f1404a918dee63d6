import { fullFormats } from 'ajv-formats/dist/formats.js';
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { isReachable, type StoredBuyerContact } from './contact.js';
import { Invalid, text } from './import-values.js';

// The contact columns of a buyer import file (import-file.ts describes the file): the company's
// street address, website, general e-mail and phone, each with its source and the date it was last
// checked. E-mail addresses are checked as the contract's `format: email` is (ajv-formats), websites
// parsed as URLs, phones by libphonenumber (national forms read as the buyer's country dials them)
// and stored in E.164.

export const CONTACT_COLUMNS = [
  'street', 'postal_code', 'website', 'email', 'phone', 'contact_source', 'contact_checked_on',
  'address_source', 'address_checked_on', 'website_source', 'website_checked_on', 'email_source',
  'email_checked_on', 'phone_source', 'phone_checked_on',
] as const;
export type ContactColumn = (typeof CONTACT_COLUMNS)[number];

export interface ContactIssue {
  field: ContactColumn;
  issue: string;
}

const MAX_URL_LENGTH = 500;
/** RFC 5321's limit on a forward path. */
const MAX_EMAIL_LENGTH = 254;
const MAX_POSTAL_CODE_LENGTH = 20;
const EARLIEST_CHECK = '1990-01-01';
const EMAIL = fullFormats.email as RegExp;
const URI = fullFormats.uri as (value: string) => boolean;

type Field = 'address' | 'website' | 'email' | 'phone';
const VALUE_COLUMN: Record<Field, ContactColumn> = { address: 'street', website: 'website', email: 'email', phone: 'phone' };

/**
 * The row's contact, null when it gives none; every problem as an issue on its column. `country`
 * is the row's (empty when it was not valid), `fileSource` the source the whole file names.
 */
export function readContact(values: Partial<Record<ContactColumn, unknown>>, country: string, fileSource: string, today: Date): { contact: StoredBuyerContact | null; issues: ContactIssue[] } {
  const issues: ContactIssue[] = [];
  function read<T>(column: ContactColumn, check: (value: unknown) => T | Invalid): T | undefined {
    const value = values[column];
    if (value === undefined) return undefined;
    const result = check(value);
    if (result instanceof Invalid) {
      issues.push({ field: column, issue: result.issue });
      return undefined;
    }
    return result;
  }
  const latest = today.toISOString().slice(0, 10);
  const date = (value: unknown) => checkedOn(value, latest);
  const rowSource = read('contact_source', (v) => text(v));
  const rowCheckedOn = read('contact_checked_on', date) ?? null;
  /** The field's value with its source and date (its own columns first, then the row's, then the file's source); null without a value. */
  function described<T extends object>(field: Field, value: T | undefined) {
    const source = read(`${field}_source`, (v) => text(v));
    const checked = read(`${field}_checked_on`, date);
    if (value === undefined) {
      // A value that failed its check is reported already; one not given leaves its description describing nothing.
      if (values[VALUE_COLUMN[field]] === undefined) {
        for (const column of [`${field}_source`, `${field}_checked_on`] as const) {
          if (values[column] !== undefined) issues.push({ field: column, issue: `describes the ${field}, which the row does not give` });
        }
      }
      return null;
    }
    return { ...value, source: source ?? rowSource ?? fileSource, checked_on: checked ?? rowCheckedOn };
  }

  const street = read('street', (v) => text(v));
  const postalCode = read('postal_code', postal);
  if (values.postal_code !== undefined && values.street === undefined) issues.push({ field: 'postal_code', issue: 'needs a street: give street too' });
  const website = read('website', url);
  const email = read('email', emailAddress);
  const phone = read('phone', (v) => phoneNumber(v, country));
  const contact: StoredBuyerContact = {
    address: described('address', street === undefined ? undefined : { street, postal_code: postalCode ?? null }),
    website: described('website', website === undefined ? undefined : { url: website }),
    email: described('email', email === undefined ? undefined : { address: email }),
    phone: described('phone', phone === undefined ? undefined : { number: phone }),
  };
  return { contact: contact.address === null && !isReachable(contact) ? null : contact, issues };
}

function postal(value: unknown): string | Invalid {
  const code = text(value, MAX_POSTAL_CODE_LENGTH);
  if (code instanceof Invalid) return code;
  return /^[\p{L}\p{N}][\p{L}\p{N} -]*$/u.test(code) ? code : new Invalid(`must be letters, digits, spaces and hyphens (got "${code}")`);
}

/** An http(s) address; a bare host name ("www.example.com") is taken as https. */
function url(value: unknown): string | Invalid {
  const given = text(value, MAX_URL_LENGTH);
  if (given instanceof Invalid) return given;
  let parsed: URL;
  try {
    parsed = new URL(/^[a-z][a-z0-9+.-]*:/i.test(given) ? given : `https://${given}`);
  } catch {
    return new Invalid(`is not a web address (got "${given}")`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return new Invalid(`must be an http or https address (got "${given}")`);
  if (parsed.username !== '' || parsed.password !== '') return new Invalid('must not hold a user name or password');
  // A company's website has a domain name: an IP address or a single label ("localhost") is not one.
  if (!parsed.hostname.includes('.') || /^[0-9.]+$/.test(parsed.hostname) || parsed.hostname.startsWith('[')) {
    return new Invalid(`must name a website by its domain (got "${given}")`);
  }
  const href = parsed.href;
  return href.length <= MAX_URL_LENGTH && URI(href) ? href : new Invalid(`is not a web address (got "${given}")`);
}

function emailAddress(value: unknown): string | Invalid {
  const given = text(value, MAX_EMAIL_LENGTH);
  if (given instanceof Invalid) return given;
  return EMAIL.test(given) ? given : new Invalid(`is not an e-mail address (got "${given}")`);
}

/** E.164 from the international form or the form dialled in the buyer's country. */
function phoneNumber(value: unknown, country: string): string | Invalid {
  const given = text(value, 40);
  if (given instanceof Invalid) return given;
  const parsed = parsePhoneNumberFromString(given, country === '' ? undefined : (country as CountryCode));
  if (!parsed?.isValid()) {
    return new Invalid(`is not a valid telephone number${country === '' ? '' : ` in ${country}`} (got "${given}"; give it as "+" and the country code, or as dialled in the country)`);
  }
  return parsed.number;
}

/** An ISO 8601 date (YYYY-MM-DD) of a real day from 1990 to today. */
function checkedOn(value: unknown, latest: string): string | Invalid {
  const given = typeof value === 'string' ? value.trim() : value;
  if (typeof given !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(given)) return new Invalid(`must be a date as YYYY-MM-DD (got ${JSON.stringify(value)})`);
  const day = new Date(`${given}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== given) return new Invalid(`is not a day of the calendar (got "${given}")`);
  if (given < EARLIEST_CHECK || given > latest) return new Invalid(`must be between ${EARLIEST_CHECK} and today, ${latest} (got "${given}")`);
  return given;
}
