// Which errors mean "the database cannot be reached" (answered 503) and which are faults (500).
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../src/db/unavailable.js';

const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises refused and cut connections, shutdowns, start-ups and connection limits', () => {
    for (const error of [
      coded('ECONNREFUSED'),
      coded('ECONNRESET'),
      coded('57P01', 'terminating connection due to administrator command'),
      coded('57P03', 'the database system is starting up'),
      coded('08006'),
      coded('53300', 'sorry, too many clients already'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')], 'connect failed'),
      new Error('wrapped', { cause: coded('ECONNREFUSED') }),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    }
  });

  it('leaves query faults and other errors alone', () => {
    for (const error of [coded('23505', 'duplicate key'), coded('42P01', 'relation does not exist'), coded('22P02'), new Error('boom'), 'ECONNREFUSED', null, undefined]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
  });
});
