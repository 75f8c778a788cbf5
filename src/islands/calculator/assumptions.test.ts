import { describe, expect, it } from 'vitest';
import type { SubsidyRequestInput } from '../../lib/subsidy/index.ts';
import { estimate } from '../../lib/subsidy/testing.ts';
import { describeAssumptions, describeBasis, describeCaution, readResult, variationWords } from './assumptions.ts';

// The home calculator sends income, familySize and zipCode only: the engine assumes the ages.
const line = (input: SubsidyRequestInput) => describeAssumptions(estimate(input, new Date('2026-11-24T12:00:00Z')), input.familySize);

describe('describeAssumptions', () => {
  it('says nothing when the figure assumes nothing worth saying', () => {
    expect(line({ income: 45000, familySize: 1, zipCode: '60614' })).toEqual({ sentences: [], countyAssumed: false });
  });

  it('names the children likely on Medicaid/CHIP (Illinois family at 187.88 %)', () => {
    expect(line({ income: 62000, familySize: 4, zipCode: '60614' }).sentences).toEqual([
      'Assumes the 2 children are on Medicaid/CHIP, so it prices the other 2 people.',
    ]);
    expect(line({ income: 62000, familySize: 3, zipCode: '60614' }).sentences[0]).toBe(
      'Assumes the child is on Medicaid/CHIP, so it prices the other 2 people.',
    );
  });

  it('names the county assumed where the ZIP code spans rating areas, and offers to choose', () => {
    // 45715: Washington County (area 17, primary), Morgan and Noble Counties (area 16).
    const result = line({ income: 60000, familySize: 2, zipCode: '45715' });
    expect(result.sentences).toEqual([
      'Assumes Washington County; Morgan County and Noble County, also in this ZIP code, are in another rating area.',
    ]);
    expect(result.countyAssumed).toBe(true);
  });

  it('gives the reason for $0', () => {
    expect(line({ income: 18000, familySize: 1, zipCode: '60614' }).sentences).toEqual([
      '$0 because at 112.78% of the poverty line the household likely qualifies for Medicaid instead.',
    ]);
    expect(line({ income: 10000, familySize: 1, zipCode: '75201' }).sentences).toEqual([
      '$0 because income is below the poverty line (62.66%), where there is no credit.',
    ]);
    expect(line({ income: 70000, familySize: 1, zipCode: '60614' }).sentences).toEqual([
      '$0 because income is above 400% of the poverty line (438.60%): no credit for 2027 coverage.',
    ]);
  });

  it('a household of children only: one sentence, no second reason', () => {
    // The home calculator assumes adults first, so this comes from the contract's own ages.
    const result = estimate({ income: 30000, familySize: 2, zipCode: '60614', ages: [12, 9] }, new Date('2026-11-24T12:00:00Z'));
    expect(describeAssumptions(result, 2).sentences).toEqual([
      'Every member is a child likely on Medicaid/CHIP, so there is no Marketplace premium to help with.',
    ]);
  });
});

describe('beside the amount', () => {
  const read = (input: SubsidyRequestInput) => readResult(estimate(input, new Date('2026-11-24T12:00:00Z')));

  it('states the plan year, the ages priced and the silver variation, in a few words', () => {
    expect(describeBasis(read({ income: 62000, familySize: 4, zipCode: '60614' }))).toBe(
      'Based on Silver plan benchmark for 2027 coverage, assuming ages 40, 40, 10 and 10; 87% silver variation.',
    );
    expect(describeBasis(read({ income: 45000, familySize: 1, zipCode: '60614', year: 2026 }))).toBe(
      'Based on Silver plan benchmark for 2026 coverage, assuming age 40; no cost-sharing reductions above 250%.',
    );
    // No credit (Medicaid): no variation to name; the line under the amount says why.
    expect(describeBasis(read({ income: 18000, familySize: 1, zipCode: '60614' }))).toBe(
      'Based on Silver plan benchmark for 2027 coverage, assuming age 40.',
    );
    expect(describeBasis({ year: 2027, agesUsed: [], costSharing: null })).toBe('Based on Silver plan benchmark for 2027 coverage.');
  });

  it('says when the amount is priced on the state average because the ZIP code is not on file', () => {
    expect(describeCaution(read({ income: 45000, familySize: 2, zipCode: '99999' }), '99999')).toBe(
      'Priced on the Alaska state average because ZIP code 99999 is not on file, so it is not a local figure: check the ZIP code.',
    );
    expect(describeCaution(read({ income: 45000, familySize: 2, zipCode: '60614' }), '60614')).toBeNull();
    // No amount priced, nothing to say about the average.
    expect(describeCaution(read({ income: 18000, familySize: 1, zipCode: '99999' }), '99999')).toBeNull();
  });

  it('names the months when the amount is not for the whole year', () => {
    expect(describeCaution(read({ income: 36000, familySize: 1, zipCode: '10001', year: 2026 }), '10001')).toBe(
      'For July to December 2026 only: a rule that decides the credit changes during the year.',
    );
  });

  it('reads an older answer without these fields as saying nothing more', () => {
    const old = readResult({ subsidy: 100 });
    expect(describeCaution(old, '30301')).toBeNull();
    expect(describeBasis(old)).toMatch(/^Based on Silver plan benchmark for \d{4} coverage\.$/);
  });
});

describe('variationWords', () => {
  const estimate2027 = (input: SubsidyRequestInput) => estimate({ year: 2027, ...input }, new Date('2026-11-24T12:00:00Z'));
  it('names the silver variation, or that there are no reductions above 250%, else nothing', () => {
    expect(variationWords(estimate2027({ income: 28728, familySize: 1, zipCode: '43215' }).costSharing)).toBe('87% silver variation');
    expect(variationWords(estimate2027({ income: 21000, familySize: 1, zipCode: '75201' }).costSharing)).toBe('94% silver variation');
    expect(variationWords(estimate2027({ income: 75000, familySize: 2, zipCode: '43215', ages: [58, 56] }).costSharing)).toBe(
      'no cost-sharing reductions above 250%',
    );
    // No credit (the cliff, Medicaid): the rest of the home line says why.
    expect(variationWords(estimate2027({ income: 90000, familySize: 1, zipCode: '43215' }).costSharing)).toBeNull();
    expect(variationWords(estimate2027({ income: 18000, familySize: 1, zipCode: '43215' }).costSharing)).toBeNull();
    expect(variationWords(null)).toBeNull();
  });
});
