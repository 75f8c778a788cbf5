import { describe, expect, it } from 'vitest';
import type { SubsidyRequestInput } from '../../lib/subsidy/index.ts';
import { estimate } from '../../lib/subsidy/testing.ts';
import { benchmarkHint } from './BenchmarkField.tsx';
import { DEFAULT_INPUTS, defaultMember, type PlanInputs } from './form.ts';
import { people } from './member-words.ts';
import { describeOutcome, enteredFor } from './outcome.ts';
import { describePlans } from './plans-compared.ts';
import { describeBenchmarkSource } from './working-sources.ts';

const run = (input: SubsidyRequestInput) => estimate(input, new Date('2026-12-07T12:00:00Z'));

// Miami 2027: the wife alone is priced, on the $1,850 quoted for all four (entered-benchmark.test.ts).
const miami: SubsidyRequestInput = {
  income: 68000,
  familySize: 4,
  zipCode: '33101',
  year: 2027,
  members: [{ age: 44 }, { age: 41 }, { age: 12 }, { age: 8 }],
  jobOffers: [{ employee: 0, selfOnlyMonthly: 120, familyMonthly: 610, familyMembers: [1, 2, 3] }],
  benchmarkPremium: 1850,
};
const entered: PlanInputs[] = [
  { label: 'Bronze 7500', metal: 'bronze', monthlyPremium: '420', deductible: '7500', outOfPocketMax: '9800' },
  { label: 'Silver 73', metal: 'silver', monthlyPremium: '612.48', deductible: '', outOfPocketMax: '' },
  { label: 'Gold', metal: 'gold', monthlyPremium: '760', deductible: '', outOfPocketMax: '' },
  { label: 'Catastrophic', metal: 'catastrophic', monthlyPremium: '300', deductible: '', outOfPocketMax: '' },
];
const plans = entered.map((p) => ({
  label: p.label,
  metal: p.metal,
  monthlyPremium: Number(p.monthlyPremium),
  ...(p.deductible ? { deductible: Number(p.deductible), outOfPocketMax: Number(p.outOfPocketMax) } : {}),
}));

describe('describePlans', () => {
  it('names the plans that fit the recommendation and gives each one’s figures, side by side', () => {
    const words = describePlans(run({ ...miami, benchmarkMembers: [0, 1, 2, 3], plans }), entered);
    expect(words.fitting).toBe('Of the plans entered, Silver 73 and Gold fit it.');
    expect(words.rows[3]).toBe('Premiums for the year');
    expect(words.columns.map((c) => [c.label, c.metal, c.fits])).toEqual([
      ['Bronze 7500', 'Bronze', false],
      ['Silver 73', 'Silver', true],
      ['Gold', 'Gold', true],
      ['Catastrophic', 'Catastrophic', false],
    ]);
    expect(words.columns[1]?.figures).toEqual([
      { value: '$612.48' },
      { value: '$172.34' },
      { value: '$440.14' },
      { value: '$5,281.68' },
      { value: 'Not given' },
      { value: '$9,600.00', note: 'the 73% silver variation’s, for one person' },
      { value: '$14,881.68' },
      { value: 'Yes' },
    ]);
    expect(words.columns[0]?.figures[4]).toEqual({ value: '$7,500.00' });
    expect(words.columns[0]?.figures[5]).toEqual({ value: '$9,800.00', note: 'the plan’s own' });
    expect(words.columns[2]?.figures[5]).toEqual({ value: '$12,000.00', note: 'the 2027 limit for one person' });
    expect(words.columns[3]).toMatchObject({ unavailable: expect.stringMatching(/^No one in the household can buy a catastrophic plan/) });
    expect(words.columns[3]?.figures[1]).toEqual({ value: '$0.00', note: 'no credit on a catastrophic plan' });
  });

  it('says when none fits, and nothing without plans', () => {
    const bronze = run({ ...miami, plans: [plans[0] as (typeof plans)[number]] });
    expect(describePlans(bronze, entered).fitting).toBe('None of the plans entered is a silver or gold plan.');
    expect(describePlans(run(miami), []).fitting).toBeNull();
  });
});

