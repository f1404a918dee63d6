import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readGuides } from '../../scripts/docs/build.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

// The portal as a new reader sees it, in Debian's Chromium (.ci/run installs it): no console error,
// no request to another origin, search, doc_url links, the streams page and every guide.
const BROWSERS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
const executablePath = process.env.CHROMIUM_PATH ?? BROWSERS.find((p) => existsSync(p));
const ARTIFACTS = 'artifacts/';

if (!executablePath) console.warn(`portal browser test skipped: no Chromium at ${BROWSERS.join(', ')} (apt-get install -y chromium, or set CHROMIUM_PATH)`);

describe.skipIf(!executablePath)('developer portal in Chromium', () => {
  let app: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    // The pages' assets are anonymous requests from one address: on a quiet machine this file loads
    // more than the default budget of 300 a minute (429s on the last guides). Not what it tests.
    app = await startTestApp({ RATE_LIMIT_ANONYMOUS: '100000' });
    // Without the background services (updates, sync, field trials), which this machine's closed
    // network refuses, many at a time: their attempts are CPU the portal's pages do not need.
    browser = await chromium.launch({
      executablePath,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    mkdirSync(ARTIFACTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  /** A page that records console errors, page errors and every request to another origin. */
  async function open(path: string, waitUntil: 'networkidle' | 'load' = 'networkidle'): Promise<{ page: Page; errors: string[]; foreign: string[] }> {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    const foreign: string[] = [];
    const origin = new URL(app.baseUrl).origin;
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('request', (r) => {
      const url = r.url();
      if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:') && !url.startsWith('about:')) foreign.push(url);
    });
    // Nothing may leave the page: any request elsewhere is recorded above and aborted here.
    await page.route((url) => url.origin !== origin && url.protocol.startsWith('http'), (route) => route.abort());
    await page.goto(app.baseUrl + path, { waitUntil });
    return { page, errors, foreign };
  }

  it('loads the reference with no console error and no request to another origin', async () => {
    const { page, errors, foreign } = await open('/docs');
    await page.getByText('Export-Trade Platform API').first().waitFor();
    await page.screenshot({ path: ARTIFACTS + 'portal-reference.png' });
    expect(errors).toEqual([]);
    expect(foreign).toEqual([]);
    await page.close();
  }, 60_000);

  it('search finds searchBuyers and calculatePrice by their operation ids', async () => {
    const { page, errors, foreign } = await open('/docs');
    for (const [query, summary, hash] of [
      ['searchBuyers', 'Search foreign buyers', '#/buyers/searchbuyers'],
      ['calculatePrice', 'Calculate an export price', '#/pricing/calculateprice'],
    ] as const) {
      // Redoc 3: a trigger in the sidebar opens the search dialog (it answers once the page is hydrated).
      await page.locator('[data-testid="search-trigger"]').click({ timeout: 20_000 });
      await page.getByPlaceholder('Search docs...').fill(query);
      const hit = page.locator('[data-component-name="Search/SearchItem"]').filter({ hasText: new RegExp(summary, 'i') }).first();
      await hit.waitFor({ timeout: 10_000 });
      await hit.click();
      await page.waitForURL((url) => url.hash.startsWith(hash), { timeout: 10_000 });
      await page.locator('h1, h2').filter({ hasText: new RegExp(summary, 'i') }).first().waitFor({ state: 'visible', timeout: 10_000 });
      if (query === 'calculatePrice') await page.screenshot({ path: ARTIFACTS + 'portal-operation.png' });
    }
    expect(errors).toEqual([]);
    expect(foreign).toEqual([]);
    await page.close();
  }, 90_000);

  it("each error example's doc_url opens a heading with its code", async () => {
    const contract = readFileSync('openapi.yaml', 'utf8');
    const codes = [...new Set([...contract.matchAll(/doc_url: \S+#\/section\/([a-z_]+)/g)].map((m) => m[1]!))];
    expect(codes.length).toBeGreaterThan(5);
    // Opened elsewhere first: each doc_url is then a new document load, as when a reader follows one.
    const { page, errors, foreign } = await open('/docs/guides/');
    for (const code of codes) {
      await page.goto(`${app.baseUrl}/docs#/section/${code}`);
      await page.waitForURL(new RegExp(`/docs/guides/errors#${code}$`));
      const heading = page.locator(`h3[id="${code}"]`);
      await expect(heading.textContent()).resolves.toContain(code);
      expect(await heading.evaluate((h) => h.matches(':target'))).toBe(true);
    }
    expect(errors).toEqual([]);
    expect(foreign).toEqual([]);
    await page.close();
  }, 120_000);

  it('every page is a real URL: / and links without JavaScript, and a reference link opened in a new tab', async () => {
    // Without JavaScript, as a copied link, a text browser or a crawler sees the portal.
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const origin = new URL(app.baseUrl).origin;
    await context.route((url) => url.origin !== origin && url.protocol.startsWith('http'), (route) => route.abort());
    const plain = await context.newPage();
    expect((await plain.goto(`${app.baseUrl}/`))?.status()).toBe(200);
    expect(plain.url()).toBe(`${app.baseUrl}/docs/guides/`);
    await plain.locator('header a', { hasText: 'API reference' }).click();
    await plain.waitForURL(`${app.baseUrl}/docs`);
    // The reference's sidebar as prerendered: a tag, then an error code's section.
    await plain.locator('a[href="/docs#/buyers"]').first().click({ force: true });
    await plain.waitForURL(`${app.baseUrl}/docs#/buyers`);
    await plain.locator('a[href="/docs/guides/errors#validation_failed"]').first().click({ force: true });
    await plain.waitForURL(`${app.baseUrl}/docs/guides/errors#validation_failed`);
    expect(await plain.locator('h3[id="validation_failed"]').evaluate((h) => h.matches(':target'))).toBe(true);
    await context.close();

    // With JavaScript: the link a reader opens in a new tab shows its section.
    const { page, errors, foreign } = await open('/docs#/buyers', 'load');
    await page.locator('h1, h2').filter({ hasText: /^Buyers$/ }).first().waitFor({ state: 'visible', timeout: 20_000 });
    expect(errors).toEqual([]);
    expect(foreign).toEqual([]);
    await page.close();
  }, 60_000);

  it('the streams page lists every channel and message of asyncapi.yaml', async () => {
    const spec = parse(readFileSync('asyncapi.yaml', 'utf8')) as { channels: Record<string, { address: string; messages: Record<string, unknown> }>; components?: { messages?: Record<string, { name?: string }> } };
    const { page, errors, foreign } = await open('/docs/streams');
    const text = await page.locator('body').innerText();
    for (const [name, channel] of Object.entries(spec.channels)) {
      expect(text, `channel ${name}`).toContain(channel.address ?? name);
      for (const message of Object.keys(channel.messages)) expect(text, `message ${message}`).toContain(message);
    }
    await page.screenshot({ path: ARTIFACTS + 'portal-streams.png' });
    expect(errors).toEqual([]);
    expect(foreign).toEqual([]);
    await page.close();
  }, 60_000);

  it('every guide renders, with links between the portal pages', async () => {
    // One page goes from guide to guide (a page per guide, each waited for until the network is
    // idle for 500 ms, took most of this file's time); what any of them logs or requests elsewhere
    // is recorded for the whole visit, and the last one is waited for until the network is idle.
    const guides = readGuides();
    const { page, errors, foreign } = await open(`/docs/guides/${guides[0]!.slug}`, 'load');
    for (const [i, guide] of guides.entries()) {
      if (i > 0) await page.goto(`${app.baseUrl}/docs/guides/${guide.slug}`, { waitUntil: 'load' });
      await expect(page.locator('article h1').textContent()).resolves.toBe(guide.title);
      expect(await page.locator('nav.guides a').count()).toBeGreaterThanOrEqual(guides.length);
      expect(errors, guide.slug).toEqual([]);
      expect(foreign, guide.slug).toEqual([]);
    }
    const started = await open('/docs/guides/getting-started');
    await started.page.screenshot({ path: ARTIFACTS + 'portal-guide.png' });
    await started.page.getByRole('link', { name: 'Streams', exact: true }).click();
    await started.page.waitForURL(/\/docs\/streams$/);
    await Promise.all([page.waitForLoadState('networkidle'), started.page.waitForLoadState('networkidle')]);
    expect([...errors, ...started.errors]).toEqual([]);
    expect([...foreign, ...started.foreign]).toEqual([]);
    await Promise.all([page.close(), started.page.close()]);
  }, 180_000); // every guide, and more guides come
});
