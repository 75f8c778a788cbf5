import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divideRoundHalfUp, dollarsToCents, formatPercent, formatUsdCents, formatUsdWhole } from './money.ts';

const intlCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const intlWhole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

describe('formatUsdCents', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [39_785, '$397.85'],
    [123_456, '$1,234.56'],
    [100_000_000, '$1,000,000.00'],
    [-500, '-$5.00'],
  ])('%i cents → %s', (cents, text) => {
    expect(formatUsdCents(cents)).toBe(text);
  });

  it("writes what Intl's en-US currency format writes, for any whole number of cents", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        expect(formatUsdCents(cents)).toBe(intlCents.format(cents / 100));
      }),
      { numRuns: 5_000 },
    );
  });
});

describe('formatUsdWhole', () => {
  it.each([
    [0, '$0'],
    [999, '$999'],
    [1_000, '$1,000'],
    [45_000, '$45,000'],
    [26_650, '$26,650'],
    [1_234_567, '$1,234,567'],
    [2.5, '$3'],
    [-2.5, '-$3'],
  ])('%d → %s', (dollars, text) => {
    expect(formatUsdWhole(dollars)).toBe(text);
  });

  it("writes what Intl's en-US whole-dollar format writes, fractions included", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 99 }), (whole, hundredths) => {
        const dollars = whole + Math.sign(whole || 1) * (hundredths / 100);
        expect(formatUsdWhole(dollars)).toBe(intlWhole.format(dollars));
      }),
      { numRuns: 5_000 },
    );
  });
});

describe('formatPercent', () => {
  const intlPercent = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

  it.each([
    [0, '0.00%'],
    [7.47, '7.47%'],
    [8.5, '8.50%'],
    [187.875, '187.88%'],
    [999.999, '1,000.00%'],
    [1250, '1,250.00%'],
    [-2.5, '-2.50%'],
  ])('%d → %s', (value, text) => {
    expect(formatPercent(value)).toBe(text);
  });

  it("writes what Intl's en-US two-decimal format writes, with a percent sign", () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (value) => {
        fc.pre(!Object.is(value, -0));
        expect(formatPercent(value)).toBe(`${intlPercent.format(value)}%`);
      }),
      { numRuns: 5_000 },
    );
  });
});

describe('exact rounding', () => {
  it('rounds an exact half up and everything else to the nearest', () => {
    expect(divideRoundHalfUp(5, 2)).toBe(3);
    expect(divideRoundHalfUp(7, 3)).toBe(2);
    expect(divideRoundHalfUp(-5, 2)).toBe(-3);
    expect(() => divideRoundHalfUp(1.5, 2)).toThrow(RangeError);
  });

  it('turns dollars into cents without binary noise', () => {
    expect(dollarsToCents(1.005)).toBe(101);
    expect(dollarsToCents(412.35)).toBe(41_235);
  });
});
