import { describe, expect, it } from 'vitest';
import type { SubsidyRequestInput, SubsidyResult } from '../../lib/subsidy/index.ts';
import { estimate } from '../../lib/subsidy/testing.ts';
import { describeMember } from './member-words.ts';
import { monthSpan } from './month-span.ts';
import { describeOutcome, stateAverageReason } from './outcome.ts';

const run = (input: SubsidyRequestInput): SubsidyResult => estimate(input, new Date('2026-07-01T12:00:00Z'));
/** What the panel says under the headline: the engine's outcome notes, then the page's own pointer. */
const box = (r: SubsidyResult): string => [...r.outcomeNotes, describeOutcome(r).detail ?? ''].join(' ').trim();

// 90210 Beverly Hills CA, 73301 Austin TX, 53703 Madison WI, 99501 Anchorage AK.
describe('describeOutcome', () => {
  it('names the credit and the net benchmark premium', () => {
    const r = run({ income: 40000, familySize: 1, zipCode: '73301' });
    const o = describeOutcome(r);
    expect(o.kind).toBe('credit');
    expect(o.headline).toMatch(/^Eligible for a premium tax credit of about \$[\d,]+\.\d\d a month$/);
    expect(box(r)).toContain(`${r.applicablePercentage?.toFixed(2)}%`);
    expect(o.detail).toBeNull();
  });
  it('says likely Medicaid in an expansion state at 120 % FPL', () => {
    const r = run({ income: Math.round(15650 * 1.2), familySize: 1, zipCode: '90210' });
    const o = describeOutcome(r);
    expect(o.kind).toBe('medicaid');
    expect(o.headline).toBe('Likely eligible for Medicaid, not the premium tax credit');
    expect(box(r)).toContain('California expanded Medicaid to adults with income up to 138%');
  });
  it('names the coverage gap below 100 % in a non-expansion state', () => {
    const r = run({ income: 10000, familySize: 1, zipCode: '73301' });
    expect(describeOutcome(r).kind).toBe('coverage-gap');
    expect(box(r)).toContain('Texas has not expanded Medicaid');
  });
  it('uses the state note where a non-expansion state covers adults below the line', () => {
    const r = run({ income: 10000, familySize: 1, zipCode: '53703' });
    expect(describeOutcome(r).kind).toBe('below-poverty');
    expect(box(r)).toContain('BadgerCare Plus');
  });
  it('sends someone below the line in an expansion state to Medicaid', () => {
    expect(describeOutcome(run({ income: 10000, familySize: 1, zipCode: '90210' })).kind).toBe('below-poverty-medicaid');
  });
  it('explains the 400 % cliff from 2026, not in 2025', () => {
    const r = run({ income: 90000, familySize: 1, zipCode: '73301', year: 2026 });
    const cliff = describeOutcome(r);
    expect(cliff.kind).toBe('cliff');
    expect(cliff.headline).toBe('Above 400% of the poverty line: no premium tax credit for 2026');
    expect(box(r)).toContain('expired at the end of 2025');
    expect(describeOutcome(run({ income: 90000, familySize: 1, zipCode: '73301', year: 2025 })).kind).not.toBe('cliff');
  });
  it('says when the premium is already below the expected contribution', () => {
    const r = run({ income: 60000, familySize: 1, zipCode: '73301', benchmarkPremium: 10 });
    expect(describeOutcome(r).kind).toBe('no-credit');
    expect(box(r)).toContain('is at least the benchmark premium ($10.00), so there is no premium tax credit');
  });
  it('says when children likely on Medicaid or CHIP are left out, and when every member is such a child', () => {
    const family = run({ income: 45000, familySize: 4, zipCode: '30301', ages: [40, 40, 10, 10] });
    expect(family.medicaidChipMembers).toEqual([2, 3]);
    const o = describeOutcome(family);
    expect(o.kind).toBe('credit');
    expect(o.detail).toBe('Persons 3 and 4 are not in the benchmark; the working says why.');

    const only = run({ income: 30000, familySize: 2, zipCode: '30301', ages: [12, 9] });
    const children = describeOutcome(only);
    expect(children.kind).toBe('children-medicaid-chip');
    expect(children.headline).toBe('Likely covered by Medicaid or CHIP: no Marketplace plan to price');
    expect(box(only)).toContain("Georgia's Medicaid/CHIP agency");
    expect(children.detail).toBe('To price them on a Marketplace plan anyway, tick “Price the children on a Marketplace plan anyway”.');
  });
});

