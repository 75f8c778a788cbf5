/**
 * Edits to the people's details and the job-based offers, as the editor makes them: pure, so the
 * rules that keep the household consistent are tested here, and loaded with the editor.
 */
import { type CalculatorInputs, type JobOfferInputs, type MemberInputs, type PersonName, trimNames, withAllowedBar } from './form.ts';
import { type Failure, type FieldKey, invalid, type Problem } from './read-failure.ts';

/** Member `index` changed; the bar from Medicaid goes when it is no longer a question for the status in plan year `year`. */
export function withMember(
  members: readonly MemberInputs[],
  index: number,
  change: Partial<MemberInputs>,
  year: number,
): { members: MemberInputs[] } {
  return { members: members.map((m, i) => (i === index ? withAllowedBar({ ...m, ...change }, year) : m)) };
}

/** The name or relation person `index` goes by in the client summary changed. */
export function withName(names: readonly PersonName[], index: number, change: Partial<PersonName>): { names: PersonName[] } {
  const all = Array.from({ length: Math.max(names.length, index + 1) }, (_, i): PersonName => names[i] ?? { first: '', relation: '' });
  return { names: trimNames(all.map((name, i) => (i === index ? { ...name, ...change } : name))) };
}

/** Ages of this many years or more make an adult, and under this many a child a family plan covers (dependent coverage to 26). */
const ADULT_AGE = 18;
const CHILD_UNDER = 26;

/** The age as a whole number of years, or null when what was typed is not one. */
function ageOf(member: MemberInputs | undefined): number | null {
  const text = member?.age.trim() ?? '';
  return /^\d{1,3}$/.test(text) ? Number(text) : null;
}

/**
 * Whom an employee's family plan covers, as the form first ticks it (docs/behaviour.md, /calculator):
 * the couple is the first two people aged 18 or older, in the form's order, and the children are
 * everyone else under 26. An offer to one of the couple covers the other and the children; an offer
 * to anyone else (a grandparent, an adult child) starts with nobody ticked. People another offer
 * already names (`taken`) are left out, since each person can be under one offer only. Positions
 * in order; the agent can change them.
 */
export function familyOf(members: readonly MemberInputs[], employee: number, taken: ReadonlySet<number> = new Set()): number[] {
  const positions = members.map((_, i) => i);
  const couple = positions.filter((i) => (ageOf(members[i]) ?? -1) >= ADULT_AGE).slice(0, 2);
  if (!couple.includes(employee)) return [];
  return positions.filter((i) => {
    if (i === employee || taken.has(i)) return false;
    const age = ageOf(members[i]);
    return couple.includes(i) || (age !== null && age < CHILD_UNDER);
  });
}

/** The people the other offers name, as employee or family. */
function namedElsewhere(jobOffers: readonly JobOfferInputs[], index: number): Set<number> {
  return new Set(jobOffers.flatMap((o, i) => (i === index ? [] : [o.employee, ...o.familyMembers])));
}

const blank = (text: string) => text.trim() === '';

/**
 * Offer `index` changed; its family never lists its own employee, and lists people in order. The
 * family plan's people are ticked for the agent (familyOf) when a family share is typed into an
 * offer that had none and nobody is ticked yet, and again for the new employee when the employee of
 * an offer with a family share changes; otherwise what the agent ticked stays.
 */
export function withOffer(
  jobOffers: readonly JobOfferInputs[],
  index: number,
  change: Partial<JobOfferInputs>,
  members: readonly MemberInputs[],
): { jobOffers: JobOfferInputs[] } {
  return {
    jobOffers: jobOffers.map((o, i) => {
      if (i !== index) return o;
      const offer = { ...o, ...change };
      const shareTyped = change.familyMonthly !== undefined && blank(o.familyMonthly) && !blank(offer.familyMonthly);
      const newEmployee = change.employee !== undefined && change.employee !== o.employee && !blank(offer.familyMonthly);
      const familyMembers =
        (shareTyped && offer.familyMembers.length === 0) || newEmployee
          ? familyOf(members, offer.employee, namedElsewhere(jobOffers, index))
          : offer.familyMembers;
      return { ...offer, familyMembers: familyMembers.filter((p) => p !== offer.employee).sort((a, b) => a - b) };
    }),
  };
}

export function withoutOffer(jobOffers: readonly JobOfferInputs[], index: number): { jobOffers: JobOfferInputs[] } {
  return { jobOffers: jobOffers.filter((_, i) => i !== index) };
}

/**
 * The offers the form refuses before anything is sent: a family share with nobody ticked under
 * "Family plan also covers" (the API refuses it too, on `jobOffers.N.familyMembers`). The message
 * sits on that group, or on the family share when the household has no one else to tick. Null when
 * every offer can be sent.
 */
export function refusedOffers({ jobOffers, members }: Pick<CalculatorInputs, 'jobOffers' | 'members'>): Failure | null {
  const fields: Partial<Record<FieldKey, Problem[]>> = {};
  jobOffers.forEach((offer, i) => {
    if (blank(offer.familyMonthly) || offer.familyMembers.length > 0) return;
    if (members.length > 1) fields[`jobOffers.${i}.familyMembers`] = [{ refused: 'nobody-ticked' }];
    else fields[`jobOffers.${i}.familyMonthly`] = [{ refused: 'nobody-else' }];
  });
  const keys = Object.keys(fields) as FieldKey[];
  return keys.length === 0 ? null : invalid(fields, [], keys);
}
