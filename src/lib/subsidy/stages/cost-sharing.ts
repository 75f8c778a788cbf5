// Stage 5 of calculateSubsidy: the cost sharing the household gets (silver variation, out-of-pocket
// maximums, catastrophic plans), and what each plan the agent compares costs it.
import { type CostSharingPicture, costSharingPicture } from '../cost-sharing.ts';
import { type PricedPlan, pricePlans } from '../plans.ts';
import type { PlanYear } from '../rules.ts';
import type { SubsidyRequest } from '../schema.ts';
import type { CreditStage } from './credit.ts';
import { type HouseholdStage, monthsOf } from './household.ts';

export interface CostSharingInput {
  request: Pick<SubsidyRequest, 'plans'>;
  year: PlanYear;
  household: Pick<HouseholdStage, 'members' | 'current' | 'family' | 'fplText'>;
  credit: Pick<CreditStage, 'credited' | 'eligibility' | 'subsidyCents'>;
}

export interface CostSharingStage {
  picture: CostSharingPicture;
  plans: PricedPlan[];
}

export function costSharingOf({ request, year, household, credit }: CostSharingInput): CostSharingStage {
  const { members, current, family, fplText } = household;
  const { exclusions } = current;
  const { eligibility } = credit;
  const householdGate = eligibility === 'below-poverty-line' || eligibility === 'above-400-percent' ? eligibility : null;
  const picture = costSharingPicture({ year, ratio: credit.credited, members, exclusions, householdGate, fplText });
  const plans = pricePlans(request.plans ?? [], {
    year,
    fplText,
    monthlyCreditCents: credit.subsidyCents,
    months: monthsOf(current),
    // Nobody gets the credit: the plans are for the members who can buy one at full price.
    enrolling:
      family.length > 0 ? family.length : exclusions.filter((x) => x?.reason !== 'not-enrolling' && x?.reason !== 'cannot-enroll').length,
    silverVariation: picture.silverVariation,
    outOfPocketMax: picture.outOfPocketMax,
    metals: picture.recommendation.metals,
    catastrophicOpen: picture.members.some((m) => m.catastrophic !== null),
    zeroCostSharing: family.length > 0 && family.every((i) => picture.members[i]?.costSharing === 'zero-cost-sharing'),
  });
  return { picture, plans };
}
