import { describe, expect, it } from 'vitest';
import type { SubsidyRequestInput } from './schema.ts';
import { estimate } from './testing.ts';

const run = (input: SubsidyRequestInput) => estimate({ year: 2027, ...input }, new Date('2026-12-07T12:00:00Z'));
/** The rows of the request's yearEndIncomes, after the seven fixed ones. */
const asked = (input: SubsidyRequestInput) => run(input).taxTime.scenarios.slice(7);

// Miami, 2027: a couple of 44 and 41 with children of 12 and 8; the husband's job offers $120 a
// month self-only and $610 for the family. At $68,000 the family share ($7,320 a year) is above
// 10.22 % of income ($6,949.60): the wife is priced, the children are on Medicaid or CHIP.
const miami = {
  familySize: 4,
  zipCode: '33125',
  members: [{ age: 44 }, { age: 41 }, { age: 12 }, { age: 8 }],
  jobOffers: [{ employee: 0, selfOnlyMonthly: 120, familyMonthly: 610, familyMembers: [1, 2, 3] }],
};

describe('the note of a year-end income row', () => {
  it('an offer found unaffordable at enrollment stays so for the year, where a new estimate finds it affordable', () => {
    const [row] = asked({ ...miami, income: 68_000, yearEndIncomes: [80_000] });
    // At $80,000 the family share is within 10.22 % ($8,176): a new estimate prices no one.
    expect(run({ ...miami, income: 80_000 }).subsidy).toBe(0);
    expect(row).toEqual({
      label: 'Year ends at $80,000',
      income: 80_000,
      fplPercent: 242,
      allowedCredit: 1648.8,
      difference: -1917.24,
      forgiven: 0,
      note: 'A job offer found unaffordable at enrollment counts as unaffordable for the whole year, so the return keeps the credit for person 2 (age 41); a new estimate at $80,000 would find it affordable and leave them out.',
    });
  });

  it('an offer affordable at enrollment keeps the member out, where a new estimate at a lower income prices them', () => {
    const [row] = asked({ ...miami, income: 80_000, yearEndIncomes: [68_000] });
    expect(row?.allowedCredit).toBe(0);
    expect(row?.note).toBe(
      'Person 2 (age 41) is not on the Marketplace plan, the job offer being affordable at the estimated income, so the return leaves them out; a new estimate at $68,000 would find the offer unaffordable and price them.',
    );
  });

  it('null where a new estimate agrees, and on the seven fixed rows', () => {
    const r = run({ ...miami, income: 68_000, yearEndIncomes: [70_000] });
    expect(r.taxTime.scenarios.map((s) => s.note)).toEqual(Array(8).fill(null));
  });

  it('advance paid below the poverty line: the return allows the credit, a new estimate none (Houston, single)', () => {
    const rows = asked({ income: 30_000, familySize: 1, zipCode: '77002', yearEndIncomes: [15_959, 15_960] });
    expect(rows.map((s) => [s.fplPercent, s.allowedCredit > 0, s.note])).toEqual([
      [
        99,
        true,
        'Advance credit was paid for 12 months, so below the poverty line the return still allows the credit; a new estimate at $15,959 would give none.',
      ],
      [100, true, null],
    ]);
  });

  it('found not eligible for Medicaid at enrollment: the return keeps the credit a new estimate would send to Medicaid (Columbus)', () => {
    const [row] = asked({ income: 30_000, familySize: 1, zipCode: '43215', yearEndIncomes: [18_000] });
    expect(row?.allowedCredit).toBeGreaterThan(0);
    expect(row?.note).toBe(
      'Person 1 (age 40) was found not eligible for Medicaid or CHIP at enrollment, which holds for the whole year, so the return keeps their credit; a new estimate at $18,000 would send them to Medicaid or CHIP.',
    );
  });

  it('children on Medicaid or CHIP from enrollment stay out of the return, where a new estimate at a higher income prices them', () => {
    const [row] = asked({ income: 40_000, familySize: 3, zipCode: '33125', ages: [40, 10, 8], yearEndIncomes: [60_000] });
    expect(row?.note).toBe(
      'Person 2 (age 10) and person 3 (age 8) are on Medicaid or CHIP from enrollment, so the return leaves them out; a new estimate at $60,000 would price them for the credit.',
    );
  });
});
