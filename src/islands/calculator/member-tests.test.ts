import { describe, expect, it } from 'vitest';
import type { SubsidyRequestInput, SubsidyResult } from '../../lib/subsidy/index.ts';
import { estimate } from '../../lib/subsidy/testing.ts';
import { describeOffer, passedTests } from './member-tests.ts';

const run = (input: SubsidyRequestInput): SubsidyResult => estimate({ year: 2027, ...input }, new Date('2026-11-24T12:00:00Z'));

describe('describeOffer', () => {
  const test = { employee: 0, tier: 'family', yearlyShare: 8640, yearlyLimit: 7971.6, minimumValue: true, affordable: false } as const;
  it('compares the yearly share with the limit in dollars, and says which share and whose job', () => {
    expect(describeOffer(test, 1, 10.22)).toBe(
      'the family plan through Person 1’s job: the family share, $8,640.00 a year, is more than the limit of $7,971.60 (10.22% of household income): not affordable',
    );
    expect(describeOffer({ ...test, tier: 'self-only', yearlyShare: 7971.6, affordable: true }, 0, 10.22)).toBe(
      'their own job-based offer: the self-only share, $7,971.60 a year, is within the limit of $7,971.60 (10.22% of household income): affordable',
    );
  });
  it('says an offer short of minimum value is that, whatever its share', () => {
    expect(describeOffer({ ...test, minimumValue: false }, 2, 10.22)).toBe(
      'the family plan through Person 1’s job does not meet minimum value',
    );
  });
});

describe('passedTests', () => {
  it('names an offer that leaves the family in: the family share is not affordable (Atlanta, $665.29)', () => {
    const r = run({
      income: 90000,
      familySize: 4,
      zipCode: '30303',
      members: [{ age: 40 }, { age: 38 }, { age: 10 }, { age: 7 }],
      jobOffers: [{ employee: 0, selfOnlyMonthly: 250, familyMonthly: 900, familyMembers: [1, 2, 3] }],
    });
    expect(r.subsidy).toBe(665.29);
    // Read from the members' offerTest, not the notes: the share against the limit in dollars.
    expect(r.members[1]?.offerTest).toEqual({
      employee: 0,
      tier: 'family',
      yearlyShare: 10800,
      yearlyLimit: 9198,
      minimumValue: true,
      affordable: false,
    });
    const passed = passedTests(r, false, 10.22);
    const family =
      'the family plan through Person 1’s job: the family share, $10,800.00 a year, is more than the limit of $9,198.00 (10.22% of household income): not affordable';
    // Georgia has not expanded Medicaid: nothing to say about adults' Medicaid; the children are above Georgia's limit.
    expect(passed).toEqual([
      [],
      [family],
      ['household income above Georgia’s Medicaid/CHIP limit for this age', family],
      ['household income above Georgia’s Medicaid/CHIP limit for this age', family],
    ]);
    // Without the plan year's percentage the limit is still given in dollars.
    expect(passedTests(r, false)[1]).toEqual([
      'the family plan through Person 1’s job: the family share, $10,800.00 a year, is more than the limit of $9,198.00: not affordable',
    ]);
  });

  it('names the employee’s own offer when it falls short of minimum value or is not affordable', () => {
    const short = run({
      income: 60000,
      familySize: 1,
      zipCode: '43215',
      members: [{ age: 40 }],
      jobOffers: [{ employee: 0, selfOnlyMonthly: 100, minimumValue: false }],
    });
    expect(passedTests(short, false, 10.22)[0]).toEqual([
      'income above Ohio’s Medicaid limit for adults (138% of the poverty line)',
      'their own job-based offer does not meet minimum value',
    ]);
    const dear = run({
      income: 30000,
      familySize: 1,
      zipCode: '43215',
      members: [{ age: 40 }],
      jobOffers: [{ employee: 0, selfOnlyMonthly: 400 }],
    });
    expect(passedTests(dear, false, 10.22)[0]?.[1]).toBe(
      'their own job-based offer: the self-only share, $4,800.00 a year, is more than the limit of $3,066.00 (10.22% of household income): not affordable',
    );
  });

  it('says a barred green card holder within the Medicaid range is priced because of the bar (Columbus, $493.60)', () => {
    const r = run({
      income: 19152,
      familySize: 1,
      zipCode: '43215',
      members: [{ age: 40, immigrationStatus: 'lpr', medicaidBarredByStatus: true }],
    });
    expect(r.subsidy).toBe(493.6);
    expect(r.members[0]?.medicaidBarred).toBe(true);
    expect(passedTests(r, false)).toEqual([
      [
        'barred from Medicaid by immigration status, though the income is within Ohio’s Medicaid limit for adults (138% of the poverty line)',
      ],
    ]);
  });

  it('says children were priced as asked, and claims nothing the answer does not show', () => {
    const anyway = run({ income: 62000, familySize: 4, zipCode: '60614', ages: [40, 40, 10, 10], childrenOnMarketplace: true });
    expect(passedTests(anyway, true)[2]).toEqual(['priced on a Marketplace plan, as asked, whatever the state’s Medicaid/CHIP limit']);
    // Left out: no tests, the explanation says why.
    const left = run({ income: 62000, familySize: 4, zipCode: '60614', ages: [40, 40, 10, 10] });
    expect(passedTests(left, false)[2]).toEqual([]);
    // A refugee child: the answer says whether the bar applied (it did not), so the children's limit is claimed as for anyone.
    const r = estimate(
      {
        year: 2026,
        income: 60000,
        familySize: 2,
        zipCode: '30303',
        members: [{ age: 40 }, { age: 10, immigrationStatus: 'other-lawfully-present' }],
      },
      new Date('2026-07-01T12:00:00Z'),
    );
    expect(r.members[1]?.medicaidBarred).toBe(false);
    expect(passedTests(r, false)[1]).toEqual(['household income above Georgia’s Medicaid/CHIP limit for this age']);
    // The same child barred (a visa holder, say): priced because of the bar, whatever the income.
    const barred = estimate(
      {
        year: 2026,
        income: 30000,
        familySize: 2,
        zipCode: '30303',
        members: [{ age: 40 }, { age: 10, immigrationStatus: 'other-lawfully-present', medicaidBarredByStatus: true }],
      },
      new Date('2026-07-01T12:00:00Z'),
    );
    expect(passedTests(barred, false)[1]).toEqual(['barred from Medicaid and CHIP by immigration status']);
  });
});

describe('the status rule and the program band', () => {
  it('names a priced noncitizen’s status rule and a household above its state’s program', () => {
    const minnesota = run({
      income: 70000,
      familySize: 2,
      zipCode: '55401',
      year: 2027,
      members: [{ age: 40, immigrationStatus: 'lpr' }, { age: 38 }],
    });
    const [lpr, citizen] = passedTests(minnesota, false, 10.22, ['lpr', 'citizen']);
    expect(lpr).toContain('an eligible alien (green card holder), who keeps the credit');
    expect(lpr).toContain('income above MinnesotaCare’s limit (200% of the poverty line)');
    expect(citizen).not.toContain('an eligible alien (green card holder), who keeps the credit');
    const refugee2026 = run({
      income: 40000,
      familySize: 1,
      zipCode: '43215',
      year: 2026,
      members: [{ age: 40, immigrationStatus: 'other-lawfully-present' }],
    });
    expect(passedTests(refugee2026, false, 9.96, ['other-lawfully-present'])[0]?.[0]).toBe(
      'lawfully present (other lawfully present), which keeps the credit until plan year 2027',
    );
  });
});
