import { z } from 'zod';
import curveData from '../../data/subsidy/age-curves.json' with { type: 'json' };
import premiumData from '../../data/subsidy/benchmark-premiums.json' with { type: 'json' };
import { dataSourceSchema, parseDataFile, stateCodeSchema, yearOnFile } from './data-file.ts';
import { type FamilyTierChoice, familyTierMultiplier, hasFamilyTiers } from './family-tier.ts';
import { divideRoundHalfUp, dollarsToCents, toScaledInteger } from './money.ts';
import { ratingAreaPremium } from './rating-area.ts';

const premiumFileSchema = z.object({
  _source: dataSourceSchema,
  years: z.record(z.string().regex(/^\d{4}$/), z.record(z.union([stateCodeSchema, z.literal('US')]), z.number().positive())),
});
const curveFileSchema = z.object({
  _source: dataSourceSchema,
  // Index = age 0..64; 64 stands for 64 and older (45 CFR 147.102(d) age bands).
  curves: z.record(z.string(), z.array(z.number().positive()).length(65)).refine((c) => 'default' in c, 'a "default" curve is required'),
});

const premiums = parseDataFile('benchmark-premiums.json', premiumFileSchema, premiumData);
const curves = parseDataFile('age-curves.json', curveFileSchema, curveData);

export const benchmarkPremiumSource = premiums._source;
export const ageCurveSource = curves._source;

/** Children are members under 21: the age the rating rules switch to adult factors. */
export const CHILD_AGE_LIMIT = 21;

/**
 * Ages to assume when none are given: one member is 40, two are 40 and 40, and from three on two
 * adults of 40 and children of 10.
 */
export function defaultAges(familySize: number): number[] {
  return Array.from({ length: familySize }, (_, i) => (i < 2 ? 40 : 10));
}

/**
 * One person's benchmark premium that the household's is scaled from: a rating area's own figure
 * for a person aged 0, or KFF's state average for a 40-year-old. In New York and Vermont, which do
 * not rate by age, either figure is the premium for one adult.
 */
export type PricePoint = {
  /** Whole dollars a month. */
  monthly: number;
  referenceAge: number;
  dataYear: number;
  /** True when the plan year has no figures yet and the latest year on file stood in. */
  fromEarlierYear: boolean;
} & ({ source: 'rating-area'; ratingArea: number } | { source: 'state-average' });

const averageYears = Object.keys(premiums.years)
  .map(Number)
  .sort((a, b) => a - b);

/** KFF's state average benchmark for a 40-year-old in the plan year, else the latest on file. */
export function stateAveragePoint(state: string, planYear: number): PricePoint {
  const { dataYear, fromEarlierYear } = yearOnFile(averageYears, planYear);
  const monthly = premiums.years[String(dataYear)]?.[state];
  if (monthly === undefined) throw new RangeError(`No KFF benchmark premium on file for ${state}`);
  return { source: 'state-average', monthly, referenceAge: 40, dataYear, fromEarlierYear };
}

/** The rating area's own benchmark for a person aged 0 (one adult in NY and VT), or null if none is on file. */
export function ratingAreaPoint(state: string, ratingArea: number, planYear: number): PricePoint | null {
  const premium = ratingAreaPremium(state, ratingArea, planYear);
  return premium && { source: 'rating-area', ratingArea, referenceAge: 0, ...premium };
}

/** The state's own age curve name (AL, DC, MA, MN, MS, OR, UT) or "default" (federal). */
export function ageCurveFor(state: string): string {
  return state in curves.curves && state !== 'default' ? state : 'default';
}

function factorThousandths(curve: readonly number[], age: number): number {
  const factor = curve[Math.min(Math.max(Math.trunc(age), 0), 64)];
  if (factor === undefined) throw new RangeError(`No age factor for age ${age}`);
  return toScaledInteger(factor, 3);
}

