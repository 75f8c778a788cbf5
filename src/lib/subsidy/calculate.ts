import { defaultPlanYear } from './rules.ts';
import type { SubsidyRequest } from './schema.ts';
import { answerOf } from './stages/answer.ts';
import { benchmarkOf } from './stages/benchmark.ts';
import { costSharingOf } from './stages/cost-sharing.ts';
import { creditOf } from './stages/credit.ts';
import { householdOf } from './stages/household.ts';
import { notesOf } from './stages/notes.ts';
import { placeOf } from './stages/place.ts';
import { taxTimeOf } from './stages/tax-time.ts';
import type { CalculationOutcome } from './types.ts';

export interface CalculateOptions {
  /** The clock that picks the plan year when the request names none (tests pass a fixed date). */
  now?: Date;
}

/**
 * Premium tax credit estimate (IRC 36B; the method is written out in docs/behaviour.md).
 *
 * Household size and income count every member; the benchmark prices only the coverage family,
 * the members who enroll and can get the credit (coverage-family.ts says who is left out and why).
 * Where a rule changes during the plan year (rule-periods.ts) the estimate is for the last months
 * that share one coverage family, and the notes give the credit of the months before.
 *
 * Money is worked in integer cents and every shown figure is derived from the cent-rounded one
 * before it, so the working on the /calculator page adds up to the cent:
 *   annual contribution = income x applicable % (rounded to the cent)
 *   monthly contribution = annual / 12 (rounded to the cent)
 *   subsidy = max(0, benchmark - monthly contribution); net premium = benchmark - subsidy.
 *
 * It runs in stages (stages/), each a pure function of the request and the stages before it: the
 * place, the household and its coverage family, the benchmark, the contribution and credit, cost
 * sharing and plans, tax time, and the notes; answer.ts writes their findings as the result.
 *
 * The request is subsidyRequestSchema's output: validated once, where it came in (the API's route
 * validator, a test's `parse`), not again here. ok:false only for a ZIP code with no state (path
 * "zipCode") or a county the ZIP code does not reach ("countyFips"), which the API answers with a
 * 400.
 */
export function calculateSubsidy(request: SubsidyRequest, options: CalculateOptions = {}): CalculationOutcome {
  const year = request.year ?? defaultPlanYear(options.now);
  const place = placeOf({ request });
  if (!place.ok) return place;
  const household = householdOf({ request, year, state: place.state });
  const benchmark = benchmarkOf({ request, year, place, household });
  const credit = creditOf({ year, household, benchmark });
  const costSharing = costSharingOf({ request, year, household, credit });
  const taxTime = taxTimeOf({ request, year, household, benchmark, credit });
  const notes = notesOf({ request, year, place, household, benchmark, credit });
  const result = answerOf({ request, year, place, household, benchmark, credit, costSharing, taxTime, notes });
  return { ok: true, result };
}
