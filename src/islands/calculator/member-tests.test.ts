import { describe, expect, it } from 'vitest';
import { defaultMember, type MemberInputs } from '../../lib/calculator-url.ts';
import type { SubsidyRequestInput, SubsidyResult } from '../../lib/subsidy/index.ts';
import { estimate } from '../../lib/subsidy/testing.ts';
import { passedTests } from './member-tests.ts';

const run = (input: SubsidyRequestInput): SubsidyResult => estimate({ year: 2027, ...input }, new Date('2026-11-24T12:00:00Z'));
const plain = (...ages: number[]): MemberInputs[] => ages.map((age, i) => defaultMember(i, String(age)));

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
    const passed = passedTests(r, plain(40, 38, 10, 7), false);
    const family =
      'the family plan through Person 1’s job is not affordable (the family share, $900.00 a month or $10,800.00 a year, is 12.00% of household income, more than 10.22% for 2027)';
    // Georgia has not expanded Medicaid: nothing to say about adults' Medicaid; the children are above Georgia's limit.
    expect(passed).toEqual([
      [],
      [family],
      ['household income above Georgia’s Medicaid/CHIP limit for this age', family],
      ['household income above Georgia’s Medicaid/CHIP limit for this age', family],
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
    expect(passedTests(short, plain(40), false)[0]).toEqual([
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
    expect(passedTests(dear, plain(40), false)[0]?.[1]).toMatch(
      /^their own job-based offer is not affordable \(the self-only share, \$400\.00 a month/,
    );
  });

  it('says a barred green card holder within the Medicaid range is priced because of the bar (Columbus, $493.60)', () => {
    const member = { ...defaultMember(0, '40'), immigrationStatus: 'lpr' as const, medicaidBarredByStatus: true };
    const r = run({
      income: 19152,
      familySize: 1,
      zipCode: '43215',
      members: [{ age: 40, immigrationStatus: 'lpr', medicaidBarredByStatus: true }],
    });
    expect(r.subsidy).toBe(493.6);
    expect(passedTests(r, [member], false)).toEqual([
      [
        'barred from Medicaid by immigration status, though the income is within Ohio’s Medicaid limit for adults (138% of the poverty line)',
      ],
    ]);
  });

  it('says children were priced as asked, and claims nothing the answer does not show', () => {
    const anyway = run({ income: 62000, familySize: 4, zipCode: '60614', ages: [40, 40, 10, 10], childrenOnMarketplace: true });
    expect(passedTests(anyway, plain(40, 40, 10, 10), true)[2]).toEqual([
      'priced on a Marketplace plan, as asked, whatever the state’s Medicaid/CHIP limit',
    ]);
    // Left out: no tests, the explanation says why.
    const left = run({ income: 62000, familySize: 4, zipCode: '60614', ages: [40, 40, 10, 10] });
    expect(passedTests(left, plain(40, 40, 10, 10), false)[2]).toEqual([]);
    // A child whose bar from Medicaid the API may decide: no claim about the children's limit.
    const refugeeChild = { ...defaultMember(1, '10'), immigrationStatus: 'other-lawfully-present' as const };
    const r = estimate(
      {
        year: 2026,
        income: 90000,
        familySize: 2,
        zipCode: '30303',
        members: [{ age: 40 }, { age: 10, immigrationStatus: 'other-lawfully-present' }],
      },
      new Date('2026-07-01T12:00:00Z'),
    );
    expect(passedTests(r, [defaultMember(0, '40'), refugeeChild], false)[1]).toEqual([]);
  });
});
