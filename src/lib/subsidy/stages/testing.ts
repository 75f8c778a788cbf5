// For the stages' tests: a request as the API's validator hands it over, and the stages up to one.
import { type SubsidyRequestInput, subsidyRequestSchema } from '../schema.ts';
import { benchmarkOf } from './benchmark.ts';
import { creditOf } from './credit.ts';
import { householdOf } from './household.ts';
import { placeOf } from './place.ts';

/** The stages a request goes through up to the credit; `year` is the request's (tests name it). */
export function stagesFor(input: SubsidyRequestInput & { year: 2025 | 2026 | 2027 }) {
  const request = subsidyRequestSchema.parse(input);
  const { year } = input;
  const place = placeOf({ request });
  if (!place.ok) throw new Error(JSON.stringify(place.issues));
  const household = householdOf({ request, year, state: place.state });
  const benchmark = benchmarkOf({ request, year, place, household });
  const credit = creditOf({ year, household, benchmark });
  return { request, year, place, household, benchmark, credit };
}
