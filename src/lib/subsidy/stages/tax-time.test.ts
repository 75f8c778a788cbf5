import { describe, expect, it } from 'vitest';
import { taxTimeOf } from './tax-time.ts';
import { stagesFor } from './testing.ts';

const taxTime = (input: Parameters<typeof stagesFor>[0]) => {
  const { request, year, household, benchmark, credit } = stagesFor(input);
  return taxTimeOf({ request, year, household, benchmark, credit });
};

describe('taxTimeOf', () => {
  it('pays the advance for the twelve months of one coverage family', () => {
    // Chicago 2026, 35-year-old: $195.41 a month.
    const t = taxTime({ income: 40000, familySize: 1, zipCode: '60614', year: 2026, ages: [35] });
    expect(t.advanceCredit).toBe(2344.92);
    expect(t.scenarios[0]).toMatchObject({ label: 'Income as estimated', income: 40000, note: null });
  });

  it('settles a split year part by part: no advance while on Medicaid, the credit from October (Ohio 2026)', () => {
    const t = taxTime({
      income: 18780,
      familySize: 1,
      zipCode: '43215',
      year: 2026,
      members: [{ age: 40, immigrationStatus: 'other-lawfully-present' }],
    });
    expect(t.advanceCredit).toBe(1485.12);
  });

  it('a year-end income gets its own row, with a note only where a new estimate would differ from the return', () => {
    const t = taxTime({ income: 40000, familySize: 1, zipCode: '60614', year: 2026, ages: [35], yearEndIncomes: [45000] });
    const row = t.scenarios.at(-1);
    expect(row).toMatchObject({ label: 'Year ends at $45,000', income: 45000, note: null });
  });

  it('a job offer found unaffordable at enrollment keeps the credit at a year-end income that makes it affordable', () => {
    const t = taxTime({
      income: 30000,
      familySize: 1,
      zipCode: '60614',
      year: 2026,
      members: [{ age: 40 }],
      jobOffers: [{ employee: 0, selfOnlyMonthly: 300 }],
      yearEndIncomes: [60000],
    });
    expect(t.scenarios.at(-1)?.note).toMatch(/^A job offer found unaffordable at enrollment/);
  });
});
