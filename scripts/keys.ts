// npm run keys -- COMMAND [options]: the operator's tool for accounts, API keys, OAuth clients and
// the token signing key. Every change is written to the audit log with the actor `cli`. A secret
// is printed once, when it is made; only its hash is stored. With the embedded database, stop the
// server first (PGlite is single-process); with PostgreSQL, running servers see changes within a second.
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { startCommand } from '../src/cli-start.js';
import type { Config } from '../src/config.js';
import { AUDIT_ACTIONS, type Actor } from '../src/domain/access/audit.js';
import { KeyAdmin, operatorCaller, type ApiKeyRecord, type OAuthClientRecord } from '../src/domain/access/key-admin.js';
import { PLANS } from '../src/domain/access/scopes.js';
import { ApiError } from '../src/domain/errors.js';
import type { Mode } from '../src/domain/modes.js';
import { timestamp } from '../src/domain/time.js';
import { createAuditStore } from '../src/db/audit-store.js';
import { createAccountAdmin } from '../src/db/credential-store.js';
import { openDatabase, type Database } from '../src/db/database.js';
import { createKeyAdminStore } from '../src/db/key-admin-store.js';
import { keepWasmOnBaselineTier } from '../src/db/wasm-baseline-tier.js';
import { resealSecrets, rotateSigningKey } from './keys-maintenance.js';

const USAGE = `Usage: npm run keys -- COMMAND [options]

Accounts
  accounts:create --name NAME [--plan pro_max]      create an account, print its id
  accounts:set-plan ACCOUNT_ID PLAN                  change the plan (${PLANS.join(', ')})

API keys
  create --account ID --mode live|test --scopes a,b [--allow CIDR,CIDR] [--name NAME] [--expires-at RFC3339]
  list --account ID [--mode live|test]
  rotate KEY_ID [--old-expires-in 24h]               new key; the old one works until then (0s..30d)
  revoke KEY_ID                                      takes effect at once

OAuth clients
  clients:create --account ID --mode live|test --scopes a,b [--allow CIDR,CIDR] [--name NAME]
  clients:list --account ID [--mode live|test]
  clients:rotate-secret CLIENT_ID [--old-expires-in 24h]
  clients:revoke CLIENT_ID

Token signing key
  signing-key:rotate                                 new signing key; the old one verifies until its tokens expire

Secrets encryption key
  secrets:reseal [--batch-size 500]                  re-seal every stored secret under SECRETS_ENCRYPTION_KEY
                                                     (values under SECRETS_ENCRYPTION_PREVIOUS_KEYS); safe to repeat

Audit log
  audit [--account ID] [--limit 50]`;

class UsageError extends Error {}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    account: { type: 'string' },
    mode: { type: 'string' },
    scopes: { type: 'string' },
    allow: { type: 'string' },
    name: { type: 'string' },
    plan: { type: 'string' },
    'expires-at': { type: 'string' },
    'old-expires-in': { type: 'string' },
    limit: { type: 'string' },
    'batch-size': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

function operatorName(): string | null {
  try {
    return userInfo().username;
  } catch {
    return null;
  }
}

const actor: Actor = { type: 'cli', id: operatorName() };

function required(name: keyof typeof values): string {
  const value = values[name];
  if (typeof value !== 'string' || value === '') throw new UsageError(`--${name} is required.`);
  return value;
}

function argument(index: number, what: string): string {
  const value = positionals[index];
  if (!value) throw new UsageError(`${what} is required.`);
  return value;
}

function modeOption(): Mode {
  const mode = required('mode');
  if (mode !== 'live' && mode !== 'test') throw new UsageError(`--mode must be live or test, got "${mode}".`);
  return mode;
}

function modesToList(): Mode[] {
  return values.mode === undefined ? ['live', 'test'] : [modeOption()];
}

function commaList(value: string | undefined): string[] {
  return value === undefined ? [] : value.split(',').map((part) => part.trim()).filter((part) => part !== '');
}

/** `90`, `90s`, `15m`, `24h`, `7d` to seconds. */
function durationSeconds(text: string): number {
  const match = /^(\d+)([smhd]?)$/.exec(text.trim());
  if (!match) throw new UsageError(`"${text}" is not a duration like 3600, 15m, 24h or 7d.`);
  const unit = { '': 1, s: 1, m: 60, h: 3600, d: 86_400 }[match[2] as '' | 's' | 'm' | 'h' | 'd'];
  return Number(match[1]) * unit;
}

