import { applicablePercentageHundredths, PTC_LOWER_LIMIT_FPL_PERCENT, upperLimitFplPercent } from './applicable-percentage.ts';
import {
  aloneMonthlyCents,
  defaultAges,
  type HouseholdBenchmark,
  householdBenchmark,
  type PricePoint,
  ratingAreaPoint,
  stateAveragePoint,
} from './benchmark.ts';
import { childrenLikelyCovered } from './children-coverage.ts';
import { costSharingPicture } from './cost-sharing.ts';
import { type Exclusion, exclusionOf, type HouseholdRules } from './coverage-family.ts';
import {
  familyEligibility,
  householdGate,
  isMedicaidExpansionState,
  MEDICAID_ADULT_LIMIT_FPL_PERCENT,
  medicaidStateNote,
  outcomeOf,
} from './eligibility.ts';
import { type EnteredBenchmark, enteredBenchmark } from './entered-benchmark.ts';
import { fplPercentForDisplay, povertyGuideline } from './fpl.ts';
import type { ZipCounty } from './geography.ts';
import type { Member } from './household-schema.ts';
import { barredFromMedicaid, belowPovertyExceptionIn } from './immigration.ts';
import { type OfferTest, offerTests } from './job-offers.ts';
import { explainExclusion } from './member-notes.ts';
import { centsToDollars, dollarsToCents, formatPercent } from './money.ts';
import type { EarlierMonths, Fallback, HouseholdFacts } from './note-facts.ts';
import { buildNotes } from './notes.ts';
import { chooseCounty, locateZip } from './place.ts';
import { pricePlans } from './plans.ts';
import { type RulePeriod, rulePeriods } from './rule-periods.ts';
import { defaultPlanYear, MEMBER_DEFAULTS } from './rules.ts';
import type { SubsidyRequest } from './schema.ts';
import { compareFpl, contributionCents, type FplRatio } from './sliding-scale.ts';
import { taxTimePicture } from './tax-time.ts';
import type { CalculationOutcome, SubsidyResult } from './types.ts';
import { yearEndNote } from './year-end-note.ts';
import { stateName } from './zip.ts';

export interface CalculateOptions {
  /** The clock that picks the plan year when the request names none (tests pass a fixed date). */
  now?: Date;
}

/**
 * Premium tax credit estimate (IRC 36B; the method is written out in docs/behaviour.md).
 *
 * Household size and income count every member; the benchmark prices only the coverage family,
 * the members who enroll and can get the credit (coverage-family.ts says who is left out and why).
 * Where a rule changes during the plan year (rule-periods.ts) the estimate is for the last months
 * that share one coverage family, and the notes give the credit of the months before.
 *
 * Money is worked in integer cents and every shown figure is derived from the cent-rounded one
 * before it, so the working on the /calculator page adds up to the cent:
 *   annual contribution = income x applicable % (rounded to the cent)
 *   monthly contribution = annual / 12 (rounded to the cent)
 *   subsidy = max(0, benchmark - monthly contribution); net premium = benchmark - subsidy.
 *
 * The request is subsidyRequestSchema's output: validated once, where it came in (the API's route
 * validator, a test's `parse`), not again here. ok:false only for a ZIP code with no state (path
 * "zipCode") or a county the ZIP code does not reach ("countyFips"), which the API answers with a
 * 400.
 */
