import { applicablePercentageHundredths, PTC_LOWER_LIMIT_FPL_PERCENT, upperLimitFplPercent } from './applicable-percentage.ts';
import {
  defaultAges,
  type HouseholdBenchmark,
  householdBenchmark,
  type PricePoint,
  ratingAreaPoint,
  stateAveragePoint,
} from './benchmark.ts';
import { childrenLikelyCovered } from './children-coverage.ts';
import {
  determineEligibility,
  isMedicaidExpansionState,
  MEDICAID_ADULT_LIMIT_FPL_PERCENT,
  medicaidStateNote,
  outcomeOf,
} from './eligibility.ts';
import { fplPercentForDisplay, povertyGuideline } from './fpl.ts';
import type { ZipCounty } from './geography.ts';
import { centsToDollars, dollarsToCents } from './money.ts';
import { buildNotes, type Fallback } from './notes.ts';
import { chooseCounty, locateZip } from './place.ts';
import { defaultPlanYear } from './rules.ts';
import type { SubsidyRequest } from './schema.ts';
import { contributionCents, type FplRatio } from './sliding-scale.ts';
import type { CalculationOutcome, SubsidyResult } from './types.ts';
import { stateName } from './zip.ts';

export interface CalculateOptions {
  /** The clock that picks the plan year when the request names none (tests pass a fixed date). */
  now?: Date;
}

/**
 * Premium tax credit estimate (IRC 36B; the method is written out in docs/behaviour.md).
 *
 * Money is worked in integer cents and every shown figure is derived from the cent-rounded one
 * before it, so the working on the /calculator page adds up to the cent:
 *   annual contribution = income x applicable % (rounded to the cent)
 *   monthly contribution = annual / 12 (rounded to the cent)
 *   subsidy = max(0, benchmark - monthly contribution); net premium = benchmark - subsidy.
 *
 * Children under 19 whose household is within the state's Medicaid/CHIP limit for their age are
 * left out of the benchmark (children-coverage.ts); when every member is such a child there is no
 * one to price and the credit is 0.
 *
 * The request is subsidyRequestSchema's output: validated once, where it came in (the API's route
 * validator, a test's `parse`), not again here. ok:false only for a ZIP code with no state (path
 * "zipCode") or a county the ZIP code does not reach ("countyFips"), which the API answers with a
 * 400.
 */
export function calculateSubsidy(request: SubsidyRequest, options: CalculateOptions = {}): CalculationOutcome {
  const { income, familySize, zipCode, ages, benchmarkPremium, countyFips, childrenOnMarketplace = false } = request;
  const year = request.year ?? defaultPlanYear(options.now);

  const place = locateZip(zipCode);
  if (!place.ok) return { ok: false, issues: [{ path: 'zipCode', message: place.reason }] };
  const chosen = chooseCounty(place, countyFips);
  if (!chosen.ok) return chosen;
  const { county, assumed } = chosen.choice;
  const state = place.state;

  const guideline = povertyGuideline(year, familySize, state);
  const ratio: FplRatio = { income, guideline: guideline.amount };
  const eligibility = determineEligibility(year, state, ratio);

  // Children likely covered by Medicaid or CHIP cannot get the credit, so they leave the benchmark
  // (unless the request prices them in); the household size and FPL percent still count them.
  const members = ages ?? defaultAges(familySize);
  const likelyCovered = childrenLikelyCovered(state, members, ratio);
  const leftOut = childrenOnMarketplace ? [] : likelyCovered;
  const everyoneLeftOut = leftOut.length === members.length;

  let estimate: HouseholdBenchmark | null = null;
  let fallback: Fallback | null = null;
  let agesUsed: number[] = [];
  let benchmarkCents: number;
  if (benchmarkPremium !== undefined) {
    benchmarkCents = dollarsToCents(benchmarkPremium);
  } else {
    agesUsed = members;
    const basis = estimateBasis(state, year, county);
    fallback = basis.fallback;
    const priced = members.filter((_, i) => !leftOut.some((child) => child.index === i));
    estimate = householdBenchmark(state, priced, basis.point);
    benchmarkCents = estimate.monthlyCents;
  }

  const apHundredths = eligibility === 'eligible' ? applicablePercentageHundredths(year, ratio) : null;
  const contribution = apHundredths === null ? null : contributionCents(income, apHundredths);
  const annualCents = contribution?.annual ?? null;
  const monthlyCents = contribution?.monthly ?? null;
  const subsidyCents = monthlyCents === null || everyoneLeftOut ? 0 : Math.max(0, benchmarkCents - monthlyCents);
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
    fallback,
    zip: place.zip,
    county,
    countyCount: place.counties.length,
    countyAssumed: assumed,
    agesGiven: ages,
    agesUsed,
    children: { likelyCovered, pricedAnyway: childrenOnMarketplace, everyoneLeftOut },
  });

  const result: SubsidyResult = {
    subsidy: centsToDollars(subsidyCents),
    year,
    state,
    fplPercent,
    applicablePercentage,
    expectedMonthlyContribution: monthlyCents === null ? null : centsToDollars(monthlyCents),
    benchmarkPremium: centsToDollars(benchmarkCents),
    benchmarkSource: estimate === null ? 'provided' : estimate.point.source,
    county: county && { fips: county.fips, name: county.name },
    ratingArea: county?.ratingArea ?? null,
    countyOptions: place.counties.length > 1 ? place.counties.map((c) => ({ fips: c.fips, name: c.name, ratingArea: c.ratingArea })) : [],
    eligibility,
    outcome: outcomeOf(eligibility, state, subsidyCents, everyoneLeftOut),
    stateName: stateName(state),
    incomeLimits: {
      creditFrom: PTC_LOWER_LIMIT_FPL_PERCENT,
      medicaidUpTo: isMedicaidExpansionState(state) ? MEDICAID_ADULT_LIMIT_FPL_PERCENT : null,
      creditUpTo: upperLimitFplPercent(year),
    },
    medicaidStateNote: isMedicaidExpansionState(state) ? null : medicaidStateNote(state),
    notes,
    povertyGuideline: guideline.amount,
    guidelineYear: guideline.guidelineYear,
    guidelineRegion: guideline.region,
    benchmarkDataYear: estimate === null ? null : estimate.point.dataYear,
    agesUsed,
    medicaidChipMembers: leftOut.map((child) => child.index),
    annualContribution: annualCents === null ? null : centsToDollars(annualCents),
    netBenchmarkPremium: centsToDollars(benchmarkCents - subsidyCents),
  };
  return { ok: true, result };
}

/**
 * The household's own rating area when the ZIP code, its county and that area's premium are all on
 * file; otherwise the state average, with the reason for the notes.
 */
function estimateBasis(state: string, year: number, county: ZipCounty | null): { point: PricePoint; fallback: Fallback | null } {
  if (county === null) return { point: stateAveragePoint(state, year), fallback: 'zip-not-on-file' };
  if (county.ratingArea === null) return { point: stateAveragePoint(state, year), fallback: 'no-rating-area' };
  const local = ratingAreaPoint(state, county.ratingArea, year);
  return local ? { point: local, fallback: null } : { point: stateAveragePoint(state, year), fallback: 'no-premium' };
}