describe('whose premium an entered benchmark is', () => {
  it('says it in the headline and the working: repriced for the wife from the four', () => {
    const r = run({ ...miami, benchmarkMembers: [0, 1, 2, 3] });
    expect(enteredFor(r)).toBe('on the benchmark entered for Persons 1, 2, 3 and 4, repriced for Person 2');
    expect(describeOutcome(r).headline).toBe(
      'Eligible for a premium tax credit of about $172.34 a month (on the benchmark entered for Persons 1, 2, 3 and 4, repriced for Person 2)',
    );
    expect(describeBenchmarkSource(r)).toBe(
      'As entered, $1,850.00 a month for Persons 1, 2, 3 and 4, repriced for Person 2 (the notes show how).',
    );
  });

  it('names whom it was taken for when the agent did not say', () => {
    const r = run(miami);
    expect(describeOutcome(r).headline).toBe(
      'Eligible for a premium tax credit of about $1,452.77 a month (on the benchmark entered for Person 2)',
    );
    expect(describeBenchmarkSource(r)).toBe('As entered: the premium for Person 2, the people applying for the credit.');
  });

  it('says nothing of it for an estimated benchmark, or when nobody is priced', () => {
    const estimated = run({ ...miami, benchmarkPremium: undefined });
    expect(enteredFor(estimated)).toBeNull();
    expect(describeOutcome(estimated).headline).toBe('Eligible for a premium tax credit of about $297.17 a month');
    const nobody = run({
      income: 70000,
      familySize: 2,
      zipCode: '30303',
      year: 2027,
      members: [{ age: 40 }, { age: 38 }],
      jobOffers: [{ employee: 0, selfOnlyMonthly: 250, familyMonthly: 500, familyMembers: [1] }],
      benchmarkPremium: 1300,
    });
    expect(nobody.coverageFamily).toEqual([]);
    expect(enteredFor(nobody)).toBeNull();
  });

  it('numbers people from 1', () => {
    expect([people([1]), people([0, 2]), people([0, 1, 2])]).toEqual(['Person 2', 'Persons 1 and 3', 'Persons 1, 2 and 3']);
  });
});

describe('benchmarkHint', () => {
  const inputs = { ...DEFAULT_INPUTS, year: 2027, members: ['44', '41', '12', '8'].map((age, i) => defaultMember(i, age)) };

  it('lists the people applying for the credit in the last estimate, or says who they are before one', () => {
    expect(benchmarkHint(inputs, [1], 2027)).toBe(
      'The second-lowest-cost silver premium for the people applying for the credit (in the last estimate, Person 2 (41)). From HealthCare.gov or the state exchange, if you have it. Leave blank to estimate it from the premiums in the household’s rating area.',
    );
    expect(benchmarkHint(inputs, [0, 1], 2027)).toContain('(in the last estimate, Person 1 (44) and Person 2 (41)).');
    expect(benchmarkHint(inputs, null, 2027)).toMatch(
      /^The second-lowest-cost silver premium for the people applying for the credit\. From/,
    );
    expect(benchmarkHint(inputs, [], 2027)).toBe(benchmarkHint(inputs, null, 2027));
  });

  it('says how to find the plan year’s benchmark while the local one on file is the year before’s', () => {
    expect(benchmarkHint(inputs, null, 2026)).toMatch(
      / For 2027 the local benchmark on file is 2026’s until you enter 2027’s: on HealthCare\.gov, “See plans & prices” \(window shopping\) with the ZIP code, income and people applying, then take the second-lowest silver premium before savings\.$/,
    );
    expect(benchmarkHint({ ...inputs, year: 2026 }, null, 2026)).not.toContain('on file is');
  });
});
