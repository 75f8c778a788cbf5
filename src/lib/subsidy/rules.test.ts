import { describe, expect, it } from 'vitest';
import { defaultPlanYear, isPlanYear, LATEST_PLAN_YEAR, PLAN_YEARS } from './rules.ts';

describe('defaultPlanYear', () => {
  it('is the current calendar year before 1 November and the next one from it (US Eastern time)', () => {
    expect(defaultPlanYear(new Date('2026-10-31T12:00:00-04:00'))).toBe(2026);
    // 23:59 on 31 October in New York is already 1 November in UTC: still 2026.
    expect(defaultPlanYear(new Date('2026-11-01T03:59:00Z'))).toBe(2026);
    expect(defaultPlanYear(new Date('2026-11-01T04:00:00Z'))).toBe(2027);
    expect(defaultPlanYear(new Date('2026-11-22T12:00:00Z'))).toBe(2027);
    expect(defaultPlanYear(new Date('2026-01-01T12:00:00Z'))).toBe(2026);
    expect(defaultPlanYear(new Date('2025-11-01T12:00:00-04:00'))).toBe(2026);
  });

  it('never leaves the years on file', () => {
    expect(defaultPlanYear(new Date('2027-11-01T12:00:00Z'))).toBe(LATEST_PLAN_YEAR);
    expect(defaultPlanYear(new Date('2031-06-01T12:00:00Z'))).toBe(LATEST_PLAN_YEAR);
    expect(defaultPlanYear(new Date('2019-06-01T12:00:00Z'))).toBe(PLAN_YEARS[0]);
  });
});

describe('isPlanYear', () => {
  it('accepts only the years on file, as numbers', () => {
    for (const year of PLAN_YEARS) expect(isPlanYear(year)).toBe(true);
    expect(isPlanYear(2024)).toBe(false);
    expect(isPlanYear('2026')).toBe(false);
  });
});
