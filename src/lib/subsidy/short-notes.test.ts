import { describe, expect, it } from 'vitest';
import { ASSUMED_MEMBERS_SHORT, assumedMembersNote, childrenShort, countyShort, type ZeroFacts, zeroCreditShort } from './short-notes.ts';

const zero = (outcome: ZeroFacts['outcome'], creditUpTo: number | null = 400): string | null =>
  zeroCreditShort({ outcome, year: 2027, fplPercent: 123.456, incomeLimits: { creditUpTo } });

describe('the short forms of the notes', () => {
  it('words the assumed household as the note does, in one sentence', () => {
    expect(ASSUMED_MEMBERS_SHORT).toBe(
      'Assumes everyone is a US citizen (or green-card holder) seeking Marketplace coverage, with no other coverage and no job-based offer.',
    );
    expect(assumedMembersNote(false)).toContain(ASSUMED_MEMBERS_SHORT.slice('Assumes everyone is '.length, -1));
    expect(assumedMembersNote(true)).not.toContain('job-based offer;');
  });

  it('gives a reason for every $0 outcome and none for a credit', () => {
    expect(zero('coverage-gap')).toBe('$0 because income is below the poverty line (123.46%), where there is no credit.');
    expect(zero('basic-health-program')).toBe(
      '$0 because at 123.46% of the poverty line the state’s Basic Health Program covers adults instead of the credit.',
    );
    expect(zero('no-eligible-members')).toBe('$0 because no member of the household can get the credit.');
    expect(zero('no-credit')).toBe('$0 because the benchmark plan costs less than the share of income the household is expected to pay.');
    expect(zero('cliff', null)).toBe('$0 because income is above 400% of the poverty line (123.46%): no credit for 2027 coverage.');
    expect(zero('credit')).toBeNull();
    expect(zero('children-medicaid-chip')).toBeNull();
  });

  it('names the children left out, or that nobody is left to price', () => {
    expect(childrenShort('credit', 0, 3)).toBeNull();
    expect(childrenShort('credit', 1, 2)).toBe('Assumes the child is on Medicaid/CHIP, so it prices the other 1 person.');
    expect(childrenShort('children-medicaid-chip', 2, 2)).toBe(
      'Every member is a child likely on Medicaid/CHIP, so there is no Marketplace premium to help with.',
    );
  });

  it('names the county assumed only where the ZIP code spans rating areas', () => {
    const county = { fips: '1', name: 'A County' };
    const option = (fips: string, ratingArea: number) => ({ fips, name: `${fips === '1' ? 'A' : fips} County`, ratingArea });
    expect(countyShort({ county, countyOptions: [option('1', 3), option('B', 3)] })).toBeNull();
    expect(countyShort({ county: null, countyOptions: [option('1', 3), option('B', 4)] })).toBeNull();
    expect(countyShort({ county, countyOptions: [option('1', 3), option('B', 4)] })).toBe(
      'Assumes A County; B County, also in this ZIP code, is in another rating area.',
    );
  });
});
