import { sql, type Kysely } from 'kysely';

// Saving the exporter profile needs its own scope, profile:write (it was covered by buyers:read).
// Credentials that held every data scope before it (full access, as sandbox keys are made) keep
// saving the profile; a credential limited to reading buyers no longer can.
const FULL_ACCESS = ['buyers:read', 'markets:read', 'pricing:calculate', 'tariffs:read', 'orders:read', 'orders:write'];

export async function up(db: Kysely<unknown>): Promise<void> {
  const held = `ARRAY[${FULL_ACCESS.map((s) => `'${s}'`).join(', ')}]::text[]`;
  for (const table of ['api_keys', 'oauth_clients']) {
    await sql.raw(`UPDATE ${table} SET scopes = array_append(scopes, 'profile:write') WHERE scopes @> ${held} AND NOT ('profile:write' = ANY (scopes))`).execute(db);
  }
}
