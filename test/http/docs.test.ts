import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';

// /docs, /openapi.yaml and /asyncapi.yaml are not API operations: they are checked here directly.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('reference and contracts', () => {
  it('serves the self-contained HTML reference at /docs (npm test builds it first)', async () => {
    const res = await app.request('GET', '/docs', { key: null, skipContract: true });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.text).toContain('Export-Trade Platform API');
    // No script is fetched from elsewhere: Redoc is inlined.
    expect(res.text).not.toMatch(/<script[^>]+src=["']https?:/i);
    expect(res.text).not.toMatch(/import\s*\{[^}]*\}\s*from\s*["']https?:/);
  });

  it('serves both contracts as they are in the repository', async () => {
    for (const name of ['openapi.yaml', 'asyncapi.yaml']) {
      const res = await app.request('GET', `/${name}`, { key: null, skipContract: true });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/yaml/);
      expect(res.text).toBe(readFileSync(name, 'utf8'));
    }
  });
});
