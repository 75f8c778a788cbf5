import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-read.ts';
import { subsidyRequestSchema, toIssues } from '../../lib/subsidy/schema.ts';
import { fieldMessages } from './failure-words.ts';
import { type CalculatorInputs, DEFAULT_INPUTS, defaultMember } from './form.ts';
import { canAddPlan } from './form-edits.ts';
import { fieldForPath, readFailure } from './read-failure.ts';
import { toRequestBody } from './request-body.ts';
import { type Action, type CalculatorState, calculatorReducer, initialState } from './state.ts';

const run = (state: CalculatorState, ...actions: Action[]) => actions.reduce(calculatorReducer, state);

const family: CalculatorInputs = {
  ...DEFAULT_INPUTS,
  year: 2027,
  zipCode: '33101',
  income: '68000',
  members: ['44', '41', '12', '8'].map((age, i) => defaultMember(i, age)),
  benchmarkPremium: '1850',
  benchmarkMembers: [0, 1, 2, 3],
};
const loaded = run(initialState, { type: 'loaded', inputs: family });

describe('adding and removing plans', () => {
  it('adds a silver plan with its name field focused, up to five', () => {
    const one = run(loaded, { type: 'add-plan' });
    expect(one.inputs.plans).toEqual([{ label: '', metal: 'silver', monthlyPremium: '', deductible: '', outOfPocketMax: '' }]);
    expect(one.focus).toBe('plans.0.label');
    const five = run(one, ...Array.from({ length: 4 }, (): Action => ({ type: 'add-plan' })));
    expect(five.inputs.plans).toHaveLength(5);
    expect(five.focus).toBe('plans.4.label');
    expect(canAddPlan(five.inputs)).toBe(false);
    expect(run(five, { type: 'add-plan' })).toBe(five);
  });

  it('keeps only the people still in the household among those the benchmark covers', () => {
    expect(run(loaded, { type: 'resize', size: 2 }).inputs.benchmarkMembers).toEqual([0, 1]);
    expect(run(loaded, { type: 'resize', size: 6 }).inputs.benchmarkMembers).toEqual([0, 1, 2, 3]);
    const none = run(loaded, { type: 'edit', change: { benchmarkMembers: null } });
    expect(run(none, { type: 'resize', size: 2 }).inputs.benchmarkMembers).toBeNull();
  });
});

describe('a refused plan or benchmarkMembers lands on its field, in the form’s words', () => {
  it('reads the paths of plans and benchmarkMembers', () => {
    expect(
      ['plans', 'plans.3.monthlyPremium', 'plans.1.deductible', 'plans.0', 'benchmarkMembers.2', 'benchmarkMembers'].map(fieldForPath),
      // A sixth plan names no field of the form (it cannot add one): it is said above the fields.
    ).toEqual([null, 'plans.3.monthlyPremium', 'plans.1.deductible', 'plans.0.label', 'benchmarkMembers', 'benchmarkMembers']);
  });

  it('says what the API refused as the form says it, and focuses the first in the form’s order', () => {
    const inputs: CalculatorInputs = {
      ...family,
      benchmarkMembers: [],
      plans: [
        { label: 'Silver', metal: 'silver', monthlyPremium: '-1', deductible: '9500', outOfPocketMax: '9000' },
        { label: ' ', metal: 'gold', monthlyPremium: '700', deductible: '', outOfPocketMax: '' },
      ],
    };
    const parsed = subsidyRequestSchema.safeParse(JSON.parse(JSON.stringify(toRequestBody(inputs))));
    if (parsed.success) throw new Error('expected a refusal');
    const failure = readFailure(
      new ApiError(400, 'Invalid request body', { error: 'Invalid request body', issues: toIssues(parsed.error) }),
    );
    // The benchmark comes before the plans in the form.
    expect(failure).toMatchObject({ kind: 'invalid', first: 'benchmarkMembers' });
    expect(fieldMessages(failure)).toEqual({
      benchmarkMembers: 'Tick at least one person the premium covers, or untick “The premium covers other people”.',
      'plans.0.monthlyPremium':
        'Monthly premium must be the plan’s monthly premium in US dollars for the people enrolling in it, from 0 to 100,000',
      'plans.1.label': 'Plan name must be the plan’s name as the agent reads it, 1 to 60 characters',
    });
    const second = {
      ...inputs,
      benchmarkMembers: [0, 1, 2, 3],
      plans: [{ ...(inputs.plans[0] as CalculatorInputs['plans'][number]), monthlyPremium: '600' }],
    };
    const again = subsidyRequestSchema.safeParse(JSON.parse(JSON.stringify(toRequestBody(second))));
    if (again.success) throw new Error('expected a refusal');
    const words = fieldMessages(readFailure(new ApiError(400, 'x', { error: 'x', issues: toIssues(again.error) })));
    expect(words).toEqual({
      'plans.0.deductible':
        'Deductible, $9,500, is more than the plan’s out-of-pocket maximum, $9,000: the deductible counts toward the out-of-pocket maximum, so it cannot be larger; check both figures',
    });
  });
});
