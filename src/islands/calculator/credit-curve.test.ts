import { describe, expect, it } from 'vitest';
import { applicablePercentageTable, calculateSubsidy, isMedicaidExpansionState } from '../../lib/subsidy/index.ts';
import { type CurveInput, creditCurve, pointAt } from './credit-curve.ts';

// The chart must draw what the engine computes: same household, same benchmark, any income.
function engine(zipCode: string, income: number, benchmarkPremium: number, year: 2026 | 2027) {
  const outcome = calculateSubsidy({ income, familySize: 2, zipCode, year, benchmarkPremium });
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.issues));
  return outcome.result;
}

function curveFor(state: string, guideline: number, benchmark: number, year: 2026 | 2027): CurveInput {
  return {
    scale: applicablePercentageTable(year),
    guideline,
    benchmark,
    lowerLimit: 100,
    medicaidLimit: isMedicaidExpansionState(state) ? 138 : null,
  };
}

describe('the credit curve', () => {
  it.each([
    ['75201', 'TX', 2026],
    ['60601', 'IL', 2027],
  ] as const)('agrees with the engine at incomes across 0-600 %% (%s, %s, %i)', (zip, state, year) => {
    const guideline = engine(zip, 40_000, 1200, year).povertyGuideline;
    const input = curveFor(state, guideline, 1200, year);
    for (let income = 0; income <= guideline * 6; income += 997) {
      const r = engine(zip, income, 1200, year);
      expect(pointAt(input, income), `${income}`).toMatchObject({ credit: r.subsidy, net: r.netBenchmarkPremium });
    }
  });

  it('drops to nothing below 100 %, in the Medicaid band of an expansion state and above 400 %', () => {
    const input = curveFor('IL', 21_150, 1000, 2026);
    const at = (percent: number) => creditCurve(input).find((p) => Math.abs(p.percent - percent) < 0.005)?.credit;
    expect(at(99.99)).toBe(0);
    expect(at(138)).toBe(0);
    expect(at(138.01)).toBeGreaterThan(0);
    expect(at(400)).toBeGreaterThan(0);
    expect(at(400.01)).toBe(0);
    expect(at(600)).toBe(0);
  });

  it('runs from 0 to 600 % in order', () => {
    const points = creditCurve(curveFor('TX', 21_150, 1000, 2026));
    expect(points[0]?.percent).toBe(0);
    expect(points.at(-1)?.percent).toBeCloseTo(600, 5);
    for (let i = 1; i < points.length; i++) expect(points[i]!.percent).toBeGreaterThanOrEqual(points[i - 1]!.percent);
  });
});
