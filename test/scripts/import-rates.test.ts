import { truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { openDatabase } from '../../src/db/database.js';
import { createExchangeRateStore } from '../../src/db/exchange-rate-store.js';
import { readCounter } from '../../src/db/change-counters.js';
import { projectPath } from '../../src/paths.js';
import { cliDatabase } from '../helpers/cli.js';

// npm run import:rates on a database of its own (no server running: the command writes storage
// itself). Beside a running server: test/scripts/start.test.ts. The whole derived series is read by
// test/unit/exchange-rates/rate-files.test.ts (the same path; storing its 4,167 days costs seconds).

let cli: Awaited<ReturnType<typeof cliDatabase>>;
beforeAll(async () => {
  cli = await cliDatabase('import-rates');
});
afterAll(async () => {
  await cli?.close();
});

const fixture = (name: string) => projectPath('test', 'fixtures', 'exchange-rates', name);

/** The stored days (date, base, source) and the change counter. */
async function stored(): Promise<{ days: string[]; version: number }> {
  const database = await openDatabase(loadConfig(cli.env));
  try {
    const rows = await database.db.selectFrom('exchange_rate_days').select(['date', 'base', 'source']).orderBy('date').execute();
    return { days: rows.map((r) => `${r.date} ${r.base} ${r.source}`), version: await readCounter(database.db, 'exchange_rates') };
  } finally {
    await database.close();
  }
}

describe('npm run import:rates', { timeout: 120_000 }, () => {
  it('refuses a malformed file with each problem and its line, exit 1, and stores nothing', async () => {
    const file = join(cli.dir, 'broken-eurofxref.csv');
    writeFileSync(file, 'Date, USD, JPY, \n20 November 2026, 1.19, N/A, \n31 November 2026, 1.2, 180, \n');
    const result = await cli.run('import-rates', file);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('broken-eurofxref.csv:3: "31 November 2026" is not a date');
    expect(result.stderr).toContain('1 problem(s); nothing was imported.');
    expect(result.stdout).toBe('');
    expect(await stored()).toEqual({ days: [], version: 0 });
  });

  it('loads an ECB history file, and changes nothing when loaded again', async () => {
    const first = await cli.run('import-rates', fixture('ecb-eurofxref-hist-fixture.csv'));
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('Read 3 day(s) of rates (2026-11-18 to 2026-11-20; ECB CSV, units per EUR)');
    expect(first.stdout).toContain('Stored: 3 new, 0 replaced, 0 unchanged. Answers now convert with the rates of 2026-11-20');
    const again = await cli.run('import-rates', fixture('ecb-eurofxref-hist-fixture.csv'));
    expect(again.stdout).toContain('Stored: 0 new, 0 replaced, 3 unchanged.');
    // The counter moved for the first import only: running servers reload nothing after the second.
    expect(await stored()).toEqual({ days: ['2026-11-18 EUR ecb', '2026-11-19 EUR ecb', '2026-11-20 EUR ecb'], version: 1 });
  });

  it('refuses in lines of text, never a stack trace: a 100 MB file before reading it, a DOCTYPE with an external entity, nesting past the limit, an implausible rate', async () => {
    const huge = join(cli.dir, 'huge.csv');
    writeFileSync(huge, '');
    truncateSync(huge, 100 * 1024 * 1024);
    const tooBig = await cli.run('import-rates', huge);
    expect(tooBig).toMatchObject({ code: 1, stdout: '' });
    expect(tooBig.stderr).toBe(`${huge}:0: the file is 104857600 bytes, larger than 20 MiB, the most an import takes\n1 problem(s); nothing was imported.\n`);

    const entity = join(cli.dir, 'entity.xml');
    writeFileSync(entity, '<?xml version="1.0"?>\n<!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n<gesmes:Envelope><Cube><Cube time="2026-11-20"><Cube currency="USD" rate="&x;"/></Cube></Cube></gesmes:Envelope>\n');
    const deep = join(cli.dir, 'deep.xml');
    writeFileSync(deep, `<gesmes:Envelope>${'<Cube>'.repeat(50_000)}`);
    const implausible = join(cli.dir, 'implausible.csv');
    writeFileSync(implausible, 'Date,USD,JPY\n2026-11-19,1.19,180\n2026-11-20,1.19,0.000000000000001\n');
    for (const [file, issue] of [
      [entity, `${entity}:2: a DOCTYPE is not accepted`],
      [deep, `${deep}:1: elements nested more than 8 deep`],
      [implausible, `${implausible}:3: JPY at 1.00000e-15 per EUR on 2026-11-20 is outside the plausible 0.001 to 10,000,000 per EUR`],
    ] as const) {
      const refused = await cli.run('import-rates', file);
      expect(refused.code, refused.stderr).toBe(1);
      expect(refused.stderr.split('\n')[0]).toContain(issue);
      expect(refused.stderr).not.toMatch(/^\s+at /m);
    }
    expect(await stored()).toEqual({ days: ['2026-11-18 EUR ecb', '2026-11-19 EUR ecb', '2026-11-20 EUR ecb'], version: 1 });
  });

  it('takes the daily CSV and the history XML: the same day from another layout is unchanged, a new day is added', async () => {
    const daily = await cli.run('import-rates', fixture('ecb-eurofxref-fixture.csv'));
    expect(daily.stdout).toContain('Stored: 0 new, 0 replaced, 1 unchanged.');
    const xml = await cli.run('import-rates', fixture('ecb-eurofxref-hist-fixture.xml'));
    expect(xml.stdout).toContain('Read 2 day(s) of rates (2026-11-20 to 2026-11-23; ECB XML, units per EUR)');
    expect(xml.stdout).toContain('Stored: 1 new, 0 replaced, 1 unchanged. Answers now convert with the rates of 2026-11-23');
  });

});

describe('the rate store', () => {
  it('holds what the imports stored; replaces a stored day whose rates differ and moves the counter once per import', async () => {
    const database = await openDatabase(loadConfig(cli.env));
    try {
      const store = createExchangeRateStore(database.db);
      const version = await store.version();
      expect(version).toBe(2);
      const corrected = { date: '2026-11-23', base: 'EUR', rates: { USD: '1.2', JPY: '190' }, source: 'ecb' as const };
      expect(await store.save([corrected], 'corrected.csv', 'import')).toEqual({ added: 0, replaced: 1, unchanged: 0, newest: '2026-11-23' });
      expect(await store.version()).toBe(version + 1);
      expect(await store.newest()).toEqual(corrected);
      expect(await store.save([corrected], 'corrected.csv', 'import')).toEqual({ added: 0, replaced: 0, unchanged: 1, newest: '2026-11-23' });
      expect(await store.version()).toBe(version + 1);
    } finally {
      await database.close();
    }
  });
});
