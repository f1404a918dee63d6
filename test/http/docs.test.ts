import { readFileSync, readdirSync } from 'node:fs';
import type { Request } from 'express';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../../src/http/contract.js';
import { ownBaseUrl } from '../../src/http/own-address.js';
import { CONTRACT_ORIGIN } from '../../src/http/served-contracts.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

// /docs, /openapi.yaml and /asyncapi.yaml are not API operations: they are checked here directly.
let app: TestApp;

/** Where `served` differs from `repository` other than in `servers` and in links to the contract's own origin, written at `base`. */
function changesBesidesServers(repository: unknown, served: unknown, base: string, path = ''): string[] {
  if (typeof repository === 'string') return served === repository.replaceAll(CONTRACT_ORIGIN, base) ? [] : [`${path}: ${JSON.stringify(served)}`];
  if (repository === null || typeof repository !== 'object') return Object.is(repository, served) ? [] : [`${path}: ${JSON.stringify(served)}`];
  if (served === null || typeof served !== 'object') return [`${path}: not an object or array`];
  const keys = new Set([...Object.keys(repository), ...Object.keys(served)]);
  return [...keys].filter((key) => key !== 'servers').flatMap((key) => changesBesidesServers((repository as Record<string, unknown>)[key], (served as Record<string, unknown>)[key], base, `${path}/${key}`));
}
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

  it('serves both contracts as in the repository, naming the address the request came to as their server', async () => {
    const base = app.baseUrl;
    for (const name of ['openapi.yaml', 'asyncapi.yaml']) {
      const res = await app.request('GET', `/${name}`, { key: null, skipContract: true });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/yaml/);
      expect(res.text, `${name}: no example host left`).not.toMatch(/[a-z]+\.export-trade\.example/);
      const served = parse(res.text) as Record<string, unknown>;
      // Everything but the servers is the repository's, its links to the API's own host at this server.
      const repository = name === 'openapi.yaml' ? loadContract() : parse(readFileSync(name, 'utf8'));
      expect(changesBesidesServers(repository, served, base), name).toEqual([]);
      if (name === 'openapi.yaml') {
        expect((served.servers as { url: string }[]).map((s) => s.url)).toEqual([`${base}/api/v1`, `${base}/v1`]);
        const token = (served.paths as Record<string, { servers?: { url: string }[] }>)['/oauth/token']!;
        expect(token.servers?.map((s) => s.url)).toEqual([base]);
        // Reached by another name, it names that one.
        const host = new URL(base).host.replace('127.0.0.1', 'localhost');
        const other = await app.request('GET', `/${name}`, { key: null, skipContract: true, headers: { host } });
        expect(other.text).toBe(res.text.replaceAll(base, `http://${host}`));
      } else {
        const servers = Object.values(served.servers as Record<string, { host: string; protocol: string; description: string }>);
        expect(servers.map((s) => [s.host, s.protocol])).toEqual([[new URL(base).host, 'ws']]);
        expect(servers[0]!.description).toContain(`ws://${new URL(base).host}/v1/stream`);
      }
    }
  });

  it('names PUBLIC_BASE_URL when it is set, and never echoes a Host that is not a plain host name', () => {
    const config = { declaredPublicBaseUrl: null, publicBaseUrl: 'http://localhost:3000' };
    const request = (host: string | undefined, protocol = 'http') => ({ headers: { host }, protocol }) as unknown as Request;
    expect(ownBaseUrl(request('127.0.0.1:3000'), config)).toBe('http://127.0.0.1:3000');
    expect(ownBaseUrl(request('api.partner.test', 'https'), config)).toBe('https://api.partner.test');
    expect(ownBaseUrl(request('[::1]:3000'), config)).toBe('http://[::1]:3000');
    for (const host of ['evil.test"><script>', 'a b', 'x.test/path', undefined]) expect(ownBaseUrl(request(host), config), String(host)).toBe('http://localhost:3000');
    expect(ownBaseUrl(request('127.0.0.1:3000'), { ...config, declaredPublicBaseUrl: 'https://api.partner.test/etp' })).toBe('https://api.partner.test/etp');
  });

  it("answers errors with a doc_url on the address the request came to", async () => {
    const res = await app.request('GET', '/v1/buyers', { query: { limit: 1000 } });
    expect(res.status).toBe(400);
    expect((res.body as { error: { doc_url: string } }).error.doc_url).toBe(`${app.baseUrl}/docs#/section/validation_failed`);
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
    expect([...hosts].sort()).toEqual(['api.export-trade.example', 'sandbox.export-trade.example']);
    expect(portal).toEqual(expect.arrayContaining(['/docs', '/docs/guides/streams', '/docs/guides/']));
    for (const path of new Set(portal)) {
      const res = await app.request('GET', path, { key: null, skipContract: true });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toMatch(/^text\/html|yaml/);
    }
  });
});


