/**
 * Who in the household the benchmark prices: the coverage family (26 CFR 1.36B-3(b)(2)), the
 * members who enroll in a Marketplace plan and can get the credit. Household size and income count
 * everyone; a member is left out for the first of these reasons that applies (docs/behaviour.md,
 * "Who is in the benchmark"):
 *   not seeking coverage; cannot enroll (not lawfully present; DACA outside its months); not an
 *   eligible alien (plan years from 2027); other coverage; Medicaid as an adult (19 to 64); Medicaid or CHIP as a
 *   child; the state's Basic Health Program; an affordable job-based offer.
 */
import { type BasicHealthProgram, meetsBasicHealthProgram } from './basic-health-program.ts';
import { CHILD_COVERAGE_AGE_LIMIT, childCoverageLimit } from './children-coverage.ts';
import { MEDICAID_ADULT_LIMIT_FPL_PERCENT, MEDICAID_ADULT_MAX_AGE } from './eligibility.ts';
import type { Member } from './household-schema.ts';
import { barredFromMedicaid, isEligibleAlien } from './immigration.ts';
import type { OfferTest } from './job-offers.ts';
import type { RulePeriod } from './rule-periods.ts';
import type { OtherCoverage } from './rules.ts';
import { compareFpl, type FplRatio } from './sliding-scale.ts';

export type Exclusion =
  | { reason: 'not-enrolling' }
  | { reason: 'cannot-enroll'; status: 'not-lawfully-present' | 'daca' }
  | { reason: 'not-eligible-alien' }
  | { reason: 'other-coverage'; coverage: Exclude<OtherCoverage, 'none'> }
  | { reason: 'medicaid'; limitFplPercent: number }
  | { reason: 'medicaid-chip-child'; limitFplPercent: number }
  | { reason: 'basic-health-program'; program: BasicHealthProgram; barredFromMedicaid: boolean }
  | { reason: 'affordable-job-offer'; offer: OfferTest };

export interface HouseholdRules {
  state: string;
  ratio: FplRatio;
  expansionState: boolean;
  /** Price children within the state's Medicaid/CHIP limit anyway (the state found them ineligible). */
  childrenOnMarketplace: boolean;
  offers: ReadonlyMap<number, OfferTest>;
}

/** Why the member is not in the coverage family, or null when the benchmark prices them. */
export function exclusionOf(member: Member, position: number, h: HouseholdRules, period: RulePeriod): Exclusion | null {
  const { age, immigrationStatus: status } = member;
  if (!member.seekingCoverage) return { reason: 'not-enrolling' };
  if (status === 'not-lawfully-present') return { reason: 'cannot-enroll', status };
  if (status === 'daca' && !period.dacaCanEnroll) return { reason: 'cannot-enroll', status };
  if (period.eligibleAliensOnly && !isEligibleAlien(status)) return { reason: 'not-eligible-alien' };
  if (member.otherCoverage !== 'none') return { reason: 'other-coverage', coverage: member.otherCoverage };
  // Medicaid and CHIP: a noncitizen barred by status (the request's answer where the law leaves it
  // open, the law's where it decides: immigration.ts) cannot get them, so these rules skip them.
  const barred = barredFromMedicaid(member, period.medicaidQualifiedAliensOnly);
  const canGetMedicaid = !barred;
  if (canGetMedicaid && age >= CHILD_COVERAGE_AGE_LIMIT) {
    // The expansion group stops at 64: from 65 Medicaid has other rules (aged, blind and disabled), not modelled.
    if (age <= MEDICAID_ADULT_MAX_AGE && h.expansionState && compareFpl(h.ratio, MEDICAID_ADULT_LIMIT_FPL_PERCENT) <= 0)
      return { reason: 'medicaid', limitFplPercent: MEDICAID_ADULT_LIMIT_FPL_PERCENT };
  } else if (canGetMedicaid && !h.childrenOnMarketplace) {
    const limit = childCoverageLimit(h.state, age);
    if (limit !== null && compareFpl(h.ratio, limit) <= 0) return { reason: 'medicaid-chip-child', limitFplPercent: limit };
  }
  const program = period.basicHealthProgram;
  if (program && meetsBasicHealthProgram(program, age, barred, h.ratio))
    return { reason: 'basic-health-program', program, barredFromMedicaid: barred };
  const offer = h.offers.get(position);
  if (offer?.affordable) return { reason: 'affordable-job-offer', offer };
  return null;
}
