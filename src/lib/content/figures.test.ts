import { describe, expect, it } from 'vitest';
import { countWords, moduleMinutes } from './duration.ts';
import { typedFigures } from './figures.ts';

const found = (text: string) => typedFigures(text).map((f) => `${f.kind}: ${f.text}`);

describe('typed figures', () => {
  it('finds money, percentages, dates, years, durations and phone numbers', () => {
    expect(found('Pay $10,600 by January 15, 2026, or 9.96% within 24 hours; call 1-855-267-1515.')).toEqual([
      'dollar amount: $10,600',
      'date: January 15',
      'year: 2026',
      'percentage: 9.96%',
      'duration: 24 hours',
      'phone number: 1-855-267-1515',
    ]);
    expect(found('a 12-hour session, Nov 1, the 1st of December, 2026-11-01, 138 percent')).toEqual([
      'duration: 12-hour',
      'date: Nov 1',
      'date: 1st of December',
      'date: 2026-11-01',
      'percentage: 138 percent',
    ]);
  });

  it('leaves form numbers, citations, list numbers and spelled-out words alone', () => {
    expect(
      found('Form 1095-A and Form 8962; 45 CFR 155.410; Pub. L. 119-21; W-2s; module 17; a three-way call; four times the guideline'),
    ).toEqual([]);
  });
});

describe('durations', () => {
  it('counts words, not punctuation', () => {
    expect(countWords('The cap is $12,000 — for plan year 2027.')).toBe(8);
  });

  it('adds reading time and answering time, rounded up to whole minutes', () => {
    expect(moduleMinutes({ slideWords: 900, quizWords: 0, questions: 0 })).toBe(5);
    expect(moduleMinutes({ slideWords: 900, quizWords: 900, questions: 6 })).toBe(13);
    expect(moduleMinutes({ slideWords: 0, quizWords: 0, questions: 0 })).toBe(1);
  });
});

describe('the plan year on sale', () => {
  it('moves to next year on 1 November, Eastern time', async () => {
    const { planYearOnSale, stalePlanYearWarning } = await import('./plan-year.ts');
    expect(planYearOnSale(new Date('2026-10-31T12:00:00Z'))).toBe(2026);
    expect(planYearOnSale(new Date('2026-11-01T03:00:00Z'))).toBe(2026);
    expect(planYearOnSale(new Date('2026-11-23T12:00:00Z'))).toBe(2027);
    expect(stalePlanYearWarning(2027, new Date('2026-11-23T12:00:00Z'))).toBeUndefined();
    expect(stalePlanYearWarning(2027, new Date('2027-11-02T12:00:00Z'))).toMatch(
      /^open enrollment for plan year 2028 is under way, but src\/content\/plan-year.yaml teaches 2027/,
    );
  });
});
