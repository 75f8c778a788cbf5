/**
 * The /calculator form's inputs and the page URL, both ways, so that an agent can bookmark or share a
 * scenario and a shared link re-runs it. Query parameters (all optional):
 *   year=2027  zip=15501  county=42129  income=45000  ages=40,38,12  benchmark=1450.32  children=marketplace
 *   (size=3 is also read)
 * Values are kept as typed: the API is the one validator and its 400 names the field to fix.
 * Nothing here imports the subsidy engine (zod and the data tables must not reach the browser), only
 * its plain rules module.
 */

import { defaultPlanYear, isPlanYear, MAX_FAMILY_SIZE, PLAN_YEARS } from './subsidy/rules.ts';

/** Plan years the API accepts, and the one it assumes today. */
export const PLAN_YEAR_CHOICES = PLAN_YEARS;
export const DEFAULT_PLAN_YEAR = defaultPlanYear();
/** Largest household the API accepts. */
export const MAX_MEMBERS = MAX_FAMILY_SIZE;

export interface CalculatorInputs {
  year: number;
  zipCode: string;
  income: string;
  /** One age per household member, as typed; the household size is its length (1-20). */
  ages: string[];
  /** Monthly household benchmark premium as typed; blank means "estimate it". */
  benchmarkPremium: string;
  /** FIPS code of the county chosen where the ZIP code spans rating areas; blank when none was asked. */
  countyFips: string;
  /** Price children likely covered by Medicaid or CHIP on a Marketplace plan anyway. */
  childrenOnMarketplace: boolean;
}

/** The engine's assumption when ages are unknown: two adults of 40, then children of 10. */
export function defaultAge(index: number): number {
  return index < 2 ? 40 : 10;
}

export function defaultAges(size: number): string[] {
  return Array.from({ length: size }, (_, i) => String(defaultAge(i)));
}

export const DEFAULT_INPUTS: CalculatorInputs = {
  year: DEFAULT_PLAN_YEAR,
  zipCode: '',
  income: '',
  ages: defaultAges(1),
  benchmarkPremium: '',
  countyFips: '',
  childrenOnMarketplace: false,
};

export function clampMembers(size: number): number {
  return Number.isInteger(size) ? Math.min(Math.max(size, 1), MAX_MEMBERS) : 1;
}

/** Keeps the ages already entered and fills new members with the default ages for their place. */
export function resizeHousehold(ages: readonly string[], size: number): string[] {
  const n = clampMembers(size);
  return Array.from({ length: n }, (_, i) => ages[i] ?? String(defaultAge(i)));
}

/** The `children` value that prices children likely covered by Medicaid or CHIP anyway. */
const CHILDREN_ON_MARKETPLACE = 'marketplace';

// A URL is untrusted text: keep each value short so a pasted link cannot flood the form.
const clip = (value: string | null, max: number) => (value ?? '').trim().slice(0, max);

export function inputsFromSearch(search: string): CalculatorInputs {
  const params = new URLSearchParams(search);
  const year = Number(params.get('year'));
  const ages = params.has('ages')
    ? clip(params.get('ages'), 200)
        .split(',')
        .map((age) => age.trim().slice(0, 3))
    : [];
  const size = params.has('size') ? clampMembers(Number(params.get('size'))) : clampMembers(ages.length || 1);
  return {
    year: isPlanYear(year) ? year : DEFAULT_PLAN_YEAR,
    zipCode: clip(params.get('zip'), 10),
    income: clip(params.get('income'), 12),
    ages: resizeHousehold(ages, size),
    benchmarkPremium: clip(params.get('benchmark'), 12),
    countyFips: clip(params.get('county'), 5),
    childrenOnMarketplace: params.get('children') === CHILDREN_ON_MARKETPLACE,
  };
}

/** The query string for a scenario, commas left readable: '?year=2027&zip=30301&income=45000&ages=40,40,10'. */
export function searchFromInputs(inputs: CalculatorInputs): string {
  const parts: [string, string][] = [
    ['year', String(inputs.year)],
    ['zip', inputs.zipCode.trim()],
    ['income', inputs.income.trim()],
  ];
  const query = parts.map(([key, value]) => `${key}=${encodeURIComponent(value)}`);
  query.push(`ages=${inputs.ages.map((age) => encodeURIComponent(age.trim())).join(',')}`);
  if (inputs.benchmarkPremium.trim() !== '') query.push(`benchmark=${encodeURIComponent(inputs.benchmarkPremium.trim())}`);
  if (inputs.countyFips !== '') query.push(`county=${encodeURIComponent(inputs.countyFips)}`);
  if (inputs.childrenOnMarketplace) query.push(`children=${CHILDREN_ON_MARKETPLACE}`);
  return `?${query.join('&')}`;
}

/** Whether the form still shows the scenario that was calculated (values compared as sent). */
export function sameScenario(a: CalculatorInputs, b: CalculatorInputs): boolean {
  return searchFromInputs(a) === searchFromInputs(b);
}

/** A link runs its scenario on load when it carries at least a ZIP code and an income. */
export function hasScenario(search: string): boolean {
  const params = new URLSearchParams(search);
  return clip(params.get('zip'), 10) !== '' && clip(params.get('income'), 12) !== '';
}

const NUMBER = /^\d+(\.\d+)?$/;

/** A typed number as a number; blank as undefined; anything else as typed, for the API to name. */
function numberOrText(value: string): number | string | undefined {
  const text = value.trim();
  if (text === '') return undefined;
  return NUMBER.test(text) ? Number(text) : text;
}

/** The body of POST /api/subsidy-calculation for these inputs (docs/api.md). */
export function toRequestBody(inputs: CalculatorInputs): Record<string, unknown> {
  const body: Record<string, unknown> = {
    income: numberOrText(inputs.income),
    familySize: inputs.ages.length,
    zipCode: inputs.zipCode,
    year: inputs.year,
    // A blank age goes as null so that the API's issue points at that member ('ages.2').
    ages: inputs.ages.map((age) => numberOrText(age) ?? null),
  };
  const benchmark = numberOrText(inputs.benchmarkPremium);
  if (benchmark !== undefined) body['benchmarkPremium'] = benchmark;
  if (inputs.countyFips !== '') body['countyFips'] = inputs.countyFips;
  if (inputs.childrenOnMarketplace) body['childrenOnMarketplace'] = true;
  return body;
}
