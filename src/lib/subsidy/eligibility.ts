import { z } from 'zod';
import medicaidData from '../../data/subsidy/medicaid-expansion.json' with { type: 'json' };
import { type PlanYear, PTC_LOWER_LIMIT_FPL_PERCENT, upperLimitFplPercent } from './applicable-percentage.ts';
import { dataSourceSchema, parseDataFile, stateCodeSchema } from './data-file.ts';
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
