/** How the client summary names people in English (summary-people.ts works out who is who). */
import type { Group, Person } from './summary-people.ts';

const ROLES = {
  you: 'you',
  spouse: 'your spouse',
  wife: 'your wife',
  husband: 'your husband',
  partner: 'your partner',
} as const;

export function person(p: Person): string {
  if (p.role === 'you') return 'you';
  if (p.name !== null) return p.name;
  if (p.role === 'child') return `your ${p.age}-year-old`;
  if (p.role === 'relative') return `your ${p.age}-year-old relative`;
  return ROLES[p.role];
}

export const listed = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

export const who = (group: Group) => listed(group.map((p) => (p === 'children' ? 'the children' : person(p))));

/** 'your job', 'your wife’s job', 'Ana’s job'. */
export const jobOf = (p: Person) => (p.role === 'you' ? 'your job' : `${person(p)}’s job`);
