import { describe, expect, it } from 'vitest';
import { fplPercentForDisplay, guidelineYearFor, povertyGuideline, ratioFromPercent } from './fpl.ts';
import { compareFpl } from './sliding-scale.ts';

describe('guideline year (26 CFR 1.36B-1(h): the guidelines in effect when open enrollment starts)', () => {
  it.each([
    [2025, 2024],
    [2026, 2025],
    [2027, 2026],
  ])('plan year %i uses the %i guidelines', (plan, guideline) => {
    expect(guidelineYearFor(plan)).toBe(guideline);
    expect(povertyGuideline(plan, 1, 'GA').guidelineYear).toBe(guideline);
  });
});

describe('povertyGuideline', () => {
  it.each([
    // [plan year, family size, state, expected, arithmetic]
    [2025, 1, 'GA', 15060, '2024 contiguous first person'],
    [2025, 2, 'GA', 20440, '15060 + 5380'],
    [2026, 1, 'GA', 15650, '2025 contiguous first person'],
    [2026, 3, 'TX', 26650, '15650 + 2 x 5500'],
    [2026, 4, 'NY', 32150, '15650 + 3 x 5500'],
    [2027, 1, 'IL', 15960, '2026 contiguous first person'],
    [2027, 4, 'TX', 33000, '15960 + 3 x 5680'],
    [2026, 1, 'DC', 15650, 'DC uses the contiguous table'],
  ])('plan %i, %i person(s) in %s: %i (%s)', (year, size, state, expected) => {
    const g = povertyGuideline(year, size, state);
    expect(g.amount).toBe(expected);
    expect(g.region).toBe('contiguous');
  });

  it('Alaska has its own guidelines', () => {
    expect(povertyGuideline(2025, 1, 'AK')).toMatchObject({ amount: 18810, region: 'AK', guidelineYear: 2024 });
    expect(povertyGuideline(2026, 2, 'AK')).toMatchObject({ amount: 26430, region: 'AK' }); // 19550 + 6880
    expect(povertyGuideline(2027, 3, 'AK')).toMatchObject({ amount: 34150, region: 'AK' }); // 19950 + 2 x 7100
  });

  it('Hawaii has its own guidelines', () => {
    expect(povertyGuideline(2025, 1, 'HI')).toMatchObject({ amount: 17310, region: 'HI' });
    expect(povertyGuideline(2026, 1, 'HI')).toMatchObject({ amount: 17990, region: 'HI', federalRegister: '90 FR 5917 (Jan 17, 2025)' });
    expect(povertyGuideline(2027, 2, 'HI')).toMatchObject({ amount: 24890, region: 'HI' }); // 18360 + 6530
  });

  it('keeps adding the increment above 8 people', () => {
    expect(povertyGuideline(2026, 8, 'GA').amount).toBe(54150); // 15650 + 7 x 5500
    expect(povertyGuideline(2026, 10, 'GA').amount).toBe(65150); // 15650 + 9 x 5500
    expect(povertyGuideline(2026, 20, 'GA').amount).toBe(120150); // 15650 + 19 x 5500
    expect(povertyGuideline(2025, 9, 'AK').amount).toBe(72650); // 18810 + 8 x 6730
    expect(povertyGuideline(2027, 12, 'HI').amount).toBe(90190); // 18360 + 11 x 6530
  });

  it('refuses a year with no guidelines on file rather than guessing', () => {
    expect(() => povertyGuideline(2030, 1, 'GA')).toThrow(/No poverty guidelines on file for 2029/);
  });
});

describe('FPL percentage', () => {
  it('is not truncated, and is rounded to 0.01 only for display', () => {
    // 45000 / 26650 x 100 = 168.8555... -> 168.86
    expect(fplPercentForDisplay({ income: 45000, guideline: 26650 })).toBe(168.86);
    // 12000 / 15650 x 100 = 76.677... -> 76.68 (Form 8962 would say 76)
    expect(fplPercentForDisplay({ income: 12000, guideline: 15650 })).toBe(76.68);
  });

  it('compares band edges exactly', () => {
    expect(compareFpl({ income: 62600, guideline: 15650 }, 400)).toBe(0); // 4 x 15650
    expect(compareFpl({ income: 62601, guideline: 15650 }, 400)).toBe(1);
    expect(compareFpl({ income: 21597, guideline: 15650 }, 138)).toBe(0); // 1.38 x 15650
    expect(compareFpl({ income: 43890, guideline: 33000 }, 133)).toBe(0); // 1.33 x 33000
    expect(compareFpl(ratioFromPercent(132.99), 133)).toBe(-1);
    expect(compareFpl(ratioFromPercent(99.99), 100)).toBe(-1);
  });
});
