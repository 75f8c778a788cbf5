import { describe, expect, it } from 'vitest';
import { costSharingOf } from './cost-sharing.ts';
import { stagesFor } from './testing.ts';

const costSharing = (input: Parameters<typeof stagesFor>[0]) => {
  const { request, year, household, credit } = stagesFor(input);
  return costSharingOf({ request, year, household, credit });
};
const silver = { label: 'Silver 3000', metal: 'silver', monthlyPremium: 600 } as const;

describe('costSharingOf', () => {
  it('at 150 % of the poverty line: the 94 % silver variation, and the credit taken off each plan', () => {
    // $23,475 / $15,650 = 150 %.
    const c = costSharing({ income: 23475, familySize: 1, zipCode: '60614', year: 2026, plans: [silver] });
    expect(c.picture.silverVariation?.actuarialValue).toBe(94);
    expect(c.plans).toHaveLength(1);
    expect(c.plans[0]?.creditApplied).toBeGreaterThan(0);
    expect(c.plans[0]?.outOfPocketMaxSource).toBe('silver-variation');
  });

  it('no credit and no reductions above 400 % in 2026: the plan at full price, the plan year limit', () => {
    const c = costSharing({ income: 70000, familySize: 1, zipCode: '60614', year: 2026, plans: [silver] });
    expect(c.picture.silverVariation).toBeNull();
    expect(c.plans[0]).toMatchObject({ creditApplied: 0, netMonthlyPremium: 600, outOfPocketMaxSource: 'plan-year-limit' });
  });

  it('nobody priced: the plans are for those who can buy one at full price (one person: the self-only limit)', () => {
    // 2027: a lawfully present refugee is not an eligible alien but can buy at full price; the spouse does not enroll.
    const c = costSharing({
      income: 60000,
      familySize: 2,
      zipCode: '60614',
      year: 2027,
      members: [
        { age: 40, immigrationStatus: 'other-lawfully-present' },
        { age: 40, seekingCoverage: false },
      ],
      plans: [silver],
    });
    expect(c.plans[0]).toMatchObject({ creditApplied: 0, outOfPocketMax: c.picture.outOfPocketMax.selfOnly });
  });

  it('no plans, none priced', () => {
    expect(costSharing({ income: 40000, familySize: 1, zipCode: '60614', year: 2026 }).plans).toEqual([]);
  });
});