export type HouseholdBenchmark = {
  /** Household benchmark premium, integer cents a month. */
  monthlyCents: number;
  point: PricePoint;
  /** The point's premium for a 40-year-old (one adult in NY and VT), integer cents a month: what notes quote. */
  adult40Cents: number;
  /** Children under 21 beyond the three oldest, who add nothing (45 CFR 147.102(c)(1)). */
  uncountedChildren: number;
} & ({ method: 'age-curve'; curve: string } | { method: 'family-tier'; tier: FamilyTierChoice });

/**
 * Estimated monthly household benchmark (second-lowest-cost silver) premium from one person's.
 * - Age-rated states: premium(a) = point x factor(a) / factor(reference age) per member, on the
 *   state's curve (CMS "State Specific Age Curve Variations") or the federal default; "the premiums
 *   for no more than the three oldest covered children [under 21] must be taken into account"
 *   (45 CFR 147.102(c)(1)).
 * - New York and Vermont rate by family tier instead of age (see family-tier.ts), where
 *   `dependants` (by position, as `ages`) says who is claimed as a dependant.
 * Summed exactly and rounded once to the cent, half up.
 */
export function householdBenchmark(
  state: string,
  ages: readonly number[],
  point: PricePoint,
  dependants: readonly boolean[] = [],
): HouseholdBenchmark {
  const pointCents = dollarsToCents(point.monthly);
  if (hasFamilyTiers(state)) {
    const tier = familyTierMultiplier(state, ages, dependants);
    const monthlyCents = divideRoundHalfUp(pointCents * toScaledInteger(tier.multiplier, 3), 1000);
    return { monthlyCents, point, adult40Cents: pointCents, uncountedChildren: tier.uncountedChildren, method: 'family-tier', tier };
  }
  const curveName = ageCurveFor(state);
  const curve = curves.curves[curveName] ?? [];
  const reference = factorThousandths(curve, point.referenceAge);
  const { sumFactors, uncountedChildren } = countedFactors(curve, ages);
  return {
    monthlyCents: divideRoundHalfUp(pointCents * sumFactors, reference),
    point,
    adult40Cents: divideRoundHalfUp(pointCents * factorThousandths(curve, 40), reference),
    uncountedChildren,
    method: 'age-curve',
    curve: curveName,
  };
}

/** The sum of the age factors (thousandths) of the members charged for: adults, and the three oldest children under 21. */
function countedFactors(curve: readonly number[], ages: readonly number[]): { sumFactors: number; uncountedChildren: number } {
  const children = ages.filter((a) => a < CHILD_AGE_LIMIT).sort((a, b) => b - a);
  const counted = [...ages.filter((a) => a >= CHILD_AGE_LIMIT), ...children.slice(0, 3)];
  return {
    sumFactors: counted.reduce((sum, age) => sum + factorThousandths(curve, age), 0),
    uncountedChildren: Math.max(0, children.length - 3),
  };
}

/**
 * How much of one plan's premium a set of members carries, in thousandths: the sum of their counted
 * age factors, or in New York and Vermont their family tier's multiplier. The same plan costs two
 * sets of members in the ratio of their weights; 0 for nobody.
 */
export function ratingWeight(state: string, ages: readonly number[], dependants: readonly boolean[] = []): number {
  if (ages.length === 0) return 0;
  if (hasFamilyTiers(state)) return toScaledInteger(familyTierMultiplier(state, ages, dependants).multiplier, 3);
  return countedFactors(curves.curves[ageCurveFor(state)] ?? [], ages).sumFactors;
}

/** One person's benchmark premium a month, priced alone (integer cents): what a member left out pays at full price. */
export function aloneMonthlyCents(state: string, age: number, point: PricePoint): number {
  if (hasFamilyTiers(state)) return householdBenchmark(state, [age], point).monthlyCents;
  const curve = curves.curves[ageCurveFor(state)] ?? [];
  return divideRoundHalfUp(dollarsToCents(point.monthly) * factorThousandths(curve, age), factorThousandths(curve, point.referenceAge));
}
