import { describe, expect, it } from 'vitest';
import { stagesFor } from './testing.ts';

describe('benchmarkOf', () => {
  it('estimates from the rating area on file: a 35-year-old in Chicago, 2026, $482.41', () => {
    const { benchmark } = stagesFor({ income: 40000, familySize: 1, zipCode: '60614', year: 2026, ages: [35] });
    expect(benchmark).toMatchObject({ entered: null, fallback: null, monthlyCents: 48241, estimate: { point: { source: 'rating-area' } } });
    expect(benchmark.priceFor([0])).toBe(48241);
    expect(benchmark.aloneCents(35)).toBe(48241);
  });

  it('falls back to the state average when the ZIP code is not on file, and says why', () => {
    const { benchmark } = stagesFor({ income: 40000, familySize: 1, zipCode: '57770', year: 2026 });
    expect(benchmark).toMatchObject({ fallback: 'zip-not-on-file', monthlyCents: 65500, estimate: { point: { source: 'state-average' } } });
  });

  it('prices nobody at 0 when the coverage family is empty', () => {
    const { benchmark } = stagesFor({
      income: 40000,
      familySize: 1,
      zipCode: '60614',
      year: 2026,
      members: [{ age: 40, seekingCoverage: false }],
    });
    expect(benchmark.monthlyCents).toBe(0);
    expect(benchmark.priceFor([])).toBe(0);
  });

  it('takes a benchmark as entered, which stands with nobody to price, and prices no one alone', () => {
    const entered = stagesFor({ income: 40000, familySize: 1, zipCode: '60614', year: 2026, benchmarkPremium: 500 }).benchmark;
    expect(entered).toMatchObject({ estimate: null, fallback: null, monthlyCents: 50000, entered: { premiumCents: 50000, given: false } });
    expect(entered.aloneCents(40)).toBeNull();
    const nobody = stagesFor({
      income: 40000,
      familySize: 1,
      zipCode: '60614',
      year: 2026,
      benchmarkPremium: 500,
      members: [{ age: 40, seekingCoverage: false }],
    }).benchmark;
    expect(nobody.monthlyCents).toBe(50000);
    expect(nobody.priceFor([])).toBe(0);
  });

  it('reprices an entered benchmark for another set of members by the age curve', () => {
    const { benchmark } = stagesFor({
      income: 60000,
      familySize: 2,
      zipCode: '60614',
      year: 2026,
      ages: [40, 40],
      benchmarkPremium: 1000,
      benchmarkMembers: [0, 1],
    });
    expect(benchmark.monthlyCents).toBe(100000);
    expect(benchmark.priceFor([0])).toBe(50000);
  });
});
