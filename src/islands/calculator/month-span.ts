/** The months an estimate is for, in words, when a rule that changes during the year limits it (the headline and the home line say so). */
import type { SubsidyResult } from '../../lib/subsidy/types.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The months the estimate is for, 'July to December 2026' or 'December 2026'; null for the whole year. */
export function monthSpan(r: Pick<SubsidyResult, 'months' | 'year'>): string | null {
  const { first, last } = r.months;
  if (first === 1 && last === 12) return null;
  return first === last ? `${MONTHS[first - 1]} ${r.year}` : `${MONTHS[first - 1]} to ${MONTHS[last - 1]} ${r.year}`;
}
