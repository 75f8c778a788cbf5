/**
 * The rule status a result shows beside its passage (docs/search.md, "Rule status"): the build
 * writes the statuses of a page's passages into its `status` metadata, and the browser turns them
 * into badges for the day it is. Pagefind searches metadata too, so the value holds only codes
 * (`s`, `u20271231`, `f20280101`) keyed by the passage's place (`3.2`: the third part, its second
 * heading), none of them a word anyone types.
 */

import { easternToday, longDate } from '../content/dates.ts';
import type { RuleStatus } from '../content/fact-time.ts';

/** The key of a passage: its part of the page (0 before the first top heading) and its heading in that part (0 for the part's own text). */
export const passageKey = (part: number, passage: number) => `${part}.${passage}`;

const CODE = /^(?:s|[uf]\d{8})$/;
const compact = (date: string) => date.replaceAll('-', '');
const iso = (digits: string) => `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}`;

function encodeOne(status: RuleStatus): string {
  return status.kind === 'stayed' ? 's' : `${status.kind === 'until' ? 'u' : 'f'}${compact(status.date)}`;
}

function decodeOne(code: string): RuleStatus {
  if (code === 's') return { kind: 'stayed' };
  return { kind: code[0] === 'u' ? 'until' : 'from', date: iso(code.slice(1)) };
}

/** The `status` metadata of a page: each passage with a status, by key. */
export function encodeStatus(passages: ReadonlyMap<string, readonly RuleStatus[]>): string {
  return [...passages]
    .filter(([, statuses]) => statuses.length > 0)
    .map(([key, statuses]) => `${key}=${statuses.map(encodeOne).join(',')}`)
    .join(' ');
}

/** The statuses of a page's passages from its `status` metadata; anything not in its form is skipped. */
export function decodeStatus(meta: string | undefined): Map<string, RuleStatus[]> {
  const passages = new Map<string, RuleStatus[]>();
  for (const entry of (meta ?? '').split(/\s+/)) {
    const [key = '', codes = ''] = entry.split('=');
    if (!/^\d+\.\d+$/.test(key)) continue;
    const statuses = codes.split(',').filter((code) => CODE.test(code));
    if (statuses.length > 0) passages.set(key, statuses.map(decodeOne));
  }
  return passages;
}

/**
 * What a result says of its rules on `today` (YYYY-MM-DD, HealthCare.gov's clock): "Stayed by a
 * court", "Until …" or "Ended …", and "From …" while that day is still to come.
 */
export function statusBadges(statuses: readonly RuleStatus[], today: string = easternToday()): string[] {
  return statuses.flatMap((status) => {
    if (status.kind === 'stayed') return ['Stayed by a court'];
    if (status.kind === 'until') return [`${status.date < today ? 'Ended' : 'Until'} ${longDate(status.date)}`];
    return status.date > today ? [`From ${longDate(status.date)}`] : [];
  });
}
