import type { HouseholdBenchmark } from './benchmark.ts';
import { isMedicaidExpansionState, MEDICAID_ADULT_LIMIT_FPL_PERCENT, medicaidStateNote } from './eligibility.ts';
import { dependantChildUnder } from './family-tier.ts';
import { childrenNotes, memberNotes, monthNotes, monthsNote, nobodyPriced, olderMemberNotes, programNotes } from './household-notes.ts';
import { assumedMembersNote, offerNotes } from './member-notes.ts';
import { formatUsdWhole as dollars, formatUsdCents, formatPercent as percent } from './money.ts';
import type { NoteFacts } from './note-facts.ts';
import { compareFpl } from './sliding-scale.ts';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const REGION = { contiguous: 'the 48 contiguous states and DC', AK: 'Alaska', HI: 'Hawaii' } as const;

export function buildNotes(f: NoteFacts): string[] {
  const name = f.stateName;
  const g = f.guideline;
  const h = f.household;
  return [
    // A split year says first which months the estimate is for.
    ...monthsNote(f),
    `Income of ${dollars(f.income)} is ${f.fplText} of the ${g.guidelineYear} poverty guideline for a household of ${f.familySize} in ${REGION[g.region]} (${dollars(g.amount)}), the guideline used for ${f.year} coverage.`,
    ...eligibilityNotes(f, name),
    ...memberNotes(f),
    ...offerNotes(h.offers, h.exclusions, h.members, f),
    ...childrenNotes(f, name),
    ...monthNotes(f),
    ...benchmarkNotes(f, name),
    ...olderMemberNotes(f),
    ...(h.given === 'members' ? [] : [assumedMembersNote(h.withOffers)]),
    f.estimate === null
      ? 'This is an estimate. The final credit is settled on the tax return (Form 8962) with the actual income for the year.'
      : "This is an estimate. The final credit is settled on the tax return (Form 8962) with the actual income for the year, and HealthCare.gov or the state exchange shows the household's exact benchmark premium.",
  ];
}

function eligibilityNotes(f: NoteFacts, name: string): string[] {
  switch (f.eligibility) {
    case 'below-poverty-line':
      return belowPovertyNotes(f, name);
    case 'medicaid':
      return f.household.exclusions.every((x) => x?.reason === 'medicaid-chip-child')
        ? []
        : [
            `${name} expanded Medicaid to adults with income up to ${MEDICAID_ADULT_LIMIT_FPL_PERCENT}% of the poverty line, so the client likely qualifies for Medicaid, and someone eligible for Medicaid cannot get the premium tax credit. Refer them to ${name}'s Medicaid program.`,
          ];
    case 'basic-health-program':
      return [...programNotes(f, name), shareNote(f, 'would be')];
    case 'no-eligible-members':
      return [
        `No member of the household can get the premium tax credit for ${f.year} coverage (each one's reason is in these notes), so the credit is ${formatUsdCents(0)}.`,
        shareNote(f, 'would be'),
      ];
    case 'above-400-percent':
      return [
        `Income is above ${f.upperLimitFplPercent}% of the poverty line (${dollars(((f.upperLimitFplPercent ?? 400) * f.guideline.amount) / 100)} a year for this household). The enhanced credits that removed this limit expired at the end of 2025, so there is no premium tax credit for ${f.year} coverage.`,
      ];
    case 'eligible':
      return eligibleNotes(f);
  }
}

/** The expected contribution; for a household nobody in can receive the credit, what it would be. */
function shareNote(f: NoteFacts, verb: 'is' | 'would be'): string {
  const subject = verb === 'is' ? 'The client is expected to pay' : 'If a member could get the credit, the client would be expected to pay';
  return `${subject} ${percent(f.applicablePercentage ?? 0)} of income toward the benchmark silver plan: ${formatUsdCents(f.annualContributionCents ?? 0)} a year, ${formatUsdCents(f.monthlyContributionCents ?? 0)} a month.`;
}

function belowPovertyNotes(f: NoteFacts, name: string): string[] {
  const notes = ['Below 100% of the poverty line there is no premium tax credit.'];
  const stateNote = medicaidStateNote(f.state);
  if (isMedicaidExpansionState(f.state)) {
    notes.push(`${name} expanded Medicaid, so the client likely qualifies for Medicaid instead. Refer them to ${name}'s Medicaid program.`);
  } else if (f.state === 'WI') {
    notes.push(`${stateNote ?? ''} The client likely qualifies for BadgerCare Plus instead.`.trim());
  } else {
    notes.push(
      `${name} has not expanded Medicaid, so adults below the poverty line often fall into the coverage gap: too little income for the credit and no Medicaid unless they qualify another way (for example as a parent, during pregnancy or with a disability).`,
    );
    if (stateNote) notes.push(stateNote);
  }
  if (f.year === 2025) {
    notes.push(
      'For 2025 only: a lawfully present immigrant below 100% who cannot get Medicaid because of immigration status can still get the credit, figured as if at 100%. This rule ends with 2025.',
    );
  } else if (f.household.members.some((m) => m.medicaidBarredByStatus && m.seekingCoverage)) {
    notes.push(
      'Since 2026 this is so for a lawfully present immigrant barred from Medicaid by status too: the rule that counted them at 100% of the poverty line ended with 2025.',
    );
  }
  return notes;
}

