// npm run docs: builds the developer portal into dist/docs/, for /docs to serve with no request
// leaving the page (the reader may be offline, and the CSP allows only the service's own origin):
//   index.html         the OpenAPI reference (Redocly build-docs, inlined), its CDN logo replaced
//   streams/index.html the AsyncAPI reference, rendered to static HTML by the AsyncAPI React component
//                      (streams/ws.html: the same for a server on http, whose streams are ws://)
//   guides/*.html      docs/guides/*.md (front matter: title, order); dropping a file in adds a guide
//   assets/            portal.css, the logo, the hash-link script, the AsyncAPI stylesheet
//   built              written last: the build finished
// The pages are built from the contracts as a server serves them (src/http/served-contracts.ts): the
// server writes its own address into them, and their Content-Security-Policy, when it serves them.
// Every link of a page is a real URL, without JavaScript too: the reference's prerendered links
// (Redoc renders them as root paths, its script then routes by hash) point at /docs#/<route>.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Parser } from '@asyncapi/parser';
import AsyncApiModule, { type AsyncApiProps } from '@asyncapi/react-component';
import MarkdownIt from 'markdown-it';
import anchor from 'markdown-it-anchor';
import { type ComponentType, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { parse as parseYaml } from 'yaml';
import { CONTRACT_ORIGIN, servedAsyncApi, servedOpenApi } from '../../src/http/served-contracts.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const out = root + 'dist/docs/';
const require = createRequire(import.meta.url);
// The package is CommonJS: under Node's ESM loader its default export arrives one level down.
const AsyncApiComponent = ((AsyncApiModule as unknown as { default?: unknown }).default ?? AsyncApiModule) as ComponentType<AsyncApiProps>;

export interface Guide {
  slug: string;
  title: string;
  order: number;
  body: string;
}

/** Reads docs/guides/*.md: YAML front matter between `---` lines, then Markdown. */
export function readGuides(dir = root + 'docs/guides/'): Guide[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .map((file) => {
      const text = readFileSync(dir + file, 'utf8');
      const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
      const meta = (match ? parseYaml(match[1]!) : {}) as { title?: string; order?: number };
      const slug = file.replace(/\.md$/, '');
      return { slug, title: meta.title ?? slug, order: meta.order ?? 100, body: match ? text.slice(match[0].length) : text };
    })
    .sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));
}

/** The `## Errors` section of the contract's description, one `### code` per error code. */
export function contractErrorsSection(): string {
  const contract = parseYaml(readFileSync(root + 'openapi.yaml', 'utf8')) as { info: { description: string } };
  const match = /^## Errors\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(contract.info.description);
  if (!match) throw new Error('openapi.yaml: no "## Errors" section in info.description');
  return match[1]!;
}

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

function page(title: string, nav: string, main: string, extraHead = ''): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Export-Trade Platform API</title>
<link rel="icon" href="/docs/assets/logo.svg"><link rel="stylesheet" href="/docs/assets/portal.css">${extraHead}</head>
<body><header class="portal-bar"><a class="brand" href="/docs/guides/"><img src="/docs/assets/logo.svg" alt="" width="24" height="24"> Export-Trade Platform API</a>
<nav><a href="/docs/guides/">Guides</a> <a href="/docs">API reference</a> <a href="/docs/streams">Streams</a></nav></header>
<div class="portal">${nav}<main>${main}</main></div></body></html>
`;
}

export function buildGuides(guides: Guide[], errors: string): Map<string, string> {
  const md = new MarkdownIt({ html: false, linkify: false });
  md.use(anchor, { slugify: (s: string) => s.trim().toLowerCase().replace(/[^a-z0-9_]+/g, '-').replace(/^-|-$/g, ''), permalink: anchor.permalink.headerLink() });
  const nav = `<nav class="guides"><ul>${guides.map((g) => `<li><a href="/docs/guides/${g.slug}">${escapeHtml(g.title)}</a></li>`).join('')}</ul></nav>`;
  const pages = new Map<string, string>();
  for (const g of guides) {
    // The errors guide carries every code from the contract, so a new code cannot miss its section.
    const body = g.body.replace('<!-- contract:errors -->', errors);
    pages.set(`guides/${g.slug}.html`, page(g.title, nav, `<article><h1>${escapeHtml(g.title)}</h1>${md.render(body)}</article>`));
  }
  const list = guides.map((g) => `<li><a href="/docs/guides/${g.slug}">${escapeHtml(g.title)}</a></li>`).join('');
  pages.set(
    'guides/index.html',
    page('Guides', nav, `<article><h1>Developer guides</h1><p>Start with <a href="/docs/guides/getting-started">Getting started</a>. The <a href="/docs">API reference</a> describes every operation; <a href="/docs/streams">Streams</a> every WebSocket channel and message.</p><ul>${list}</ul></article>`),
  );
  return pages;
}

/** The error codes the errors guide explains, one `### code` heading each. */
export const errorCodes = (errors: string): string[] => [...errors.matchAll(/^### ([a-z0-9_]+)\s*$/gm)].map((m) => m[1]!);

async function buildStreams(protocol: 'ws' | 'wss'): Promise<string> {
  const contract = servedAsyncApi(parseYaml(readFileSync(root + 'asyncapi.yaml', 'utf8')) as object, protocol);
  const { document, diagnostics } = await new Parser().parse(JSON.stringify(contract));
  if (!document) throw new Error('asyncapi.yaml does not parse: ' + JSON.stringify(diagnostics.filter((d) => d.severity === 0)));
  // Rendered once here; the page needs no script (the sidebar and sections are plain links).
  const body = renderToStaticMarkup(
    createElement(AsyncApiComponent, { schema: document, config: { show: { sidebar: true, errors: true }, sidebar: { showOperations: 'byDefault' as const } } }),
  );
  return page('Streams', '', unlinkEndpoints(body), '<link rel="stylesheet" href="/docs/assets/asyncapi.css">').replace('<div class="portal">', '<div class="portal streams">');
}

/** Links into the server that are not pages (the token endpoint answers POST only) become plain text. */
export function unlinkEndpoints(html: string): string {
  const origin = CONTRACT_ORIGIN.replace(/[.]/g, '\\.');
  return html.replace(new RegExp(`<a [^>]*href="${origin}/(?!docs|openapi\\.yaml|asyncapi\\.yaml)[^"]*"[^>]*>([\\s\\S]*?)</a>`, 'g'), '$1');
}

/**
 * Redoc prerenders its links as root paths (`/buyers`, `/section/envelope`): opened in a new tab,
 * copied or read without its script, they would leave the portal. Outside the scripts they become
 * what the script shows: `/docs#/<route>`, and an error code's section the errors guide's.
 */
export function portalLinks(html: string, codes: readonly string[]): string {
  return html
    .split(/(<script\b[\s\S]*?<\/script>)/)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part.replace(/href="\/(?!docs(?:[/#"]))([^"]*)"/g, (_all, route: string) => {
            const code = /^section\/([a-z0-9_]+)$/.exec(route)?.[1];
            if (code && codes.includes(code)) return `href="/docs/guides/errors#${code}"`;
            return route === '' ? 'href="/docs"' : `href="/docs#/${route}"`;
          }),
    )
    .join('');
}

