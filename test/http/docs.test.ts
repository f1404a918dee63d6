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

  it('serves the streams reference, the guides and assets, each page with a same-origin CSP', async () => {
    for (const [path, text] of [
      ['/docs/streams', 'Export-Trade Platform Streams'],
      ['/docs/guides/', 'Developer guides'],
      ['/docs/guides/errors', 'validation_failed'],
    ] as const) {
      const res = await app.request('GET', path, { key: null, skipContract: true });
      expect(res.status, path).toBe(200);
      expect(res.text, path).toContain(text);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toMatch(/default-src 'self'/);
      expect(csp, path).not.toMatch(/https?:|\*/);
    }
    const reference = await app.request('GET', '/docs', { key: null, skipContract: true });
    expect(reference.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-/);
    expect(reference.text).not.toContain('cdn.redoc.ly');
    const css = await app.request('GET', '/docs/assets/portal.css', { key: null, skipContract: true });
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
    for (const path of ['/docs/guides/nope', '/docs/../package.json', '/docs/assets/x.exe']) {
      const res = await app.request('GET', path, { key: null, skipContract: true });
      expect(res.status, path).toBe(404);
    }
  });

  it('serves both contracts as they are in the repository', async () => {
    for (const name of ['openapi.yaml', 'asyncapi.yaml']) {
      const res = await app.request('GET', `/${name}`, { key: null, skipContract: true });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/yaml/);
      expect(res.text).toBe(readFileSync(name, 'utf8'));
    }
  });

  it('every link of the contracts into the portal is a page it serves, and none points at a host that is not ours', async () => {
    const hosts = new Set<string>();
    const portal: string[] = [];
    for (const name of ['openapi.yaml', 'asyncapi.yaml']) {
      for (const [link] of readFileSync(name, 'utf8').matchAll(/https?:\/\/[^\s)'"`<>\]]+/g)) {
        const url = new URL(link);
        if (url.hostname.endsWith('export-trade.example')) hosts.add(url.hostname);
        if (/^\/(docs(\/|$)|openapi\.yaml$|asyncapi\.yaml$)/.test(url.pathname)) portal.push(url.pathname);
      }
    }
    // The API's own hosts (the portal is served by the API) and the company's site; no docs.* host exists.
    expect([...hosts].sort()).toEqual(['api.export-trade.example', 'export-trade.example', 'sandbox.export-trade.example']);
    expect(portal).toEqual(expect.arrayContaining(['/docs', '/docs/guides/streams', '/docs/guides/']));
    for (const path of new Set(portal)) {
      const res = await app.request('GET', path, { key: null, skipContract: true });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toMatch(/^text\/html|yaml/);
    }
  });
});

