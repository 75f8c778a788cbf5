// The answer's notes in the order an agent reads them; each topic's sentences are worded in its own
// module (household-notes.ts, eligibility-notes.ts, member-notes.ts, benchmark-notes.ts, short-notes.ts).
import { benchmarkNotes } from './benchmark-notes.ts';
import { eligibilityNotes } from './eligibility-notes.ts';
import { childrenNotes, memberNotes, monthNotes, monthsNote, olderMemberNotes } from './household-notes.ts';
import { offerNotes } from './member-notes.ts';
import { formatUsdWhole as dollars } from './money.ts';
import type { NoteFacts } from './note-facts.ts';
import { assumedMembersNote } from './short-notes.ts';

const REGION = { contiguous: 'the 48 contiguous states and DC', AK: 'Alaska', HI: 'Hawaii' } as const;

export interface Notes {
  notes: string[];
  /** The notes (each also in `notes`) that say which months the estimate is for and why it comes to its outcome. */
  outcomeNotes: string[];
}

export function buildNotes(f: NoteFacts): Notes {
  const name = f.stateName;
  const g = f.guideline;
  const h = f.household;
  const months = monthsNote(f);
  const eligibility = eligibilityNotes(f, name);
  const children = childrenNotes(f, name);
  // A household of children only: their notes say why there is nothing to price.
  const childrenOnly = h.exclusions.length > 0 && h.exclusions.every((x) => x?.reason === 'medicaid-chip-child');
  const notes = [
    // A split year says first which months the estimate is for.
    ...months,
    `Income of ${dollars(f.income)} is ${f.fplText} of the ${g.guidelineYear} poverty guideline for a household of ${f.familySize} in ${REGION[g.region]} (${dollars(g.amount)}), the guideline used for ${f.year} coverage.`,
    ...eligibility,
    ...memberNotes(f),
    ...offerNotes(h.offers, h.exclusions, h.members, f),
    ...children,
    ...monthNotes(f),
    ...benchmarkNotes(f, name),
    ...olderMemberNotes(f),
    ...(h.given === 'members' ? [] : [assumedMembersNote(h.withOffers)]),
    f.estimate === null
      ? 'This is an estimate. The final credit is settled on the tax return (Form 8962) with the actual income for the year.'
      : "This is an estimate. The final credit is settled on the tax return (Form 8962) with the actual income for the year, and HealthCare.gov or the state exchange shows the household's exact benchmark premium.",
  ];
  return { notes, outcomeNotes: [...months, ...(childrenOnly ? children : eligibility)] };
}
