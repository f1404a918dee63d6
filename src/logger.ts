import pino, { type DestinationStream, type Logger } from 'pino';
import type { Config } from './config.js';

// The one logger. Secrets never reach a log: request logs carry the path only (no query string,
// no headers), and these paths are redacted wherever a caller might put them by mistake.
export const REDACTED_PATHS = [
  'authorization',
  '*.authorization',
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'secret',
  '*.secret',
  'client_secret',
  '*.client_secret',
  'access_token',
  '*.access_token',
  'token',
  '*.token',
  'password',
  '*.password',
  'api_key',
  '*.api_key',
];

export function createLogger(config: Pick<Config, 'logLevel'>, destination?: DestinationStream): Logger {
  const options = { level: config.logLevel, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
  return destination ? pino(options, destination) : pino(options);
}
