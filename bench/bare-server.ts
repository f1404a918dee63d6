// The baseline of npm run bench: a bare express route answering with fixed bytes, in its own
// process like the API server, so both are measured the same way.
import { readFileSync } from 'node:fs';
import express from 'express';

const bytes = readFileSync(process.env.BARE_BODY_FILE!);
const app = express();
app.all('/{*any}', (_req, res) => {
  res.type('application/json').send(bytes);
});
app.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('listening'));
