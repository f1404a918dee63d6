import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';

// Every response here is checked against the contract by app.request (status, headers, body).

type Json = { data: any };
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const classify = (body: unknown, headers?: Record<string, string>) =>
  app.request('POST', '/api/v1/customs/classify', { body, ...(headers ? { headers } : {}) });

describe('classifyProduct', () => {
  it('ranks cosmetics for a trade name the nomenclature does not use, with the US national line', async () => {
    const res = await classify({ description: 'Lipstick in a twist-up metal case', destination: 'US' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-language')).toBe('en');
    const data = (res.body as Json).data;
    expect(data).toMatchObject({ description_language: 'en', response_language: 'en', destination: 'US', national_schedule: 'us_hts', truncated: false });
    expect(data.notice).toMatch(/customs authority/);
    expect(data.candidates.length).toBeGreaterThan(0);
    expect(data.candidates.length).toBeLessThanOrEqual(5);
    const [best] = data.candidates;
    expect(best.hs_code).toBe('330410');
    expect(best.national_code).toMatch(/^330410/);
    expect(best).toMatchObject({ section: { code: 'VI' }, chapter: { code: '33' }, heading: { code: '3304' }, subheading: { code: '330410' } });
    expect(best.why).toContain('lipstick');
    expect(best.score).toBeGreaterThan(0);
    // best first
    const scores = data.candidates.map((c: any) => c.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it('detects Korean, answers with Korean headings and the HSK line', async () => {
    const res = await classify({ description: '배추김치, 소금에 절인 배추에 고춧가루와 마늘을 넣어 발효시킨 것', destination: 'KR', limit: 3 });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-language')).toBe('ko');
    const data = (res.body as Json).data;
    expect(data).toMatchObject({ description_language: 'ko', response_language: 'ko', national_schedule: 'kr_hsk' });
    expect(data.candidates.length).toBeLessThanOrEqual(3);
    const codes = data.candidates.map((c: any) => c.hs_code.slice(0, 2));
    // kimchi is prepared vegetables (chapter 20) or vegetables (chapter 07): it must be among them
    expect(codes.some((c: string) => c === '20' || c === '07')).toBe(true);
    const best = data.candidates[0];
    expect(best.heading.description_lang).toBe('ko');
    expect(best.heading.description).toMatch(/[\uAC00-\uD7A3]/);
    expect(best.section.description_lang).toBe('en');
    if (best.national_code !== null) expect(best.national_code).toMatch(new RegExp(`^${best.hs_code}\\d{4}$`));
  });

  it('follows Accept-Language for the path descriptions and honours a given language', async () => {
    const res = await classify({ description: 'face cream for dry skin', language: 'en' }, { 'Accept-Language': 'ko-KR' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-language')).toBe('ko');
    const data = (res.body as Json).data;
    expect(data).toMatchObject({ description_language: 'en', response_language: 'ko', destination: null, national_schedule: null });
    expect(data.candidates[0].hs_code.slice(0, 4)).toBe('3304');
    expect(data.candidates[0].heading.description_lang).toBe('ko');
    expect(data.candidates[0].national_code).toBeNull();
  });

  it('answers an empty list with confidence none when nothing is found', async () => {
    const res = await classify({ description: 'qzxv wqpf' });
    expect(res.status).toBe(200);
    expect((res.body as Json).data).toMatchObject({ candidates: [], confidence: 'none', confidence_precision: { level: 'none', precision_6_digit: null } });
  });

  it("states how often the answer's confidence level was right, on what and when", async () => {
    const res = await classify({ description: 'passenger car, 2.0 l petrol', destination: 'US', limit: 3 });
    expect(res.status).toBe(200);
    const data = (res.body as Json).data;
    expect(data.candidates[0].hs_code).toBe('870323');
    expect(data.confidence_precision.level).toBe(data.confidence);
    expect(data.confidence_precision.precision_6_digit).toBeGreaterThan(0);
    expect(data.confidence_precision.sample_size).toBeGreaterThan(0);
    expect(data.confidence_precision.held_out.precision_6_digit).toBeGreaterThan(0);
    expect(data.confidence_precision.held_out.sample_size).toBeGreaterThan(0);
    expect(data.confidence_precision.measured_on).toMatch(/customs rulings/);
    expect(data.confidence_precision.measured_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('ranks mixed scripts and reads only the first words of a long description, quickly', async () => {
    const mixed = await classify({ description: 'Lithium-ion battery 리튬이온 축전지 for electric vehicles' });
    expect(mixed.status).toBe(200);
    expect((mixed.body as Json).data.candidates.map((c: any) => c.hs_code)).toContain('850760');
    const long = 'Rechargeable lithium-ion battery pack for laptops, '.repeat(200).slice(0, 10_000);
    const started = performance.now();
    const res = await classify({ description: long });
    const elapsed = performance.now() - started;
    expect(res.status).toBe(200);
    expect((res.body as Json).data.truncated).toBe(true);
    expect((res.body as Json).data.candidates[0].hs_code.slice(0, 4)).toBe('8507');
    // generous for a loaded machine: the time budget is measured in npm run bench
    expect(elapsed).toBeLessThan(2000);
  });

  it('refuses bad descriptions, languages, limits and destinations with a 400 envelope', async () => {
    const cases: Array<[unknown, string, string]> = [
      [{}, 'validation_failed', '/description'],
      [{ description: '' }, 'validation_failed', '/description'],
      [{ description: 'a' }, 'validation_failed', '/description'],
      [{ description: '   a   ' }, 'validation_failed', '/description'],
      [{ description: 'x'.repeat(10_001) }, 'validation_failed', '/description'],
      [{ description: '8517130000' }, 'validation_failed', '/description'],
      [{ description: '?!... ---' }, 'validation_failed', '/description'],
      [{ description: 'face\u0000cream' }, 'invalid_request', '/description'],
      [{ description: 'face cream', language: 'fr' }, 'validation_failed', '/language'],
      [{ description: 'face cream', limit: 0 }, 'validation_failed', '/limit'],
      [{ description: 'face cream', limit: 11 }, 'validation_failed', '/limit'],
      [{ description: 'face cream', destination: 'ZZ' }, 'unknown_country', '/destination'],
      [{ description: 'face cream', destination: 'U1' }, 'validation_failed', '/destination'],
      [{ description: 'face cream', colour: 'red' }, 'validation_failed', ''],
    ];
    for (const [body, code, field] of cases) {
      const res = await classify(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      const error = (res.body as any).error;
      expect(error.code, JSON.stringify(body).slice(0, 80)).toBe(code);
      if (field) expect(error.details.map((d: any) => d.field).join(' '), JSON.stringify(body).slice(0, 80)).toContain(field);
    }
  });

  it('needs the tariffs:read scope', async () => {
    const client = await app.createClient({ scopes: ['orders:read'] });
    const token = await app.token(client);
    const res = await app.request('POST', '/api/v1/customs/classify', { key: token, body: { description: 'face cream' } });
    expect(res.status).toBe(403);
    const anonymous = await app.request('POST', '/api/v1/customs/classify', { key: null, body: { description: 'face cream' } });
    expect(anonymous.status).toBe(401);
  });
});
