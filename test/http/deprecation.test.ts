// Deprecation and Sunset headers on operations the contract marks deprecated: the mechanism over
// a copy of the contract in which one operation is deprecated, and the rules on its dates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Document } from 'openapi-backend';
import { DeprecationError, deprecationHeaders } from '../../src/http/deprecation.js';
import { loadContract } from '../../src/http/contract.js';
import { OperationTable } from '../../src/http/operations.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

describe('deprecationHeaders', () => {
  it('gives Deprecation as @epoch-seconds (RFC 9745) and Sunset as an HTTP-date (RFC 8594)', () => {
    const headers = deprecationHeaders('listMarkets', { deprecated: true, 'x-deprecated-at': '2027-01-15', 'x-sunset': '2027-07-15' });
    expect(headers).toEqual({ Deprecation: `@${Date.UTC(2027, 0, 15) / 1000}`, Sunset: 'Thu, 15 Jul 2027 00:00:00 GMT' });
    expect(deprecationHeaders('listMarkets', { deprecated: true, 'x-deprecated-at': new Date('2027-01-15T00:00:00Z'), 'x-sunset': '2027-09-01T12:00:00Z' })?.Sunset).toBe('Wed, 01 Sep 2027 12:00:00 GMT');
  });

  it('is null for an operation that is not deprecated', () => {
    expect(deprecationHeaders('listMarkets', {})).toBeNull();
    expect(deprecationHeaders('listMarkets', { deprecated: false, 'x-sunset': '2027-07-15' })).toBeNull();
  });

  it('refuses a deprecated operation without its dates, or with less than six months of notice', () => {
    expect(() => deprecationHeaders('listMarkets', { deprecated: true, 'x-deprecated-at': '2027-01-15' })).toThrow(DeprecationError);
    expect(() => deprecationHeaders('listMarkets', { deprecated: true, 'x-sunset': '2027-07-15' })).toThrow(/x-deprecated-at must be a date/);
    expect(() => deprecationHeaders('listMarkets', { deprecated: true, 'x-deprecated-at': '15/01/2027', 'x-sunset': '2027-07-15' })).toThrow(/x-deprecated-at/);
    expect(() => deprecationHeaders('listMarkets', { deprecated: true, 'x-deprecated-at': '2027-01-15', 'x-sunset': '2027-07-14' })).toThrow(/at least 6 months/);
  });

  it('matches the real contract: exactly the operations marked deprecated carry headers', () => {
    const contract = loadContract() as unknown as { paths: Record<string, Record<string, { operationId?: string; deprecated?: boolean }>> };
    const marked = Object.values(contract.paths).flatMap((item) => Object.values(item)).filter((op) => op?.deprecated === true).map((op) => op.operationId);
    const table = new OperationTable(loadContract());
    expect(table.all().filter((o) => o.deprecationHeaders !== null).map((o) => o.operationId)).toEqual(marked);
  });
});

describe('a deprecated operation over HTTP', () => {
  let app: TestApp;
  beforeAll(async () => {
    const contract = structuredClone(loadContract()) as Document & { paths: Record<string, Record<string, Record<string, unknown>>> };
    Object.assign(contract.paths['/markets']!.get!, { deprecated: true, 'x-deprecated-at': '2027-01-15', 'x-sunset': '2027-07-15' });
    app = await startTestApp({}, { contract });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers with Deprecation and Sunset, on success and on error; other operations without', async () => {
    const ok = await app.request('GET', '/api/v1/markets', { query: { limit: 1 } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('deprecation')).toBe(`@${Date.UTC(2027, 0, 15) / 1000}`);
    expect(ok.headers.get('sunset')).toBe('Thu, 15 Jul 2027 00:00:00 GMT');
    const refused = await app.request('GET', '/v1/markets', { key: null });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('sunset')).toBe('Thu, 15 Jul 2027 00:00:00 GMT');
    const other = await app.request('GET', '/api/v1/markets/KR');
    expect(other.status).toBe(200);
    expect(other.headers.get('deprecation')).toBeNull();
    expect(other.headers.get('sunset')).toBeNull();
  });
});
