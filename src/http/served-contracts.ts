// The contracts as a running server serves them (/openapi.yaml, /asyncapi.yaml, and the portal's
// reference pages built from them): their servers are that server, and their links to the portal
// (contact, error doc_url examples, the token URL) open on it. The files name the example
// production host, https://api.export-trade.example; in a served copy it stands for the server's
// own address (src/http/own-address.ts), which atAddress writes in.

/** The origin the contracts name for the hosted production server. */
export const CONTRACT_ORIGIN = 'https://api.export-trade.example';
const CONTRACT_HOST = new URL(CONTRACT_ORIGIN).host;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

const THIS_SERVER = 'This server: sandbox data with an etp_test_ key, production data with an etp_live_ key';

/** The OpenAPI contract naming only its server, written as CONTRACT_ORIGIN. */
export function servedOpenApi(contract: object): Json {
  const copy: Json = { ...structuredClone(contract) };
  copy.servers = [
    { url: `${CONTRACT_ORIGIN}/api/v1`, description: THIS_SERVER },
    { url: `${CONTRACT_ORIGIN}/v1`, description: 'This server, short prefix (same operations)' },
  ];
  // The operations at the root of the host (the token endpoint, the key set, the probes).
  for (const item of Object.values(isObject(copy.paths) ? copy.paths : {})) {
    if (!isObject(item)) continue;
    if (Array.isArray(item.servers)) item.servers = [{ url: CONTRACT_ORIGIN, description: 'This server' }];
    for (const operation of Object.values(item)) if (isObject(operation) && Array.isArray(operation.servers)) operation.servers = [{ url: CONTRACT_ORIGIN, description: 'This server' }];
  }
  return copy;
}

/** The AsyncAPI contract naming only its server, over WebSocket (`ws`) or WebSocket over TLS (`wss`). */
export function servedAsyncApi(contract: object, protocol: 'ws' | 'wss'): Json {
  const copy: Json = { ...structuredClone(contract) };
  const servers = isObject(copy.servers) ? Object.values(copy.servers).filter(isObject) : [];
  copy.servers = {
    this_server: {
      host: CONTRACT_HOST,
      protocol,
      title: 'This server',
      summary: 'Live data for live-mode credentials; sandbox data for test-mode credentials.',
      description: `Connect to \`${protocol}://${CONTRACT_HOST}/v1/stream\` (or \`/api/v1/stream\`).`,
      ...(servers[0]?.security ? { security: servers[0].security } : {}),
    },
  };
  return copy;
}

/** The WebSocket protocol of a base address. */
export const streamProtocol = (base: string): 'ws' | 'wss' => (new URL(base).protocol === 'https:' ? 'wss' : 'ws');

/** A served copy (YAML, JSON or a page built from them) with the server's own address written in. */
export function atAddress(text: string, base: string): string {
  const url = new URL(base);
  const path = url.pathname.replace(/\/$/, '');
  return text
    .replaceAll(`wss://${CONTRACT_HOST}`, `${streamProtocol(base)}://${url.host}${path}`)
    .replaceAll(`ws://${CONTRACT_HOST}`, `${streamProtocol(base)}://${url.host}${path}`)
    .replaceAll(CONTRACT_ORIGIN, base)
    .replaceAll(CONTRACT_HOST, url.host);
}
