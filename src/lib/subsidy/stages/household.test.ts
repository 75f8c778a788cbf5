import { describe, expect, it } from 'vitest';
import { MEMBER_DEFAULTS } from '../rules.ts';
import { type SubsidyRequestInput, subsidyRequestSchema } from '../schema.ts';
import { coverageFamilyOf, householdOf, monthsOf } from './household.ts';

const household = (input: Omit<SubsidyRequestInput, 'zipCode'>, year: 2025 | 2026 | 2027 = 2026, state = 'IL') =>
  householdOf({ request: subsidyRequestSchema.parse({ zipCode: '60614', ...input }), year, state });

describe('householdOf', () => {
  it('with neither members nor ages, assumes citizens of the default ages', () => {
    const h = household({ income: 60000, familySize: 3 });
    expect(h.given).toBe('none');
    expect(h.members).toEqual([40, 40, 10].map((age) => ({ age, ...MEMBER_DEFAULTS })));
  });

  it('with ages, prices citizens of those ages', () => {
    const h = household({ income: 60000, familySize: 2, ages: [33, 2] });
    expect(h.given).toBe('ages');
    expect(h.members.map((m) => m.age)).toEqual([33, 2]);
  });

  it('places income against the poverty guideline, and prints it as the notes do', () => {
    // $40,000 / $15,650 (2025 guideline, plan year 2026) = 255.59 %.
    const h = household({ income: 40000, familySize: 1 });
    expect(h).toMatchObject({
      guideline: { amount: 15650 },
      ratio: { income: 40000, guideline: 15650 },
      fplPercent: 255.59,
      fplText: '255.59%',
    });
    expect(household({ income: 200000, familySize: 1 }).fplText).toBe('1,277.96%');
  });

  it('one coverage family all year is one period of twelve months', () => {
    const h = household({ income: 40000, familySize: 1 });
    expect(h.periods).toHaveLength(1);
    expect(h.current).toMatchObject({ firstMonth: 1, lastMonth: 12, exclusions: [null] });
    expect(monthsOf(h.current)).toBe(12);
    expect(h.family).toEqual([0]);
  });

  it('a rule that changes during the year splits it: Medicaid to September, priced from October (Ohio 2026)', () => {
    const h = household({ income: 18780, familySize: 1, members: [{ age: 40, immigrationStatus: 'other-lawfully-present' }] }, 2026, 'OH');
    expect(h.periods.map((p) => [p.firstMonth, p.lastMonth, p.exclusions[0]?.reason ?? null])).toEqual([
      [1, 9, 'medicaid'],
      [10, 12, null],
    ]);
    expect(h.current.firstMonth).toBe(10);
    expect(h.family).toEqual([0]);
  });

  it('tests job-based offers at the household income', () => {
    const h = household({ income: 60000, familySize: 1, members: [{ age: 40 }], jobOffers: [{ employee: 0, selfOnlyMonthly: 100 }] });
    expect(h.offers.get(0)).toMatchObject({ affordable: true });
    expect(h.current.exclusions[0]).toMatchObject({ reason: 'affordable-job-offer' });
    expect(h.family).toEqual([]);
  });
});

describe('coverageFamilyOf', () => {
  it('is the positions with no exclusion, none when everyone is left out', () => {
    expect(coverageFamilyOf([null, { reason: 'not-enrolling' }, null])).toEqual([0, 2]);
    expect(coverageFamilyOf([{ reason: 'not-enrolling' }])).toEqual([]);
    expect(coverageFamilyOf([])).toEqual([]);
  });
});
