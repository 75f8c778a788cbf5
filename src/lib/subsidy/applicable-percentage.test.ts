import { describe, expect, it } from 'vitest';
import { applicablePercentage } from './applicable-percentage.ts';
import { ratioFromPercent } from './fpl.ts';

const ap = (year: 2025 | 2026 | 2027, fplPercent: number) => applicablePercentage(year, ratioFromPercent(fplPercent));

// Expected values from the tables in the reference (Rev. Proc. 2025-25, Rev. Proc. 2026-26,
// IRC 36B(b)(3)(A)(iii)): AP = initial + (FPL% - lo) / (hi - lo) x (final - initial), rounded to
// 0.01 with an exact half up. The table alone; eligibility (below 100 %, Medicaid) is tested in
// eligibility.test.ts.
describe('2026 table (Rev. Proc. 2025-25): every band edge', () => {
  it.each([
    [99.99, 2.1], // flat 2.10 below 133 (never interpolated from 0)
    [100, 2.1],
    [132.99, 2.1],
    [133, 3.14], // steps up at exactly 133: "at least 133"
    [138, 3.45], // 3.14 + 5/17 x 1.05 = 3.4488 -> 3.45
    [138.01, 3.45], // 3.14 + 5.01/17 x 1.05 = 3.4494 -> 3.45
    [149.99, 4.19], // 3.14 + 16.99/17 x 1.05 = 4.18938 -> 4.19
    [150, 4.19],
    [200, 6.6],
    [250, 8.44],
    [300, 9.96],
    [400, 9.96], // "not more than 400": 400 is inclusive
    [400.01, null], // no credit above 400 % from 2026
  ])('%f %% FPL -> %s', (fpl, expected) => {
    expect(ap(2026, fpl)).toBe(expected);
  });

  it('is linear within a band', () => {
    expect(ap(2026, 175)).toBe(5.4); // 4.19 + 25/50 x 2.41 = 5.395 (a half) -> 5.40
    expect(ap(2026, 225)).toBe(7.52); // 6.60 + 25/50 x 1.84 = 7.52
    expect(ap(2026, 275)).toBe(9.2); // 8.44 + 25/50 x 1.52 = 9.20
  });

  it('rounds an exact half up even where the double falls below it', () => {
    // 3.14 + 1.7/17 x 1.05 = 3.14 + 0.105 = 3.245 exactly -> 3.25. In doubles the same sum is
    // 3.244999999999999, which a naive Math.round would take to 3.24.
    expect(ap(2026, 134.7)).toBe(3.25);
  });
});

describe('2025 table (ARPA/IRA, IRC 36B(b)(3)(A)(iii))', () => {
  it.each([
    [0, 0],
    [149.99, 0], // 0 - 0 up to 150
    [150, 0],
    [175, 1], // 0 + 25/50 x 2 = 1.00
    [200, 2],
    [250, 4],
    [300, 6],
    [350, 7.25], // 6 + 50/100 x 2.5 = 7.25
    [400, 8.5],
    [400.01, 8.5], // no upper limit in 2025 (IRC 36B(c)(1)(E)): 8.5 % "and higher"
    [1000, 8.5],
  ])('%f %% FPL -> %f', (fpl, expected) => {
    expect(ap(2025, fpl)).toBe(expected);
  });

  it('rounds exact halves up', () => {
    expect(ap(2025, 300.2)).toBe(6.01); // 6 + 0.2/100 x 2.5 = 6.005 -> 6.01
    // 150.125 % (a ratio with three decimals): 0 + 0.125/50 x 2 = 0.005 -> 0.01
    expect(applicablePercentage(2025, { income: 150125, guideline: 100000 })).toBe(0.01);
  });
});

describe('2027 table (Rev. Proc. 2026-26)', () => {
  it.each([
    [99.99, 2.15],
    [132.99, 2.15],
    [133, 3.23], // step 2.15 -> 3.23 at 133
    [138, 3.54], // 3.23 + 5/17 x 1.07 = 3.54471 -> 3.54
    [138.01, 3.55], // 3.23 + 5.01/17 x 1.07 = 3.54534 -> 3.55
    [141.5, 3.77], // 3.23 + 8.5/17 x 1.07 = 3.765 (a half) -> 3.77
    [150, 4.3],
    [175, 5.54], // 4.30 + 25/50 x 2.48 = 5.54
    [200, 6.78],
    [225, 7.72], // 6.78 + 25/50 x 1.88 = 7.72
    [250, 8.66],
    [275, 9.44], // 8.66 + 25/50 x 1.56 = 9.44
    [300, 10.22],
    [400, 10.22],
    [400.01, null],
  ])('%f %% FPL -> %s', (fpl, expected) => {
    expect(ap(2027, fpl)).toBe(expected);
  });
});
