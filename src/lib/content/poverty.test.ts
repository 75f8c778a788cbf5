import { describe, expect, it } from 'vitest';
import { guidelineAmount, povertyGuidelineTables as guidelines } from '../subsidy/index.ts';
import { resolveFact } from './facts.ts';
import { guidelineRows, guidelineYears, thresholdPercents } from './poverty.ts';
import type { Entry, Fact, FactEntry, YearlyFact } from './types.ts';

// The registry's threshold and guideline facts as src/content/facts/subsidy.yaml gives them.
const sourced = { source: 's', url: 'https://www.hhs.gov/', verification: 'verified' as const, checked: '2026-11-20' };
const percent = (value: number | number[]): FactEntry => ({ value, display: `${value}%`, effective: '2014-01-01', ...sourced });
const guideline = (v2026: number, v2027: number): YearlyFact => ({
  label: 'poverty guideline',
  byPlanYear: {
    '2026': { value: v2026, display: `$${v2026}`, ...sourced },
    '2027': { value: v2027, display: `$${v2027}`, ...sourced },
  },
});
const registry: Array<[string, FactEntry]> = [
  ['ptcIncomeRange', percent([100, 400])],
  ['medicaidAdultLimit', percent(138)],
  ['csrBandLowest', percent(150)],
  ['csrBandMiddle', percent(200)],
  ['csrBandHighest', percent(250)],
  ['povertyGuidelineFirstPerson', guideline(15650, 15960)],
  ['povertyGuidelineAdditionalPerson', guideline(5500, 5680)],
];
const content = {
  facts: registry.map(([id, data]): Entry<FactEntry> => ({ id, data, filePath: 'src/content/facts/subsidy.yaml' })),
};

describe('poverty-guideline quick reference', () => {
  const facts = new Map<string, Fact>(
    content.facts.flatMap((f) => {
      const fact = resolveFact(f.data, 2027);
      return fact ? [[f.id, fact] as const] : [];
    }),
  );

  it('takes its percentage columns from the facts registry', () => {
    expect(thresholdPercents(facts)).toEqual([100, 138, 150, 200, 250, 400]);
  });

  it('computes first person plus each additional person, and the income at each threshold', () => {
    // 2026 guidelines (coverage year 2027), 48 states and DC: $15,960 + $5,680 per added person.
    const contiguous = guidelines.years['2026']!.contiguous;
    expect(guidelineAmount(contiguous, 4)).toBe(33_000);
    const [one] = guidelineRows(contiguous, [100, 138, 400]);
    expect(one).toEqual({ size: 1, amounts: [15_960, 22_025, 63_840] });
  });

  it('lists the newest guideline year first', () => {
    expect(guidelineYears(guidelines)[0]).toBe(String(Math.max(...Object.keys(guidelines.years).map(Number))));
  });

  it('names the missing fact when a threshold is removed from the registry', () => {
    const without = new Map(facts);
    without.delete('medicaidAdultLimit');
    expect(() => thresholdPercents(without)).toThrow('fact "medicaidAdultLimit" is missing');
  });
});
