import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultAges } from './benchmark.ts';
import { calculateSubsidy } from './calculate.ts';
import { subsidyRequestSchema } from './schema.ts';
import { lookupZip } from './zip.ts';

const household = fc
  .record({
    income: fc.oneof(fc.integer({ min: 0, max: 300_000 }), fc.integer({ min: 0, max: 100_000_000 })),
    familySize: fc.integer({ min: 1, max: 20 }),
    zip: fc.integer({ min: 0, max: 99_999 }).map((n) => String(n).padStart(5, '0')),
    plus4: fc.option(
      fc.integer({ min: 0, max: 9999 }).map((n) => `-${String(n).padStart(4, '0')}`),
      { nil: undefined },
    ),
    year: fc.option(fc.constantFrom(2025, 2026, 2027), { nil: undefined }),
    withAges: fc.boolean(),
    ageSeed: fc.array(fc.integer({ min: 0, max: 120 }), { minLength: 20, maxLength: 20 }),
    benchmarkPremium: fc.option(fc.double({ min: 0.01, max: 100_000, noNaN: true, noDefaultInfinity: true }), { nil: undefined }),
    childrenOnMarketplace: fc.option(fc.boolean(), { nil: undefined }),
  })
  .map(({ zip, plus4, withAges, ageSeed, year, benchmarkPremium, childrenOnMarketplace, ...rest }) => ({
    ...rest,
    zipCode: zip + (plus4 ?? ''),
    ...(year === undefined ? {} : { year }),
    ...(withAges ? { ages: ageSeed.slice(0, rest.familySize) } : {}),
    ...(benchmarkPremium === undefined ? {} : { benchmarkPremium }),
    ...(childrenOnMarketplace === undefined ? {} : { childrenOnMarketplace }),
  }));

describe('calculateSubsidy for any valid request', () => {
  it('never returns NaN, and 0 <= subsidy <= benchmark, with working that adds up to the cent', () => {
    fc.assert(
      fc.property(household, (input) => {
        const outcome = calculateSubsidy(subsidyRequestSchema.parse(input));
        if (!outcome.ok) {
          // Only a ZIP code with no state may fail, and it says why.
          expect(lookupZip(input.zipCode.slice(0, 5)).ok).toBe(false);
          expect(outcome.issues).toHaveLength(1);
          expect(outcome.issues[0]?.path).toBe('zipCode');
          return;
        }
        const r = outcome.result;
        const numbers = [
          r.subsidy,
          r.fplPercent,
          r.benchmarkPremium,
          r.netBenchmarkPremium,
          r.povertyGuideline,
          r.applicablePercentage,
          r.expectedMonthlyContribution,
          r.annualContribution,
        ];
        for (const n of numbers) if (n !== null) expect(Number.isFinite(n)).toBe(true);
        expect(r.subsidy).toBeGreaterThanOrEqual(0);
        expect(r.subsidy).toBeLessThanOrEqual(r.benchmarkPremium);
        const cents = (x: number) => Math.round(x * 100);
        expect(cents(r.subsidy) + cents(r.netBenchmarkPremium)).toBe(cents(r.benchmarkPremium));
        // Children left out of the benchmark: real members under 19, none when priced in anyway.
        const ages = input.ages ?? defaultAges(input.familySize);
        for (const i of r.medicaidChipMembers) expect(ages[i]).toBeLessThan(19);
        if (input.childrenOnMarketplace) expect(r.medicaidChipMembers).toEqual([]);
        const everyoneLeftOut = r.medicaidChipMembers.length === input.familySize;
        if (everyoneLeftOut) expect(r.subsidy).toBe(0);
        if (r.eligibility === 'eligible' && !everyoneLeftOut) {
          expect(r.applicablePercentage).not.toBeNull();
          expect(cents(r.subsidy)).toBe(Math.max(0, cents(r.benchmarkPremium) - cents(r.expectedMonthlyContribution ?? 0)));
        } else if (r.eligibility !== 'eligible') {
          expect(r.subsidy).toBe(0);
          expect(r.applicablePercentage).toBeNull();
        }
        expect(r.notes.length).toBeGreaterThan(0);
        for (const note of r.notes) expect(note).not.toMatch(/NaN|undefined|null/);
      }),
      { numRuns: 2000 },
    );
  });
});
