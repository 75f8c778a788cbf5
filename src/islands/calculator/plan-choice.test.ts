import { describe, expect, it } from 'vitest';
import type { SubsidyRequestInput } from '../../lib/subsidy/index.ts';
import { estimate } from '../../lib/subsidy/testing.ts';
import { describePlanChoice } from './plan-choice.ts';

const run = (input: SubsidyRequestInput) => estimate({ year: 2027, ...input }, new Date('2026-11-24T12:00:00Z'));

describe('describePlanChoice', () => {
  it('gives the answer’s recommendation with its reason, and no member lines when nobody differs', () => {
    const choice = describePlanChoice(run({ income: 28728, familySize: 1, zipCode: '43215', ages: [40] }));
    expect(choice).toEqual({
      text: 'A silver plan: at 180.00% of the poverty line the household gets the 87% silver variation, with an out-of-pocket maximum of $4,000 instead of $12,000; up to 200% of the poverty line, the silver variation is usually the best buy.',
      members: [],
      catastrophic: false,
    });
  });

  it('names each member whose picture differs: zero cost sharing, under 30, reductions lost with the credit', () => {
    const choice = describePlanChoice(
      run({
        income: 50000,
        familySize: 3,
        zipCode: '43215',
        members: [
          { age: 45, americanIndianAlaskaNative: true },
          { age: 24, dependant: true },
          { age: 40, immigrationStatus: 'other-lawfully-present' },
        ],
      }),
    );
    expect(choice.text).toMatch(/^A silver plan: at 183\.02% of the poverty line the household gets the 87% silver variation/);
    expect(choice.members).toEqual([
      'Person 1 (45): American Indian or Alaska Native: no deductibles, copays or coinsurance at any metal level',
      'Person 2 (24): can buy a catastrophic plan (under 30)',
      'Person 3 (40): no cost-sharing reductions: from 2027 their immigration status rules out the credit, and the reductions with it (a plan at full price is open to them while that status lasts)',
    ]);
    expect(choice.catastrophic).toBe(true);
  });

  it('limited cost sharing above 300%, and the hardship exemption, on one line', () => {
    const choice = describePlanChoice(
      run({ income: 80000, familySize: 2, zipCode: '43215', members: [{ age: 45, americanIndianAlaskaNative: true }, { age: 28 }] }),
    );
    expect(choice.members).toEqual([
      'Person 1 (45): American Indian or Alaska Native: no cost sharing for care from Indian health care providers (above 300% of the poverty line, or without the credit, a plan’s own cost sharing applies elsewhere); can buy a catastrophic plan (hardship exemption)',
      'Person 2 (28): can buy a catastrophic plan (under 30)',
    ]);
  });
});
