import { describe, expect, it } from 'vitest';
import { calculateSubsidy, type SubsidyRequestInput, type SubsidyResult } from '../../lib/subsidy/index.ts';
import { parseSubsidyRequest } from '../../lib/subsidy/schema.ts';
import { describeBenchmarkSource, describeGuideline, describeOutcome, type CalculatorFacts } from './outcome.ts';

const facts: CalculatorFacts = {
  stateNames: { CA: 'California', TX: 'Texas', WI: 'Wisconsin', AK: 'Alaska', GA: 'Georgia' },
  nonExpansionStates: ['TX', 'WI', 'GA'],
  stateNotes: { WI: 'Wisconsin covers adults up to 100% of the poverty line in BadgerCare Plus.' },
  medicaidLimitFplPercent: 138,
  lowerLimitFplPercent: 100,
  upperLimits: { '2025': null, '2026': 400, '2027': 400 },
};

function run(input: SubsidyRequestInput): SubsidyResult {
  const parsed = parseSubsidyRequest(input);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  const outcome = calculateSubsidy(parsed.request, { now: new Date('2026-07-01T12:00:00Z') });
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.issues));
  return outcome.result;
}

// 90210 Beverly Hills CA, 73301 Austin TX, 53703 Madison WI, 99501 Anchorage AK.
describe('describeOutcome', () => {
  it('names the credit and the net benchmark premium', () => {
    const r = run({ income: 40000, familySize: 1, zipCode: '73301' });
    const o = describeOutcome(r, facts);
    expect(o.kind).toBe('credit');
    expect(o.headline).toMatch(/^Eligible for a premium tax credit of about \$[\d,]+\.\d\d a month$/);
    expect(o.detail).toContain(`${r.applicablePercentage?.toFixed(2)}%`);
  });
  it('says likely Medicaid in an expansion state at 120 % FPL', () => {
    const r = run({ income: Math.round(15650 * 1.2), familySize: 1, zipCode: '90210' });
    const o = describeOutcome(r, facts);
    expect(o.kind).toBe('medicaid');
    expect(o.headline).toBe('Likely eligible for Medicaid, not the premium tax credit');
    expect(o.detail).toContain('California has expanded Medicaid to adults with income up to 138%');
  });
  it('names the coverage gap below 100 % in a non-expansion state', () => {
    const o = describeOutcome(run({ income: 10000, familySize: 1, zipCode: '73301' }), facts);
    expect(o.kind).toBe('coverage-gap');
    expect(o.detail).toContain('Texas has not expanded Medicaid');
  });
  it('uses the state note where a non-expansion state covers adults below the line', () => {
    const o = describeOutcome(run({ income: 10000, familySize: 1, zipCode: '53703' }), facts);
    expect(o.kind).toBe('below-poverty');
    expect(o.detail).toContain('BadgerCare Plus');
  });
  it('sends someone below the line in an expansion state to Medicaid', () => {
    expect(describeOutcome(run({ income: 10000, familySize: 1, zipCode: '90210' }), facts).kind).toBe('below-poverty-medicaid');
  });
  it('explains the 400 % cliff from 2026, not in 2025', () => {
    const cliff = describeOutcome(run({ income: 90000, familySize: 1, zipCode: '73301', year: 2026 }), facts);
    expect(cliff.kind).toBe('cliff');
    expect(cliff.headline).toBe('Above 400% of the poverty line: no premium tax credit for 2026');
    expect(cliff.detail).toContain('expired at the end of 2025');
    expect(describeOutcome(run({ income: 90000, familySize: 1, zipCode: '73301', year: 2025 }), facts).kind).not.toBe('cliff');
  });
  it('says when the premium is already below the expected contribution', () => {
    const o = describeOutcome(run({ income: 60000, familySize: 1, zipCode: '73301', benchmarkPremium: 10 }), facts);
    expect(o.kind).toBe('no-credit');
    expect(o.detail).toContain('$0.00');
  });
});

describe('describeGuideline', () => {
  it('names Alaska’s own guidelines and the guideline year', () => {
    const r = run({ income: 40000, familySize: 2, zipCode: '99501' });
    expect(describeGuideline(r, 2)).toBe('2025 HHS poverty guidelines for Alaska (Alaska has its own, higher guidelines), household of 2, as used for 2026 coverage.');
    expect(describeGuideline(run({ income: 40000, familySize: 2, zipCode: '73301', year: 2025 }), 2)).toContain('2024 HHS poverty guidelines for the 48 contiguous states and DC');
  });
});

describe('describeBenchmarkSource', () => {
  it('tells an entered premium from the state average and its data year', () => {
    expect(describeBenchmarkSource(run({ income: 40000, familySize: 1, zipCode: '73301', benchmarkPremium: 500 }), facts)).toMatch(/^As entered/);
    expect(describeBenchmarkSource(run({ income: 40000, familySize: 1, zipCode: '73301' }), facts)).toContain('KFF’s 2026 state average for a 40-year-old in Texas');
    expect(describeBenchmarkSource(run({ income: 40000, familySize: 1, zipCode: '73301', year: 2027 }), facts)).toContain('2027 averages are not published yet');
  });
});
