/**
 * What each plan the agent compares costs the household (docs/behaviour.md, "Plans compared"): its
 * premium after the credit, for the months of the estimate, the out-of-pocket maximum that applies
 * and the worst-case year. Pure: calculate.ts gives it the estimate's figures.
 */
import { costSharingTables } from './cost-sharing.ts';
import { centsToDollars, dollarsToCents } from './money.ts';
import type { Plan } from './plan-schema.ts';
import type { Metal } from './rules.ts';

type Limits = { selfOnly: number; family: number };

export interface PlanPricing {
  year: number;
  /** Household income as a percentage of the poverty line, as the notes write it ("206.06%"). */
  fplText: string;
  /** The estimate's credit a month, integer cents. */
  monthlyCreditCents: number;
  /** Months of the plan year the estimate is for. */
  months: number;
  /** How many people the plans are for: one takes the self-only maximums, more the family ones. */
  enrolling: number;
  /** The silver variation the household gets, or null; its maximums in whole dollars. */
  silverVariation: { outOfPocketMax: Limits } | null;
  /** The plan year's out-of-pocket maximums, whole dollars. */
  outOfPocketMax: Limits;
  /** The metal levels the recommendation compares first. */
  metals: readonly Metal[];
  /** Someone in the household may buy a catastrophic plan. */
  catastrophicOpen: boolean;
  /** Everyone buying with the credit has zero cost sharing at every metal level (American Indian or Alaska Native up to 300 %). */
  zeroCostSharing: boolean;
}

export type OutOfPocketSource = 'silver-variation' | 'plan' | 'plan-year-limit' | 'zero-cost-sharing';

export interface PricedPlan {
  label: string;
  metal: Metal;
  monthlyPremium: number;
  creditApplied: number;
  netMonthlyPremium: number;
  yearlyPremium: number;
  outOfPocketMax: number;
  outOfPocketMaxSource: OutOfPocketSource;
  worstCaseYear: number;
  fitsRecommendation: boolean;
  available: boolean;
  unavailableReason: string | null;
}

export function pricePlans(plans: readonly Plan[], pricing: PlanPricing): PricedPlan[] {
  return plans.map((plan) => pricePlan(plan, pricing));
}

function pricePlan(plan: Plan, p: PlanPricing): PricedPlan {
  const catastrophic = plan.metal === 'catastrophic';
  const available = !catastrophic || p.catastrophicOpen;
  const premiumCents = dollarsToCents(plan.monthlyPremium);
  // The credit does not apply to a catastrophic plan (26 U.S.C. 36B(c)(3)(A)).
  const creditCents = catastrophic ? 0 : Math.min(p.monthlyCreditCents, premiumCents);
  const netCents = premiumCents - creditCents;
  const yearlyCents = netCents * p.months;
  const { cents: oopCents, source } = outOfPocket(plan, p);
  return {
    label: plan.label,
    metal: plan.metal,
    monthlyPremium: centsToDollars(premiumCents),
    creditApplied: centsToDollars(creditCents),
    netMonthlyPremium: centsToDollars(netCents),
    yearlyPremium: centsToDollars(yearlyCents),
    outOfPocketMax: centsToDollars(oopCents),
    outOfPocketMaxSource: source,
    worstCaseYear: centsToDollars(yearlyCents + oopCents),
    fitsRecommendation: p.metals.includes(plan.metal),
    available,
    unavailableReason: available ? null : catastrophicReason(p),
  };
}

/**
 * The most the people enrolling can pay in a year for covered care: none with zero cost sharing;
 * for a silver plan with the household's silver variation, the variation's reduced maximum or the
 * plan's own if lower; otherwise the plan's own, never above the plan year's limit (45 CFR 156.130).
 */
function outOfPocket(plan: Plan, p: PlanPricing): { cents: number; source: OutOfPocketSource } {
  const tier = p.enrolling === 1 ? 'selfOnly' : 'family';
  if (p.zeroCostSharing && plan.metal !== 'catastrophic') return { cents: 0, source: 'zero-cost-sharing' };
  const own = plan.outOfPocketMax === undefined ? null : dollarsToCents(plan.outOfPocketMax);
  if (plan.metal === 'silver' && p.silverVariation) {
    const reduced = dollarsToCents(p.silverVariation.outOfPocketMax[tier]);
    return own !== null && own < reduced ? { cents: own, source: 'plan' } : { cents: reduced, source: 'silver-variation' };
  }
  const limit = dollarsToCents(p.outOfPocketMax[tier]);
  return own !== null && own <= limit ? { cents: own, source: 'plan' } : { cents: limit, source: 'plan-year-limit' };
}

/** Why nobody in the household can buy a catastrophic plan, in one sentence. */
function catastrophicReason(p: PlanPricing): string {
  const rules = costSharingTables.catastrophic;
  const hardship = rules.hardshipByIncome[String(p.year)];
  const exemption = hardship
    ? `, and at ${p.fplText} of the poverty line the household is not within the ${p.year} hardship exemption by income (below ${hardship.belowFplPercent}% or above ${hardship.aboveFplPercent}%)`
    : ', or with a hardship exemption';
  return `No one in the household can buy a catastrophic plan: it is for people under ${rules.underAge}${exemption}.`;
}
