import { z } from 'zod';
import medicaidData from '../../data/subsidy/medicaid-expansion.json' with { type: 'json' };
import { type PlanYear, PTC_LOWER_LIMIT_FPL_PERCENT, upperLimitFplPercent } from './applicable-percentage.ts';
import { dataSourceSchema, parseDataFile, stateCodeSchema } from './data-file.ts';
import type { ExclusionReason, Outcome } from './rules.ts';
import { compareFpl, type FplRatio } from './sliding-scale.ts';
import type { Eligibility } from './types.ts';

const medicaidFileSchema = z.object({
  _source: dataSourceSchema,
  adultLimitFplPercent: z.number().int().positive(),
  adultMaxAge: z.number().int().min(19).max(120),
  nonExpansionStates: z.array(stateCodeSchema),
  stateNotes: z.record(stateCodeSchema, z.string().min(1)),
});

const medicaid = parseDataFile('medicaid-expansion.json', medicaidFileSchema, medicaidData);

export const medicaidExpansionSource = medicaid._source;

/** 138 % FPL: 133 % plus the 5 % income disregard (42 USC 1396a(a)(10)(A)(i)(VIII), (e)(14)(I)). */
export const MEDICAID_ADULT_LIMIT_FPL_PERCENT = medicaid.adultLimitFplPercent;

/** 64: the expansion group is adults "under 65 years of age" (42 USC 1396a(a)(10)(A)(i)(VIII)). */
export const MEDICAID_ADULT_MAX_AGE = medicaid.adultMaxAge;

/** True for the 41 jurisdictions (40 states and DC) that adopted the ACA Medicaid expansion. */
export function isMedicaidExpansionState(state: string): boolean {
  return !medicaid.nonExpansionStates.includes(state);
}

/** A state's own Medicaid wrinkle (Wisconsin to 100 %, Georgia Pathways), if any. */
export function medicaidStateNote(state: string): string | null {
  return medicaid.stateNotes[state] ?? null;
}

/**
 * The household's own gates, before any member is looked at (docs/behaviour.md):
 * 1. below 100 % FPL: no credit (IRC 36B(c)(1)(A));
 * 2. above the plan year's upper limit (400 % from 2026, "more than 4.0 times" the guideline, as
 *    Form 8962 draws it; none in 2025 under 36B(c)(1)(E)).
 * Compared on the exact income / guideline ratio, never on a rounded FPL %. Medicaid is a member's
 * matter now (coverage-family.ts): a green-card holder barred from it by status can get the credit
 * where a citizen at the same income would be sent to Medicaid.
 */
export function householdGate(year: PlanYear, ratio: FplRatio): 'below-poverty-line' | 'above-400-percent' | null {
  if (compareFpl(ratio, PTC_LOWER_LIMIT_FPL_PERCENT) < 0) return 'below-poverty-line';
  const upper = upperLimitFplPercent(year);
  if (upper !== null && compareFpl(ratio, upper) > 0) return 'above-400-percent';
  return null;
}

const MEDICAID_REASONS: readonly (ExclusionReason | undefined)[] = ['medicaid', 'medicaid-chip-child'];

/**
 * What the household comes to once its gates are passed, from each member's exclusion (null: in
 * the coverage family). Nobody left in: `medicaid` when Medicaid or CHIP takes everyone,
 * `basic-health-program` when the state's program takes the adults and Medicaid or CHIP the rest,
 * else `no-eligible-members`.
 */
export function familyEligibility(exclusions: readonly ({ reason: ExclusionReason } | null)[]): Eligibility {
  let program = false;
  for (const x of exclusions) {
    if (x === null) return 'eligible';
    if (x.reason === 'basic-health-program') program = true;
    else if (!MEDICAID_REASONS.includes(x.reason)) return exclusions.includes(null) ? 'eligible' : 'no-eligible-members';
  }
  return program ? 'basic-health-program' : 'medicaid';
}

/**
 * What the estimate comes to. A household of children all likely on Medicaid or CHIP comes first
 * (its income gates do not matter then); below the poverty line the state decides between
 * Medicaid, a state's own adult coverage and the coverage gap.
 */
export function outcomeOf(eligibility: Eligibility, state: string, subsidyCents: number, allChildrenOnMedicaidChip: boolean): Outcome {
  if (allChildrenOnMedicaidChip) return 'children-medicaid-chip';
  switch (eligibility) {
    case 'eligible':
      return subsidyCents > 0 ? 'credit' : 'no-credit';
    case 'medicaid':
    case 'basic-health-program':
    case 'no-eligible-members':
      return eligibility;
    case 'above-400-percent':
      return 'cliff';
    case 'below-poverty-line':
      if (isMedicaidExpansionState(state)) return 'below-poverty-medicaid';
      return medicaidStateNote(state) === null ? 'coverage-gap' : 'below-poverty';
  }
}
