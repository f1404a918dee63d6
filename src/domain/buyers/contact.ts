import type { components } from '../../../generated/openapi.js';
import { sandboxContact } from './sandbox-contact.js';
import type { BuyerRecord } from './types.js';

// A buyer's contact as the API shows it (`contact`): an imported buyer's as stored with it, a
// sandbox buyer's made again from its record (deterministic, so never stored).

export type BuyerContact = components['schemas']['BuyerContact'];
export type BuyerAddress = components['schemas']['BuyerContactAddress'];

/** As stored with an imported buyer: the address without its city and country, which are the record's own. */
export interface StoredBuyerContact extends Omit<BuyerContact, 'address'> {
  address: Omit<BuyerAddress, 'city' | 'country'> | null;
}

export const NO_CONTACT: BuyerContact = Object.freeze({ address: null, website: null, email: null, phone: null });

/** A way to reach the company now: a website, an e-mail or a phone (a postal address alone is not). */
export function isReachable(contact: Pick<BuyerContact, 'website' | 'email' | 'phone'> | null | undefined): boolean {
  return !!contact && (contact.website !== null || contact.email !== null || contact.phone !== null);
}

/** The contact of a record: `stored` is what storage holds for an imported buyer (undefined: nothing). */
export function contactOf(buyer: BuyerRecord, stored: StoredBuyerContact | undefined): BuyerContact {
  if (buyer.source.kind === 'sandbox_generator') return sandboxContact(buyer);
  if (!stored) return NO_CONTACT;
  // Rebuilt in the contract's key order: a jsonb column gives its keys back in an order of its own.
  const { address, website, email, phone } = stored;
  return {
    address: address && { street: address.street, postal_code: address.postal_code, city: buyer.city, country: buyer.country, source: address.source, checked_on: address.checked_on },
    website: website && { url: website.url, source: website.source, checked_on: website.checked_on },
    email: email && { address: email.address, source: email.source, checked_on: email.checked_on },
    phone: phone && { number: phone.number, source: phone.source, checked_on: phone.checked_on },
  };
}

/** The numbers of the records whose contact storage holds (the imported ones). */
export function storedContactNumbers(buyers: readonly BuyerRecord[]): number[] {
  return buyers.filter((b) => b.source.kind === 'import').map((b) => b.number);
}
