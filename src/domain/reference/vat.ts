import { check, lazy, readCsv, uniqueBy } from './csv.js';

export const VAT_SOURCE = 'node-sales-tax rate list (compiled from PwC Worldwide Tax Summaries), rates as of October 2025';
export const VAT_VINTAGE = '2025-10';
const VAT_LICENCE = 'MIT (rate list); rates are facts';

export interface VatRate {
  iso2: string;
  /** `none` for the United States: no national VAT or sales tax on imports. */
  taxType: 'vat' | 'gst' | 'none';
  /** Standard rate in percent, as a decimal string ("19", "7.7"). */
  standardRatePct: string;
  hasSubnationalRates: boolean;
  /** ISO 4217 currency of the country as the VAT list gives it. */
  currency: string | null;
  source: string;
  vintage: string;
  licence: string;
  /** Set when a documented correction (data/vat-rates/corrections.csv) replaced the listed rate. */
  correction: string | null;
}

const PCT = /^\d+(\.\d+)?$/;

const load = lazy(() => {
  const rows = readCsv('vat-rates/standard_vat_rates.csv');
  check(rows.length >= 120, `standard_vat_rates.csv has ${rows.length} rows, expected about 128`);
  const rates = rows.map((r): VatRate => {
    check(/^[A-Z]{2}$/.test(r.iso2 ?? ''), `bad iso2 "${r.iso2}" in standard_vat_rates.csv`);
    check(['vat', 'gst', 'none'].includes(r.tax_type ?? ''), `bad tax_type "${r.tax_type}" for ${r.iso2}`);
    check(PCT.test(r.standard_rate_pct ?? '') && Number(r.standard_rate_pct) < 100, `bad rate "${r.standard_rate_pct}" for ${r.iso2}`);
    return {
      iso2: r.iso2!,
      taxType: r.tax_type as VatRate['taxType'],
      standardRatePct: r.standard_rate_pct!,
      hasSubnationalRates: r.has_subnational_rates === 'yes',
      currency: /^[A-Z]{3}$/.test(r.currency ?? '') ? r.currency! : null,
      source: VAT_SOURCE,
      vintage: VAT_VINTAGE,
      licence: VAT_LICENCE,
      correction: null,
    };
  });
  const byIso2 = uniqueBy(rates, (r) => r.iso2, 'standard_vat_rates.csv');
  applyCorrections(byIso2);
  return byIso2;
});

/** Known errors of the community list, each with its own source (see vat-rates/SOURCE.md). */
function applyCorrections(byIso2: Map<string, VatRate>): void {
  const rows = readCsv('vat-rates/corrections.csv');
  uniqueBy(rows, (r) => r.iso2 ?? '', 'vat-rates/corrections.csv');
  for (const r of rows) {
    const listed = byIso2.get(r.iso2 ?? '');
    check(listed, `vat-rates/corrections.csv corrects ${r.iso2}, which standard_vat_rates.csv does not list`);
    check(PCT.test(r.standard_rate_pct ?? ''), `bad corrected rate "${r.standard_rate_pct}" for ${r.iso2}`);
    check(/^\d{4}-\d{2}-\d{2}$/.test(r.effective_from ?? ''), `bad effective_from "${r.effective_from}" for ${r.iso2}`);
    // A correction must say which listed rate it replaces, so a fixed upstream list is noticed.
    check(listed.standardRatePct === r.replaces_pct, `${r.iso2}: correction replaces ${r.replaces_pct} % but the list now says ${listed.standardRatePct} %`);
    byIso2.set(listed.iso2, {
      ...listed,
      standardRatePct: r.standard_rate_pct!,
      source: r.source ?? '',
      vintage: r.effective_from!,
      licence: 'official publication',
      correction: `The source list gives ${r.replaces_pct} %; the rate is ${r.standard_rate_pct} % since ${r.effective_from}.`,
    });
  }
}

/** Standard VAT/GST of a country (ISO2, Kosovo = XK), or undefined when the data set does not list it. */
export function findVat(iso2: string): VatRate | undefined {
  return load().get(iso2.toUpperCase());
}

export function allVatRates(): VatRate[] {
  return [...load().values()];
}

/** Why a country has no VAT figure: absence from the list does not mean "no VAT". */
export const VAT_MISSING_REASON =
  'Not in the VAT data set, which lacks 74 countries (some of them do levy a VAT, e.g. Bangladesh, Cameroon, Ethiopia, Jamaica); absence does not mean 0 %.';
