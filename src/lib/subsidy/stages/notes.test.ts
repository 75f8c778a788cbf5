import { describe, expect, it } from 'vitest';
import { notesOf } from './notes.ts';
import { stagesFor } from './testing.ts';

const notes = (input: Parameters<typeof stagesFor>[0]) => notesOf(stagesFor(input));

describe('notesOf', () => {
  it('explains each member left out, and nothing for those priced', () => {
    const n = notes({
      income: 40000,
      familySize: 2,
      zipCode: '60614',
      year: 2026,
      members: [{ age: 40 }, { age: 38, seekingCoverage: false }],
    });
    expect(n.explanations).toEqual([null, 'not seeking Marketplace coverage; still counted in the household size and income']);
    expect(n.notes).toContain(
      'Person 2 (age 38) is not in the benchmark: not seeking Marketplace coverage; still counted in the household size and income.',
    );
  });

  it('two children on Medicaid or CHIP under one limit read the same words', () => {
    const n = notes({ income: 30000, familySize: 3, zipCode: '60614', year: 2026, ages: [35, 8, 6] });
    const [, first, second] = n.explanations;
    expect(first).toMatch(/^likely covered by Medicaid or CHIP/);
    expect(second).toBe(first);
  });

  it('starts with the income against the poverty line, thousands grouped in the percentage', () => {
    const n = notes({ income: 200000, familySize: 1, zipCode: '60614', year: 2026 });
    expect(n.notes[0]).toBe(
      'Income of $200,000 is 1,277.96% of the 2025 poverty guideline for a household of 1 in the 48 contiguous states and DC ($15,650), the guideline used for 2026 coverage.',
    );
  });

  it('a split year says first which months the estimate is for', () => {
    const n = notes({
      income: 18780,
      familySize: 1,
      zipCode: '43215',
      year: 2026,
      members: [{ age: 40, immigrationStatus: 'other-lawfully-present' }],
    });
    expect(n.notes[0]).toBe(
      "The rules that decide this household's credit change during 2026: this estimate is for October to December 2026.",
    );
  });
});
