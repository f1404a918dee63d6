// Sandbox buyers' contacts: under names reserved so that no one can take them for real ones (the
// `.example` top-level domain of RFC 2606 / RFC 6761, numbering plans' fiction ranges, "Example"
// streets with postal code 00000), the same on every call, and valid by the checks imports apply.
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { isValidPhoneNumber } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SANDBOX_BUYERS } from '../../../src/config.js';
import { contactOf, isReachable } from '../../../src/domain/buyers/contact.js';
import { generateSandboxBuyers } from '../../../src/domain/buyers/generate.js';
import { SANDBOX_CONTACT_SOURCE, sandboxContact } from '../../../src/domain/buyers/sandbox-contact.js';

const buyers = generateSandboxBuyers(DEFAULT_SANDBOX_BUYERS);
const contacts = buyers.map((buyer) => contactOf(buyer, undefined));

/**
 * The reserved ranges, written here independently of the data file: NANP 555-0100..0199 under any
 * area code, Ofcom's drama ranges (020 7946 0xxx, 01xx 496 0xxx), ACMA's (0X) 5550 xxxx.
 */
const RESERVED_PHONE: Record<string, RegExp> = {
  US: /^\+1[2-9]\d\d55501\d\d$/,
  CA: /^\+1[2-9]\d\d55501\d\d$/,
  DO: /^\+180955501\d\d$/,
  JM: /^\+187655501\d\d$/,
  GB: /^\+44(?:2079460|1(?:1[3-8]|[2-6]1)4960)\d{3}$/,
  AU: /^\+61[2378]5550\d{4}$/,
};

describe('sandbox contacts', () => {
  it('are the same on every call and a function of the record only', () => {
    expect(buyers.slice(0, 500).map((b) => sandboxContact(b))).toEqual(contacts.slice(0, 500));
    expect(contactOf(buyers[0]!, { address: null, website: null, email: null, phone: null })).toEqual(contacts[0]);
  });

  it('give buyers whose number ends in 7 no contact, and every other one an address, a website and an e-mail', () => {
    const wrong = buyers.filter((buyer, k) => {
      const { address, website, email, phone } = contacts[k]!;
      const complete = buyer.number % 10 === 7 ? !address && !website && !email && !phone : !!(address && website && email);
      return !complete || isReachable(contacts[k]) !== buyer.hasContact;
    });
    expect(wrong.map((b) => b.number)).toEqual([]);
    expect(buyers.filter((b) => !b.hasContact).length).toBe(DEFAULT_SANDBOX_BUYERS / 10);
  });

  it('put websites and e-mails under .example, as role mailboxes, in the forms the contract checks', () => {
    const hosts = new Set<string>();
    const wrong: string[] = [];
    contacts.forEach((contact, k) => {
      if (!contact.website || !contact.email) return;
      const url = new URL(contact.website.url);
      const ok =
        url.protocol === 'https:' &&
        url.href === contact.website.url &&
        /^[a-z0-9]+(?:-[a-z0-9]+)*\.example$/.test(url.hostname) &&
        url.hostname.endsWith(`-${buyers[k]!.number}.example`) &&
        /^(sales|info|trade|purchasing|import)@/.test(contact.email.address) &&
        contact.email.address.endsWith(`@${url.hostname}`) &&
        (fullFormats.email as RegExp).test(contact.email.address);
      if (!ok) wrong.push(`${contact.website.url} ${contact.email.address}`);
      hosts.add(url.hostname);
    });
    expect(wrong).toEqual([]);
    expect(hosts.size).toBe(buyers.filter((b) => b.number % 10 !== 7).length);
  });

  it('give phones only in reserved fiction ranges, valid as imports check them, and none where a country reserves none', () => {
    const byCountry = new Map<string, number>();
    const wrong: string[] = [];
    contacts.forEach((contact, k) => {
      const { country, number } = buyers[k]!;
      if (!contact.phone) return;
      byCountry.set(country, (byCountry.get(country) ?? 0) + 1);
      if (!RESERVED_PHONE[country]?.test(contact.phone.number) || !isValidPhoneNumber(contact.phone.number)) wrong.push(`b_${number} ${country} ${contact.phone.number}`);
    });
    expect(wrong).toEqual([]);
    // Every sandbox city of the United States, Canada and Australia has its region's range.
    for (const country of ['US', 'CA', 'AU']) {
      const reachable = buyers.filter((b) => b.country === country && b.hasContact).length;
      expect(byCountry.get(country), country).toBe(reachable);
    }
    expect([...byCountry.keys()].sort()).toEqual(['AU', 'CA', 'DO', 'GB', 'JM', 'US']);
    expect(byCountry.get('GB')).toBeGreaterThan(100);
  });

  it('give plainly synthetic street addresses in the buyer\'s city, marked as synthetic and never checked', () => {
    const wrong = contacts.filter((contact, k) => {
      const { address } = contact;
      if (!address) return false;
      const synthetic = (part: { source: string; checked_on: string | null } | null) => !part || (part.source === SANDBOX_CONTACT_SOURCE && part.checked_on === null);
      return !(
        /^[1-9][0-9]{0,2} Example (Street|Road|Avenue|Lane|Way|Square)$/.test(address.street) &&
        address.postal_code === '00000' &&
        address.city === buyers[k]!.city &&
        address.country === buyers[k]!.country &&
        [address, contact.website, contact.email, contact.phone].every(synthetic)
      );
    });
    expect(wrong).toEqual([]);
  });
});