function eligibleNotes(f: NoteFacts): string[] {
  const contribution = f.monthlyContributionCents ?? 0;
  const notes: string[] = [];
  if (f.household.countedAtPovertyLine)
    notes.push(
      `Income is below the poverty line, but for ${f.year} a lawfully present immigrant who cannot get Medicaid because of immigration status counts as at 100% of the poverty line (IRC 36B(c)(1)(B), ended after 2025), so the credit is figured as if income were ${dollars(f.guideline.amount)}.`,
    );
  notes.push(
    shareNote(f, 'is'),
    f.subsidyCents > 0
      ? `Premium tax credit: benchmark ${formatUsdCents(f.benchmarkCents)} minus expected contribution ${formatUsdCents(contribution)} = ${formatUsdCents(f.subsidyCents)} a month.`
      : `The expected contribution (${formatUsdCents(contribution)}) is at least the benchmark premium (${formatUsdCents(f.benchmarkCents)}), so there is no premium tax credit.`,
  );
  if (f.upperLimitFplPercent === null && compareFpl(f.ratio, 400) > 0) {
    notes.push(
      `In ${f.year} there is no upper income limit: above 400% of the poverty line the client pays at most ${percent(f.applicablePercentage ?? 0)} of income for the benchmark plan.`,
    );
  }
  return notes;
}

function benchmarkNotes(f: NoteFacts, name: string): string[] {
  const e = f.estimate;
  if (e === null) return f.entered?.notes ?? [];
  if (nobodyPriced(f.household)) return countyNotes(f);
  const notes = [...countyNotes(f), ...placeNotes(f, e, name)];
  if (f.household.given === 'none') notes.push(`Ages were not given, so the estimate assumes ${describeDefaultAges(f.agesUsed)}.`);
  if (e.method === 'family-tier') {
    notes.push(`${name} does not price by age but by family tier; the estimate uses ${e.tier.description}.`);
    const older = e.tier.dependantsAsChildren;
    const under = dependantChildUnder(f.state);
    if (older > 0 && under !== null)
      notes.push(
        `${name} prices a dependant under ${under} as a child on a parent's policy, so ${older === 1 ? `the dependant aged 21 to ${under - 1} is` : `the ${older} dependants aged 21 to ${under - 1} are`} counted with the children.`,
      );
    if (e.tier.assumption) notes.push(e.tier.assumption);
  } else {
    notes.push(
      e.curve === 'default'
        ? 'Premiums are scaled by age with the federal default age curve.'
        : `Premiums are scaled by age with ${name}'s own age curve.`,
    );
  }
  if (e.uncountedChildren > 0) {
    const rest = e.uncountedChildren === 1 ? 'the youngest child adds' : `the ${e.uncountedChildren} youngest children add`;
    notes.push(`Only the three oldest children under 21 are charged for (45 CFR 147.102(c)(1)); ${rest} no premium.`);
  }
  return notes;
}

/** The county assumed when the ZIP code spans rating areas and nobody said which. */
function countyNotes(f: NoteFacts): string[] {
  if (!f.countyAssumed || !f.county) return [];
  return [
    `ZIP code ${f.zip} reaches ${f.countyCount} counties in different rating areas. The estimate assumes ${f.county.name}, the ZIP code's main county; choose the client's county if it is another.`,
  ];
}

/** Where the benchmark came from: the county and rating area, or why the state average stood in. */
function placeNotes(f: NoteFacts, e: HouseholdBenchmark, name: string): string[] {
  const point = e.point;
  const household = formatUsdCents(f.benchmarkCents);
  const person = e.method === 'family-tier' ? 'one adult' : 'a 40-year-old';
  const notes: string[] = [];
  if (point.source === 'rating-area') {
    notes.push(
      `The benchmark premium (${household} a month) is estimated from the ${point.dataYear} second-lowest-cost silver premium in ${name} rating area ${point.ratingArea}, which covers ${f.county?.name ?? "the client's county"}: ${formatUsdCents(e.adult40Cents)} a month for ${person}.`,
    );
    if (point.fromEarlierYear)
      notes.push(
        `Premiums for ${f.year} by rating area are not yet on file here, so the ${point.dataYear} premiums were used; HealthCare.gov shows the ${f.year} premiums, which will differ.`,
      );
    return notes;
  }
  const average = `KFF's ${point.dataYear} average benchmark silver premium for ${person} in ${name}, ${dollars(point.monthly)} a month, not the client's county`;
  const why =
    f.fallback === 'no-rating-area' && f.county
      ? `${f.county.name} has no rating area on file`
      : f.fallback === 'no-premium' && f.county
        ? `There are no benchmark premiums on file for ${name} rating area ${f.county.ratingArea ?? ''} (${f.county.name})`
        : `ZIP code ${f.zip} is not in the ZIP-to-county table`;
  notes.push(`${why}, so the benchmark premium (${household} a month) is estimated from ${average}.`);
  if (point.fromEarlierYear) notes.push(`KFF has not published ${f.year} averages yet, so the ${point.dataYear} figures were used.`);
  return notes;
}

function describeDefaultAges(ages: readonly number[]): string {
  if (ages.length === 1) return 'one adult aged 40';
  const children = ages.length - 2;
  return children === 0 ? 'two adults aged 40' : `two adults aged 40 and ${plural(children, 'child', 'children')} aged 10`;
}
