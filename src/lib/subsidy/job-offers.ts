/**
 * Job-based offers: an affordable offer of a plan that meets minimum value rules the credit out
 * for the employee and for each family member it reaches (IRC 36B(c)(2)(C); 26 CFR
 * 1.36B-2(c)(3)(v)(A)). The employee is tested on the self-only share, family members on the family
 * share (the "family glitch" fix, from 2023). Affordable: the share for a year is at most the plan
 * year's percentage of household income (applicable-percentage.json), an equal share included.
 */
import { applicablePercentageTable, type PlanYear } from './applicable-percentage.ts';
import type { JobOffer } from './household-schema.ts';
import { dollarsToCents, toScaledInteger } from './money.ts';

export interface OfferTest {
  /** Position of the employee offered the coverage. */
  employee: number;
  /** The share this member is tested on: the employee's own, or the family's. */
  tier: 'self-only' | 'family';
  monthlyCents: number;
  minimumValue: boolean;
  /** Meets minimum value and the share is within the percentage. */
  affordable: boolean;
  /** The plan year's percentage, in hundredths of a percent (1022 = 10.22 %). */
  limitHundredths: number;
}

const NO_OFFERS: ReadonlyMap<number, OfferTest> = new Map();

/** The offer each member is tested on, by position; members with none are absent. */
export function offerTests(offers: readonly JobOffer[], income: number, year: PlanYear): ReadonlyMap<number, OfferTest> {
  if (offers.length === 0) return NO_OFFERS;
  const tests = new Map<number, OfferTest>();
  const limitHundredths = toScaledInteger(applicablePercentageTable(year).jobOfferAffordabilityPercent, 2);
  const test = (offer: JobOffer, tier: OfferTest['tier'], monthly: number): OfferTest => {
    const monthlyCents = dollarsToCents(monthly);
    // 12 x share (cents) <= income (dollars) x limit (hundredths of a percent) / 100, in integers.
    const affordable = offer.minimumValue && monthlyCents * 12 * 100 <= income * limitHundredths;
    return { employee: offer.employee, tier, monthlyCents, minimumValue: offer.minimumValue, affordable, limitHundredths };
  };
  for (const offer of offers) {
    tests.set(offer.employee, test(offer, 'self-only', offer.selfOnlyMonthly));
    const family = offer.familyMonthly;
    if (family !== undefined) for (const member of offer.familyMembers) tests.set(member, test(offer, 'family', family));
  }
  return tests;
}
