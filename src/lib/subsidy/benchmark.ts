import { z } from 'zod';
import premiumData from '../../data/subsidy/benchmark-premiums.json' with { type: 'json' };
import curveData from '../../data/subsidy/age-curves.json' with { type: 'json' };
import { dataSourceSchema, parseDataFile, stateCodeSchema } from './data-file.ts';
import { divideRoundHalfUp, dollarsToCents, toScaledInteger } from './money.ts';
import { familyTierMultiplier, hasFamilyTiers, type FamilyTierChoice } from './family-tier.ts';

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
 * Ages to assume when none are given (decisions.md section 5): one member is 40, two are 40 and
 * 40, and from three on two adults of 40 and children of 10.
 */
export function defaultAges(familySize: number): number[] {
  return Array.from({ length: familySize }, (_, i) => (i < 2 ? 40 : 10));
}

const dataYears = Object.keys(premiums.years).map(Number).sort((a, b) => a - b);

export interface StateAverage {
  /** KFF average benchmark premium for a 40-year-old, whole dollars a month. */
  monthly40: number;
  dataYear: number;
  /** True when the plan year has no KFF figures yet and the latest year on file stood in. */
  fromEarlierYear: boolean;
}

/** KFF's state average benchmark for a 40-year-old in the plan year, else the latest on file. */
export function stateAverageBenchmark(state: string, planYear: number): StateAverage {
  const onFile = dataYears.includes(planYear);
  const dataYear = onFile ? planYear : dataYears.filter((y) => y <= planYear).at(-1) ?? dataYears.at(-1);
  const monthly40 = dataYear === undefined ? undefined : premiums.years[String(dataYear)]?.[state];
  if (dataYear === undefined || monthly40 === undefined) throw new RangeError(`No KFF benchmark premium on file for ${state}`);
  return { monthly40, dataYear, fromEarlierYear: !onFile };
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
  stateAverage: StateAverage;
  /** Children under 21 beyond the three oldest, who add nothing (45 CFR 147.102(c)(1)). */
  uncountedChildren: number;
} & ({ method: 'age-curve'; curve: string } | { method: 'family-tier'; tier: FamilyTierChoice });

/**
 * Estimated monthly household benchmark (second-lowest-cost silver) premium from the state
 * average for a 40-year-old.
 * - Age-rated states: premium(a) = B40 x factor(a) / factor(40) per member, on the state's curve
 *   (CMS "State Specific Age Curve Variations") or the federal default; "the premiums for no more
 *   than the three oldest covered children [under 21] must be taken into account" (45 CFR
 *   147.102(c)(1)).
 * - New York and Vermont rate by family tier instead of age (see family-tier.ts).
 * Summed exactly and rounded once to the cent, half up.
 */
export function householdBenchmark(state: string, planYear: number, ages: readonly number[]): HouseholdBenchmark {
  const stateAverage = stateAverageBenchmark(state, planYear);
  const b40Cents = dollarsToCents(stateAverage.monthly40);
  if (hasFamilyTiers(state)) {
    const tier = familyTierMultiplier(state, ages);
    const monthlyCents = divideRoundHalfUp(b40Cents * toScaledInteger(tier.multiplier, 3), 1000);
    return { monthlyCents, stateAverage, uncountedChildren: tier.uncountedChildren, method: 'family-tier', tier };
  }
  const curveName = ageCurveFor(state);
  const curve = curves.curves[curveName] ?? [];
  const children = ages.filter((a) => a < CHILD_AGE_LIMIT).sort((a, b) => b - a);
  const counted = [...ages.filter((a) => a >= CHILD_AGE_LIMIT), ...children.slice(0, 3)];
  const sumFactors = counted.reduce((sum, age) => sum + factorThousandths(curve, age), 0);
  const monthlyCents = divideRoundHalfUp(b40Cents * sumFactors, factorThousandths(curve, 40));
  return { monthlyCents, stateAverage, uncountedChildren: Math.max(0, children.length - 3), method: 'age-curve', curve: curveName };
}
