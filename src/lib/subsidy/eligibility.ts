import { z } from 'zod';
import medicaidData from '../../data/subsidy/medicaid-expansion.json' with { type: 'json' };
import { type PlanYear, PTC_LOWER_LIMIT_FPL_PERCENT, upperLimitFplPercent } from './applicable-percentage.ts';
import { dataSourceSchema, parseDataFile, stateCodeSchema } from './data-file.ts';
import type { Outcome } from './rules.ts';
import { compareFpl, type FplRatio } from './sliding-scale.ts';
import type { Eligibility } from './types.ts';

const medicaidFileSchema = z.object({
  _source: dataSourceSchema,
  adultLimitFplPercent: z.number().int().positive(),
  nonExpansionStates: z.array(stateCodeSchema),
  stateNotes: z.record(stateCodeSchema, z.string().min(1)),
});

const medicaid = parseDataFile('medicaid-expansion.json', medicaidFileSchema, medicaidData);

export const medicaidExpansionSource = medicaid._source;

/** 138 % FPL: 133 % plus the 5 % income disregard (42 USC 1396a(a)(10)(A)(i)(VIII), (e)(14)(I)). */
export const MEDICAID_ADULT_LIMIT_FPL_PERCENT = medicaid.adultLimitFplPercent;

/** True for the 41 jurisdictions (40 states and DC) that adopted the ACA Medicaid expansion. */
export function isMedicaidExpansionState(state: string): boolean {
  return !medicaid.nonExpansionStates.includes(state);
}

/** A state's own Medicaid wrinkle (Wisconsin to 100 %, Georgia Pathways), if any. */
export function medicaidStateNote(state: string): string | null {
  return medicaid.stateNotes[state] ?? null;
}

/**
 * What the estimate comes to. Every member a child likely on Medicaid or CHIP comes first (the
 * household's own eligibility does not matter then); below the poverty line the state decides
 * between Medicaid, a state's own adult coverage and the coverage gap.
 */
export function outcomeOf(eligibility: Eligibility, state: string, subsidyCents: number, everyoneLeftOut: boolean): Outcome {
  if (everyoneLeftOut) return 'children-medicaid-chip';
  switch (eligibility) {
    case 'eligible':
      return subsidyCents > 0 ? 'credit' : 'no-credit';
    case 'medicaid':
      return 'medicaid';
    case 'above-400-percent':
      return 'cliff';
    case 'below-poverty-line':
      if (isMedicaidExpansionState(state)) return 'below-poverty-medicaid';
      return medicaidStateNote(state) === null ? 'coverage-gap' : 'below-poverty';
  }
}

/**
 * Who can get the credit, checked in this order (docs/behaviour.md):
 * 1. below 100 % FPL: no credit (IRC 36B(c)(1)(A));
 * 2. 100 % through 138 % inclusive in an expansion state: Medicaid, which rules the credit out
 *    (26 CFR 1.36B-2(c)(2));
 * 3. above the plan year's upper limit (400 % from 2026; none in 2025 under 36B(c)(1)(E));
 * 4. otherwise eligible.
 * Compared on the exact income / guideline ratio, never on a rounded FPL %.
 */
export function determineEligibility(year: PlanYear, state: string, ratio: FplRatio): Eligibility {
  if (compareFpl(ratio, PTC_LOWER_LIMIT_FPL_PERCENT) < 0) return 'below-poverty-line';
  if (isMedicaidExpansionState(state) && compareFpl(ratio, MEDICAID_ADULT_LIMIT_FPL_PERCENT) <= 0) return 'medicaid';
  const upper = upperLimitFplPercent(year);
  if (upper !== null && compareFpl(ratio, upper) > 0) return 'above-400-percent';
  return 'eligible';
}
