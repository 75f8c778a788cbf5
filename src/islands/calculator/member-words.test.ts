import { describe, expect, it } from 'vitest';
import { formatUsd } from '../../lib/format.ts';
import type { SubsidyRequestInput, SubsidyResult } from '../../lib/subsidy/index.ts';
import { estimate } from '../../lib/subsidy/testing.ts';
import { describeMember } from './member-words.ts';

const run = (input: SubsidyRequestInput): SubsidyResult => estimate(input, new Date('2026-07-01T12:00:00Z'));

describe('describeMember', () => {
  it('adds the tests a member in the benchmark passed', () => {
    const m = {
      age: 38,
      inCoverageFamily: true,
      reason: null,
      explanation: null,
      medicaidBarred: false,
      offerTest: null,
      costSharing: 'standard' as const,
      catastrophic: null,
      fullMonthlyPrice: 512.4,
    };
    expect(describeMember(m, 1, ['income above Ohio’s Medicaid limit', 'b'])).toBe(
      'Person 2 (38): in the benchmark: income above Ohio’s Medicaid limit; b',
    );
    expect(describeMember(m, 1, [])).toBe('Person 2 (38): in the benchmark');
  });
  it('gives a member left out their full price alone, unless they cannot enroll at all', () => {
    const r = run({
      income: 62000,
      familySize: 3,
      zipCode: '77002',
      members: [{ age: 34, immigrationStatus: 'not-lawfully-present' }, { age: 40, seekingCoverage: false }, { age: 9 }],
    });
    const [parent, spouse] = r.members;
    expect(spouse?.fullMonthlyPrice).toBeGreaterThan(0);
    expect(describeMember(spouse as (typeof r.members)[number], 1)).toBe(
      `Person 2 (40): not in the benchmark: ${spouse?.explanation}; full price for this member alone: ${formatUsd(spouse?.fullMonthlyPrice ?? 0)} a month`,
    );
    // Not lawfully present: cannot buy the plan even at full price, so no price is given.
    expect(describeMember(parent as (typeof r.members)[number], 0)).toBe(`Person 1 (34): not in the benchmark: ${parent?.explanation}`);
    // An entered benchmark prices nobody alone.
    const entered = run({
      income: 62000,
      familySize: 2,
      zipCode: '77002',
      benchmarkPremium: 900,
      members: [{ age: 40 }, { age: 38, seekingCoverage: false }],
    });
    expect(describeMember(entered.members[1] as (typeof r.members)[number], 1)).not.toContain('full price');
  });
});
