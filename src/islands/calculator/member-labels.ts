/**
 * The words /calculator uses for a member's details: the choices of "More about this person" and
 * the summary of them shown while it is closed. The values are the API's (src/lib/subsidy/rules.ts).
 */

import type { ImmigrationStatus, OtherCoverage } from '../../lib/subsidy/rules.ts';
import type { MemberInputs, PersonName, Relation } from './form.ts';

export const STATUS_LABELS: Readonly<Record<ImmigrationStatus, string>> = {
  citizen: 'U.S. citizen or national',
  lpr: 'Green card holder (lawful permanent resident)',
  'cuban-haitian-entrant': 'Cuban or Haitian entrant (paroled, asylum pending…)',
  cofa: 'COFA migrant (Marshall Islands, Micronesia, Palau)',
  'other-lawfully-present': 'Other lawfully present (refugee, asylee, TPS or parole still in effect, visa…)',
  daca: 'DACA recipient',
  'not-lawfully-present': 'Not lawfully present',
};

export const COVERAGE_LABELS: Readonly<Record<OtherCoverage, string>> = {
  none: 'None',
  medicare: 'Medicare',
  'medicaid-chip': 'Medicaid or CHIP',
  tricare: 'TRICARE',
  va: 'VA health care',
  'job-based-enrolled': 'Enrolled in job-based coverage',
  other: 'Other coverage',
};

/** Under the immigration status: a status counts only while it lasts. */
export const STATUS_HINT =
  'TPS and parole count only while they last. If the person’s TPS designation or parole has ended and no other status applies, choose Not lawfully present: they cannot enroll, even at full price. A Cuban or Haitian national who was paroled, has asylum pending or is in removal proceedings stays a Cuban or Haitian entrant.';

export const BARRED_LABEL = 'Barred from Medicaid/CHIP by immigration status';
export const DEPENDANT_LABEL = 'Claimed as a dependant on the tax return';
export const DEPENDANT_HINT =
  'A child or relative the household claims on its return. New York prices a dependant under 26 as a child on the family’s policy (from 26, as an adult); elsewhere it does not change the estimate.';
export const INDIAN_LABEL = 'American Indian or Alaska Native (member of a federally recognized tribe or ANCSA shareholder)';
export const INDIAN_HINT =
  'With the credit, no deductibles, copays or coinsurance at any metal level up to 300% of the poverty line; at any income, none for care from Indian health care providers. It changes which plan to look at, not the credit.';

/**
 * Why the bar from Medicaid is asked for this status in this plan year, under the checkbox; only for
 * the statuses and years where the form asks it (canBeBarred in form.ts).
 */
export function barHint(status: ImmigrationStatus, year: number): string | undefined {
  switch (status) {
    case 'lpr':
      return 'Most green card holders wait five years from getting their green card before Medicaid or CHIP covers them: tick this while the person is within the five years. Refugees and asylees who became green card holders do not wait.';
    case 'other-lawfully-present':
      return `Refugees, asylees and parolees can get Medicaid or CHIP (a parolee may first wait five years, as a green card holder does): leave this unticked for them. TPS holders, most visa holders and asylum applicants cannot: tick it for them.${year === 2026 ? ' From 1 October 2026 none of them can get federal Medicaid.' : ''}`;
    case 'daca':
      return 'DACA recipients cannot get federal Medicaid or CHIP: tick this unless the state covers the person with its own funds.';
    default:
      return undefined;
  }
}

/** What the client summary calls a person, as the agent chooses it ('' : worked out from the age). */
export const RELATION_LABELS: Readonly<Record<Relation | '', string>> = {
  '': 'Worked out from the age (spouse, child or relative)',
  wife: 'Your wife',
  husband: 'Your husband',
  partner: 'Your partner',
  child: 'Your child',
  relative: 'Another relative',
};

export const FIRST_NAME_LABEL = 'First name (optional)';
export const FIRST_NAME_HINT =
  'Only for the summary for the client, which calls Person 1 “you” and the others by name: it stays in this browser tab, never in the page’s address or sent with the calculation.';
export const RELATION_LABEL = 'In the summary for the client';
export const RELATION_HINT = 'What the summary calls this person when no first name is given.';

/** The name and relation given for the summary: 'Ana (your wife)', 'Ana', 'Your wife'; empty when none. */
function nameSummary(name: PersonName | undefined): string {
  const first = name?.first.trim() ?? '';
  const relation = name?.relation ? RELATION_LABELS[name.relation] : '';
  if (first === '') return relation;
  return relation === '' ? first : `${first} (${relation.toLowerCase()})`;
}

/**
 * The name given for the summary, then the choices that differ from the defaults, in a few words
 * ('DACA recipient; Medicare', 'Ana (your wife); Claimed as a dependant'); empty when none do.
 */
export function memberSummary(m: MemberInputs, name?: PersonName): string {
  const summary = [
    nameSummary(name),
    m.immigrationStatus === 'citizen' ? '' : STATUS_LABELS[m.immigrationStatus],
    m.medicaidBarredByStatus ? 'barred from Medicaid/CHIP by status' : '',
    m.otherCoverage === 'none' ? '' : COVERAGE_LABELS[m.otherCoverage],
    m.seekingCoverage ? '' : 'not seeking coverage',
    m.dependant ? 'claimed as a dependant' : '',
    m.americanIndianAlaskaNative ? 'American Indian or Alaska Native' : '',
  ]
    .filter(Boolean)
    .join('; ');
  return `${summary.charAt(0).toUpperCase()}${summary.slice(1)}`;
}