function oldLife(): number | undefined {
  return values['old-expires-in'] === undefined ? undefined : durationSeconds(values['old-expires-in']);
}

function expiresAt(): Date | null {
  const text = values['expires-at'];
  if (text === undefined) return null;
  const at = new Date(text);
  if (Number.isNaN(at.getTime()) || !/^\d{4}-\d{2}-\d{2}T/.test(text)) throw new UsageError(`--expires-at must be an RFC 3339 time, got "${text}".`);
  return at;
}

function batchSizeOption(): number {
  const batchSize = values['batch-size'] === undefined ? 500 : Number(values['batch-size']);
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 10_000) throw new UsageError('--batch-size must be from 1 to 10000.');
  return batchSize;
}

const time = (at: Date | null) => (at ? timestamp(at) : '-');

function printKey(key: ApiKeyRecord): void {
  const state = key.revokedAt ? `revoked ${time(key.revokedAt)}` : key.expiresAt ? `expires ${time(key.expiresAt)}` : 'active';
  console.log(`${key.id}  ${key.prefix}...  ${key.mode}  ${state}`);
  console.log(`    name: ${key.name || '-'}  scopes: ${key.scopes.join(',')}  allow: ${key.allowedCidrs.join(',') || 'any address'}`);
  console.log(`    created ${time(key.createdAt)}  last used ${time(key.lastUsedAt)}${key.replacedBy ? `  replaced by ${key.replacedBy}` : ''}`);
}

function printClient(client: OAuthClientRecord): void {
  const state = client.revokedAt ? `revoked ${time(client.revokedAt)}` : 'active';
  console.log(`${client.id}  ${client.secretPrefix}...  ${client.mode}  ${state}`);
  console.log(`    name: ${client.name || '-'}  scopes: ${client.scopes.join(',')}  allow: ${client.allowedCidrs.join(',') || 'any address'}`);
  console.log(`    created ${time(client.createdAt)}  last token ${time(client.lastUsedAt)}`);
}

function printSecret(label: string, secret: string): void {
  console.log(`\n${label} (shown once, store it now; only its hash is kept):\n${secret}\n`);
}

