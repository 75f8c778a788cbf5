// Stage 6 of calculateSubsidy: the advance credit the estimate pays over the year, and what the tax
// return would allow if the year's income ended otherwise.
import { PTC_LOWER_LIMIT_FPL_PERCENT } from '../applicable-percentage.ts';
import { offerTests } from '../job-offers.ts';
import type { PlanYear } from '../rules.ts';
import type { SubsidyRequest } from '../schema.ts';
import { compareFpl, type FplRatio } from '../sliding-scale.ts';
import { type TaxTimePicture, taxTimePicture } from '../tax-time.ts';
import { yearEndNote } from '../year-end-note.ts';
import type { BenchmarkStage } from './benchmark.ts';
import type { CreditStage } from './credit.ts';
import { coverageByPeriod, coverageFamilyOf, type HouseholdStage, monthsOf } from './household.ts';

export interface TaxTimeInput {
  request: Pick<SubsidyRequest, 'income' | 'familySize' | 'jobOffers' | 'yearEndIncomes'>;
  year: PlanYear;
  household: Pick<HouseholdStage, 'guideline' | 'members' | 'rules' | 'yearPeriods' | 'periods' | 'current' | 'family'>;
  benchmark: Pick<BenchmarkStage, 'monthlyCents' | 'priceFor'>;
  credit: Pick<CreditStage, 'povertyLineException' | 'subsidyCents' | 'earlier'>;
}

export function taxTimeOf({ request, year, household, benchmark, credit }: TaxTimeInput): TaxTimePicture {
  const { guideline, members, rules, yearPeriods, periods, current, family } = household;
  // The tax return settles each part of the year on its own coverage family.
  const covered = [
    ...credit.earlier.map((e) => ({ months: monthsOf(e), benchmarkCents: e.benchmarkCents, advanceCents: e.subsidyCents })),
    { months: monthsOf(current), benchmarkCents: family.length === 0 ? 0 : benchmark.monthlyCents, advanceCents: credit.subsidyCents },
  ];
  // A year-end income's row says why a new estimate there differs: worked only for the rows asked for.
  const noteFor = (ended: number, allowedCents: number) => {
    const enrolled = covered.map((c, k) => ({ ...c, exclusions: periods[k]?.exclusions ?? current.exclusions }));
    const endedRatio: FplRatio = { income: ended, guideline: guideline.amount };
    const endedRules = { ...rules, ratio: endedRatio, offers: offerTests(request.jobOffers ?? [], ended, year) };
    const fresh = coverageByPeriod(members, endedRules, yearPeriods).map((p) => {
      const positions = coverageFamilyOf(p.exclusions);
      return { months: monthsOf(p), exclusions: p.exclusions, benchmarkCents: positions.length === 0 ? 0 : benchmark.priceFor(positions) };
    });
    const freshAtPovertyLine = compareFpl(endedRatio, PTC_LOWER_LIMIT_FPL_PERCENT) < 0 && credit.povertyLineException;
    const ages = members.map((m) => m.age);
    return yearEndNote({ year, guideline: guideline.amount, ended, allowedCents, ages, enrolled, fresh, freshAtPovertyLine });
  };
  return taxTimePicture({
    year,
    income: request.income,
    guideline: guideline.amount,
    familySize: request.familySize,
    periods: covered,
    yearEndIncomes: request.yearEndIncomes ?? [],
    noteFor,
  });
}
