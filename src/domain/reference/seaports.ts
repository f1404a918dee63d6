import { check, lazy, readCsv } from './csv.js';

export const WPI_SOURCE = 'US National Geospatial-Intelligence Agency, World Port Index (Pub. 150), early 2025';

export type HarborSize = 'Very Small' | 'Small' | 'Medium' | 'Large';

export interface Seaport {
  unlocode: string | null;
  iso2: string | null;
  wpiNumber: string;
  name: string;
  harborSize: HarborSize | null;
  harborType: string | null;
  /** Metres; null where the index reports 0 (not reported). */
  maxVesselLengthM: number | null;
  latitude: number;
  longitude: number;
}

/**
 * WPI numbers that the published index itself lists twice (Seydisfjordur, Iceland, under two
 * spellings; Machilipatnam, India, with and without its alternate name). Any other repeat fails the check.
 */
const KNOWN_DUPLICATE_WPI = new Set(['400', '49460']);

/**
 * LOCODEs of the index whose country prefix is not an ISO 3166 code (Cogo, Equatorial Guinea, as
 * "GC..."; Hibikinada, Japan, as "JB..."). Their LOCODE and derived country are dropped; any other
 * unknown prefix fails the check (scripts/check-data.ts).
 */
const MALFORMED_LOCODES = new Set(['GCCOG', 'JBHBI']);

const SIZE_RANK: Record<HarborSize, number> = { Large: 4, Medium: 3, Small: 2, 'Very Small': 1 };

const load = lazy(() => {
  const rows = readCsv('seaports/world_port_index.csv');
  check(rows.length >= 3700, `world_port_index.csv has ${rows.length} rows, expected about 3,803`);
  const ports = rows.map((r): Seaport => {
    const malformed = MALFORMED_LOCODES.has(r.unlocode ?? '');
    const unlocode = malformed ? '' : (r.unlocode ?? '');
    const iso2 = malformed ? '' : (r.iso2 ?? '');
    check(unlocode === '' || /^[A-Z]{2}[A-Z2-9]{3}$/.test(unlocode), `bad UN/LOCODE "${unlocode}" in world_port_index.csv`);
    check(iso2 === '' || /^[A-Z]{2}$/.test(iso2), `bad iso2 "${iso2}" in world_port_index.csv`);
    // Mostly whole numbers; a few ports added between others carry a decimal (Kattupalli 49454.5).
    check(/^\d+(\.\d+)?$/.test(r.wpi_number ?? ''), `bad WPI number "${r.wpi_number}"`);
    const size = r.harbor_size ?? '';
    check(size === '' || size in SIZE_RANK, `bad harbor size "${size}" for WPI ${r.wpi_number}`);
    const latitude = Number(r.latitude);
    const longitude = Number(r.longitude);
    check(Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 && r.latitude !== '' && r.longitude !== '', `bad coordinates for WPI ${r.wpi_number}`);
    const length = Number(r.max_vessel_length_m);
    return {
      unlocode: unlocode || null,
      iso2: iso2 || null,
      wpiNumber: r.wpi_number!,
      name: r.port_name ?? '',
      harborSize: (size || null) as HarborSize | null,
      harborType: r.harbor_type || null,
      maxVesselLengthM: Number.isFinite(length) && length > 0 ? length : null,
      latitude: roundCoordinate(latitude),
      longitude: roundCoordinate(longitude),
    };
  });
  const wpiNumbers = new Set<string>();
  for (const p of ports) {
    check(!wpiNumbers.has(p.wpiNumber) || KNOWN_DUPLICATE_WPI.has(p.wpiNumber), `duplicate key ${p.wpiNumber} in world_port_index.csv`);
    wpiNumbers.add(p.wpiNumber);
  }
  const byCountry = new Map<string, Seaport[]>();
  for (const p of ports) {
    if (!p.iso2) continue;
    const list = byCountry.get(p.iso2) ?? [];
    list.push(p);
    byCountry.set(p.iso2, list);
  }
  for (const list of byCountry.values()) list.sort(largestFirst);
  const byLocode = new Map<string, Seaport>();
  for (const p of [...ports].sort(largestFirst)) if (p.unlocode !== null && !byLocode.has(p.unlocode)) byLocode.set(p.unlocode, p);
  return { ports, byCountry, byLocode };
});

/** Six decimals (about 0.1 m) are all the index's precision warrants. */
function roundCoordinate(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** Larger harbour first, then longer maximum vessel, then name and WPI number (a total order). */
function largestFirst(a: Seaport, b: Seaport): number {
  const bySize = (b.harborSize ? SIZE_RANK[b.harborSize] : 0) - (a.harborSize ? SIZE_RANK[a.harborSize] : 0);
  if (bySize !== 0) return bySize;
  const byLength = (b.maxVesselLengthM ?? 0) - (a.maxVesselLengthM ?? 0);
  if (byLength !== 0) return byLength;
  return a.name.localeCompare(b.name, 'en') || a.wpiNumber.localeCompare(b.wpiNumber);
}

/**
 * A country's largest seaports that have a UN/LOCODE, largest first. A LOCODE that the index gives
 * to several entries (terminals of one port) is listed once, with its largest entry.
 */
export function largestSeaports(iso2: string, count: number): Seaport[] {
  const seen = new Set<string>();
  const out: Seaport[] = [];
  for (const p of load().byCountry.get(iso2) ?? []) {
    if (p.unlocode === null || seen.has(p.unlocode)) continue;
    seen.add(p.unlocode);
    out.push(p);
    if (out.length === count) break;
  }
  return out;
}

/** The port with this UN/LOCODE (its largest entry where terminals share one), or undefined. */
export function findSeaport(unlocode: string): Seaport | undefined {
  return load().byLocode.get(unlocode);
}

export function allSeaports(): Seaport[] {
  return load().ports;
}
