// The last step of calculateSubsidy: the stages' findings as the API's answer (result-schema.ts),
// money in dollars.
import { PTC_LOWER_LIMIT_FPL_PERCENT, upperLimitFplPercent } from '../applicable-percentage.ts';
import { MEDICAID_ADULT_LIMIT_FPL_PERCENT, medicaidStateNote, outcomeOf } from '../eligibility.ts';
import { barredFromMedicaid } from '../immigration.ts';
import type { OfferTest } from '../job-offers.ts';
import { centsToDollars } from '../money.ts';
import type { PlanYear } from '../rules.ts';
import type { SubsidyRequest } from '../schema.ts';
import type { TaxTimePicture } from '../tax-time.ts';
import type { SubsidyResult } from '../types.ts';
import type { BenchmarkStage } from './benchmark.ts';
import type { CostSharingStage } from './cost-sharing.ts';
import type { CreditStage } from './credit.ts';
import { type HouseholdStage, positionsWhere } from './household.ts';
import type { NotesStage } from './notes.ts';
import type { PlaceStage } from './place.ts';

export interface AnswerInput {
  request: Pick<SubsidyRequest, 'income'>;
  year: PlanYear;
  place: PlaceStage;
  household: HouseholdStage;
  benchmark: BenchmarkStage;
  credit: CreditStage;
  costSharing: CostSharingStage;
  taxTime: TaxTimePicture;
  notes: NotesStage;
}

export function answerOf(input: AnswerInput): SubsidyResult {
  const { year, place, household, benchmark, credit, costSharing } = input;
  const { estimate, entered } = benchmark;
  const { exclusions } = household.current;
  const { eligibility, subsidyCents, monthlyContributionCents: monthlyCents, annualContributionCents: annualCents } = credit;
  const allChildrenOnMedicaidChip = exclusions.length > 0 && exclusions.every((x) => x?.reason === 'medicaid-chip-child');
  const lastPeriod = household.yearPeriods[household.yearPeriods.length - 1];
  const { expansionState } = household.rules;
  return {
    subsidy: centsToDollars(subsidyCents),
    year,
    state: place.state,
    fplPercent: household.fplPercent,
    applicablePercentage: credit.applicablePercentage,
    expectedMonthlyContribution: monthlyCents === null ? null : centsToDollars(monthlyCents),
    benchmarkPremium: centsToDollars(benchmark.monthlyCents),
    benchmarkSource: estimate === null ? 'provided' : estimate.point.source,
    benchmarkFallback: benchmark.fallback,
    county: place.county && { fips: place.county.fips, name: place.county.name },
    ratingArea: place.county?.ratingArea ?? null,
    countyOptions: place.counties.length > 1 ? place.counties.map((c) => ({ fips: c.fips, name: c.name, ratingArea: c.ratingArea })) : [],
    eligibility,
    outcome: outcomeOf(eligibility, place.state, subsidyCents, allChildrenOnMedicaidChip),
    stateName: place.stateName,
    incomeLimits: {
      creditFrom: PTC_LOWER_LIMIT_FPL_PERCENT,
      medicaidUpTo: expansionState ? MEDICAID_ADULT_LIMIT_FPL_PERCENT : null,
      creditUpTo: upperLimitFplPercent(year),
      basicHealthProgram: lastPeriod?.basicHealthProgram
        ? { name: lastPeriod.basicHealthProgram.name, upTo: lastPeriod.basicHealthProgram.incomeUpToFplPercent }
        : null,
    },
    medicaidStateNote: expansionState ? null : medicaidStateNote(place.state),
    notes: input.notes.notes,
    outcomeNotes: input.notes.outcomeNotes,
    povertyGuideline: household.guideline.amount,
    guidelineYear: household.guideline.guidelineYear,
    guidelineRegion: household.guideline.region,
    benchmarkDataYear: estimate === null ? null : estimate.point.dataYear,
    agesUsed: estimate === null ? [] : household.members.map((m) => m.age),
    medicaidChipMembers: positionsWhere(exclusions, (x) => x?.reason === 'medicaid-chip-child'),
    members: household.members.map((member, i) => {
      const x = exclusions[i] ?? null;
      const picture = costSharing.picture.members[i];
      // What a member left out pays for the same plan, priced alone; someone who cannot enroll cannot buy it at any price.
      const alone = x && x.reason !== 'cannot-enroll' ? benchmark.aloneCents(member.age) : null;
      return {
        age: member.age,
        inCoverageFamily: x === null,
        reason: x?.reason ?? null,
        explanation: input.notes.explanations[i] ?? null,
        medicaidBarred: lastPeriod ? barredFromMedicaid(member, lastPeriod.medicaidQualifiedAliensOnly) : member.medicaidBarredByStatus,
        offerTest: offerTestOf(household.offers.get(i), input.request.income),
        costSharing: picture?.costSharing ?? 'not-applicable',
        catastrophic: picture?.catastrophic ?? null,
        fullMonthlyPrice: alone === null ? null : centsToDollars(alone),
      };
    }),
    coverageFamily: household.family,
    months: { first: household.current.firstMonth, last: household.current.lastMonth },
    annualContribution: annualCents === null ? null : centsToDollars(annualCents),
    netBenchmarkPremium: centsToDollars(benchmark.monthlyCents - subsidyCents),
    benchmarkEntered: entered && { premium: centsToDollars(entered.premiumCents), members: entered.members, scaled: entered.scaled },
    costSharing: {
      silverVariation: costSharing.picture.silverVariation,
      outOfPocketMax: costSharing.picture.outOfPocketMax,
      catastrophicHardship: costSharing.picture.catastrophicHardship,
      recommendation: costSharing.picture.recommendation,
    },
    taxTime: input.taxTime,
    plans: costSharing.plans,
  };
}

/** The job-based offer a member was tested on, in dollars a year against the plan year's limit. */
function offerTestOf(offer: OfferTest | undefined, income: number) {
  if (!offer) return null;
  return {
    employee: offer.employee,
    tier: offer.tier,
    yearlyShare: centsToDollars(12 * offer.monthlyCents),
    // The exact test: 12 x share <= income x limit, so the limit is shown down to the cent.
    yearlyLimit: centsToDollars(Math.floor((income * offer.limitHundredths) / 100)),
    minimumValue: offer.minimumValue,
    affordable: offer.affordable,
  };
}
