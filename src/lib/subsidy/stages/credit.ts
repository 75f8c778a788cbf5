// Stage 4 of calculateSubsidy: who can get the credit, the household's expected contribution, and
// the credit a month for the estimate's months and for the months before them.
import { applicablePercentageHundredths, PTC_LOWER_LIMIT_FPL_PERCENT } from '../applicable-percentage.ts';
import { familyEligibility, householdGate } from '../eligibility.ts';
import { belowPovertyExceptionIn } from '../immigration.ts';
import type { EarlierMonths } from '../note-facts.ts';
import type { PlanYear } from '../rules.ts';
import { compareFpl, contributionCents, type FplRatio } from '../sliding-scale.ts';
import type { Eligibility } from '../types.ts';
import type { BenchmarkStage } from './benchmark.ts';
import { coverageFamilyOf, type HouseholdStage } from './household.ts';

export interface CreditInput {
  year: PlanYear;
  household: Pick<HouseholdStage, 'guideline' | 'ratio' | 'members' | 'periods' | 'current' | 'family'>;
  benchmark: Pick<BenchmarkStage, 'monthlyCents' | 'priceFor'>;
}

export interface CreditStage {
  /**
   * 2025 only (IRC 36B(c)(1)(B)): a lawfully present member barred from Medicaid by status seeks
   * coverage, so below the poverty line the household counts at 100 %.
   */
  povertyLineException: boolean;
  /** Income is below the poverty line and the household counts at 100 % for the exception. */
  countedAtPovertyLine: boolean;
  /** The ratio the credit and the cost-sharing reductions are figured on. */
  credited: FplRatio;
  eligibility: Eligibility;
  /** The applicable percentage, "8.61"; null when nobody would contribute (no credit whatever the benchmark). */
  applicablePercentage: number | null;
  annualContributionCents: number | null;
  monthlyContributionCents: number | null;
  /** The credit a month for the estimate's months, cents. */
  subsidyCents: number;
  /** The months before those, whose coverage family differs, with their credit. */
  earlier: EarlierMonths[];
}

export function creditOf({ year, household, benchmark }: CreditInput): CreditStage {
  const { ratio, guideline, current, family } = household;
  const povertyLineException =
    belowPovertyExceptionIn(year) &&
    household.members.some((m) => m.seekingCoverage && m.medicaidBarredByStatus && m.immigrationStatus !== 'not-lawfully-present');
  const countedAtPovertyLine = povertyLineException && compareFpl(ratio, PTC_LOWER_LIMIT_FPL_PERCENT) < 0;
  const credited: FplRatio = countedAtPovertyLine ? { income: guideline.amount, guideline: guideline.amount } : ratio;
  const eligibility = (countedAtPovertyLine ? null : householdGate(year, ratio)) ?? familyEligibility(current.exclusions);
  const contributes = eligibility !== 'below-poverty-line' && eligibility !== 'above-400-percent' && eligibility !== 'medicaid';
  const apHundredths = contributes ? applicablePercentageHundredths(year, credited) : null;
  const contribution = apHundredths === null ? null : contributionCents(credited.income, apHundredths);
  const monthlyCents = contribution?.monthly ?? null;
  const gated = eligibility === 'below-poverty-line' || eligibility === 'above-400-percent';
  const creditFor = (positions: readonly number[], benchmarkCents: number) =>
    gated || monthlyCents === null || positions.length === 0 ? 0 : Math.max(0, benchmarkCents - monthlyCents);
  const earlier = household.periods.slice(0, -1).map((p): EarlierMonths => {
    const positions = coverageFamilyOf(p.exclusions);
    const benchmarkCents = positions.length === 0 ? 0 : benchmark.priceFor(positions);
    return {
      firstMonth: p.firstMonth,
      lastMonth: p.lastMonth,
      subsidyCents: creditFor(positions, benchmarkCents),
      benchmarkCents,
      changed: p.exclusions.flatMap((x, position) =>
        (x === null) === (current.exclusions[position] === null) ? [] : [{ position, exclusion: x }],
      ),
    };
  });
  return {
    povertyLineException,
    countedAtPovertyLine,
    credited,
    eligibility,
    applicablePercentage: apHundredths === null ? null : apHundredths / 100,
    annualContributionCents: contribution?.annual ?? null,
    monthlyContributionCents: monthlyCents,
    subsidyCents: creditFor(family, benchmark.monthlyCents),
    earlier,
  };
}
