import { describe, expect, it } from 'vitest';
import { creditOf } from './credit.ts';
import { stagesFor } from './testing.ts';

/** The household's stages, with the benchmark replaced by a flat figure for every set of members. */
function creditAt(input: Parameters<typeof stagesFor>[0], benchmarkCents: number) {
  const { year, household } = stagesFor(input);
  return creditOf({ year, household, benchmark: { monthlyCents: benchmarkCents, priceFor: () => benchmarkCents } });
}

const chicago = { familySize: 1, zipCode: '60614', year: 2026 } as const;

describe('creditOf', () => {
  it('credit = benchmark - contribution: $40,000 in Chicago, 2026, 8.61 %, $287.00 a month', () => {
    expect(creditAt({ ...chicago, income: 40000 }, 48241)).toMatchObject({
      eligibility: 'eligible',
      applicablePercentage: 8.61,
      annualContributionCents: 344400,
      monthlyContributionCents: 28700,
      subsidyCents: 19541,
      earlier: [],
    });
  });

  it('no credit when the contribution is at least the benchmark', () => {
    expect(creditAt({ ...chicago, income: 40000 }, 28700)).toMatchObject({ eligibility: 'eligible', subsidyCents: 0 });
    expect(creditAt({ ...chicago, income: 40000 }, 28701)).toMatchObject({ subsidyCents: 1 });
  });

  it('below the poverty line and above 400 % in 2026: no contribution and no credit, whatever the benchmark', () => {
    expect(creditAt({ ...chicago, income: 10000 }, 90000)).toMatchObject({
      eligibility: 'below-poverty-line',
      applicablePercentage: null,
      monthlyContributionCents: null,
      subsidyCents: 0,
    });
    expect(creditAt({ ...chicago, income: 70000 }, 90000)).toMatchObject({ eligibility: 'above-400-percent', subsidyCents: 0 });
  });

  it('2025: a lawfully present member barred from Medicaid by status, below the line, counts at 100 %', () => {
    const c = creditAt(
      {
        familySize: 1,
        zipCode: '75201',
        year: 2025,
        income: 10000,
        members: [{ age: 40, immigrationStatus: 'lpr', medicaidBarredByStatus: true }],
      },
      50000,
    );
    expect(c).toMatchObject({ povertyLineException: true, countedAtPovertyLine: true, eligibility: 'eligible' });
    expect(c.credited.income).toBe(c.credited.guideline);
    expect(c.subsidyCents).toBeGreaterThan(0);
  });

  it('the months before a change of coverage family get their own credit', () => {
    // Ohio 2026: Medicaid January to September, priced from October.
    const c = creditAt(
      { familySize: 1, zipCode: '43215', year: 2026, income: 18780, members: [{ age: 40, immigrationStatus: 'other-lawfully-present' }] },
      52791,
    );
    expect(c.subsidyCents).toBe(49504);
    expect(c.earlier).toEqual([
      {
        firstMonth: 1,
        lastMonth: 9,
        subsidyCents: 0,
        benchmarkCents: 0,
        changed: [{ position: 0, exclusion: expect.objectContaining({ reason: 'medicaid' }) }],
      },
    ]);
  });
});
