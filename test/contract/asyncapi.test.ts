// The streams contract: it parses cleanly, every message has a named example that matches its
// payload, the channels are exactly the ones the server implements, error codes come from the
// HTTP registry, and generated/asyncapi.ts is what the generator would write today.
import { readFileSync } from 'node:fs';
import { describe, it, expect } from 'vitest';
import { DiagnosticSeverity } from '@asyncapi/parser';
import { ASYNCAPI_PATH, projectPath } from '../../src/paths.js';
import {
  CONTROL_CHANNEL,
  createPayloadAjv,
  diagnosticProblems,
  exampleProblems,
  lintAsyncApi,
  parseAsyncApi,
} from '../../scripts/lint-asyncapi.js';
import { renderAsyncApiTypes } from '../../scripts/generate-asyncapi-types.js';

const GENERATED_PATH = projectPath('generated', 'asyncapi.ts');
import { ERROR_CODES } from '../../src/domain/errors.js';

const DATA_CHANNELS = ['market_prices', 'exchange_rates', 'logistics_status'];
const DATA_ENVELOPE = ['type', 'channel', 'sequence', 'data', 'sent_at'];
const REQUIRED_ERROR_CODES = [
  'invalid_request',
  'validation_failed',
  'unauthenticated',
  'insufficient_scope',
  'not_found',
  'rate_limited',
  'internal_error',
];

const text = readFileSync(ASYNCAPI_PATH, 'utf8');
// Parsed once at collection time so each message gets its own named test.
const parsed = await parseAsyncApi(text);
const document = parsed.document;
const messages = document?.allMessages().all() ?? [];

type SchemaJson = { required?: string[]; properties?: Record<string, { minimum?: number; enum?: string[] }> };

function payloadOf(messageId: string): SchemaJson {
  const message = messages.find((m) => m.id() === messageId);
  return (message?.payload()?.json() ?? {}) as SchemaJson;
}

describe('asyncapi.yaml', () => {
  it('parses without errors or warnings', () => {
    expect(document).toBeDefined();
    expect(parsed.diagnostics.filter((d) => d.severity === DiagnosticSeverity.Error)).toEqual([]);
    expect(diagnosticProblems(parsed.diagnostics)).toEqual([]);
  });

  it('is version 3.0.0 with the production and sandbox servers', () => {
    expect(document?.version()).toBe('3.0.0');
    const servers = document?.servers().all().map((s) => [s.id(), s.host(), s.protocol()]);
    expect(servers).toEqual([
      ['production', 'api.export-trade.example', 'wss'],
      ['sandbox', 'sandbox.export-trade.example', 'wss'],
    ]);
  });

  it('has exactly the three data channels plus the control channel', () => {
    const channels = document?.channels().all().map((c) => c.id()).sort();
    expect(channels).toEqual([CONTROL_CHANNEL, ...DATA_CHANNELS].sort());
  });

  it('passes the whole lint', async () => {
    const report = await lintAsyncApi(text);
    expect(report.problems).toEqual([]);
    expect(report.messageCount).toBe(messages.length);
    expect(report.exampleCount).toBeGreaterThanOrEqual(messages.length);
  });

  describe.each(messages.map((m) => [m.id(), m] as const))('message %s', (_id, message) => {
    it('has named examples that validate against its payload', () => {
      expect(message.examples().all().length).toBeGreaterThan(0);
      expect(exampleProblems(createPayloadAjv(), message).problems).toEqual([]);
    });

    it('is sent or received by an operation', () => {
      const operations = document?.operations().all() ?? [];
      const users = operations.filter((op) => op.messages().all().some((m) => m.id() === message.id()));
      expect(users.length).toBeGreaterThan(0);
    });
  });

  it('gives every data message the envelope type, channel, sequence >= 1, data, sent_at', () => {
    const dataMessages = (document?.channels().all() ?? [])
      .filter((c) => c.id() !== CONTROL_CHANNEL)
      .flatMap((c) => c.messages().all());
    expect(dataMessages.map((m) => m.id()).sort()).toEqual(['exchange_rate', 'logistics_status', 'market_price']);
    for (const message of dataMessages) {
      const payload = payloadOf(message.id());
      expect(payload.required).toEqual(expect.arrayContaining(DATA_ENVELOPE));
      expect(payload.properties?.sequence?.minimum).toBe(1);
    }
  });

  it('uses only error codes of the HTTP registry, including the required ones', () => {
    const codes = payloadOf('error').properties?.code?.enum ?? [];
    expect(codes).toEqual(expect.arrayContaining(REQUIRED_ERROR_CODES));
    expect(ERROR_CODES).toEqual(expect.arrayContaining(codes));
  });

  it('rejects an example that carries money as a number', async () => {
    const broken = text.replace("amount: '7.85'", 'amount: 7.85');
    expect(broken).not.toBe(text);
    const report = await lintAsyncApi(broken);
    expect(report.problems).toEqual([expect.stringContaining('/data/price/amount must be string')]);
  });
});

describe('generated/asyncapi.ts', () => {
  it('is up to date with asyncapi.yaml', async () => {
    const expected = await renderAsyncApiTypes(text);
    expect(readFileSync(GENERATED_PATH, 'utf8')).toBe(expected);
  });

  it('declares a type for every message payload', () => {
    const generated = readFileSync(GENERATED_PATH, 'utf8');
    for (const message of messages) {
      const typeName = message.payload()?.id() ?? `(payload of ${message.id()})`;
      expect(generated).toContain(`export type ${typeName} = components['schemas']['${typeName}'];`);
      expect(generated).toContain(`    ${message.name()}: ${typeName};`);
    }
  });
});
