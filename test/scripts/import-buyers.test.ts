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
      HEADER,
      '101,Good Trading GmbH,DE,Hamburg,cosmetics,3304,2500000,yes',
      '102,Bad Country Ltd,ZZ,Nowhere,cosmetics,3304,100000,no',
      '103,Fine Foods BV,NL,Rotterdam,beverages,2202,900000,no',
      '104,Bad Heading Inc.,US,Boston,cosmetics,3399,100000,no',
    ].join('\n');
    const result = await importFile('bad.csv', csv);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/bad\.csv:3: country:/);
    expect(result.stderr).toMatch(/bad\.csv:5: hs_codes:/);
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
