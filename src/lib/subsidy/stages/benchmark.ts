// Stage 3 of calculateSubsidy: the coverage family's benchmark premium, from the premiums on file
// for the household's rating area (or its state's average), or as entered.
import {
  aloneMonthlyCents,
  type HouseholdBenchmark,
  householdBenchmark,
  type PricePoint,
  ratingAreaPoint,
  stateAveragePoint,
} from '../benchmark.ts';
import { type EnteredBenchmark, enteredBenchmark } from '../entered-benchmark.ts';
import type { ZipCounty } from '../geography.ts';
import { dollarsToCents } from '../money.ts';
import type { Fallback } from '../note-facts.ts';
import type { PlanYear } from '../rules.ts';
import type { SubsidyRequest } from '../schema.ts';
import type { HouseholdStage } from './household.ts';
import type { PlaceStage } from './place.ts';

export interface BenchmarkInput {
  request: Pick<SubsidyRequest, 'benchmarkPremium' | 'benchmarkMembers'>;
  year: PlanYear;
  place: Pick<PlaceStage, 'state' | 'stateName' | 'county'>;
  household: Pick<HouseholdStage, 'members' | 'family'>;
}

export interface BenchmarkStage {
  /** The estimate from the premiums on file; null when the benchmark was entered. */
  estimate: HouseholdBenchmark | null;
  /** The benchmark as entered, and whom it covers; null when estimated. */
  entered: EnteredBenchmark | null;
  /** Why the estimate used the state average instead of the rating area; null when it did not. */
  fallback: Fallback | null;
  /** The coverage family's benchmark a month, cents. With nobody to price an entered figure stands; an estimate is 0. */
  monthlyCents: number;
  /** The benchmark of another set of members, cents a month (the months of a split year, a new estimate at tax time). */
  priceFor: (positions: readonly number[]) => number;
  /** What a member pays for the plan alone, cents a month; null when the benchmark was entered. */
  aloneCents: (age: number) => number | null;
}

export function benchmarkOf({ request, year, place, household }: BenchmarkInput): BenchmarkStage {
  const { state, county } = place;
  const ages = household.members.map((m) => m.age);
  const dependants = household.members.map((m) => m.dependant);
  const priceAt = (point: PricePoint) => (positions: readonly number[]) =>
    householdBenchmark(state, pick(ages, positions), point, pick(dependants, positions));
  if (request.benchmarkPremium !== undefined) {
    const entered = enteredBenchmark({
      state,
      stateName: place.stateName,
      premiumCents: dollarsToCents(request.benchmarkPremium),
      covers: request.benchmarkMembers,
      family: household.family,
      ages,
      dependants,
      estimateFor: (positions) => priceAt(estimateBasis(state, year, county).point)(positions).monthlyCents,
    });
    return {
      estimate: null,
      entered,
      fallback: null,
      monthlyCents: entered.familyCents,
      priceFor: entered.priceFor,
      aloneCents: () => null,
    };
  }
  const { point, fallback } = estimateBasis(state, year, county);
  const price = priceAt(point);
  const estimate = price(household.family);
  return {
    estimate,
    entered: null,
    fallback,
    monthlyCents: estimate.monthlyCents,
    priceFor: (positions) => price(positions).monthlyCents,
    aloneCents: (age) => aloneMonthlyCents(state, age, point),
  };
}

const pick = <T>(values: readonly T[], positions: readonly number[]): T[] => positions.map((i) => values[i] as T);

/**
 * The household's own rating area when the ZIP code, its county and that area's premium are all on
 * file; otherwise the state average, with the reason for the notes.
 */
function estimateBasis(state: string, year: number, county: ZipCounty | null): { point: PricePoint; fallback: Fallback | null } {
  if (county === null) return { point: stateAveragePoint(state, year), fallback: 'zip-not-on-file' };
  if (county.ratingArea === null) return { point: stateAveragePoint(state, year), fallback: 'no-rating-area' };
  const local = ratingAreaPoint(state, county.ratingArea, year);
  return local ? { point: local, fallback: null } : { point: stateAveragePoint(state, year), fallback: 'no-premium' };
}
