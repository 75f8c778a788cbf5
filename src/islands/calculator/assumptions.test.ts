import { describe, expect, it } from 'vitest';
import type { SubsidyRequestInput } from '../../lib/subsidy/index.ts';
import { estimate } from '../../lib/subsidy/testing.ts';
import { describeAssumptions } from './assumptions.ts';

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
