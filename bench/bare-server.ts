// The baseline of npm run bench: a bare express route answering with fixed bytes, in its own
// process like the API server, so both are measured the same way. With BARE_BODIES_FILE (JSON
// lines of {key, body}, key being "<authorization> <path>") it answers each request with the bytes
// the API answered to the same credential and path: the baseline of a mix of different answers.
// With BARE_WORK_US it first spins the CPU for that many microseconds per request: a calibration of
// how a server's throughput on this machine falls with the work it does per request.
import { readFileSync } from 'node:fs';
import express from 'express';

const bytes = process.env.BARE_BODY_FILE ? readFileSync(process.env.BARE_BODY_FILE) : Buffer.alloc(0);
const answers = new Map<string, Buffer>();
if (process.env.BARE_BODIES_FILE) {
  for (const line of readFileSync(process.env.BARE_BODIES_FILE, 'utf8').split('\n')) {
    if (!line) continue;
    const { key, body } = JSON.parse(line) as { key: string; body: string };
    answers.set(key, Buffer.from(body));
  }
}
const workNs = BigInt(Math.round(Number(process.env.BARE_WORK_US ?? 0) * 1000));
const app = express();
app.all('/{*any}', (req, res) => {
  if (workNs > 0n) for (const start = process.hrtime.bigint(); process.hrtime.bigint() - start < workNs; );
  const answer = answers.size > 0 ? answers.get(`${req.headers.authorization} ${req.originalUrl}`) : bytes;
  if (answer === undefined) res.status(404).end();
  else res.type('application/json').send(answer);
});
// PORT=0: a port the OS picks, sent to the parent with the message that says it listens.
const server = app.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.({ port: (server.address() as { port: number }).port }));
