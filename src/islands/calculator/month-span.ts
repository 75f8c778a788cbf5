/** The months an estimate is for, in words, when a rule that changes during the year limits it. */
import type { SubsidyResult } from '../../lib/subsidy/types.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The months the estimate is for, 'July to December 2026' or 'December 2026'; null for the whole year. */
export function monthSpan(r: Pick<SubsidyResult, 'months' | 'year'>): string | null {
  const { first, last } = r.months;
  if (first === 1 && last === 12) return null;
  return first === last ? `${MONTHS[first - 1]} ${r.year}` : `${MONTHS[first - 1]} to ${MONTHS[last - 1]} ${r.year}`;
}

/** Which months the estimate is for, when not the whole year (a rule that changes during it); null for all twelve. */
export function describeMonths(r: Pick<SubsidyResult, 'months' | 'year'>): string | null {
  const span = monthSpan(r);
  if (span === null) return null;
  const only = r.months.first === r.months.last ? `${span} only` : span;
  return `This estimate is for ${only}: a rule that decides this household’s credit changes during the year, and the notes give the credit for the other months.`;
}
