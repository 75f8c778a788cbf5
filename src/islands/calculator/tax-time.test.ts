import { describe, expect, it } from 'vitest';
import type { SubsidyRequestInput } from '../../lib/subsidy/index.ts';
import { estimate } from '../../lib/subsidy/testing.ts';
import { describeTaxTime, FIXED_ROWS, readYearEndIncome } from './tax-time.ts';

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

describe('a row of the agent’s own', () => {
  it('carries the answer’s note when it has one', () => {
    const r = run({ income: 75000, familySize: 2, zipCode: '43215', ages: [58, 56], yearEndIncomes: [80000] });
    const note = 'The months’ advance already paid stays as it was.';
    const scenarios = r.taxTime.scenarios.map((s, i) => (i === FIXED_ROWS ? { ...s, note } : s));
    const rows = describeTaxTime({ year: r.year, taxTime: { ...r.taxTime, scenarios } }).rows;
    expect(rows.slice(FIXED_ROWS).map((row) => [row.label, row.note])).toEqual([['Year ends at $80,000', note]]);
    expect(rows[0]?.note).toBeNull();
  });
});

describe('readYearEndIncome', () => {
  it('takes whole dollars as typed, with a dollar sign, commas or spaces', () => {
    expect(readYearEndIncome('80000', [])).toEqual({ income: '80000' });
    expect(readYearEndIncome(' $80,000 ', [])).toEqual({ income: '80000' });
    expect(readYearEndIncome('0', [])).toEqual({ income: '0' });
    expect(readYearEndIncome('100,000,000', [])).toEqual({ income: '100000000' });
    expect(readYearEndIncome('080000', ['90000'])).toEqual({ income: '80000' });
  });
  it('says what to type instead: nothing, cents, letters, a negative, too much, a row already there, a fourth row', () => {
    expect(readYearEndIncome('', [])).toEqual({ error: 'Enter the income the year may end with, in whole dollars, like 80000.' });
    for (const text of ['80000.50', 'eighty', '-5', '8e4'])
      expect(readYearEndIncome(text, [])).toEqual({ error: 'Enter the income in whole dollars, digits only, like 80000.' });
    expect(readYearEndIncome('100000001', [])).toEqual({ error: 'Enter an income of at most $100,000,000.' });
    expect(readYearEndIncome('80,000', ['80000'])).toEqual({ error: 'The table already has a row for $80,000.' });
    expect(readYearEndIncome('1', ['2', '3', '4'])).toEqual({
      error: 'The table takes up to 3 incomes of your own: remove one to add another.',
    });
  });
});
