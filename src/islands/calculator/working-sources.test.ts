import { describe, expect, it } from 'vitest';
import type { SubsidyRequestInput, SubsidyResult } from '../../lib/subsidy/index.ts';
import { estimate } from '../../lib/subsidy/testing.ts';
import { describeBenchmarkSource, describeCounty, describeGuideline, describePremiumData } from './working-sources.ts';

const run = (input: SubsidyRequestInput): SubsidyResult => estimate(input, new Date('2026-07-01T12:00:00Z'));

describe('describeGuideline', () => {
  it('names Alaska’s own guidelines and the guideline year', () => {
    const r = run({ income: 40000, familySize: 2, zipCode: '99501' });
    expect(describeGuideline(r, 2)).toBe(
      '2025 HHS poverty guidelines for Alaska (Alaska has its own, higher guidelines), household of 2, as used for 2026 coverage.',
    );
    expect(describeGuideline(run({ income: 40000, familySize: 2, zipCode: '73301', year: 2025 }), 2)).toContain(
      '2024 HHS poverty guidelines for the 48 contiguous states and DC',
    );
  });
});

describe('describeBenchmarkSource and describePremiumData', () => {
  it('tell an entered premium, the rating area and the state average apart, with the data year', () => {
    expect(describeBenchmarkSource(run({ income: 40000, familySize: 1, zipCode: '15501', benchmarkPremium: 500 }))).toMatch(/^As entered/);
    const local = run({ income: 40000, familySize: 1, zipCode: '15501', year: 2027 });
    expect(describeBenchmarkSource(local)).toBe(
      'The 2026 second-lowest-cost silver premium in Pennsylvania rating area 5 (2027 premiums are on HealthCare.gov but not yet on file here), priced for each member (by age, or by family tier in New York and Vermont).',
    );
    expect(describePremiumData(local)).toEqual({
      value: '2026 premiums by rating area',
      note: 'KFF’s second-lowest-cost silver premiums by rating area (see Sources below). The 2027 premiums are on HealthCare.gov but not yet on file here: enter the household’s 2027 benchmark for the exact figure.',
    });
    const average = run({ income: 40000, familySize: 1, zipCode: '57770' });
    expect(describeBenchmarkSource(average)).toContain('KFF’s 2026 state average for a 40-year-old in South Dakota');
    expect(describePremiumData(average).value).toBe('2026 state average');
  });
});

describe('describeCounty', () => {
  it('says whether the county was chosen, assumed, the only one, or unknown', () => {
    const spanning = run({ income: 40000, familySize: 1, zipCode: '15501' });
    expect(describeCounty(spanning, true)).toEqual({
      value: 'Somerset County',
      note: 'Chosen from the 2 counties this ZIP code reaches (FIPS 42111).',
    });
    expect(describeCounty(spanning, false).note).toMatch(
      /^Assumed: the main county of the 2 this ZIP code reaches, which lie in different rating areas/,
    );
    expect(describeCounty(run({ income: 40000, familySize: 1, zipCode: '30005' }), false).note).toContain('all in one rating area');
    expect(describeCounty(run({ income: 40000, familySize: 1, zipCode: '30301' }), false)).toEqual({
      value: 'Fulton County',
      note: 'The county of this ZIP code (FIPS 13121).',
    });
    expect(describeCounty(run({ income: 40000, familySize: 1, zipCode: '57770' }), false).value).toBe('Not on file');
  });
});
