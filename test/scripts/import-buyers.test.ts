import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createBuyerStore } from '../../src/db/buyer-store.js';
import { openDatabase } from '../../src/db/database.js';
import { cliDatabase } from '../helpers/cli.js';
import { createAccountAdmin } from '../../src/db/credential-store.js';
import { createBuyerAlertStore } from '../../src/db/buyer-alert-store.js';
import { BuyerAlertService } from '../../src/domain/buyer-alerts/service.js';

let cli: Awaited<ReturnType<typeof cliDatabase>>;
let env: Record<string, string>;

beforeAll(async () => {
  cli = await cliDatabase('import-buyers');
  env = cli.env;
});
afterAll(async () => {
  await cli?.close();
});

async function importFile(name: string, content: string, ...args: string[]) {
  const file = join(cli.dir, name);
  writeFileSync(file, content);
  return cli.run('import-buyers', file, ...args);
}

async function liveCount(): Promise<number> {
  const database = await openDatabase(loadConfig(env));
  try {
    return await createBuyerStore(database.db).count('live');
  } finally {
    await database.close();
  }
}

async function liveSource(number: number) {
  const database = await openDatabase(loadConfig(env));
  try {
    return (await createBuyerStore(database.db).get('live', number, null))?.source;
  } finally {
    await database.close();
  }
}

const HEADER = 'id,name,country,city,sector,hs_codes,annual_import_usd,verified';

