// The server of bench/event-loop.ts: the API in this process, its event-loop delay recorded; the
// parent resets and reads the record over IPC around each kind of request it sends.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import { handlers } from '../handlers/index.js';
import { loadConfig } from '../src/config.js';
import { SCOPES, API_PLAN } from '../src/domain/access/scopes.js';
import { seedSandbox } from '../src/db/seed.js';
import { classifierIndex } from '../src/domain/classify/search-index.js';
import { loadAll } from '../src/domain/reference/load-all.js';
import { createApp } from '../src/http/app.js';
import { loadContract } from '../src/http/contract.js';
import { createHttpServer } from '../src/http/listen.js';
import { createLogger } from '../src/logger.js';
import { createServices } from '../src/services.js';

const config = loadConfig({ EXCHANGE_RATE_FEED_URL: 'off', ...process.env, LOG_LEVEL: 'warn', RATE_LIMIT_PRO_MAX: '1000000' });
const services = await createServices(config, createLogger(config));
await seedSandbox(services.database.db, config.sandboxBuyers, services.logger);
const accountId = await services.accounts.createAccount({ name: 'Event-loop bench', plan: API_PLAN });
const key = (await services.accounts.createApiKey(accountId, 'test', SCOPES)).secret;
const server = createHttpServer(await createApp(services, handlers, loadContract()), config);
// What the server warms after its start (reference data, classification index) is warm here too.
loadAll();
classifierIndex();

const delay = monitorEventLoopDelay({ resolution: 1 });
delay.enable();
server.listen(0, '127.0.0.1', () => process.send!({ port: (server.address() as AddressInfo).port, key }));
process.on('disconnect', () => process.exit(0));
process.on('message', (message) => {
  if (message === 'reset') {
    delay.reset();
    process.send!({ reset: true });
  } else if (message === 'read') {
    process.send!({ maxMs: delay.max / 1e6, p99Ms: delay.percentile(99) / 1e6 });
  } else if (message === 'spin') {
    // Calibration: 10 ms of CPU on this thread. On a busy machine its measured block is longer by
    // the share of the CPU this process gets; the other figures stretch alike.
    // User and system time both: each cpuUsage() call is a system call, counted as system time.
    const start = process.cpuUsage();
    for (let used = process.cpuUsage(start); used.user + used.system < 10_000; used = process.cpuUsage(start));
    process.send!({ spun: true });
  } else if (message === 'stop') {
    server.close();
    void services.close().then(() => process.exit(0));
  }
});
