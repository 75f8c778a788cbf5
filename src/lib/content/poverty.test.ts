import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './fixture-project.ts';
import { guidelineAmount, povertyGuidelineTables as guidelines } from '../subsidy/index.ts';
import { guidelineRows, guidelineYears, thresholdPercents } from './poverty.ts';
import { validateContent } from './validate.ts';

describe('poverty-guideline quick reference', () => {
  const facts = new Map(validateContent(REPO_ROOT).content.facts.map((f) => [f.id, f.data]));

  it('takes its percentage columns from the facts registry', () => {
    expect(thresholdPercents(facts)).toEqual([100, 138, 150, 200, 250, 400]);
  });

  it('computes first person plus each additional person, and the income at each threshold', () => {
    // 2025 guidelines (coverage year 2026), 48 states and DC: $15,650 + $5,500 per added person.
    const contiguous = guidelines.years['2025']!.contiguous;
    expect(guidelineAmount(contiguous, 4)).toBe(32_150);
    const [one] = guidelineRows(contiguous, [100, 138, 400]);
    expect(one).toEqual({ size: 1, amounts: [15_650, 21_597, 62_600] });
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
