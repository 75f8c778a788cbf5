import { describe, expect, it } from 'vitest';
import { calculateSubsidy, povertyGuideline } from '../subsidy/index.ts';
import { type SubsidyRequestInput, subsidyRequestSchema } from '../subsidy/schema.ts';
import type { FactRef } from './tokens.ts';
import { type WorkedHousehold, workHousehold } from './worked-household.ts';

const request = (input: Omit<SubsidyRequestInput, 'year'>) => subsidyRequestSchema.parse({ year: 2027, ...input });

function worked(input: Omit<SubsidyRequestInput, 'year'>, yearEndIncome?: number): WorkedHousehold {
  const w = workHousehold({ request: request(input), yearEndIncome });
  if ('error' in w) throw new Error(w.error);
  return w;
}

const ref = (field: string, mistake = 'current'): FactRef => ({ name: 'household', year: mistake, field });
const dollars = (text: string | undefined) => Number(text?.replace(/[$,]/g, ''));

const family = { income: 52000, familySize: 4, zipCode: '43215', ages: [44, 42, 15, 12] };

describe('a worked household', () => {
  it('prints the engine’s own figures, the FPL percentage with its decimals dropped as on Form 8962', () => {
    const w = worked(family);
    const engine = calculateSubsidy(request(family));
    if (!engine.ok) throw new Error('the engine refused the household');
    expect(w.print(ref('income'))).toBe('$52,000');
    expect(w.print(ref('familySize'))).toBe('four');
    expect(w.print(ref('ages'))).toBe('44, 42, 15 and 12');
    expect(w.print(ref('place'))).toBe('Franklin County, Ohio');
    expect(w.print(ref('fplPercent'))).toBe(`${Math.floor(engine.result.fplPercent)}%`);
    expect(dollars(w.print(ref('monthlyCredit')))).toBe(engine.result.subsidy);
    expect(dollars(w.print(ref('yearlyCredit')))).toBeCloseTo(12 * engine.result.subsidy, 2);
    expect(dollars(w.print(ref('monthlyContribution')))).toBe(engine.result.expectedMonthlyContribution);
  });

  it('works last year’s poverty guideline with this year’s table for the previousGuidelines mistake', () => {
    const w = worked(family);
    const before = povertyGuideline(2026, 4, 'OH').amount;
    expect(dollars(w.print(ref('guideline', 'previousGuidelines')))).toBe(before);
    expect(w.print(ref('fplPercent', 'previousGuidelines'))).toBe(`${Math.floor((100 * 52000) / before)}%`);
    expect(w.print(ref('fplPercent', 'previousGuidelines'))).not.toBe(w.print(ref('fplPercent')));
  });

  it('prices every member for everyonePriced and counts only applicants for applicantsOnly', () => {
    const w = worked({
      ...family,
      ages: undefined,
      members: [{ age: 44 }, { age: 42, otherCoverage: 'medicare' }, { age: 15 }, { age: 12, seekingCoverage: false }],
    });
    expect(dollars(w.print(ref('benchmarkPremium', 'everyonePriced')))).toBeGreaterThan(dollars(w.print(ref('benchmarkPremium'))));
    expect(w.print(ref('familySize', 'applicantsOnly'))).toBe('three');
    expect(worked(family).problem(ref('familySize', 'applicantsOnly'))).toBe(
      '{{household@applicantsOnly.familySize}}: every member is seeking coverage, so this mistake changes nothing',
    );
  });

  it('adds the income of members not required to file for nonFilerIncomeCounted', () => {
    const w = workHousehold({ request: request(family), nonFilerIncome: 7000 });
    if ('error' in w) throw new Error(w.error);
    expect(w.print(ref('nonFilerIncome'))).toBe('$7,000');
    expect(w.print(ref('income', 'nonFilerIncomeCounted'))).toBe('$59,000');
    expect(w.print(ref('fplPercent', 'nonFilerIncomeCounted'))).toBe(
      `${Math.floor((100 * 59000) / povertyGuideline(2027, 4, 'OH').amount)}%`,
    );
    expect(worked(family).problem(ref('fplPercent', 'nonFilerIncomeCounted'))).toBe(
      '{{household@nonFilerIncomeCounted.fplPercent}}: the question gives no nonFilerIncome to add',
    );
  });

  it('tests the family on the self-only share for selfOnlyShareForFamily', () => {
    const offer = { employee: 0, selfOnlyMonthly: 150, familyMonthly: 900, familyMembers: [1, 2, 3] };
    const w = worked({ ...family, jobOffers: [offer] });
    expect(w.print(ref('selfOnlyShare'))).toBe('$150.00');
    expect(w.print(ref('familyShare'))).toBe('$900.00');
    expect(dollars(w.print(ref('affordabilityLine')))).toBeCloseTo(52000 * 0.1022, 2);
    // The worker is out; the family, tested on an unaffordable family share, is in: the credit is theirs.
    expect(dollars(w.print(ref('monthlyCredit')))).toBeGreaterThan(0);
    expect(dollars(w.print(ref('monthlyCredit', 'selfOnlyShareForFamily')))).toBe(0);
    expect(worked(family).problem(ref('monthlyCredit', 'selfOnlyShareForFamily'))).toBe(
      '{{household@selfOnlyShareForFamily.monthlyCredit}}: no job offer reaches a family member',
    );
  });

  it('takes back every advance dollar when the year ends above 400% of the guideline, with no cap', () => {
    const couple = { income: 75000, familySize: 2, zipCode: '43215', ages: [58, 56] };
    const w = worked(couple, 86800);
    expect(w.print(ref('yearEndFplPercent'))).toBe('401%');
    expect(w.print(ref('yearEndCredit'))).toBe('$0.00');
    expect(w.print(ref('repayment'))).toBe(w.print(ref('yearlyCredit')));
    const raise = worked({ income: 30000, familySize: 1, zipCode: '43215', ages: [35] }, 42000);
    expect(dollars(raise.print(ref('repayment')))).toBeCloseTo(
      dollars(raise.print(ref('yearlyCredit'))) - dollars(raise.print(ref('yearEndCredit'))),
      2,
    );
  });

  it('works the year end as /calculator’s tax-time table does, on Form 8962', () => {
    const single = { income: 30000, familySize: 1, zipCode: '43215', ages: [35] };
    const raise = worked(single, 42000);
    const engine = calculateSubsidy(request({ ...single, yearEndIncomes: [42000] }));
    if (!engine.ok) throw new Error('the engine refused the household');
    const row = engine.result.taxTime.scenarios.at(-1);
    expect(row?.label).toBe('Year ends at $42,000');
    expect(raise.print(ref('yearEndFplPercent'))).toBe(`${row?.fplPercent}%`);
    expect(dollars(raise.print(ref('yearEndCredit')))).toBe(row?.allowedCredit);
    expect(dollars(raise.print(ref('repayment')))).toBe(-(row?.difference ?? 0));
    // Whole-dollar contributions (lines 8a, 8b) on the whole percentage (line 5): $1,950.00, not the
    // $1,955.40 that twelve months of the estimate's own credits give.
    expect(raise.print(ref('repayment'))).toBe('$1,950.00');
  });

  it('works a change reported in a month: the first estimate’s advance to that month, the new one after', () => {
    const single = { income: 30000, familySize: 1, zipCode: '43215', ages: [35] };
    const w = workHousehold({ request: request(single), yearEndIncome: 42000, reportedInMonth: 7 });
    if ('error' in w) throw new Error(w.error);
    const after = calculateSubsidy(request({ ...single, income: 42000 }));
    if (!after.ok) throw new Error('the engine refused the household');
    expect(w.print(ref('reportMonth'))).toBe('July');
    expect(dollars(w.print(ref('monthlyCreditAfterReport')))).toBe(after.result.subsidy);
    const before = dollars(w.print(ref('monthlyCredit')));
    const paid = 7 * before + 5 * after.result.subsidy;
    expect(dollars(w.print(ref('repaymentIfReported')))).toBeCloseTo(paid - dollars(w.print(ref('yearEndCredit'))), 2);
    expect(dollars(w.print(ref('reportingSaves')))).toBeCloseTo(
      dollars(w.print(ref('repayment'))) - dollars(w.print(ref('repaymentIfReported'))),
      2,
    );
    // Five months at the new estimate's credit instead of the first one's.
    expect(dollars(w.print(ref('reportingSaves')))).toBeCloseTo(5 * (before - after.result.subsidy), 2);
  });

  it('reports no figure of a report without one, and a report without the income reported', () => {
    const single = { income: 30000, familySize: 1, zipCode: '43215', ages: [35] };
    expect(worked(single, 42000).problem(ref('repaymentIfReported'))).toMatch(
      /^\{\{household\.repaymentIfReported\}\}: this household gives no /,
    );
    expect(workHousehold({ request: request(single), reportedInMonth: 7 })).toEqual({
      error: 'reportedInMonth is given without yearEndIncome, the income reported',
    });
  });

  it('limits the excess by the 2025 table for the repaymentLimited mistake', () => {
    const raise = worked({ income: 30000, familySize: 1, zipCode: '43215', ages: [35] }, 42000);
    expect(raise.print(ref('yearEndFplPercent'))).toBe('263%');
    expect(raise.print(ref('repayment', 'repaymentLimited'))).toBe('$975.00');
    expect(raise.print(ref('formerRepaymentLimit'))).toBe('$975');
    // 2027 is priced on the latest premiums on file, 2026's.
    expect(raise.print(ref('premiumYear'))).toBe('2026');
    const couple = worked({ income: 75000, familySize: 2, zipCode: '43215', ages: [58, 56] }, 86800);
    expect(couple.problem(ref('repayment', 'repaymentLimited'))).toBe(
      '{{household@repaymentLimited.repayment}}: no repayment limit ever applied at this income (400% of the poverty line or more)',
    );
  });

  it('says why a quote cannot print', () => {
    const w = worked(family);
    expect(w.problem(ref('fplPercentage'))).toMatch(
      /^\{\{household\.fplPercentage\}\} names no figure of the household; expected one of income, /,
    );
    expect(w.problem(ref('fplPercent', 'lastYear'))).toMatch(
      /^\{\{household@lastYear\.fplPercent\}\} names no mistake; expected one of previousGuidelines, /,
    );
    expect(w.problem(ref('repayment'))).toBe(
      "{{household.repayment}}: this household gives no repayment at tax time: the year's advance credit less what the return allows, less any part the year's limit forgives; expected yearEndIncome on the question for a year-end figure, jobOffers for an offer's share, an income the credit covers for a contribution",
    );
    expect(w.problem(ref('fplPercent'))).toBeUndefined();
  });

  it('reports a household the engine cannot work', () => {
    expect(workHousehold({ request: request({ ...family, zipCode: '00000' }) })).toEqual({ error: expect.stringMatching(/^zipCode: /) });
  });
});