async function run(command: string, config: Readonly<Config>, database: Database): Promise<void> {
  const accounts = createAccountAdmin(database.db);
  const audit = createAuditStore(database.db);
  const admin = new KeyAdmin(createKeyAdminStore(database.db));
  const page = { limit: 100, page: 1 };

  async function requireAccount(id: string): Promise<string> {
    const found = await database.db.selectFrom('accounts').where('id', '=', id).select('id').executeTakeFirst();
    if (!found) throw new ApiError('not_found', `Account ${id} was not found.`);
    return id;
  }
  async function keyCaller(id: string) {
    const where = await admin.locateApiKey(id);
    if (!where) throw new ApiError('not_found', `API key ${id} was not found.`);
    return operatorCaller(where.accountId, where.mode, actor);
  }
  async function clientCaller(id: string) {
    const where = await admin.locateOAuthClient(id);
    if (!where) throw new ApiError('not_found', `OAuth client ${id} was not found.`);
    return operatorCaller(where.accountId, where.mode, actor);
  }

  switch (command) {
    case 'accounts:create': {
      const plan = values.plan ?? 'pro_max';
      if (!(PLANS as readonly string[]).includes(plan)) throw new UsageError(`--plan must be one of ${PLANS.join(', ')}.`);
      const id = await accounts.createAccount({ name: required('name'), plan });
      await audit.record({ accountId: id, mode: null, actor, action: 'account.created', targetId: id, details: { name: values.name, plan } });
      console.log(id);
      return;
    }
    case 'accounts:set-plan': {
      const id = await requireAccount(argument(1, 'ACCOUNT_ID'));
      const plan = argument(2, 'PLAN');
      if (!(PLANS as readonly string[]).includes(plan)) throw new UsageError(`PLAN must be one of ${PLANS.join(', ')}.`);
      await accounts.setPlan(id, plan);
      await audit.record({ accountId: id, mode: null, actor, action: 'account.plan_changed', targetId: id, details: { plan } });
      console.log(`Account ${id} is now on ${plan}.`);
      return;
    }
    case 'create': {
      const caller = operatorCaller(await requireAccount(required('account')), modeOption(), actor);
      const { key, secret } = await admin.createApiKey(caller, {
        name: values.name,
        scopes: commaList(required('scopes')),
        allowedCidrs: commaList(values.allow),
        expiresAt: expiresAt(),
      });
      printKey(key);
      printSecret('API key', secret);
      return;
    }
    case 'list': {
      for (const mode of modesToList()) {
        const listed = await admin.listApiKeys(operatorCaller(required('account'), mode, actor), page);
        listed.items.forEach(printKey);
      }
      return;
    }
    case 'rotate': {
      const id = argument(1, 'KEY_ID');
      const rotated = await admin.rotateApiKey(await keyCaller(id), id, oldLife());
      printKey(rotated.key);
      console.log(`${id} keeps working until ${time(rotated.replaced.expiresAt)}.`);
      printSecret('New API key', rotated.secret);
      return;
    }
    case 'revoke': {
      const id = argument(1, 'KEY_ID');
      printKey(await admin.revokeApiKey(await keyCaller(id), id));
      return;
    }
    case 'clients:create': {
      const caller = operatorCaller(await requireAccount(required('account')), modeOption(), actor);
      const { client, secret } = await admin.createOAuthClient(caller, {
        name: values.name,
        scopes: commaList(required('scopes')),
        allowedCidrs: commaList(values.allow),
      });
      printClient(client);
      printSecret(`Client secret of ${client.id}`, secret);
      return;
    }
    case 'clients:list': {
      for (const mode of modesToList()) {
        const listed = await admin.listOAuthClients(operatorCaller(required('account'), mode, actor), page);
        listed.items.forEach(printClient);
      }
      return;
    }
    case 'clients:rotate-secret': {
      const id = argument(1, 'CLIENT_ID');
      const rotated = await admin.rotateClientSecret(await clientCaller(id), id, oldLife());
      printClient(rotated.client);
      console.log(`The previous secret works until ${time(rotated.client.previousSecretExpiresAt)}.`);
      printSecret(`New client secret of ${id}`, rotated.secret);
      return;
    }
    case 'clients:revoke': {
      const id = argument(1, 'CLIENT_ID');
      printClient(await admin.revokeOAuthClient(await clientCaller(id), id));
      return;
    }
    case 'signing-key:rotate':
      return rotateSigningKey(config, database, actor);
    case 'secrets:reseal':
      process.exitCode = await resealSecrets(config, database, actor, batchSizeOption());
      return;
    case 'audit': {
      const limit = values.limit === undefined ? 50 : Number(values.limit);
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new UsageError('--limit must be from 1 to 1000.');
      const rows = await audit.list({ ...(values.account ? { accountId: values.account } : {}), limit });
      for (const row of rows) {
        const who = `${row.actor.type}${row.actor.id ? `:${row.actor.id}` : ''}`;
        console.log(`${timestamp(row.at)}  ${row.action.padEnd(Math.max(...AUDIT_ACTIONS.map((a) => a.length)))}  ${row.targetId ?? '-'}  by ${who}  ${JSON.stringify(row.details)}`);
      }
      return;
    }
    default:
      throw new UsageError(`Unknown command "${command}".`);
  }
}

const command = positionals[0];
if (values.help || !command) {
  console.log(USAGE);
  process.exit(command || values.help ? 0 : 2);
}

let exitCode = 0;
// A few statements and the exit: the optimizing compiler's work on PGlite would only delay the exit.
keepWasmOnBaselineTier();
// Beside a running server on the same embedded database the write would be lost: the lock refuses it and says why.
const { config, opened: database } = await startCommand((config) => openDatabase(config));
try {
  await run(command, config, database);
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${USAGE}`);
    exitCode = 2;
  } else if (error instanceof ApiError) {
    console.error(`${error.code}: ${error.message}`);
    for (const detail of error.details) console.error(`  ${detail.field}: ${detail.issue}`);
    exitCode = 1;
  } else {
    throw error;
  }
} finally {
  await database.close();
}
// Output to a pipe may still be queued: process.exit would drop it (the caller would read nothing).
await Promise.all([process.stdout, process.stderr].map((stream) => new Promise<void>((resolve) => stream.write('', () => resolve()))));
process.exit(exitCode || (process.exitCode as number | undefined) || 0);
