import { check, lazy, readCsv, uniqueBy } from '../../reference/csv.js';

// Loader of the EU-Korea FTA schedule as the UK carried it over (UK DIT "Preferential Tariff
// Reference Document — South Korea", August 2019; see data/trade-agreements/SOURCE.md). It is the
// preferential duty for goods of Korean origin into the UK and, as an estimate, into the EU.

export const KR_FTA_FILE = 'trade-agreements/kr_eu_uk_fta_preferences_2019.csv';
export const KR_FTA_SOURCE = 'UK Department for International Trade, Preferential Tariff Reference Document — South Korea (August 2019), EU-Korea FTA schedule as carried over';
export const KR_FTA_VINTAGE = '2019 (EU-Korea FTA staging as of 2019)';
export const KR_FTA_LICENCE = 'Open Government Licence v3.0';

export interface KrPreferenceRow {
  /** As published: a CN code of 8 or 10 digits, or a heading or chapter padded with zeros. */
  code: string;
  /** The code without its zero padding (pairs of trailing zeros): what a CN code must start with. */
  prefix: string;
  /** "0.00%", or an entry-price text with its dates. */
  duty: string;
}

export interface KrQuota {
  quota: string;
  codes: string[];
  duty: string;
  volume: string;
}

function prefixOf(code: string): string {
  let prefix = code;
  while (prefix.length > 2 && prefix.endsWith('00')) prefix = prefix.slice(0, -2);
  return prefix;
}

const rows = lazy(() => {
  const raw = readCsv(KR_FTA_FILE);
  check(raw.length === 836, `kr_eu_uk_fta_preferences_2019.csv has ${raw.length} rows, expected 836`);
  const list = raw.map((r): KrPreferenceRow => {
    const code = r.code_prefix ?? '';
    const duty = (r.preferential_duty ?? '').trim();
    check(/^(\d{8}|\d{10})$/.test(code), `bad code_prefix "${code}" in kr_eu_uk_fta_preferences_2019.csv`);
    check(duty === '0.00%' || duty.includes('Entry Price'), `kr_eu_uk_fta_preferences_2019.csv: ${code} has an unexpected duty "${duty}"`);
    return { code, prefix: prefixOf(code), duty };
  });
  uniqueBy(list, (r) => r.prefix, 'kr_eu_uk_fta_preferences_2019.csv');
  const free = list.filter((r) => r.duty === '0.00%').length;
  check(free === 819, `kr_eu_uk_fta_preferences_2019.csv has ${free} rows at 0.00%, expected 819`);
  return { list, byPrefix: new Map(list.map((r) => [r.prefix, r])) };
});

const quotas = lazy((): KrQuota[] => {
  const raw = readCsv('trade-agreements/kr_eu_uk_fta_quotas_2019.csv');
  const out: KrQuota[] = [];
  for (const r of raw) {
    const code = r.code ?? '';
    check(/^(\d{8}|\d{10})$/.test(code), `bad code "${code}" in kr_eu_uk_fta_quotas_2019.csv`);
    if (r.quota) out.push({ quota: r.quota, codes: [code], duty: r.duty ?? '', volume: r.volume ?? '' });
    else {
      check(out.length > 0, 'kr_eu_uk_fta_quotas_2019.csv starts with a continuation row');
      out[out.length - 1]!.codes.push(code);
    }
  }
  check(out.length === 2, `kr_eu_uk_fta_quotas_2019.csv has ${out.length} quotas, expected 2`);
  return out;
});

/** The row whose prefix covers `code` most closely (longest prefix), if any. */
export function krPreferenceCovering(code: string): KrPreferenceRow | undefined {
  const { byPrefix } = rows();
  for (let n = code.length; n >= 2; n--) {
    const row = byPrefix.get(code.slice(0, n));
    if (row) return row;
  }
  return undefined;
}

/** Rows whose code starts with `prefix` (rows of a heading or subheading). */
export function krPreferencesUnder(prefix: string): KrPreferenceRow[] {
  return rows().list.filter((r) => r.prefix.startsWith(prefix));
}

/** The tariff quota a code falls under, if any. */
export function krQuotaFor(code: string): KrQuota | undefined {
  return quotas().find((q) => q.codes.some((c) => code.startsWith(c) || c.startsWith(code)));
}

export function allKrPreferences(): KrPreferenceRow[] {
  return rows().list;
}

export function krQuotaCount(): number {
  return quotas().length;
}
