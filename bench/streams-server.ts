// The server side of the streams benchmark, in its own process: `api` serves the real stream
// endpoint (upgrade authentication, subscriptions, sequences, send-buffer checks) fed by a steady
// exchange-rate source; `bare` is a plain `ws` server broadcasting messages of the same shape.
// Each message carries the time it was published (as_of, in milliseconds) for the latency.
import { createServer } from 'node:http';
import pino from 'pino';
import { WebSocketServer } from 'ws';
import { handlers } from '../handlers/index.js';
import { loadConfig } from '../src/config.js';
import { SCOPES, API_PLAN } from '../src/domain/access/scopes.js';
import { latestUsdRates } from '../src/domain/reference/exchange-rates.js';
import { Dec } from '../src/domain/reference/money.js';
import { createApp } from '../src/http/app.js';
import { loadContract } from '../src/http/contract.js';
import { createHttpServer } from '../src/http/listen.js';
import { createServices } from '../src/services.js';
import type { ExchangeRateProvider, RateTick } from '../src/streams/exchange-rates.js';
import { referenceRateProvider } from '../src/streams/exchange-rates.js';
import { attachStreams } from '../src/streams/server.js';

const [mode, portText, ratePerSecondText] = process.argv.slice(2);
const port = Number(portText);
const ticksPerSecond = Number(ratePerSecondText);
const units = new Map([...latestUsdRates().unitsPerUsd].map(([c, v]) => [c, new Dec(v)]));

/** Ticks at a steady rate while started; as_of is the publish time to the millisecond. */
function steadySource(): ExchangeRateProvider & { start(): void } {
  const listeners = new Set<(tick: RateTick) => void>();
  let tick: RateTick = { as_of: new Date().toISOString(), unitsPerUsd: units, pairs: new Map() };
  let timer: NodeJS.Timeout | undefined;
  return {
    source: 'simulated',
    simulated: true,
    current: () => tick,
    onTick(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      timer = setInterval(() => {
        tick = { as_of: new Date().toISOString(), unitsPerUsd: units, pairs: new Map() };
        for (const listener of listeners) listener(tick);
      }, 1000 / ticksPerSecond);
    },
    stop: () => clearInterval(timer),
  };
}

if (mode === 'bare') {
  const server = createServer();
  const wss = new WebSocketServer({ server, perMessageDeflate: false });
  let timer: NodeJS.Timeout | undefined;
  let sequence = 0;
  server.listen(port, '127.0.0.1', () => process.send!({ ready: true }));
  process.on('message', (m: { start?: boolean }) => {
    if (!m.start) return;
    timer = setInterval(() => {
      sequence += 1;
      const data = JSON.stringify({ base: 'USD', quote: 'EUR', rate: '0.855871', source: 'simulated', as_of: new Date().toISOString(), livemode: false });
      const text = `{"type":"exchange_rate","channel":"exchange_rates","sequence":${sequence},"data":${data},"sent_at":"${new Date().toISOString()}"}`;
      for (const ws of wss.clients) ws.send(text);
    }, 1000 / ticksPerSecond);
  });
  process.on('SIGTERM', () => (clearInterval(timer), process.exit(0)));
} else {
  // The bench's 1,000 clients all connect from 127.0.0.1: over the default cap of 256 connections
  // per address, which would reset the rest.
  const config = loadConfig({ EXCHANGE_RATE_FEED_URL: 'off', DATA_DIR: 'memory://', DATABASE_URL: '', LOG_LEVEL: 'silent', SANDBOX_BUYERS: '100', RATE_LIMIT_PRO_MAX: '100000', CONNECTIONS_PER_ADDRESS: '100000' });
  const services = await createServices(config, pino({ level: 'silent' }));
  const accountId = await services.accounts.createAccount({ name: 'Bench exporter', plan: API_PLAN });
  const key = (await services.accounts.createApiKey(accountId, 'test', SCOPES, 'bench')).secret;
  const server = createHttpServer(await createApp(services, handlers, loadContract()), config);
  const source = steadySource();
  attachStreams(server, services, { rates: { live: referenceRateProvider(services.exchangeRates), test: source }, limits: { connectionsPerCredential: 100_000 } });
  server.listen(port, '127.0.0.1', () => process.send!({ ready: true, key }));
  process.on('message', (m: { start?: boolean }) => m.start && source.start());
  process.on('SIGTERM', () => (source.stop(), process.exit(0)));
}
