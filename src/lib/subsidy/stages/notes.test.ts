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
    expect(n.outcomeNotes[0]).toBe(n.notes[0]);
  });

  it('names the notes that say why the estimate comes to its outcome, each one also in the notes', () => {
    const credit = notes({ income: 45000, familySize: 4, zipCode: '30301', year: 2026, ages: [40, 40, 10, 10] });
    expect(credit.outcomeNotes).toEqual([
      'The client is expected to pay 3.57% of income toward the benchmark silver plan: $1,606.50 a year, $133.88 a month.',
      'Premium tax credit: benchmark $1,259.62 minus expected contribution $133.88 = $1,125.74 a month.',
    ]);
    const medicaid = notes({ income: 18780, familySize: 1, zipCode: '90210', year: 2026 });
    expect(medicaid.outcomeNotes).toEqual([
      "California expanded Medicaid to adults with income up to 138% of the poverty line, so the client likely qualifies for Medicaid, and someone eligible for Medicaid cannot get the premium tax credit. Refer them to California's Medicaid program.",
    ]);
    // Children only: the children's notes, who they are and where to apply.
    const children = notes({ income: 30000, familySize: 2, zipCode: '30301', year: 2026, ages: [12, 9] });
    expect(children.outcomeNotes).toHaveLength(2);
    expect(children.outcomeNotes[0]).toMatch(/^Every member of the household is a child likely covered by Medicaid or CHIP/);
    expect(children.outcomeNotes[1]).toMatch(/^Apply for the children through Georgia's Medicaid\/CHIP agency/);
    for (const n of [credit, medicaid, children]) for (const note of n.outcomeNotes) expect(n.notes).toContain(note);
  });
});
