/**
 * The client summary's first names and relations, kept in this browser tab's sessionStorage only
 * (docs/behaviour.md, /calculator): a reload keeps them, and they reach neither the page's address
 * nor the API. They are kept with the household's ages, so another household's link opened in the
 * tab starts without them. A storage that is missing or refuses keeps nothing and raises nothing.
 */
import { type CalculatorInputs, type PersonName, RELATIONS, type Relation, trimNames } from './form.ts';

/** The sessionStorage key, named for the site so another site on the same origin (GitHub Pages) does not collide. */
export const NAMES_KEY = 'aca-training-hub:calculator-names';

/** The part of the Web Storage API used here. */
export type NameStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** This tab's sessionStorage, or null where there is none or reading it throws (storage blocked). */
export function tabStorage(): NameStorage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

type Household = Pick<CalculatorInputs, 'members'>;

const agesOf = ({ members }: Household) => members.map((m) => m.age.trim()).join(',');

/** A stored name read back as the form takes one: a short first name, a known relation, none for Person 1. */
function nameFrom(value: unknown, index: number): PersonName {
  const { first, relation } = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const known = index > 0 && typeof relation === 'string' && (RELATIONS as readonly string[]).includes(relation);
  return { first: typeof first === 'string' ? first.trim().slice(0, 40) : '', relation: known ? (relation as Relation) : '' };
}

/** The stored text read back for this household: its names, or none when they were kept for other ages or cannot be read. */
export function parseKeptNames(raw: string | null, household: Household): PersonName[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw ?? 'null');
  } catch {
    return [];
  }
  if (typeof parsed !== 'object' || parsed === null) return [];
  const { ages, names } = parsed as Record<string, unknown>;
  if (ages !== agesOf(household) || !Array.isArray(names)) return [];
  return trimNames(names.slice(0, household.members.length).map(nameFrom));
}

/** The names kept in this tab for this household. */
export function keptNames(household: Household, storage: NameStorage | null = tabStorage()): PersonName[] {
  try {
    return storage ? parseKeptNames(storage.getItem(NAMES_KEY), household) : [];
  } catch {
    return [];
  }
}

/** Keeps the form's names with its ages, or forgets them when nobody has one. */
export function keepNames(inputs: Pick<CalculatorInputs, 'members' | 'names'>, storage: NameStorage | null = tabStorage()): void {
  const names = trimNames(inputs.names);
  try {
    if (names.length === 0) storage?.removeItem(NAMES_KEY);
    else storage?.setItem(NAMES_KEY, JSON.stringify({ ages: agesOf(inputs), names }));
  } catch {
    // Storage refused (quota, private mode): the names stay on screen until the page is left.
  }
}
