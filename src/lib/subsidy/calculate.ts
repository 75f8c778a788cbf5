import { applicablePercentageHundredths, upperLimitFplPercent } from './applicable-percentage.ts';
import { defaultAges, householdBenchmark, type HouseholdBenchmark } from './benchmark.ts';
import { determineEligibility } from './eligibility.ts';
import { fplPercentForDisplay, povertyGuideline, type FplRatio } from './fpl.ts';
import { centsToDollars, divideRoundHalfUp, dollarsToCents } from './money.ts';
import { buildNotes } from './notes.ts';
import { parseSubsidyRequest, type SubsidyRequest } from './schema.ts';
import { defaultPlanYear } from './rules.ts';
import type { CalculationOutcome, SubsidyResult } from './types.ts';
import { lookupZip } from './zip.ts';

/**
 * Premium tax credit estimate (IRC 36B; decisions.md section 5).
 *
 * Money is worked in integer cents and every shown figure is derived from the cent-rounded one
 * before it, so the working on the /calculator page adds up to the cent:
 *   annual contribution = income x applicable % (rounded to the cent)
 *   monthly contribution = annual / 12 (rounded to the cent)
 *   subsidy = max(0, benchmark - monthly contribution); net premium = benchmark - subsidy.
 *
 * The request is expected to come from subsidyRequestSchema; it is checked again here so that a
 * direct caller cannot get NaN out of a malformed one. ok:false otherwise only for a ZIP code
 * with no state (path "zipCode"), which the API answers with a 400.
 */
export interface CalculateOptions {
  /** The clock that picks the plan year when the request names none (tests pass a fixed date). */
  now?: Date;
}

export function calculateSubsidy(request: SubsidyRequest, options: CalculateOptions = {}): CalculationOutcome {
  const parsed = parseSubsidyRequest(request);
  if (!parsed.ok) return parsed;
  const { income, familySize, zipCode, ages, benchmarkPremium } = parsed.request;
  const year = parsed.request.year ?? defaultPlanYear(options.now);

  const zip = lookupZip(zipCode);
  if (!zip.ok) return { ok: false, issues: [{ path: 'zipCode', message: zip.reason }] };
  const state = zip.state;

  const guideline = povertyGuideline(year, familySize, state);
  const ratio: FplRatio = { income, guideline: guideline.amount };
  const eligibility = determineEligibility(year, state, ratio);

  let estimate: HouseholdBenchmark | null = null;
  let agesUsed: number[] = [];
  let benchmarkCents: number;
  if (benchmarkPremium !== undefined) {
    benchmarkCents = dollarsToCents(benchmarkPremium);
  } else {
    agesUsed = ages ?? defaultAges(familySize);
    estimate = householdBenchmark(state, year, agesUsed);
    benchmarkCents = estimate.monthlyCents;
  }

  const apHundredths = eligibility === 'eligible' ? applicablePercentageHundredths(year, ratio) : null;
  // income (dollars) x AP (hundredths of a percent) / 10 000 = dollars; x 100 for cents.
  const annualCents = apHundredths === null ? null : divideRoundHalfUp(income * apHundredths, 100);
  const monthlyCents = annualCents === null ? null : divideRoundHalfUp(annualCents, 12);
  const subsidyCents = monthlyCents === null ? 0 : Math.max(0, benchmarkCents - monthlyCents);
  const fplPercent = fplPercentForDisplay(ratio);
  const applicablePercentage = apHundredths === null ? null : apHundredths / 100;

  const notes = buildNotes({
    year,
    state,
    income,
    familySize,
    fplPercent,
    ratio,
    guideline,
    upperLimitFplPercent: upperLimitFplPercent(year),
    eligibility,
    applicablePercentage,
    annualContributionCents: annualCents,
    monthlyContributionCents: monthlyCents,
    benchmarkCents,
    subsidyCents,
    estimate,
    agesGiven: ages,
    agesUsed,
  });

  const result: SubsidyResult = {
    subsidy: centsToDollars(subsidyCents),
    year,
    state,
    fplPercent,
    applicablePercentage,
    expectedMonthlyContribution: monthlyCents === null ? null : centsToDollars(monthlyCents),
    benchmarkPremium: centsToDollars(benchmarkCents),
    benchmarkSource: estimate === null ? 'provided' : 'state-average',
    eligibility,
    notes,
    povertyGuideline: guideline.amount,
    guidelineYear: guideline.guidelineYear,
    guidelineRegion: guideline.region,
    benchmarkDataYear: estimate === null ? null : estimate.stateAverage.dataYear,
    agesUsed,
    annualContribution: annualCents === null ? null : centsToDollars(annualCents),
    netBenchmarkPremium: centsToDollars(benchmarkCents - subsidyCents),
  };
  return { ok: true, result };
}