export function calculateSubsidy(request: SubsidyRequest, options: CalculateOptions = {}): CalculationOutcome {
  const { income, familySize, zipCode, benchmarkPremium, countyFips, childrenOnMarketplace = false } = request;
  const year = request.year ?? defaultPlanYear(options.now);

  const place = locateZip(zipCode);
  if (!place.ok) return { ok: false, issues: [{ path: 'zipCode', message: place.reason }] };
  const chosen = chooseCounty(place, countyFips);
  if (!chosen.ok) return chosen;
  const { county, assumed } = chosen.choice;
  const state = place.state;

  const guideline = povertyGuideline(year, familySize, state);
  const ratio: FplRatio = { income, guideline: guideline.amount };
  const household = householdOf(request);
  const offers = offerTests(request.jobOffers ?? [], income, year);
  const rules: HouseholdRules = { state, ratio, expansionState: isMedicaidExpansionState(state), childrenOnMarketplace, offers };
  const yearPeriods = rulePeriods(state, year);
  const periods = coverageByPeriod(household.members, rules, yearPeriods);
  const lastPeriod = yearPeriods[yearPeriods.length - 1];
  const current = periods[periods.length - 1] ?? { firstMonth: 1, lastMonth: 12, exclusions: [] };
  const { exclusions } = current;
  const family = coverageFamilyOf(exclusions);

  // 2025 only (IRC 36B(c)(1)(B)): below the poverty line, a lawfully present member barred from
  // Medicaid by status puts the household at 100 %.
  const barredCountAtPovertyLine =
    belowPovertyExceptionIn(year) &&
    household.members.some((m) => m.seekingCoverage && m.medicaidBarredByStatus && m.immigrationStatus !== 'not-lawfully-present');
  const countedAtPovertyLine = compareFpl(ratio, PTC_LOWER_LIMIT_FPL_PERCENT) < 0 && barredCountAtPovertyLine;
  const credited: FplRatio = countedAtPovertyLine ? { income: guideline.amount, guideline: guideline.amount } : ratio;
  const eligibility = (countedAtPovertyLine ? null : householdGate(year, ratio)) ?? familyEligibility(exclusions);

  let estimate: HouseholdBenchmark | null = null;
  let entered: EnteredBenchmark | null = null;
  let fallback: Fallback | null = null;
  let priceFamily: (positions: readonly number[]) => number;
  let priceAlone: (age: number) => number | null = () => null;
  const agesUsed = household.members.map((m) => m.age);
  const dependants = household.members.map((m) => m.dependant);
  if (benchmarkPremium !== undefined) {
    entered = enteredBenchmark({
      state,
      stateName: stateName(state),
      premiumCents: dollarsToCents(benchmarkPremium),
      covers: request.benchmarkMembers,
      family,
      ages: agesUsed,
      dependants,
      estimateFor: (positions) =>
        householdBenchmark(state, pick(agesUsed, positions), estimateBasis(state, year, county).point, pick(dependants, positions))
          .monthlyCents,
    });
    priceFamily = entered.priceFor;
  } else {
    const basis = estimateBasis(state, year, county);
    fallback = basis.fallback;
    priceAlone = (age) => aloneMonthlyCents(state, age, basis.point);
    estimate = householdBenchmark(state, pick(agesUsed, family), basis.point, pick(dependants, family));
    priceFamily = (positions) =>
      householdBenchmark(state, pick(agesUsed, positions), basis.point, pick(dependants, positions)).monthlyCents;
  }
  // With nobody to price the entered benchmark stands, but no one can receive a credit toward it.
  const benchmarkCents = estimate?.monthlyCents ?? entered?.familyCents ?? 0;

  const withContribution = eligibility !== 'below-poverty-line' && eligibility !== 'above-400-percent' && eligibility !== 'medicaid';
  const apHundredths = withContribution ? applicablePercentageHundredths(year, credited) : null;
  const contribution = apHundredths === null ? null : contributionCents(credited.income, apHundredths);
  const annualCents = contribution?.annual ?? null;
  const monthlyCents = contribution?.monthly ?? null;
  const creditFor = (positions: readonly number[], benchmark: number) =>
    eligibility === 'below-poverty-line' || eligibility === 'above-400-percent' || monthlyCents === null || positions.length === 0
      ? 0
      : Math.max(0, benchmark - monthlyCents);
  const subsidyCents = creditFor(family, benchmarkCents);
  const fplPercent = fplPercentForDisplay(ratio);
  const applicablePercentage = apHundredths === null ? null : apHundredths / 100;

  const earlier: EarlierMonths[] =
    periods.length === 1
      ? []
      : periods.slice(0, -1).map((p) => {
          const positions = coverageFamilyOf(p.exclusions);
          const benchmark = positions.length === 0 ? 0 : priceFamily(positions);
          return {
            firstMonth: p.firstMonth,
            lastMonth: p.lastMonth,
            subsidyCents: creditFor(positions, benchmark),
            benchmarkCents: benchmark,
            changed: p.exclusions.flatMap((x, position) =>
              (x === null) === (exclusions[position] === null) ? [] : [{ position, exclusion: x }],
            ),
          };
        });
  const allChildrenOnMedicaidChip = exclusions.length > 0 && exclusions.every((x) => x?.reason === 'medicaid-chip-child');

  const memberFacts = { year, state, stateName: stateName(state), income, fplText: formatPercent(fplPercent) };
  const gate = eligibility === 'below-poverty-line' || eligibility === 'above-400-percent' ? eligibility : null;
  const costSharing = costSharingPicture({
    year,
    ratio: credited,
    members: household.members,
    exclusions,
    householdGate: gate,
    fplText: memberFacts.fplText,
  });
  // The tax return settles each part of the year on its own coverage family.
  const covered = [
    ...earlier.map((e) => ({ months: e.lastMonth - e.firstMonth + 1, benchmarkCents: e.benchmarkCents, advanceCents: e.subsidyCents })),
    {
      months: current.lastMonth - current.firstMonth + 1,
      benchmarkCents: family.length === 0 ? 0 : benchmarkCents,
      advanceCents: subsidyCents,
    },
  ];
  // A year-end income's row says why a new estimate there differs: worked only for the rows asked for.
  const noteFor = (ended: number, allowedCents: number) => {
    const enrolled = covered.map((c, k) => ({ ...c, exclusions: periods[k]?.exclusions ?? exclusions }));
    const endedRatio: FplRatio = { income: ended, guideline: guideline.amount };
    const endedRules = { ...rules, ratio: endedRatio, offers: offerTests(request.jobOffers ?? [], ended, year) };
    const fresh = coverageByPeriod(household.members, endedRules, yearPeriods).map((p) => {
      const positions = coverageFamilyOf(p.exclusions);
      return {
        months: p.lastMonth - p.firstMonth + 1,
        exclusions: p.exclusions,
        benchmarkCents: positions.length === 0 ? 0 : priceFamily(positions),
      };
    });
    const freshAtPovertyLine = compareFpl(endedRatio, PTC_LOWER_LIMIT_FPL_PERCENT) < 0 && barredCountAtPovertyLine;
    return yearEndNote({ year, guideline: guideline.amount, ended, allowedCents, ages: agesUsed, enrolled, fresh, freshAtPovertyLine });
  };
  const taxTime = taxTimePicture({
    year,
    income,
    guideline: guideline.amount,
    familySize,
    periods: covered,
    yearEndIncomes: request.yearEndIncomes ?? [],
    noteFor,
  });
  // What a member left out pays for the same plan, priced alone; the others are in the benchmark,
  // and someone who cannot enroll cannot buy it at any price.
  const fullPrice = (i: number) => {
    const x = exclusions[i];
    const cents = x && x.reason !== 'cannot-enroll' ? priceAlone(household.members[i]?.age ?? 0) : null;
    return cents === null ? null : centsToDollars(cents);
  };

  // Members left out for the same reason under the same limit (two children on CHIP) read the same words.
  let previous: { exclusion: Exclusion; text: string } | null = null;
  const explanations = exclusions.map((x, i) => {
    const member = household.members[i];
    if (x === null || member === undefined) return null;
    if (previous === null || !sameWords(previous.exclusion, x)) previous = { exclusion: x, text: explainExclusion(x, member, memberFacts) };
    return previous.text;
  });

  const notes = buildNotes({
    ...memberFacts,
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
    entered,
    fallback,
    zip: place.zip,
    county,
    countyCount: place.counties.length,
    countyAssumed: assumed,
    agesUsed: estimate === null ? [] : agesUsed,
    household: {
      given: household.given,
      members: household.members,
      exclusions,
      explanations,
      offers,
      withOffers: (request.jobOffers ?? []).length > 0,
      pricedAnyway: childrenOnMarketplace ? childrenLikelyCovered(state, agesUsed, ratio) : [],
      countedAtPovertyLine,
      months: { first: current.firstMonth, last: current.lastMonth },
      earlier,
    },
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
    benchmarkFallback: fallback,
    county: county && { fips: county.fips, name: county.name },
    ratingArea: county?.ratingArea ?? null,
    countyOptions: place.counties.length > 1 ? place.counties.map((c) => ({ fips: c.fips, name: c.name, ratingArea: c.ratingArea })) : [],
    eligibility,
    outcome: outcomeOf(eligibility, state, subsidyCents, allChildrenOnMedicaidChip),
    stateName: memberFacts.stateName,
    incomeLimits: {
      creditFrom: PTC_LOWER_LIMIT_FPL_PERCENT,
      medicaidUpTo: rules.expansionState ? MEDICAID_ADULT_LIMIT_FPL_PERCENT : null,
      creditUpTo: upperLimitFplPercent(year),
      basicHealthProgram: lastPeriod?.basicHealthProgram
        ? { name: lastPeriod.basicHealthProgram.name, upTo: lastPeriod.basicHealthProgram.incomeUpToFplPercent }
        : null,
    },
    medicaidStateNote: rules.expansionState ? null : medicaidStateNote(state),
    notes,
    povertyGuideline: guideline.amount,
    guidelineYear: guideline.guidelineYear,
    guidelineRegion: guideline.region,
    benchmarkDataYear: estimate === null ? null : estimate.point.dataYear,
    agesUsed: estimate === null ? [] : agesUsed,
    medicaidChipMembers: positionsWhere(exclusions, (x) => x?.reason === 'medicaid-chip-child'),
    members: household.members.map((member, i) => {
      const x = exclusions[i] ?? null;
      const picture = costSharing.members[i];
      return {
        age: member.age,
        inCoverageFamily: x === null,
        reason: x?.reason ?? null,
        explanation: explanations[i] ?? null,
        medicaidBarred: lastPeriod ? barredFromMedicaid(member, lastPeriod.medicaidQualifiedAliensOnly) : member.medicaidBarredByStatus,
        offerTest: offerTestOf(offers.get(i), income),
        costSharing: picture?.costSharing ?? 'not-applicable',
        catastrophic: picture?.catastrophic ?? null,
        fullMonthlyPrice: fullPrice(i),
      };
    }),
    coverageFamily: family,
    months: { first: current.firstMonth, last: current.lastMonth },
    annualContribution: annualCents === null ? null : centsToDollars(annualCents),
    netBenchmarkPremium: centsToDollars(benchmarkCents - subsidyCents),
    benchmarkEntered: entered && {
      premium: centsToDollars(entered.premiumCents),
      members: entered.members,
      scaled: entered.scaled,
    },
    costSharing: {
      silverVariation: costSharing.silverVariation,
      outOfPocketMax: costSharing.outOfPocketMax,
      catastrophicHardship: costSharing.catastrophicHardship,
      recommendation: costSharing.recommendation,
    },
    taxTime,
    plans: pricePlans(request.plans ?? [], {
      year,
      fplText: memberFacts.fplText,
      monthlyCreditCents: subsidyCents,
      months: current.lastMonth - current.firstMonth + 1,
      // Nobody gets the credit: the plans are for the members who can buy one at full price.
      enrolling:
        family.length > 0 ? family.length : exclusions.filter((x) => x?.reason !== 'not-enrolling' && x?.reason !== 'cannot-enroll').length,
      silverVariation: costSharing.silverVariation,
      outOfPocketMax: costSharing.outOfPocketMax,
      metals: costSharing.recommendation.metals,
      catastrophicOpen: costSharing.members.some((m) => m.catastrophic !== null),
      zeroCostSharing: family.length > 0 && family.every((i) => costSharing.members[i]?.costSharing === 'zero-cost-sharing'),
    }),
  };
  return { ok: true, result };
}

/** The household's members: as listed, or citizens seeking coverage of the ages given or assumed. */
function householdOf(request: SubsidyRequest): { given: HouseholdFacts['given']; members: readonly Member[] } {
  if (request.members) return { given: 'members', members: request.members };
  const ages = request.ages ?? defaultAges(request.familySize);
  return { given: request.ages ? 'ages' : 'none', members: ages.map(assumedMember) };
}

const assumedMember = (age: number): Member => ({ age, ...MEMBER_DEFAULTS });

interface PeriodCoverage {
  firstMonth: number;
  lastMonth: number;
  exclusions: (Exclusion | null)[];
}

/** Each member's exclusion in each period of the year; neighbouring periods with one coverage family merge. */
function coverageByPeriod(members: readonly Member[], rules: HouseholdRules, periods: readonly RulePeriod[]): PeriodCoverage[] {
  const result: PeriodCoverage[] = [];
  for (const period of periods) {
    const exclusions = members.map((member, i) => exclusionOf(member, i, rules, period));
    const last = result[result.length - 1];
    if (last && sameFamily(last.exclusions, exclusions)) {
      last.lastMonth = period.lastMonth;
      last.exclusions = exclusions;
    } else {
      result.push({ firstMonth: period.firstMonth, lastMonth: period.lastMonth, exclusions });
    }
  }
  return result;
}

/** Whether two exclusions are worded alike: Medicaid or CHIP under one limit (the others name their member or offer). */
const sameWords = (a: Exclusion, b: Exclusion) =>
  (a.reason === 'medicaid-chip-child' || a.reason === 'medicaid') && a.reason === b.reason && a.limitFplPercent === b.limitFplPercent;

const sameFamily = (a: readonly (Exclusion | null)[], b: readonly (Exclusion | null)[]) =>
  a.every((x, i) => (x === null) === (b[i] === null));

/** Positions of the members whose exclusion passes `test`. */
function positionsWhere(exclusions: readonly (Exclusion | null)[], test: (x: Exclusion | null) => boolean): number[] {
  const positions: number[] = [];
  for (let i = 0; i < exclusions.length; i++) if (test(exclusions[i] ?? null)) positions.push(i);
  return positions;
}

const coverageFamilyOf = (exclusions: readonly (Exclusion | null)[]) => positionsWhere(exclusions, (x) => x === null);

const pick = <T>(values: readonly T[], positions: readonly number[]): T[] => positions.map((i) => values[i] as T);

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
