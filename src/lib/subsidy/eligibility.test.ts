import { describe, expect, it } from 'vitest';
import { determineEligibility, isMedicaidExpansionState, outcomeOf } from './eligibility.ts';
import { ratioFromPercent } from './fpl.ts';

const at = (fpl: number) => ratioFromPercent(fpl);

describe('determineEligibility (IRC 36B(c)(1)(A); 26 CFR 1.36B-2(c)(2))', () => {
  it.each([
    [99.99, 'below-poverty-line'],
    [100, 'medicaid'], // 100 through 138 inclusive in an expansion state
    [132.99, 'medicaid'],
    [133, 'medicaid'],
    [138, 'medicaid'],
    [138.01, 'eligible'],
    [150, 'eligible'],
    [400, 'eligible'],
    [400.01, 'above-400-percent'],
  ])('2026, expansion state (CA), %f %% FPL: %s', (fpl, expected) => {
    expect(determineEligibility(2026, 'CA', at(fpl))).toBe(expected);
  });

  it.each([
    [99.99, 'below-poverty-line'],
    [100, 'eligible'], // no Medicaid expansion: the credit starts at 100 %
    [138, 'eligible'],
    [400, 'eligible'],
    [400.01, 'above-400-percent'],
  ])('2026, non-expansion state (TX), %f %% FPL: %s', (fpl, expected) => {
    expect(determineEligibility(2026, 'TX', at(fpl))).toBe(expected);
  });

  it('2025 has no 400 % cliff; 2027 has it again', () => {
    expect(determineEligibility(2025, 'TX', at(400.01))).toBe('eligible');
    expect(determineEligibility(2025, 'CA', at(1000))).toBe('eligible');
    expect(determineEligibility(2027, 'TX', at(400))).toBe('eligible');
    expect(determineEligibility(2027, 'TX', at(400.01))).toBe('above-400-percent');
  });

  it('knows the 10 non-expansion states (KFF, Jan 14, 2026)', () => {
    for (const s of ['AL', 'FL', 'GA', 'KS', 'MS', 'SC', 'TN', 'TX', 'WI', 'WY']) expect(isMedicaidExpansionState(s)).toBe(false);
    for (const s of ['CA', 'NY', 'DC', 'AK', 'HI', 'NC', 'SD', 'MO']) expect(isMedicaidExpansionState(s)).toBe(true);
  });
});

describe('outcomeOf: what the estimate comes to, for the page to word', () => {
  it('names each outcome', () => {
    expect(outcomeOf('eligible', 'TX', 1, false)).toBe('credit');
    expect(outcomeOf('eligible', 'TX', 0, false)).toBe('no-credit');
    expect(outcomeOf('medicaid', 'CA', 0, false)).toBe('medicaid');
    expect(outcomeOf('above-400-percent', 'CA', 0, false)).toBe('cliff');
    expect(outcomeOf('below-poverty-line', 'CA', 0, false)).toBe('below-poverty-medicaid');
    expect(outcomeOf('below-poverty-line', 'TX', 0, false)).toBe('coverage-gap');
    expect(outcomeOf('below-poverty-line', 'WI', 0, false)).toBe('below-poverty');
  });
  it('puts a household of children likely on Medicaid or CHIP first, whatever its eligibility', () => {
    expect(outcomeOf('eligible', 'IL', 0, true)).toBe('children-medicaid-chip');
    expect(outcomeOf('medicaid', 'IL', 0, true)).toBe('children-medicaid-chip');
  });
});
