import type { Request } from 'express';

// The address a reader reached this server at, for every link it writes for them: `doc_url` in
// error answers, the servers and links of the contracts it serves, the portal's reference pages.
// PUBLIC_BASE_URL when it is set (a server behind a proxy or a load balancer); otherwise the
// scheme of the connection and the request's Host, so a server started with `npm start` on any
// port, or reached by another name, links to itself. A Host that is not a plain host[:port] is
// not echoed: the links then use the configured default.

const PLAIN_HOST = /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+)(:\d{1,5})?$/;

export interface OwnAddressConfig {
  declaredPublicBaseUrl: string | null;
  publicBaseUrl: string;
}

export function ownBaseUrl(req: Request, config: OwnAddressConfig): string {
  if (config.declaredPublicBaseUrl) return config.declaredPublicBaseUrl;
  const host = req.headers.host;
  return host && PLAIN_HOST.test(host) ? `${req.protocol}://${host}` : config.publicBaseUrl;
}
