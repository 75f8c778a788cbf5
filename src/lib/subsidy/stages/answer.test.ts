import { describe, expect, it } from 'vitest';
import { answerOf } from './answer.ts';
import { costSharingOf } from './cost-sharing.ts';
import { notesOf } from './notes.ts';
import { taxTimeOf } from './tax-time.ts';
import { stagesFor } from './testing.ts';

const answer = (input: Parameters<typeof stagesFor>[0]) => {
  const stages = stagesFor(input);
  return answerOf({ ...stages, costSharing: costSharingOf(stages), taxTime: taxTimeOf(stages), notes: notesOf(stages) });
};

describe('answerOf', () => {
  it('writes cents as dollars and keeps the working adding up', () => {
    const r = answer({ income: 40000, familySize: 1, zipCode: '60614', year: 2026, ages: [35] });
    expect(r).toMatchObject({ subsidy: 195.41, expectedMonthlyContribution: 287, annualContribution: 3444, benchmarkPremium: 482.41 });
    expect(r.netBenchmarkPremium).toBe(287);
    expect(r).toMatchObject({ stateName: 'Illinois', benchmarkSource: 'rating-area', agesUsed: [35], coverageFamily: [0] });
  });

  it('a member left out is priced alone at full price, unless they cannot enroll; an entered benchmark prices no one alone', () => {
    const members = [{ age: 40 }, { age: 38, seekingCoverage: false }, { age: 30, immigrationStatus: 'not-lawfully-present' as const }];
    const r = answer({ income: 60000, familySize: 3, zipCode: '60614', year: 2026, members });
    expect(r.members.map((m) => m.fullMonthlyPrice === null)).toEqual([true, false, true]);
    const entered = answer({ income: 60000, familySize: 3, zipCode: '60614', year: 2026, members, benchmarkPremium: 500 });
    expect(entered.members.map((m) => m.fullMonthlyPrice)).toEqual([null, null, null]);
    expect(entered).toMatchObject({ benchmarkSource: 'provided', agesUsed: [], benchmarkEntered: { premium: 500, scaled: false } });
  });

  it('offers a choice of county only when the ZIP code reaches more than one', () => {
    expect(answer({ income: 40000, familySize: 1, zipCode: '60614', year: 2026 }).countyOptions).toEqual([]);
    expect(answer({ income: 40000, familySize: 1, zipCode: '15501', year: 2026 }).countyOptions.map((c) => c.fips)).toEqual([
      '42111',
      '42129',
    ]);
  });

  it("shows an offer's yearly limit down to the cent", () => {
    // 2026 affordability: 9.96 % of $60,001 = $5,976.0996 -> $5,976.09.
    const r = answer({
      income: 60001,
      familySize: 1,
      zipCode: '60614',
      year: 2026,
      members: [{ age: 40 }],
      jobOffers: [{ employee: 0, selfOnlyMonthly: 600 }],
    });
    expect(r.members[0]?.offerTest).toMatchObject({ yearlyShare: 7200, yearlyLimit: 5976.09, affordable: false });
  });
});
