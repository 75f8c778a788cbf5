import { describe, expect, it, vi } from 'vitest';
import { calculateSubsidy } from './calculate.ts';

// No ZIP code on file reaches a county without a rating area today (Oglala Lakota County, SD is the
// only such county, and none of its ZIP codes is on file), so the branch is driven here by a
// county table that says so.
vi.mock('./geography.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./geography.ts')>();
  return {
    ...actual,
    countiesOfZip: (zip: string) =>
      zip === '57770'
        ? [{ fips: '46102', state: 'SD', name: 'Oglala Lakota County', ratingArea: null, primary: true }]
        : actual.countiesOfZip(zip),
  };
});

describe('a county without a rating area', () => {
  it('falls back to the state average and says why', () => {
    const outcome = calculateSubsidy({ income: 40000, familySize: 1, zipCode: '57770', year: 2026 });
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.issues));
    expect(outcome.result).toMatchObject({
      benchmarkSource: 'state-average',
      county: { fips: '46102', name: 'Oglala Lakota County' },
      ratingArea: null,
      benchmarkPremium: 655,
    });
    expect(outcome.result.notes).toContain(
      "Oglala Lakota County has no rating area on file, so the benchmark premium ($655.00 a month) is estimated from KFF's 2026 average benchmark silver premium for a 40-year-old in South Dakota, $655 a month, not the client's county.",
    );
  });
});
