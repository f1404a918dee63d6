import { describe, expect, it } from 'vitest';
import { handlers } from '../../handlers/index.js';
import { ERROR_CODES } from '../../src/domain/errors.js';
import { SCOPES } from '../../src/domain/access/scopes.js';
import { SECTORS } from '../../src/domain/sectors.js';
import { loadContract } from '../../src/http/contract.js';
import { allDestinationSchedules } from '../../src/domain/tariffs/schedules.js';
import { contractViolations, definition, schemaValidator } from '../helpers/contract.js';

type Json = Record<string, any>;
const raw = loadContract() as Json;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

function operations(): Json[] {
  const ops: Json[] = [];
  for (const item of Object.values(definition.paths ?? {}) as Json[]) for (const m of METHODS) if (item[m]) ops.push(item[m]);
  return ops;
}

describe('openapi.yaml', () => {
  it('lists exactly the error codes of the registry', () => {
    expect([...raw.components.schemas.ErrorCode.enum].sort()).toEqual([...ERROR_CODES].sort());
  });

  it('lists exactly the schedules of the destination registry, in both enums that name them', () => {
    // A destination is added by its module, one line in schedules.ts and these enums (CONTRIBUTING.md, "How to add a destination").
    const registered = allDestinationSchedules().map((s) => s.id).sort();
    expect([...raw.components.schemas.TariffScheduleId.enum].sort()).toEqual(registered);
    expect([...raw.components.schemas.ClassificationNationalSchedule.enum].filter((v) => v !== null && v !== 'kr_hsk').sort()).toEqual(registered);
  });

  it('names only known scopes, and every operation needs one', () => {
    for (const op of operations()) {
      const requirements = op.security as Array<Record<string, string[]>>;
      expect(requirements, op.operationId).toBeDefined();
      for (const requirement of requirements) {
        for (const scopes of Object.values(requirement)) {
          expect(scopes.length, op.operationId).toBeGreaterThan(0);
          for (const scope of scopes) expect(SCOPES).toContain(scope);
        }
      }
    }
  });

  it('has a handler for every implemented operation, and the others declare 501', () => {
    const implemented = new Set<string>(Object.keys(handlers));
    for (const op of operations()) {
      if (implemented.has(op.operationId)) expect(op.responses['501'], `${op.operationId} is implemented but still declares 501`).toBeUndefined();
      else expect(op.responses['501'], `${op.operationId} has no handler and does not declare 501`).toBeDefined();
    }
    for (const operationId of Object.keys(handlers)) expect(operations().map((o) => o.operationId)).toContain(operationId);
  });

  it('has examples for every operation, and every example validates against its schema', () => {
    let checked = 0;
    const check = (media: Json, where: string) => {
      const validate = schemaValidator(media.schema);
      for (const [name, example] of Object.entries((media.examples ?? {}) as Json)) {
        expect(validate(example.value), `${where} example ${name}: ${JSON.stringify(validate.errors)}`).toBe(true);
        checked += 1;
      }
    };
    const webhookOps = Object.values((definition as Json).webhooks ?? {}).map((w: any) => w.post);
    for (const op of [...operations(), ...webhookOps]) {
      let examples = 0;
      const body = op.requestBody?.content?.['application/json'];
      if (body) {
        examples += Object.keys(body.examples ?? {}).length;
        check(body, `${op.operationId} request`);
      }
      for (const [status, response] of Object.entries(op.responses as Json)) {
        const media = response.content?.['application/json'];
        if (!media) continue;
        expect(Object.keys(media.examples ?? {}).length, `${op.operationId} ${status} has no example`).toBeGreaterThan(0);
        examples += Object.keys(media.examples).length;
        check(media, `${op.operationId} ${status}`);
      }
      expect(examples, `${op.operationId} has no examples`).toBeGreaterThan(0);
    }
    expect(checked).toBeGreaterThan(30);
  });

  it('documents every sector code on the sector filter', () => {
    const description = raw.components.parameters.BuyerSector.description as string;
    for (const sector of SECTORS) expect(description).toContain(sector.code);
  });

  it('the response checker catches what breaks the contract', () => {
    const rateLimit = { 'ratelimit-policy': '"default";q=600;w=60', ratelimit: '"default";r=599;t=58' };
    const headers = new Headers({ 'x-request-id': 'req_1', 'content-type': 'application/json', 'content-language': 'en', ...rateLimit });
    const good = { status: 'success', data: { buyers: [], total: 0, page: 1, limit: 20, has_more: false } };
    const base = { method: 'GET', path: '/api/v1/buyers', status: 200, headers, text: '' };
    expect(contractViolations({ ...base, body: good })).toEqual([]);
    expect(contractViolations({ ...base, body: { ...good, data: { ...good.data, total: -1 } } })).not.toEqual([]);
    expect(contractViolations({ ...base, status: 418, body: good })).not.toEqual([]);
    expect(contractViolations({ ...base, headers: new Headers({ 'content-type': 'application/json' }), body: good })).not.toEqual([]);
    const noLanguage = new Headers({ 'x-request-id': 'req_1', 'content-type': 'application/json', ...rateLimit });
    expect(contractViolations({ ...base, headers: noLanguage, body: good })).not.toEqual([]);
  });
});
