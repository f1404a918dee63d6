import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/config.js';
import { isTargetBusinessDay, latestPublishedDay, nextPublicationTime, publicationTime } from '../../../src/domain/exchange-rates/publication.js';

// When the ECB publishes (TARGET business days, about 16:00 Frankfurt time) and so when the feed
// looks. Easter 2026 is 5 April; summer time runs from 29 March to 25 October 2026.

describe('the ECB publication calendar', () => {
  it('knows the TARGET closing days: weekends, 1 January, Good Friday, Easter Monday, 1 May, 25 and 26 December', () => {
    const closed = ['2026-01-01', '2026-04-03', '2026-04-06', '2026-05-01', '2026-12-25', '2026-12-26', '2026-11-28', '2026-11-29', '2027-03-26', '2027-03-29'];
    for (const date of closed) expect(isTargetBusinessDay(date), date).toBe(false);
    const open = ['2026-01-02', '2026-04-02', '2026-04-07', '2026-05-04', '2026-12-24', '2026-12-31', '2026-11-27', '2027-03-25', '2027-03-30'];
    for (const date of open) expect(isTargetBusinessDay(date), date).toBe(true);
  });

  it('looks at 16:15 Frankfurt time: 15:15 UTC in winter, 14:15 UTC in summer', () => {
    expect(publicationTime('2026-11-27').toISOString()).toBe('2026-11-27T15:15:00.000Z');
    expect(publicationTime('2026-07-01').toISOString()).toBe('2026-07-01T14:15:00.000Z');
    expect(publicationTime('2026-03-30').toISOString()).toBe('2026-03-30T14:15:00.000Z');
  });

  it('names the newest day published by a moment: the same day only after its publication', () => {
    expect(latestPublishedDay(new Date('2026-11-27T15:00:00Z'))).toBe('2026-11-26');
    expect(latestPublishedDay(new Date('2026-11-27T15:20:00Z'))).toBe('2026-11-27');
    expect(latestPublishedDay(new Date('2026-11-29T12:00:00Z'))).toBe('2026-11-27');
    // Easter: Thursday's rates stand until Tuesday.
    expect(latestPublishedDay(new Date('2026-04-06T18:00:00Z'))).toBe('2026-04-02');
    expect(latestPublishedDay(new Date('2027-01-01T18:00:00Z'))).toBe('2026-12-31');
  });

  it('schedules the next look after the next publication, past weekends and holidays', () => {
    expect(nextPublicationTime(new Date('2026-11-27T10:00:00Z')).toISOString()).toBe('2026-11-27T15:15:00.000Z');
    expect(nextPublicationTime(new Date('2026-11-27T15:15:00Z')).toISOString()).toBe('2026-11-30T15:15:00.000Z');
    expect(nextPublicationTime(new Date('2026-04-02T16:00:00Z')).toISOString()).toBe('2026-04-07T14:15:00.000Z');
    expect(nextPublicationTime(new Date('2026-12-24T16:00:00Z')).toISOString()).toBe('2026-12-28T15:15:00.000Z');
  });
});

describe('the feed settings', () => {
  it("fetch the ECB's daily file unless EXCHANGE_RATE_FEED_URL says off or names another http(s) address", () => {
    expect(loadConfig({}).exchangeRateFeed).toEqual({ url: 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml', timeoutMs: 30_000, retryMs: 60_000 });
    expect(loadConfig({ EXCHANGE_RATE_FEED_URL: 'off' }).exchangeRateFeed.url).toBeNull();
    expect(loadConfig({ EXCHANGE_RATE_FEED_URL: 'http://mirror.internal/eurofxref-daily.xml' }).exchangeRateFeed.url).toBe('http://mirror.internal/eurofxref-daily.xml');
    expect(() => loadConfig({ EXCHANGE_RATE_FEED_URL: 'ftp://mirror.internal/x.xml' })).toThrow(new ConfigError('EXCHANGE_RATE_FEED_URL must use http: or https:, got "ftp:".'));
    expect(() => loadConfig({ EXCHANGE_RATE_FEED_TIMEOUT_MS: '0' })).toThrow(ConfigError);
    // Credentials in the address are refused at start, in one line that does not repeat them.
    for (const address of ['https://feed:s3cret@mirror.internal/eurofxref-daily.xml', 'https://feed@mirror.internal/eurofxref-daily.xml']) {
      const refusal = (() => {
        try {
          loadConfig({ EXCHANGE_RATE_FEED_URL: address });
        } catch (error) {
          return error;
        }
      })();
      expect(refusal).toBeInstanceOf(ConfigError);
      expect((refusal as Error).message).toMatch(/^EXCHANGE_RATE_FEED_URL must not carry credentials \(user:password@\)[^\n]*$/);
      expect((refusal as Error).message).not.toMatch(/s3cret|feed@/);
    }
  });
});