// The worked households of plan year 2027 (docs/behaviour.md, /calculator).
describe('who can get the credit', () => {
  const in2027 = (input: SubsidyRequestInput) => run({ year: 2027, ...input });

  it('names each member in or out of the benchmark, with the answer’s own reason', () => {
    const r = in2027({
      income: 62000,
      familySize: 3,
      zipCode: '77002',
      members: [{ age: 34, immigrationStatus: 'not-lawfully-present' }, { age: 12 }, { age: 9 }],
    });
    expect(r.subsidy).toBe(413.52);
    expect(r.members.map((m, i) => describeMember(m, i))).toEqual([
      `Person 1 (34): not in the benchmark: ${r.members[0]?.explanation}`,
      'Person 2 (12): in the benchmark',
      'Person 3 (9): in the benchmark',
    ]);
    expect(r.members[0]?.explanation).toContain('not lawfully present');
    expect(describeOutcome(r).detail).toContain('Person 1 is not in the benchmark; the working says why.');
  });

  it('says a Basic Health Program takes the place of the credit', () => {
    const r = in2027({ income: 28728, familySize: 1, zipCode: '55401', members: [{ age: 35 }] });
    expect(r.subsidy).toBe(0);
    const o = describeOutcome(r);
    expect(o.kind).toBe('basic-health-program');
    expect(o.headline).toBe('Likely eligible for Minnesota’s Basic Health Program, not the premium tax credit');
    expect(box(r)).toContain('so the credit is $0.00');
    expect(o.detail).toBeNull();
  });

  it('says why nobody gets the credit, each reason in the notes', () => {
    const r = in2027({
      income: 40000,
      familySize: 1,
      zipCode: '60614',
      members: [{ age: 35, immigrationStatus: 'other-lawfully-present' }],
    });
    expect(describeOutcome(r).kind).toBe('no-eligible-members');
    expect(box(r)).toMatch(
      /^No member of the household can get the premium tax credit for 2027 coverage \(each one's reason is in these notes\), so the credit is \$0\.00\./,
    );
    expect(r.notes).toContainEqual(
      expect.stringMatching(/^Person 1 \(age 35\) is not in the benchmark: lawfully present but not a green-card holder/),
    );
  });

  it('says which months the estimate is for when a rule changes during the year', () => {
    // New York's Essential Plan took households up to 250 % until 30 June 2026.
    const ny = run({ income: 36000, familySize: 1, zipCode: '10001', year: 2026 });
    expect(ny.months).toEqual({ first: 7, last: 12 });
    expect(box(ny)).toMatch(
      /^The rules that decide this household's credit change during 2026: this estimate is for July to December 2026\. /,
    );
    expect(box(run({ income: 36000, familySize: 1, zipCode: '30301' }))).not.toContain('this estimate is for');
  });
});

describe('a headline that cannot mislead', () => {
  it('says the amount is priced on the state average when the ZIP code is not on file, naming it, as a warning', () => {
    const r = run({ income: 45000, familySize: 2, zipCode: '99999', year: 2027 });
    expect([r.benchmarkSource, r.county]).toEqual(['state-average', null]);
    const o = describeOutcome(r, ' 99999 ');
    expect(o.headline).toBe(
      `Eligible for a premium tax credit of about $1,872.37 a month (priced on the Alaska state average because ZIP code 99999 is not on file)`,
    );
    expect(o.warning).toBe(true);
    expect(describeOutcome(r).headline).toMatch(/\(priced on the Alaska state average because the ZIP code is not on file\)$/);
  });
  it('names a county without a local premium, and says nothing of the average where the figure does not use it', () => {
    const r = run({ income: 45000, familySize: 2, zipCode: '99999', year: 2027 });
    expect(r.benchmarkFallback).toBe('zip-not-on-file');
    // The answer's benchmarkFallback decides, not whether a county is known.
    const county = { ...r, county: { fips: '02020', name: 'Anchorage Municipality' }, benchmarkFallback: 'no-premium' as const };
    expect(stateAverageReason(county)).toBe('priced on the Alaska state average: no local premium is on file for Anchorage Municipality');
    expect(describeOutcome(county).warning).toBe(false);
    const noArea = { ...county, benchmarkFallback: 'no-rating-area' as const };
    expect(stateAverageReason(noArea)).toBe('priced on the Alaska state average: no local premium is on file for Anchorage Municipality');
    expect(stateAverageReason({ ...county, benchmarkFallback: 'zip-not-on-file' }, '99999')).toBe(
      'priced on the Alaska state average because ZIP code 99999 is not on file',
    );
    const medicaid = run({ income: 20000, familySize: 1, zipCode: '99999', year: 2027 });
    expect(medicaid.outcome).toBe('medicaid');
    expect(describeOutcome(medicaid, '99999').headline).toBe('Likely eligible for Medicaid, not the premium tax credit');
    const cliff = run({ income: 150000, familySize: 1, zipCode: '99999', year: 2027 });
    expect(describeOutcome(cliff, '99999').headline).toBe(
      'Above 400% of the poverty line: no premium tax credit for 2027 (priced on the Alaska state average because ZIP code 99999 is not on file)',
    );
    expect(describeOutcome(run({ income: 45000, familySize: 2, zipCode: '30301' }), '30301')).toMatchObject({ warning: false });
  });
  it('names the months first when the estimate is not for the whole year', () => {
    const ny = run({ income: 36000, familySize: 1, zipCode: '10001', year: 2026 });
    expect(monthSpan(ny)).toBe('July to December 2026');
    expect(describeOutcome(ny, '10001').headline).toBe(
      'For July to December 2026 only: eligible for a premium tax credit of about $635.70 a month',
    );
    expect(monthSpan({ year: 2026, months: { first: 9, last: 9 } })).toBe('September 2026');
    expect(monthSpan({ year: 2026, months: { first: 1, last: 12 } })).toBeNull();
  });
});