describe('the portal without a browser', () => {
  /** The links and resources of a page (`href` and `src`), its inline scripts left out. */
  const linksOf = (html: string) =>
    [...html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, (tag) => tag.slice(0, tag.indexOf('>') + 1)).matchAll(/\s(?:href|src)="([^"]*)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));

  it('from / on, every link of every page answers 200 and every #anchor exists; no link leaves for an example host', async () => {
    const start = ['/', '/docs', '/docs/streams', '/docs/guides/'];
    const queue = [...start];
    const seen = new Set(start);
    const pages = new Map<string, string>();
    const broken: string[] = [];
    const elsewhere = new Set<string>();
    const anchors: { path: string; id: string; from: string }[] = [];
    const from = new Map<string, string>();
    while (queue.length > 0) {
      const path = queue.shift()!;
      const res = await fetch(app.baseUrl + path);
      const text = await res.text();
      if (res.status !== 200) broken.push(`${path} (${res.status}, linked from ${from.get(path)})`);
      if (!res.headers.get('content-type')?.startsWith('text/html')) continue;
      pages.set(new URL(res.url).pathname, text);
      for (const link of linksOf(text)) {
        const url = new URL(link, res.url);
        if (url.protocol === 'mailto:' || url.protocol === 'data:') continue;
        if (url.origin !== app.baseUrl) {
          elsewhere.add(url.href);
          continue;
        }
        // `/docs#/buyers` is a route of the reference's script; `#code` an element of the page.
        if (url.hash && !url.hash.startsWith('#/')) anchors.push({ path: url.pathname, id: decodeURIComponent(url.hash.slice(1)), from: path });
        const target = url.pathname + url.search;
        if (!seen.has(target)) {
          seen.add(target);
          from.set(target, path);
          queue.push(target);
        }
      }
    }
    expect(broken).toEqual([]);
    // (The guides' slugs from their files: the portal's build module is heavy to import.)
    const slugs = readdirSync('docs/guides').filter((f) => f.endsWith('.md')).map((f) => f.slice(0, -3));
    for (const slug of slugs) expect(pages.has(`/docs/guides/${slug}`), slug).toBe(true);
    expect(pages.size).toBeGreaterThan(slugs.length);
    const missing = anchors.filter((a) => !pages.get(a.path)?.includes(`id="${a.id}"`)).map((a) => `${a.path}#${a.id} (from ${a.from})`);
    expect(missing).toEqual([]);
    // Other sites are references (the specifications, the tools); none is an example host of ours.
    expect([...elsewhere].filter((url) => /\.example(\/|$)|localhost|127\.0\.0\.1/.test(new URL(url).host + '/'))).toEqual([]);
  }, 60_000);

  it("the served contract's doc_urls and portal links open pages of this server, each error code's section included", async () => {
    const res = await fetch(`${app.baseUrl}/openapi.yaml`);
    const text = await res.text();
    const urls = [...new Set([...text.matchAll(/https?:\/\/[^\s)'"`<>\]]+/g)].map((m) => m[0]))];
    const portal = urls.filter((url) => /^\/(docs|openapi\.yaml|asyncapi\.yaml)/.test(new URL(url).pathname));
    expect(portal.every((url) => url.startsWith(app.baseUrl)), portal.join('\n')).toBe(true);
    for (const url of new Set(portal.map((u) => u.split('#')[0]!))) expect((await fetch(url)).status, url).toBe(200);
    const codes = [...new Set(portal.flatMap((url) => /#\/section\/([a-z_]+)$/.exec(url)?.[1] ?? []))];
    expect(codes.length).toBeGreaterThan(5);
    const guide = await (await fetch(`${app.baseUrl}/docs/guides/errors`)).text();
    expect(codes.filter((code) => !guide.includes(`id="${code}"`))).toEqual([]);
  });

  it('sends / to the guides', async () => {
    const res = await fetch(`${app.baseUrl}/`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/docs/guides/');
  });
});
