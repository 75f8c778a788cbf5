/**
 * Why the credit the return allows at a year-end income differs from a new estimate at that income
 * (docs/behaviour.md, "At tax time"): the return settles the year on what was found at enrollment,
 * a new estimate finds it again.
 */
import { PTC_LOWER_LIMIT_FPL_PERCENT } from './applicable-percentage.ts';
import type { Exclusion } from './coverage-family.ts';
import { capitalise, listOf, personName } from './member-notes.ts';
import { formatUsdWhole } from './money.ts';
import type { PlanYear } from './rules.ts';
import { compareFpl } from './sliding-scale.ts';
import { allowedCreditCents } from './tax-time.ts';

/** Months of the year that share one coverage family. */
export interface FamilyMonths {
  months: number;
  exclusions: readonly (Exclusion | null)[];
  /** The coverage family's monthly benchmark premium; 0 when no one is priced. */
  benchmarkCents: number;
}

/** The same, with the advance credit a month the estimate pays in them. */
export interface PaidMonths extends FamilyMonths {
  advanceCents: number;
}

export interface YearEndNoteInput {
  year: PlanYear;
  guideline: number;
  /** The income the year ends with, US dollars. */
  ended: number;
  /** The credit the return allows at that income, cents. */
  allowedCents: number;
  ages: readonly number[];
  /** The year as the estimate found it at enrollment. */
  enrolled: readonly PaidMonths[];
  /** The year as a new estimate at the year-end income would find it. */
  fresh: readonly FamilyMonths[];
  /** 2025 only: below the poverty line a new estimate counts the household at 100 % (IRC 36B(c)(1)(B)). */
  freshAtPovertyLine: boolean;
}

/** Each member's exclusion in each of the 12 months, by position. */
function byMonth(parts: readonly FamilyMonths[]): (Exclusion | null)[][] {
  return parts.flatMap((p) => Array.from({ length: p.months }, () => [...p.exclusions]));
}

/** Positions in the family in some month of `a` and out of it that month in `b`, with `b`'s exclusion. */
function leftOut(a: (Exclusion | null)[][], b: (Exclusion | null)[][]): Map<number, Exclusion> {
  const found = new Map<number, Exclusion>();
  for (const [m, month] of a.entries())
    for (const [i, x] of month.entries()) {
      const other = b[m]?.[i];
      if (x === null && other != null && !found.has(i)) found.set(i, other);
    }
  return found;
}

/** One plain sentence, or null when the return and a new estimate agree. */
export function yearEndNote(input: YearEndNoteInput): string | null {
  const { year, guideline, ended, allowedCents, ages, enrolled, fresh } = input;
  // A new estimate pays no advance of its own: the form's method at its income, none below the line.
  const noAdvance = fresh.map((p) => ({ ...p, advanceCents: 0 }));
  const freshCents = input.freshAtPovertyLine
    ? allowedCreditCents(year, guideline, guideline, noAdvance)
    : allowedCreditCents(year, ended, guideline, noAdvance);
  if (freshCents === allowedCents) return null;
  const at = `a new estimate at ${formatUsdWhole(ended)}`;
  const paidMonths = enrolled.reduce((n, p) => n + (p.advanceCents > 0 ? p.months : 0), 0);
  if (compareFpl({ income: ended, guideline }, PTC_LOWER_LIMIT_FPL_PERCENT) < 0 && paidMonths > 0)
    return `Advance credit was paid for ${paidMonths === 1 ? 'a month' : `${paidMonths} months`}, so below the poverty line the return still allows the credit; ${at} would give none.`;

  const was = byMonth(enrolled);
  const now = byMonth(fresh);
  const group = (found: Map<number, Exclusion>, test: (x: Exclusion) => boolean) => {
    const who = [...found].flatMap(([i, x]) => (test(x) ? [personName(i, ages[i] ?? 0)] : []));
    return who.length === 0 ? null : { names: listOf(who), are: who.length === 1 ? 'is' : 'are', were: who.length === 1 ? 'was' : 'were' };
  };
  const medicaid = (x: Exclusion) => x.reason === 'medicaid' || x.reason === 'medicaid-chip-child';

  // Priced at enrollment, left out by a new estimate.
  const dropped = leftOut(was, now);
  const offer = group(dropped, (x) => x.reason === 'affordable-job-offer');
  if (offer)
    return `A job offer found unaffordable at enrollment counts as unaffordable for the whole year, so the return keeps the credit for ${offer.names}; ${at} would find it affordable and leave them out.`;
  const found = group(dropped, medicaid);
  if (found)
    return `${capitalise(found.names)} ${found.were} found not eligible for Medicaid or CHIP at enrollment, which holds for the whole year, so the return keeps their credit; ${at} would send them to Medicaid or CHIP.`;
  const program = [...dropped.values()].find((x) => x.reason === 'basic-health-program');
  if (program?.reason === 'basic-health-program')
    return `The return settles the year on the Marketplace coverage found at enrollment, so it keeps the credit that ${at} would give up to ${program.program.name}.`;

  // Left out at enrollment, priced by a new estimate.
  const added = leftOut(now, was);
  const onMedicaid = group(added, medicaid);
  if (onMedicaid)
    return `${capitalise(onMedicaid.names)} ${onMedicaid.are} on Medicaid or CHIP from enrollment, so the return leaves them out; ${at} would price them for the credit.`;
  const affordable = group(added, (x) => x.reason === 'affordable-job-offer');
  if (affordable)
    return `${capitalise(affordable.names)} ${affordable.are} not on the Marketplace plan, the job offer being affordable at the estimated income, so the return leaves them out; ${at} would find the offer unaffordable and price them.`;
  const inProgram = group(added, (x) => x.reason === 'basic-health-program');
  if (inProgram)
    return `${capitalise(inProgram.names)} ${inProgram.are} in the state's Basic Health Program from enrollment, so the return leaves them out; ${at} would price them for the credit.`;
  return `The return settles the year on the coverage and advance found at enrollment, so it allows a different credit from ${at}.`;
}