// Each case starts the script on a fresh database (tsx, migrations): slow on a loaded machine.
describe('npm run import:buyers', { timeout: 120_000 }, () => {
  it('reports every bad row with its line number and imports nothing', async () => {
    const csv = [
      `${HEADER},email,phone`,
      '101,Good Trading GmbH,DE,Hamburg,cosmetics,3304,2500000,yes,einkauf@good-trading.example,+49 40 1234567',
      '102,Bad Country Ltd,ZZ,Nowhere,cosmetics,3304,100000,no,,',
      '103,Fine Foods BV,NL,Rotterdam,beverages,2202,900000,no,sales(at)fine-foods.example,',
      '104,Bad Heading Inc.,US,Boston,cosmetics,3399,100000,no,,617 555 01',
    ].join('\n');
    const result = await importFile('bad.csv', csv);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/bad\.csv:3: country:/);
    expect(result.stderr).toContain('bad.csv:4: email: is not an e-mail address (got "sales(at)fine-foods.example")');
    expect(result.stderr).toMatch(/bad\.csv:5: hs_codes:/);
    expect(result.stderr).toMatch(/bad\.csv:5: phone: is not a valid telephone number in US/);
    expect(result.stderr).toContain('nothing was imported');
    expect(await liveCount()).toBe(0);
  });

  it('imports a good CSV into production data with its source, and refuses ids that already exist', async () => {
    const csv = [HEADER, '201,Good Trading GmbH,DE,Hamburg,cosmetics,3304;3305,2500000,yes', '202,Fine Foods BV,NL,Rotterdam,beverages,2202,900000,no'].join('\n');
    const badYear = await importFile('good.csv', csv, '--source', 'Korea Trade Directory', '--source-year', '20x5');
    expect(badYear.code).toBe(1);
    expect(badYear.stderr).toContain('--source-year must be a year');
    const result = await importFile('good.csv', csv, '--source', 'Korea Trade Directory', '--source-year', '2025');
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Imported 2 buyer(s) into live data.');
    expect(await liveCount()).toBe(2);
    expect(await liveSource(202)).toEqual({ kind: 'import', name: 'Korea Trade Directory', year: 2025 });
    const again = await importFile('again.csv', csv);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('id 201 already exists');
    expect(await liveCount()).toBe(2);
  });

  it('imports JSON and numbers rows without ids after the largest existing one', async () => {
    const json = JSON.stringify([{ company_name: 'Seoul Wave Imports', country: 'us', city: 'Chicago', sector: '화장품', hs_codes: ['3304'], annual_import_usd: 120000 }]);
    const result = await importFile('more.json', json);
    expect(result.code).toBe(0);
    expect(await liveCount()).toBe(3);
    // Without --source, the file's name stands in.
    expect(await liveSource(203)).toEqual({ kind: 'import', name: 'more.json', year: null });
  });

  it('stores the contacts a file gives, with their sources and dates, and --update replaces them', async () => {
    const header = `${HEADER},street,postal_code,website,email,phone,contact_checked_on,phone_source`;
    const csv = [
      header,
      '301,Kontakt Kosmetik GmbH,DE,Hamburg,cosmetics,3304,2500000,yes,Example-Allee 3,20095,www.kontakt-kosmetik.example,info@kontakt-kosmetik.example,040 1234567,2026-10-14,Company website',
      '302,Adresse Foods BV,NL,Rotterdam,beverages,2202,900000,no,Examplestraat 5,,,,,,',
      '303,Stumm Trading GmbH,DE,Bremen,steel,7208,900000,no,,,,,,,',
    ].join('\n');
    const result = await importFile('contacts.csv', csv, '--source', 'Trade fair 2026');
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('Imported 3 buyer(s) into live data. Contacts: 2 buyer(s), 1 with a website, e-mail or phone.');
    const stored = async () => {
      const database = await openDatabase(loadConfig(env));
      try {
        const store = createBuyerStore(database.db);
        return { contacts: await store.contacts('live', [301, 302, 303]), reachable: (await store.search({ mode: 'live', scoreAccountId: null, hasContact: true, limit: 100, offset: 0 })).buyers.map((b) => b.number) };
      } finally {
        await database.close();
      }
    };
    const about = { source: 'Trade fair 2026', checked_on: '2026-10-14' };
    const first = await stored();
    expect(first.contacts).toEqual(new Map([
      [301, { address: { street: 'Example-Allee 3', postal_code: '20095', ...about }, website: { url: 'https://www.kontakt-kosmetik.example/', ...about }, email: { address: 'info@kontakt-kosmetik.example', ...about }, phone: { number: '+49401234567', source: 'Company website', checked_on: '2026-10-14' } }],
      [302, { address: { street: 'Examplestraat 5', postal_code: null, source: 'Trade fair 2026', checked_on: null }, website: null, email: null, phone: null }],
    ]));
    expect(first.reachable).toEqual([301]);
    // Replaced by a row without contact columns, a buyer has no contact any more.
    expect((await importFile('update.csv', [HEADER, '301,Kontakt Kosmetik GmbH,DE,Hamburg,cosmetics,3304,2500000,yes'].join('\n'), '--update')).code).toBe(0);
    const second = await stored();
    expect([...second.contacts.keys()]).toEqual([302]);
    expect(second.reachable).toEqual([]);
  });

  it('raises buyer.matched for a sandbox alert in the import, and nothing more when the file is imported again with --update', async () => {
    const open = async <T>(work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>): Promise<T> => {
      const database = await openDatabase(loadConfig(env));
      try {
        return await work(database.db);
      } finally {
        await database.close();
      }
    };
    const alertId = await open(async (db) => {
      const accountId = await createAccountAdmin(db).createAccount({ name: 'Alerted exporter', plan: 'pro_max' });
      return (await new BuyerAlertService(createBuyerAlertStore(db)).create({ accountId, mode: 'test' }, { country: 'CA', min_score: 0 })).id;
    });
    const csv = [HEADER, '9001,Maple Beauty Inc.,CA,Toronto,cosmetics,3304,2500000,yes', '9002,Rhein Foods GmbH,DE,Cologne,beverages,2202,900000,no'].join('\n');
    const events = () => open((db) => db.selectFrom('events').where('type', '=', 'buyer.matched').select('data').execute());
    expect((await importFile('alerts.csv', csv, '--mode', 'test')).code).toBe(0);
    const first = await events();
    expect(first.map((e) => e.data)).toEqual([expect.objectContaining({ alert_id: alertId, buyer: expect.objectContaining({ id: 'b_9001', country: 'CA' }) })]);
    const again = await importFile('alerts.csv', csv, '--mode', 'test', '--update');
    expect(again.stdout).toContain('existing ids updated');
    expect(await events()).toHaveLength(1);
  });
});
