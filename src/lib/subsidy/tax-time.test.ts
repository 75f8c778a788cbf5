import { describe, expect, it } from 'vitest';
import { allowedCreditCents, form8962FplPercent, taxTimePicture } from './tax-time.ts';

// A single adult in the 48 states, plan year 2027: guideline $15,960; benchmark $1,500.00 a month.
const single = { months: 12, benchmarkCents: 150_000, advanceCents: 0 };

describe('the credit the return allows (Form 8962)', () => {
  it('drops the decimals of the FPL percentage and rounds the contributions to the dollar', () => {
    expect(form8962FplPercent(30_000, 15_960)).toBe(187);
    // Line 7 at 187 %: 4.30 + 37/50 x 2.48 = 6.14 %; line 8a $1,842; line 8b $154 (153.50 rounds up).
    expect(allowedCreditCents(2027, 30_000, 15_960, [single])).toBe(12 * (150_000 - 15_400));
  });

  it('allows none above 400 %, tested before the decimals are dropped', () => {
    expect(allowedCreditCents(2027, 63_840, 15_960, [single])).toBeGreaterThan(0);
    expect(allowedCreditCents(2027, 63_841, 15_960, [single])).toBe(0);
    // 2025 had no 400 % line.
    expect(allowedCreditCents(2025, 90_000, 15_060, [single])).toBeGreaterThan(0);
  });

  it('below 100 % allows the credit only when advance payments were made for the year, at the first figure', () => {
    const advanced = [{ ...single, advanceCents: 100_000 }];
    // 2.15 % of $12,000 = $258, $21.50 -> $22 a month.
    expect(allowedCreditCents(2027, 12_000, 15_960, advanced)).toBe(12 * (150_000 - 2_200));
    expect(allowedCreditCents(2027, 12_000, 15_960, [single])).toBe(0);
    // $1 under the line with none paid: none; at the line: the credit, paid or not.
    expect(allowedCreditCents(2027, 15_959, 15_960, [single])).toBe(0);
    expect(allowedCreditCents(2027, 15_960, 15_960, [single])).toBeGreaterThan(0);
    // Advance in some months of a split year is advance for the year.
    const split = [
      { months: 9, benchmarkCents: 150_000, advanceCents: 0 },
      { months: 3, benchmarkCents: 150_000, advanceCents: 50_000 },
    ];
    expect(allowedCreditCents(2027, 12_000, 15_960, split)).toBe(12 * (150_000 - 2_200));
  });

  it("enters 401 on line 5 above the year's 400 % limit, the percentage with its decimals dropped otherwise", () => {
    expect([63_840, 63_841, 63_999, 64_000].map((income) => form8962FplPercent(income, 15_960, 400))).toEqual([400, 401, 401, 401]);
    // 2025 had no limit: the percentage as it is.
    expect([63_841, 90_000].map((income) => form8962FplPercent(income, 15_960))).toEqual([400, 563]);
  });

  it('adds up the months of each coverage family, none for months with nobody priced', () => {
    const split = [
      { months: 9, benchmarkCents: 0, advanceCents: 0 },
      { months: 3, benchmarkCents: 150_000, advanceCents: 100_000 },
    ];
    expect(allowedCreditCents(2027, 30_000, 15_960, split)).toBe(3 * (150_000 - 15_400));
  });
});

describe('taxTimePicture', () => {
  it('says what the return takes back or pays out at other incomes, every excess dollar from 2026', () => {
    const picture = taxTimePicture({
      year: 2027,
      income: 30_000,
      guideline: 15_960,
      familySize: 1,
      periods: [{ ...single, advanceCents: 134_550 }],
    });
    expect(picture.advanceCredit).toBe((12 * 134_550) / 100);
    expect(picture.repaymentLimited).toBe(false);
    const row = (label: string) => picture.scenarios.find((s) => s.label === label);
    // The estimate itself: Form 8962's rounding allows $6 more than the advance paid.
    expect(row('Income as estimated')).toMatchObject({ income: 30_000, fplPercent: 187, difference: 6, forgiven: 0 });
    expect(row('25% higher')?.difference).toBeLessThan(0);
    expect(row('10% lower')?.difference).toBeGreaterThan(0);
    expect(row('At 400% of the poverty line')).toMatchObject({ income: 63_840, fplPercent: 400 });
    expect(row('Just over 400% of the poverty line')).toMatchObject({
      income: 63_841,
      fplPercent: 401,
      allowedCredit: 0,
      difference: (-12 * 134_550) / 100,
    });
    expect(picture.scenarios.map((s) => s.label)).toEqual([
      'Income as estimated',
      '25% lower',
      '10% lower',
      '10% higher',
      '25% higher',
      'At 400% of the poverty line',
      'Just over 400% of the poverty line',
    ]);
  });

  it('adds a row for each income the year may end with, after the fixed ones', () => {
    const periods = [{ ...single, advanceCents: 134_550 }];
    const picture = taxTimePicture({
      year: 2027,
      income: 30_000,
      guideline: 15_960,
      familySize: 1,
      periods,
      yearEndIncomes: [37_500, 42_000],
    });
    const fixed = taxTimePicture({ year: 2027, income: 30_000, guideline: 15_960, familySize: 1, periods });
    expect(picture.scenarios.slice(0, -2)).toEqual(fixed.scenarios);
    // The same income as the fixed "25% higher" row gives the same figures under its own label.
    expect(picture.scenarios.at(-2)).toEqual({ ...fixed.scenarios[4], label: 'Year ends at $37,500' });
    expect(picture.scenarios.at(-1)).toMatchObject({ label: 'Year ends at $42,000', income: 42_000, fplPercent: 263 });
  });

  it('asks for a note on the year-end rows only, so the fixed rows cost no more', () => {
    const noted: number[] = [];
    const picture = taxTimePicture({
      year: 2027,
      income: 30_000,
      guideline: 15_960,
      familySize: 1,
      periods: [{ ...single, advanceCents: 134_550 }],
      yearEndIncomes: [42_000],
      noteFor: (ended) => {
        noted.push(ended);
        return 'Why.';
      },
    });
    expect(noted).toEqual([42_000]);
    expect(picture.scenarios.map((s) => s.note)).toEqual([...Array(7).fill(null), 'Why.']);
  });

  it('limits repayment by the 2025 table, single and other filers', () => {
    const periods = [{ months: 12, benchmarkCents: 150_000, advanceCents: 150_000 }];
    // 2025: guideline $15,060 for one; $20,440 for two. At 260 % the limit is $975 single, $1,950 other.
    const single2025 = taxTimePicture({ year: 2025, income: 31_000, guideline: 15_060, familySize: 1, periods });
    const over = single2025.scenarios.find((s) => s.label === '25% higher');
    expect(single2025.repaymentLimited).toBe(true);
    expect(over?.fplPercent).toBe(257);
    expect(over?.difference).toBe(-975);
    const couple = taxTimePicture({ year: 2025, income: 42_000, guideline: 20_440, familySize: 2, periods });
    expect(couple.scenarios.find((s) => s.label === '25% higher')?.difference).toBe(-1950);
  });
});
