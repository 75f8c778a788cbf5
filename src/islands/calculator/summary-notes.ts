/** The client summary's "good to know" (summary.ts): the notes on months, premiums and the county behind the figures. */

import { spansRatingAreas } from '../../lib/subsidy/rules.ts';
import type { SubsidyResult } from '../../lib/subsidy/types.ts';
import type { Calculated } from './state.ts';
import { type Group, groupOf, type Person } from './summary-people.ts';

export type Note =
  | { kind: 'months'; first: number; last: number; year: number }
  | { kind: 'state-average'; state: string }
  | { kind: 'county-assumed'; county: string }
  /** `scaled`: the premium entered covered other people than those priced, and was repriced for them by age. */
  | { kind: 'entered'; scaled: { premium: number; entered: Group; priced: Group } | null }
  | { kind: 'stand-in'; year: number; dataYear: number }
  | { kind: 'worst-case' }
  | { kind: 'estimate' };

function enteredNote(r: SubsidyResult, people: readonly Person[]): Note {
  const e = r.benchmarkEntered;
  if (e === null || !e.scaled) return { kind: 'entered', scaled: null };
  return {
    kind: 'entered',
    scaled: { premium: e.premium, entered: groupOf(e.members, people), priced: groupOf(r.coverageFamily, people) },
  };
}

export function notesOf({ result: r, countyChosen }: Calculated, people: readonly Person[]): Note[] {
  const priced = r.coverageFamily.length > 0;
  const notes: Note[] = [];
  if (r.months.first !== 1 || r.months.last !== 12) notes.push({ kind: 'months', ...r.months, year: r.year });
  if (priced && r.benchmarkSource === 'state-average') notes.push({ kind: 'state-average', state: r.stateName });
  if (priced && r.county !== null && !countyChosen && spansRatingAreas(r.countyOptions))
    notes.push({ kind: 'county-assumed', county: r.county.name });
  if (priced && r.benchmarkSource === 'provided') notes.push(enteredNote(r, people));
  else if (priced && r.benchmarkDataYear !== null && r.benchmarkDataYear !== r.year)
    notes.push({ kind: 'stand-in', year: r.year, dataYear: r.benchmarkDataYear });
  if (r.plans.some((p) => p.available)) notes.push({ kind: 'worst-case' });
  notes.push({ kind: 'estimate' });
  return notes;
}