function buildReference(codes: readonly string[]): string {
  // Redoc's search does not index operationIds: a line naming it in each description makes every
  // operation findable by the name clients and the error examples use. The contract is unchanged.
  const contract = servedOpenApi(parseYaml(readFileSync(root + 'openapi.yaml', 'utf8')) as object) as {
    paths: Record<string, Record<string, { operationId?: string; description?: string }>>;
  };
  for (const item of Object.values(contract.paths))
    for (const op of Object.values(item))
      if (op && typeof op === 'object' && op.operationId) op.description = `${op.description ?? ''}\n\nOperation ID: \`${op.operationId}\``;
  writeFileSync(out + 'openapi.portal.json', JSON.stringify(contract));
  // Its output (a banner, the config it found, the file it wrote) is shown only when it fails.
  const result = spawnSync(process.execPath, [require.resolve('@redocly/cli/bin/cli.js'), 'build-docs', out + 'openapi.portal.json', '--inlineBundle', '--output', out + 'index.html'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, REDOCLY_TELEMETRY: 'off' },
  });
  rmSync(out + 'openapi.portal.json');
  if (result.status !== 0) throw new Error(`redocly build-docs failed:\n${result.stdout}${result.stderr}`);
  let html = readFileSync(out + 'index.html', 'utf8');
  // Redoc fetches its logo from a CDN at run time: serve our own instead.
  html = html.replace(/https:\/\/cdn\.redoc\.ly\/redoc\/logo-mini(-full)?\.svg/g, '/docs/assets/logo.svg');
  html = portalLinks(html, codes);
  // Before Redoc starts: the hash-link script maps `#/section/<code>` (the doc_url form) and old
  // `#tag/X` links to where they are now; the bar links the guides and streams.
  html = html.replace('<head>', '<head><script src="/docs/assets/links.js"></script><link rel="icon" href="/docs/assets/logo.svg"><link rel="stylesheet" href="/docs/assets/portal.css">');
  html = html.replace(
    /<body([^>]*)>/,
    '<body$1><header class="portal-bar reference"><a class="brand" href="/docs/guides/"><img src="/docs/assets/logo.svg" alt="" width="24" height="24"> Export-Trade Platform API</a><nav><a href="/docs/guides/">Guides</a> <a href="/docs">API reference</a> <a href="/docs/streams">Streams</a></nav></header>',
  );
  return html;
}

export async function buildDocs(): Promise<void> {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out + 'guides', { recursive: true });
  mkdirSync(out + 'streams', { recursive: true });
  mkdirSync(out + 'assets', { recursive: true });
  const errors = contractErrorsSection();
  const codes = errorCodes(errors);
  const pages = new Map<string, string>();
  pages.set('index.html', buildReference(codes));
  pages.set('streams/index.html', await buildStreams('wss'));
  pages.set('streams/ws.html', await buildStreams('ws'));
  for (const [file, html] of buildGuides(readGuides(), errors)) pages.set(file, html);
  for (const [file, html] of pages) writeFileSync(out + file, html);
  for (const asset of readdirSync(root + 'docs/assets')) copyFileSync(root + 'docs/assets/' + asset, out + 'assets/' + asset);
  // The hash-link script sends an error code's section, and only a code's, to the errors guide.
  writeFileSync(out + 'assets/links.js', readFileSync(root + 'docs/assets/links.js', 'utf8').replace('var ERROR_CODES = [];', `var ERROR_CODES = ${JSON.stringify(codes)};`));
  copyFileSync(require.resolve('@asyncapi/react-component/styles/default.min.css'), out + 'assets/asyncapi.css');
  writeFileSync(out + 'built', new Date().toISOString() + '\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildDocs();
