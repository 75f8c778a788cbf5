import { describe, expect, it } from 'vitest';
import { defaultMember } from './form.ts';
import { keepNames, keptNames, NAMES_KEY, type NameStorage, parseKeptNames } from './kept-names.ts';

/** An in-memory sessionStorage. */
function memoryStorage(initial: Record<string, string> = {}): NameStorage & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** Storage as private mode or a blocked site gives it: every call throws. */
const refusing: NameStorage = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
};

const household = (...ages: string[]) => ({ members: ages.map((age, i) => defaultMember(i, age)) });
const miami = household('44', '41', '12', '8');
const names = [
  { first: 'Carlos', relation: '' as const },
  { first: '', relation: 'wife' as const },
  { first: 'Sofía', relation: '' as const },
];

describe('the summary’s names kept in the tab', () => {
  it('keeps them with the ages and gives them back for the same household only', () => {
    const storage = memoryStorage();
    keepNames({ ...miami, names }, storage);
    expect(JSON.parse(storage.items.get(NAMES_KEY) ?? '')).toEqual({ ages: '44,41,12,8', names });
    expect(keptNames(miami, storage)).toEqual(names);
    // Another household's link in the same tab: none of these names.
    expect(keptNames(household('44', '41', '12'), storage)).toEqual([]);
    expect(keptNames(household('30'), storage)).toEqual([]);
  });

  it('forgets them when nobody has a name or a relation', () => {
    const storage = memoryStorage();
    keepNames({ ...miami, names }, storage);
    keepNames({ ...miami, names: [{ first: ' ', relation: '' }] }, storage);
    expect(storage.items.has(NAMES_KEY)).toBe(false);
  });

  it('reads back only what the form takes: short first names, known relations, none for Person 1, nobody beyond the household', () => {
    const raw = JSON.stringify({
      ages: '40,40,10',
      names: [
        { first: 'Carlos', relation: 'wife' },
        { first: 7, relation: 'aunt' },
        { first: 'x'.repeat(90), relation: 'child' },
        { first: 'Extra' },
      ],
    });
    expect(parseKeptNames(raw, household('40', '40', '10'))).toEqual([
      { first: 'Carlos', relation: '' },
      { first: '', relation: '' },
      { first: 'x'.repeat(40), relation: 'child' },
    ]);
    for (const bad of [null, '', 'not json', '[]', '{"ages":"40,40,10","names":"Carlos"}', 'null'])
      expect(parseKeptNames(bad, household('40', '40', '10'))).toEqual([]);
  });

  it('without storage, or where it refuses, keeps nothing and raises nothing', () => {
    expect(() => keepNames({ ...miami, names }, refusing)).not.toThrow();
    expect(keptNames(miami, refusing)).toEqual([]);
    expect(() => keepNames({ ...miami, names }, null)).not.toThrow();
    expect(keptNames(miami, null)).toEqual([]);
  });
});
