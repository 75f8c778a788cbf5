import { describe, expect, it } from 'vitest';
import type { SubsidyRequestInput } from '../../lib/subsidy/index.ts';
import { estimate } from '../../lib/subsidy/testing.ts';
import { describeTaxTime, taxTimeLine } from './tax-time.ts';

const run = (input: SubsidyRequestInput) => estimate({ year: 2027, ...input }, new Date('2026-11-24T12:00:00Z'));
// docs/behaviour.md, "At tax time": a couple in Franklin County, Ohio, aged 58 and 56, estimating $75,000 (346 %).
const couple = run({ income: 75000, familySize: 2, zipCode: '43215', ages: [58, 56] });

describe('describeTaxTime', () => {
  it('the Ohio couple: the advance, each year-end income in words, the rule, the rounding', () => {
    const view = describeTaxTime(couple);
    expect(view.advance).toBe('The advance credit for 2027: $16,529.40, paid month by month at the estimated income.');
    expect(view.rows.map((row) => [row.label, row.income, row.fpl, row.allowed, row.settles])).toEqual([
      ['Income as estimated', '$75,000', '346%', '$16,526.40', 'repays $3.00'],
      ['25% lower', '$56,250', '259%', '$19,166.40', 'gets back $2,637.00'],
      ['10% lower', '$67,500', '311%', '$17,294.40', 'gets back $765.00'],
      ['10% higher', '$82,500', '381%', '$15,758.40', 'repays $771.00'],
      // Above 400 % Form 8962's line 5 enters 401.
      ['25% higher', '$93,750', '401%', '$0.00', 'repays $16,529.40'],
      ['At 400% of the poverty line', '$86,560', '400%', '$15,350.40', 'repays $1,179.00'],
      ['Just over 400% of the poverty line', '$86,561', '401%', '$0.00', 'repays $16,529.40'],
    ]);
    expect(view.rows.map((row) => row.direction)).toEqual(['repays', 'gets-back', 'gets-back', 'repays', 'repays', 'repays', 'repays']);
    expect(view.rule).toBe(
      'For 2027 coverage there is no repayment limit: the return takes back every dollar of advance credit the year’s income does not support.',
    );
    expect(view.rounding).toBe(
      'Even at the estimated income the return allows $16,526.40, $3.00 less than the advance, which the household repays: Form 8962 drops the decimals of the poverty-line percentage and rounds the contributions to whole dollars.',
    );
  });

  it('2025: the repayment limit, what it forgives, and rounding that pays out', () => {
    const view = describeTaxTime(run({ income: 45000, familySize: 1, zipCode: '30301', ages: [40], year: 2025 }));
    expect(view.rule).toMatch(/^For 2025 coverage the return takes back at most a limit set by income and filing status/);
    expect(view.rows[4]?.settles).toBe('repays $1,625.00 (the 2025 limit; $101.44 forgiven)');
    expect(view.rounding).toMatch(/^Even at the estimated income the return allows \$3,550\.56, \$13\.56 more, which it gets back:/);
  });

  it('says nothing of the rounding when the form allows the advance exactly', () => {
    const r = run({ income: 60000, familySize: 1, zipCode: '43215', ages: [40] });
    expect(r.taxTime.scenarios[0]?.difference).toBe(0);
    expect(describeTaxTime(r).rounding).toBeNull();
    expect(describeTaxTime(r).rows[0]?.settles).toBe('neither repays nor gets back');
  });
});

describe('taxTimeLine', () => {
  it('what a 10% raise would cost, and all of it above 400%', () => {
    expect(taxTimeLine(couple)).toBe(
      'At tax time: if income ends 10% higher ($82,500), the household would repay $771.00 of the $16,529.40 advance credit; above $86,560 (400% of the poverty line) it would repay all of it.',
    );
  });
  it('a raise that crosses 400%: all of it', () => {
    expect(taxTimeLine(run({ income: 60000, familySize: 1, zipCode: '43215', ages: [40] }))).toBe(
      'At tax time: if income ends 10% higher ($66,000), above 400% of the poverty line, the household would repay all $202.92 of the advance credit.',
    );
  });
  it('2025 has no 400% line: only the raise', () => {
    expect(taxTimeLine(run({ income: 45000, familySize: 1, zipCode: '30301', ages: [40], year: 2025 }))).toBe(
      'At tax time: if income ends 10% higher ($49,500), the household would repay $634.44 of the $3,537.00 advance credit.',
    );
  });
  it('nothing without an advance credit', () => {
    expect(taxTimeLine(run({ income: 90000, familySize: 1, zipCode: '43215' }))).toBeNull();
    expect(taxTimeLine(run({ income: 18000, familySize: 1, zipCode: '43215' }))).toBeNull();
  });
});
