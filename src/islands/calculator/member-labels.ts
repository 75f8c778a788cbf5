/**
 * The words /calculator uses for a member's details: the choices of "More about this person" and
 * the summary of them shown while it is closed. The values are the API's (src/lib/subsidy/rules.ts).
 */
import type { MemberInputs } from '../../lib/calculator-url.ts';
import type { ImmigrationStatus, OtherCoverage } from '../../lib/subsidy/rules.ts';

export const STATUS_LABELS: Readonly<Record<ImmigrationStatus, string>> = {
  citizen: 'U.S. citizen or national',
  lpr: 'Green card holder (lawful permanent resident)',
  'cuban-haitian-entrant': 'Cuban or Haitian entrant (paroled, asylum pending…)',
  cofa: 'COFA migrant (Marshall Islands, Micronesia, Palau)',
  'other-lawfully-present': 'Other lawfully present (refugee, asylee, TPS, other parole, visa…)',
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

/** The choices that differ from the defaults, in a few words ('DACA recipient; Medicare'); empty when none do. */
export function memberSummary(m: MemberInputs): string {
  return [
    m.immigrationStatus === 'citizen' ? '' : STATUS_LABELS[m.immigrationStatus],
    m.medicaidBarredByStatus ? 'barred from Medicaid/CHIP by status' : '',
    m.otherCoverage === 'none' ? '' : COVERAGE_LABELS[m.otherCoverage],
    m.seekingCoverage ? '' : 'not seeking coverage',
  ]
    .filter(Boolean)
    .join('; ');
}
