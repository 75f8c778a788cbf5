// The notes on who can get the credit and what the household is expected to pay: the household's
// gates (the poverty line, 400 %), Medicaid, the state's Basic Health Program, the contribution.
import { programFloor } from './basic-health-program.ts';
import type { Exclusion } from './coverage-family.ts';
import { isMedicaidExpansionState, MEDICAID_ADULT_LIMIT_FPL_PERCENT, medicaidStateNote } from './eligibility.ts';
import { capitalise, listOf, personName } from './member-notes.ts';
import { formatUsdWhole as dollars, formatUsdCents, formatPercent as percent } from './money.ts';
import type { NoteFacts } from './note-facts.ts';
import { compareFpl } from './sliding-scale.ts';

export function eligibilityNotes(f: NoteFacts, name: string): string[] {
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

/**
 * The state's Basic Health Program takes the adults: which program, the band it takes the named
 * members in (for a member barred from Medicaid by status, the band for such members: never "above
 * 138%" to someone the program takes below it), who.
 */
function programNotes(f: NoteFacts, name: string): string[] {
  type Program = Extract<Exclusion, { reason: 'basic-health-program' }>['program'];
  const byProgram = new Map<string, { program: Program; who: string[]; floors: Set<number | null> }>();
  f.household.exclusions.forEach((x, i) => {
    if (x?.reason !== 'basic-health-program') return;
    const entry = byProgram.get(x.program.name) ?? { program: x.program, who: [], floors: new Set() };
    entry.who.push(personName(i, f.household.members[i]?.age ?? 0));
    entry.floors.add(programFloor(x.program, x.barredFromMedicaid));
    byProgram.set(x.program.name, entry);
  });
  return [...byProgram.values()].map(({ program, who, floors }) => {
    const upTo = `up to ${program.incomeUpToFplPercent}% of the poverty line`;
    const band = (floor: number | null) => {
      const range = floor === null ? `with income ${upTo}` : `with income above ${floor}% and ${upTo}`;
      return floor === program.incomeAboveFplPercent ? range : `barred from Medicaid by immigration status ${range}`;
    };
    // The program's own band first, then the band for members barred from Medicaid by status.
    const bands = [...floors]
      .sort((a, b) => Number(b === program.incomeAboveFplPercent) - Number(a === program.incomeAboveFplPercent))
      .map(band);
    return `${capitalise(program.name)}, ${name}’s Basic Health Program, covers adults ${program.minAge}-${program.maxAge} ${bands.join(', and those ')} instead of a Marketplace plan with the premium tax credit, and this household is at ${f.fplText}: ${listOf(who)} likely ${who.length === 1 ? 'qualifies' : 'qualify'}. Someone eligible for it cannot get the credit, so the credit is ${formatUsdCents(0)}; apply on ${name}’s Marketplace application, which sends the client on to the program.`;
  });
}
