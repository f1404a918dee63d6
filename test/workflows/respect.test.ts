// The workflow runner must catch a response that drifts from the contract: the same one-step
// workflow passes against a server that answers the contract's example and fails against one that
// answers it with a required field missing. Also checks how the runner's report is counted.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { tallyWorkflows, type RespectReport } from '../../scripts/workflows/report.js';
import { OPENAPI_PATH, projectPath } from '../../src/paths.js';

const marketExample = (parse(readFileSync(projectPath('contract', 'components', 'examples', 'MarketResult.yaml'), 'utf8')) as { value: { data: Record<string, unknown> } }).value;
const dir = mkdtempSync(join(tmpdir(), 'etp-respect-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function workflow(): string {
  const file = join(dir, 'market.arazzo.yaml');
  writeFileSync(
    file,
    [
      'arazzo: 1.0.1',
      'info: { title: Market, version: 1.0.0 }',
      'sourceDescriptions:',
      `  - { name: api, type: openapi, url: ${JSON.stringify(OPENAPI_PATH)} }`,
      'workflows:',
      '  - workflowId: market',
      '    steps:',
      '      - stepId: readMarket',
      '        operationId: getMarket',
      '        x-security:',
      '          - { schemeName: ApiKeyAuth, values: { token: etp_test_x } }',
      '        parameters:',
      '          - { name: country, in: path, value: KR }',
      '        successCriteria:',
      '          - condition: $statusCode == 200',
      '',
    ].join('\n'),
  );
  return file;
}

async function serve(body: unknown): Promise<{ server: Server; url: string }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-language': 'ko' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { server, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/v1` };
}

async function runAgainst(body: unknown) {
  const { server, url } = await serve(body);
  const output = join(dir, `report-${Math.random().toString(36).slice(2)}.json`);
  try {
    // Asynchronous: the stub server answers from this process while the runner waits.
    const runner = spawn(projectPath('node_modules', '.bin', 'redocly'), ['respect', workflow(), '--server', `api=${url}`, '--json-output', output], {
      stdio: 'ignore',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    const status = await new Promise<number | null>((resolve) => runner.once('exit', resolve));
    return { status, tally: tallyWorkflows(JSON.parse(readFileSync(output, 'utf8')) as RespectReport) };
  } finally {
    server.close();
  }
}

describe('workflows run by Redocly Respect', () => {
  it('pass when the server answers as the contract says', { timeout: 120_000 }, async () => {
    const result = await runAgainst(marketExample);
    expect(result.tally).toEqual({ passed: 1, failed: 0, failures: [] });
    expect(result.status).toBe(0);
  });

  it('fail when a response loses a field the contract requires', { timeout: 120_000 }, async () => {
    const { currency: _dropped, ...rest } = marketExample.data;
    const result = await runAgainst({ ...marketExample, data: rest });
    expect(result.tally.passed).toBe(0);
    expect(result.tally.failed).toBe(1);
    expect(result.tally.failures[0]).toMatch(/readMarket/);
    expect(result.status).not.toBe(0);
  });
});

describe('the Respect report tally', () => {
  it('counts a file whose workflows never ran as a failure', () => {
    expect(tallyWorkflows({ files: { 'a.arazzo.yaml': { executedWorkflows: [] } } })).toMatchObject({ passed: 0, failed: 1 });
  });
});
