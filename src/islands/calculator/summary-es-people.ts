/** How the client summary names people in Spanish (summary-people.ts works out who is who). */
import type { Group, Person } from './summary-people.ts';

const ROLES = {
  you: 'usted',
  spouse: 'su cónyuge',
  wife: 'su esposa',
  husband: 'su esposo',
  partner: 'su pareja',
} as const;

export function person(p: Person): string {
  if (p.role === 'you') return 'usted';
  if (p.name !== null) return p.name;
  if (p.role === 'child') return `su hijo(a) de ${p.age} años`;
  if (p.role === 'relative') return `su familiar de ${p.age} años`;
  return ROLES[p.role];
}

export const listed = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`;

export const who = (group: Group) => listed(group.map((p) => (p === 'children' ? 'sus hijos' : person(p))));

/** 'su trabajo', 'el trabajo de su esposa', 'el trabajo de Ana'. */
export const jobOf = (p: Person) => (p.role === 'you' ? 'su trabajo' : `el trabajo de ${person(p)}`);
