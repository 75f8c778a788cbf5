/**
 * Who is who in the client summary (docs/behaviour.md, /calculator): Person 1 is "you"; anyone else
 * goes by the first name the agent gave, else the relation chosen, else one worked out from the age.
 * Language-free: the words are summary-en.ts's and summary-es.ts's.
 */
import type { MemberInputs, PersonName, Relation } from './form.ts';

export type Role = 'you' | 'spouse' | Relation;

export interface Person {
  index: number;
  role: Role;
  /** The first name the agent gave, said instead of the role. */
  name: string | null;
  age: number;
}

/** Several people said together: each by name or role, or 'children' for every child of the household at once. */
export type Group = readonly (Person | 'children')[];

const CHILD_UNDER = 19;
const ADULT_FROM = 18;
/** A dependant under this age is the client's child (dependent coverage runs to 26). */
const DEPENDANT_CHILD_UNDER = 26;
const PARTNERS: readonly Role[] = ['wife', 'husband', 'partner'];

/**
 * Each member as the summary says them. Unnamed and with no relation chosen: under 19, a child; a
 * dependant, a child under 26 or else a relative; the first other adult who is no dependant, the
 * spouse (the only other adult a tax household holds who is no dependant), unless the agent has
 * chosen a wife, husband or partner; anyone else, a child under 26 or a relative.
 */
export function peopleOf(
  ages: readonly number[],
  members: readonly Pick<MemberInputs, 'dependant'>[],
  names: readonly PersonName[],
): Person[] {
  let spouseFound = names.some((n, i) => i > 0 && PARTNERS.includes(n.relation as Role));
  return ages.map((age, index) => {
    const given = names[index];
    const name = given?.first.trim() || null;
    if (index === 0) return { index, role: 'you', name, age };
    if (given?.relation) return { index, role: given.relation, name, age };
    const dependant = members[index]?.dependant ?? false;
    let role: Role;
    if (age < CHILD_UNDER || (dependant && age < DEPENDANT_CHILD_UNDER)) role = 'child';
    else if (!dependant && !spouseFound && age >= ADULT_FROM) {
      role = 'spouse';
      spouseFound = true;
    } else role = age < DEPENDANT_CHILD_UNDER ? 'child' : 'relative';
    return { index, role, name, age };
  });
}

/**
 * The people at these positions, in order; every child of the household at once, when there are
 * two or more and none has a name, becomes 'children' ("the children").
 */
export function groupOf(positions: readonly number[], people: readonly Person[]): Group {
  const chosen = people.filter((p) => positions.includes(p.index));
  const children = people.filter((p) => p.role === 'child');
  const together = children.length > 1 && children.every((c) => c.name === null && positions.includes(c.index));
  if (!together) return chosen;
  const first = chosen.findIndex((p) => p.role === 'child');
  const rest = chosen.filter((p) => p.role !== 'child');
  return [...rest.slice(0, first), 'children', ...rest.slice(first)];
}
