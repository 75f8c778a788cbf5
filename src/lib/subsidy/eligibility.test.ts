import { describe, expect, it } from 'vitest';
import { familyEligibility, householdGate, isMedicaidExpansionState, outcomeOf } from './eligibility.ts';
import { ratioFromPercent } from './fpl.ts';
import type { ExclusionReason } from './rules.ts';

const at = (fpl: number) => ratioFromPercent(fpl);

describe('householdGate (IRC 36B(c)(1)(A), (E); Form 8962 line 5)', () => {
  it.each([
    [99.99, 'below-poverty-line'],
    [100, null],
    [138, null],
    [400, null],
    [400.01, 'above-400-percent'],
  ])('2026, %f %% FPL: %s', (fpl, expected) => {
    expect(householdGate(2026, at(fpl))).toBe(expected);
  });

  it('2025 has no 400 % cliff; 2027 has it again: exactly 4.0 times the guideline is in, a dollar more is out', () => {
    expect(householdGate(2025, at(400.01))).toBeNull();
    expect(householdGate(2025, at(1000))).toBeNull();
    expect(householdGate(2027, { income: 4 * 15960, guideline: 15960 })).toBeNull();
    expect(householdGate(2027, { income: 4 * 15960 + 1, guideline: 15960 })).toBe('above-400-percent');
  });

  it('knows the 10 non-expansion states (KFF, Jan 14, 2026)', () => {
    for (const s of ['AL', 'FL', 'GA', 'KS', 'MS', 'SC', 'TN', 'TX', 'WI', 'WY']) expect(isMedicaidExpansionState(s)).toBe(false);
    for (const s of ['CA', 'NY', 'DC', 'AK', 'HI', 'NC', 'SD', 'MO']) expect(isMedicaidExpansionState(s)).toBe(true);
  });
});

describe('familyEligibility: what a household whose income passes comes to, member by member', () => {
  const of = (...reasons: (ExclusionReason | null)[]) => familyEligibility(reasons.map((reason) => (reason === null ? null : { reason })));
  it('anyone left in the coverage family: eligible', () => {
    expect(of(null)).toBe('eligible');
    expect(of('medicaid', null, 'cannot-enroll')).toBe('eligible');
  });
  it('nobody left: Medicaid or CHIP for all, a Basic Health Program for the adults, or no eligible member', () => {
    expect(of('medicaid', 'medicaid-chip-child')).toBe('medicaid');
    expect(of('medicaid-chip-child', 'medicaid-chip-child')).toBe('medicaid');
    expect(of('basic-health-program', 'basic-health-program', 'medicaid-chip-child')).toBe('basic-health-program');
    expect(of('basic-health-program', 'not-enrolling')).toBe('no-eligible-members');
    expect(of('not-eligible-alien')).toBe('no-eligible-members');
    expect(of('affordable-job-offer', 'other-coverage')).toBe('no-eligible-members');
  });
});

describe('outcomeOf: what the estimate comes to, for the page to word', () => {
  it('names each outcome', () => {
    expect(outcomeOf('eligible', 'TX', 1, false)).toBe('credit');
    expect(outcomeOf('eligible', 'TX', 0, false)).toBe('no-credit');
    expect(outcomeOf('medicaid', 'CA', 0, false)).toBe('medicaid');
    expect(outcomeOf('basic-health-program', 'MN', 0, false)).toBe('basic-health-program');
    expect(outcomeOf('no-eligible-members', 'IL', 0, false)).toBe('no-eligible-members');
    expect(outcomeOf('above-400-percent', 'CA', 0, false)).toBe('cliff');
    expect(outcomeOf('below-poverty-line', 'CA', 0, false)).toBe('below-poverty-medicaid');
    expect(outcomeOf('below-poverty-line', 'TX', 0, false)).toBe('coverage-gap');
    expect(outcomeOf('below-poverty-line', 'WI', 0, false)).toBe('below-poverty');
  });
  it('puts a household of children likely on Medicaid or CHIP first, whatever its eligibility', () => {
    expect(outcomeOf('medicaid', 'IL', 0, true)).toBe('children-medicaid-chip');
    expect(outcomeOf('below-poverty-line', 'IL', 0, true)).toBe('children-medicaid-chip');
  });
});
