import { check, lazy, readCsv, uniqueBy } from './csv.js';

export const RTA_SOURCE = 'WTO Regional Trade Agreements database (agreements in force, March 2021)';
export const RTA_VINTAGE = '2021-03';

export interface TradeAgreement {
  id: string;
  name: string;
  /** WTO type: FTA, CU, EIA, PSA or combinations ("FTA & EIA"). */
  type: string;
  members: string[];
}

const load = lazy(() => {
  const rows = readCsv('trade-agreements/rtas_in_force_2021.csv');
  check(rows.length >= 300, `rtas_in_force_2021.csv has ${rows.length} rows, expected about 342`);
  const agreements = rows.map((r): TradeAgreement => {
    const members = (r.members_iso2 ?? '').split(';').filter((m) => m !== '');
    check(/^\d+$/.test(r.rta_id ?? ''), `bad rta_id "${r.rta_id}" in rtas_in_force_2021.csv`);
    check((r.rta_name ?? '') !== '', `agreement ${r.rta_id} has no name`);
    for (const m of members) check(/^[A-Z]{2}$/.test(m), `agreement ${r.rta_id}: bad member code "${m}"`);
    check(members.length >= 2 && new Set(members).size === members.length, `agreement ${r.rta_id}: members must be 2 or more, without repeats`);
    check(String(members.length) === r.member_count, `agreement ${r.rta_id}: member_count ${r.member_count} but ${members.length} members`);
    return { id: r.rta_id!, name: r.rta_name!, type: r.type ?? '', members };
  });
  const byId = uniqueBy(agreements, (a) => a.id, 'rtas_in_force_2021.csv');
  const byMember = new Map<string, TradeAgreement[]>();
  for (const a of agreements) {
    for (const m of a.members) {
      const list = byMember.get(m) ?? [];
      list.push(a);
      byMember.set(m, list);
    }
  }
  checkLongFormat(byId);
  return { agreements, byMember };
});

/** rta_members_2021.csv must hold exactly the memberships of the wide file. */
function checkLongFormat(byId: Map<string, TradeAgreement>): void {
  const rows = readCsv('trade-agreements/rta_members_2021.csv');
  const expected = [...byId.values()].reduce((n, a) => n + a.members.length, 0);
  check(rows.length === expected, `rta_members_2021.csv has ${rows.length} rows, rtas_in_force_2021.csv lists ${expected} memberships`);
  uniqueBy(rows, (r) => `${r.rta_id}/${r.iso2}`, 'rta_members_2021.csv');
  for (const r of rows) {
    check(byId.get(r.rta_id ?? '')?.members.includes(r.iso2 ?? ''), `rta_members_2021.csv: ${r.iso2} is not a member of agreement ${r.rta_id}`);
  }
}

/** Agreements (in force in March 2021) that both countries belong to, in file order. */
export function agreementsBetween(a: string, b: string): TradeAgreement[] {
  if (a === b) return [];
  return (load().byMember.get(a) ?? []).filter((agreement) => agreement.members.includes(b));
}

/** Number of agreements a country belongs to. */
export function agreementCount(iso2: string): number {
  return load().byMember.get(iso2)?.length ?? 0;
}

export function allTradeAgreements(): TradeAgreement[] {
  return load().agreements;
}
