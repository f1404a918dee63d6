import { sql, type Kysely } from 'kysely';

// Buyers you can reach: an imported buyer's contact (postal address, website, e-mail, phone, each
// with its source and the date it was last checked) as one JSON document, and whether it has a
// website, an e-mail or a phone (the search filter `has_contact`). A sandbox buyer's contact is made
// from its record when shown (src/domain/buyers/sandbox-contact.ts) and never stored; the sandbox
// buyers stored before this get the flag that rule gives them: a contact unless the number ends in 7.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE buyers ADD COLUMN contact jsonb`.execute(db);
  await sql`ALTER TABLE buyers ADD COLUMN has_contact boolean NOT NULL DEFAULT false`.execute(db);
  await sql`UPDATE buyers SET has_contact = (number % 10 <> 7) WHERE source_kind = 'sandbox_generator'`.execute(db);
}
