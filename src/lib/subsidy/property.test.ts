import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultAges } from './benchmark.ts';
import { calculateSubsidy } from './calculate.ts';
import { IMMIGRATION_STATUSES, OTHER_COVERAGES } from './rules.ts';
import { type SubsidyRequestInput, subsidyRequestSchema } from './schema.ts';
import { lookupZip } from './zip.ts';

const member = fc.record(
  {
    age: fc.integer({ min: 0, max: 120 }),
    seekingCoverage: fc.boolean(),
    immigrationStatus: fc.constantFrom(...IMMIGRATION_STATUSES),
    medicaidBarredByStatus: fc.boolean(),
    otherCoverage: fc.constantFrom(...OTHER_COVERAGES),
    dependant: fc.boolean(),
    americanIndianAlaskaNative: fc.boolean(),
  },
  { requiredKeys: ['age'] },
);

const offer = fc.record({
  selfOnlyMonthly: fc.oneof(fc.integer({ min: 0, max: 2000 }), fc.double({ min: 0, max: 100_000, noNaN: true, noDefaultInfinity: true })),
  familyMonthly: fc.option(fc.integer({ min: 0, max: 4000 }), { nil: undefined }),
  minimumValue: fc.option(fc.boolean(), { nil: undefined }),
});

const household = fc
  .record({
    income: fc.oneof(fc.integer({ min: 0, max: 300_000 }), fc.integer({ min: 0, max: 100_000_000 })),
    familySize: fc.integer({ min: 1, max: 20 }),
    zip: fc.oneof(
      fc.integer({ min: 0, max: 99_999 }).map((n) => String(n).padStart(5, '0')),
      // The states whose rules split or replace the credit: New York, Minnesota, Oregon, DC, Ohio, Texas.
      fc.constantFrom('10001', '14201', '55401', '97201', '20001', '43215', '77002'),
    ),
    plus4: fc.option(
      fc.integer({ min: 0, max: 9999 }).map((n) => `-${String(n).padStart(4, '0')}`),
      { nil: undefined },
    ),
    year: fc.option(fc.constantFrom(2025, 2026, 2027), { nil: undefined }),
    who: fc.constantFrom('ages', 'members', 'none'),
    ageSeed: fc.array(fc.integer({ min: 0, max: 120 }), { minLength: 20, maxLength: 20 }),
    memberSeed: fc.array(member, { minLength: 20, maxLength: 20 }),
    offers: fc.array(offer, { maxLength: 3 }),
    positions: fc.shuffledSubarray(
      Array.from({ length: 20 }, (_, i) => i),
      { minLength: 0, maxLength: 20 },
    ),
    benchmarkPremium: fc.option(fc.double({ min: 0.01, max: 100_000, noNaN: true, noDefaultInfinity: true }), { nil: undefined }),
    childrenOnMarketplace: fc.option(fc.boolean(), { nil: undefined }),
  })
  .map(({ zip, plus4, who, ageSeed, memberSeed, offers, positions, year, benchmarkPremium, childrenOnMarketplace, ...rest }) => {
    const size = rest.familySize;
    // Only valid requests reach the engine: no citizen, Cuban/Haitian entrant or COFA migrant barred
    // by status, each member under one offer.
    const neverBarred = [undefined, 'citizen', 'cuban-haitian-entrant', 'cofa'];
    const members = memberSeed
      .slice(0, size)
      .map((m) => (neverBarred.includes(m.immigrationStatus) ? { ...m, medicaidBarredByStatus: false } : m));
    const free = positions.filter((p) => p < size);
    // Offers name listed members (ages or members), and a family share comes with someone it reaches.
    const jobOffers = (who === 'none' ? [] : offers).flatMap(({ familyMonthly, minimumValue, selfOnlyMonthly }) => {
      const employee = free.shift();
      if (employee === undefined) return [];
      const familyMembers = familyMonthly === undefined ? [] : free.splice(0, 2);
      return [
        {
          employee,
          selfOnlyMonthly,
          ...(familyMembers.length === 0 ? {} : { familyMonthly, familyMembers }),
          ...(minimumValue === undefined ? {} : { minimumValue }),
        },
      ];
    });
    const input: SubsidyRequestInput = {
      ...rest,
      zipCode: zip + (plus4 ?? ''),
      ...(year === undefined ? {} : { year }),
      ...(who === 'ages' ? { ages: ageSeed.slice(0, size) } : who === 'members' ? { members } : {}),
      ...(jobOffers.length > 0 ? { jobOffers } : {}),
      ...(benchmarkPremium === undefined ? {} : { benchmarkPremium }),
      ...(childrenOnMarketplace === undefined ? {} : { childrenOnMarketplace }),
    };
    return input;
  });

const NO_CONTRIBUTION = ['below-poverty-line', 'above-400-percent', 'medicaid'];

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

        // One entry per member, the coverage family exactly those in, a reason for everyone out.
        const ages = input.members?.map((m) => m.age) ?? input.ages ?? defaultAges(input.familySize);
        expect(r.members.map((m) => m.age)).toEqual(ages);
        expect(r.coverageFamily).toEqual(r.members.flatMap((m, i) => (m.inCoverageFamily ? [i] : [])));
        for (const m of r.members) expect(m.reason === null).toBe(m.inCoverageFamily);
        for (const m of r.members) expect(m.explanation === null).toBe(m.inCoverageFamily);
        expect(r.months.first).toBeLessThanOrEqual(r.months.last);
        // Children left out of the benchmark: real members under 19, none when priced in anyway.
        for (const i of r.medicaidChipMembers) expect(ages[i]).toBeLessThan(19);
        if (input.childrenOnMarketplace) expect(r.medicaidChipMembers).toEqual([]);
        if (r.coverageFamily.length === 0) {
          expect(r.subsidy).toBe(0);
          expect(r.eligibility).not.toBe('eligible');
        }
        if (r.eligibility === 'eligible') {
          expect(r.applicablePercentage).not.toBeNull();
          expect(cents(r.subsidy)).toBe(Math.max(0, cents(r.benchmarkPremium) - cents(r.expectedMonthlyContribution ?? 0)));
        } else {
          expect(r.subsidy).toBe(0);
          expect(r.applicablePercentage === null).toBe(NO_CONTRIBUTION.includes(r.eligibility));
        }
        expect(r.notes.length).toBeGreaterThan(0);
        for (const note of [...r.notes, ...r.members.map((m) => m.explanation ?? '')]) expect(note).not.toMatch(/NaN|undefined|null/);
      }),
      { numRuns: 2000 },
    );
  });
});
