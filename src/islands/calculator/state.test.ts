import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-read.ts';
import type { SubsidyResult } from '../../lib/subsidy/types.ts';
import { askingFor, type CountyQuestion, formCounty } from './county-question.ts';
import { type CalculatorInputs, DEFAULT_INPUTS, defaultMember, type JobOfferInputs } from './form.ts';
import { canAddOffer } from './form-edits.ts';
import { type FieldKey, readFailure } from './read-failure.ts';
import { type Action, type CalculatorState, calculatorReducer, initialState, isStale } from './state.ts';

const run = (state: CalculatorState, ...actions: Action[]) => actions.reduce(calculatorReducer, state);

const household: CalculatorInputs = {
  ...DEFAULT_INPUTS,
  year: 2027,
  zipCode: '30303',
  income: '90000',
  members: [defaultMember(0), defaultMember(1, '38'), defaultMember(2), defaultMember(3, '7')],
};
const offer: JobOfferInputs = { employee: 0, selfOnlyMonthly: '250', familyMonthly: '900', familyMembers: [1, 2, 3], minimumValue: true };
const loaded = run(initialState, { type: 'loaded', inputs: household });

const result = { subsidy: 665.29 } as SubsidyResult;
const calculated = { result, inputs: household, income: 90000, countyChosen: false, childrenPricedAnyway: false };
const answered = (state: CalculatorState, byUser = true) =>
  run(state, { type: 'calculating', asked: state.inputs }, { type: 'calculated', calculated, byUser });

/** The failure the form shows for an API 400 naming these fields (and these messages without a field). */
const invalid = (fields: Partial<Record<FieldKey, string>>, general: string[] = []) =>
  readFailure(
    new ApiError(400, '400', {
      error: 'Invalid',
      issues: [
        ...Object.entries(fields).map(([path, message = '']) => ({ path, message })),
        ...general.map((message) => ({ path: '', message })),
      ],
    }),
  );

// 15501: Somerset County (primary, rating area 5) and Westmoreland County (area 4).
const spanning: CountyQuestion = {
  status: 'ask',
  zip: '15501',
  counties: [
    { fips: '42111', name: 'Somerset County', ratingArea: 5, primary: true },
    { fips: '42129', name: 'Westmoreland County', ratingArea: 4, primary: false },
  ],
};

describe('loading and editing', () => {
  it('starts as the static form and becomes live with the URL’s inputs', () => {
    expect(initialState).toMatchObject({ ready: false, phase: 'idle', inputs: DEFAULT_INPUTS, open: [], focus: null });
    expect(loaded).toMatchObject({ ready: true, inputs: household });
  });

  it('an edit clears the messages of the fields it touches, and any under them, and a pending focus', () => {
    const failed = run(loaded, {
      type: 'failed',
      byUser: true,
      failure: invalid({ income: 'Income is required', 'members.1.age': 'Age…', 'jobOffers.0.selfOnlyMonthly': 'Share…' }),
    });
    expect(failed.focus).toBe('income');
    const edited = run(failed, { type: 'edit', change: { income: '90000' } });
    const fields = (state: CalculatorState) => (state.failure?.kind === 'invalid' ? Object.keys(state.failure.fields) : null);
    expect(fields(edited)).toEqual(['members.1.age', 'jobOffers.0.selfOnlyMonthly']);
    expect(edited.focus).toBeNull();
    expect(fields(run(edited, { type: 'edit', change: {}, touched: 'jobOffers' }))).toEqual(['members.1.age']);
    const aged = run(edited, { type: 'edit', change: {}, touched: 'members.1.age', focus: 'add-offer' });
    expect(fields(aged)).toEqual(['jobOffers.0.selfOnlyMonthly']);
    expect(aged.focus).toBe('add-offer');
  });

  it('an edit may name several fields it touches', () => {
    const failed = run(loaded, {
      type: 'failed',
      byUser: true,
      failure: invalid({ 'jobOffers.0.familyMonthly': 'a', 'jobOffers.0.familyMembers': 'b', 'jobOffers.0.selfOnlyMonthly': 'c' }),
    });
    const edited = run(failed, { type: 'edit', change: {}, touched: ['jobOffers.0.familyMonthly', 'jobOffers.0.familyMembers'] });
    expect(edited.failure?.kind === 'invalid' ? edited.failure.fields : null).toEqual({ 'jobOffers.0.selfOnlyMonthly': [{ api: 'c' }] });
  });

  it('a new plan year drops the bars from Medicaid it no longer asks about', () => {
    const refugee = { ...defaultMember(0), immigrationStatus: 'other-lawfully-present' as const, medicaidBarredByStatus: true };
    const lpr = { ...defaultMember(1), immigrationStatus: 'lpr' as const, medicaidBarredByStatus: true };
    const in2026 = run(initialState, { type: 'loaded', inputs: { ...household, year: 2026, members: [refugee, lpr] } });
    const bars = (state: CalculatorState) => state.inputs.members.map((m) => m.medicaidBarredByStatus);
    expect(bars(in2026)).toEqual([true, true]);
    expect(bars(run(in2026, { type: 'edit', change: { year: 2025 } }))).toEqual([true, true]);
    expect(bars(run(in2026, { type: 'edit', change: { year: 2027 } }))).toEqual([false, true]);
  });

  it('resizing keeps what still makes sense: the people, their open details and the offers that remain', () => {
    const withOffer = run(loaded, { type: 'edit', change: { jobOffers: [offer, { ...offer, employee: 3, familyMembers: [] }] } });
    const opened = run(withOffer, { type: 'toggle', index: 1 }, { type: 'toggle', index: 3 });
    expect(opened.open).toEqual([1, 3]);
    const smaller = run(opened, { type: 'resize', size: 2 });
    expect(smaller.inputs.members).toEqual(household.members.slice(0, 2));
    expect(smaller.inputs.jobOffers).toEqual([{ ...offer, familyMembers: [1] }]);
    expect(smaller.open).toEqual([1]);
    expect(run(smaller, { type: 'toggle', index: 1 }).open).toEqual([]);
  });

  it('resizing drops the names of the people who left', () => {
    const names = [
      { first: 'Carlos', relation: '' as const },
      { first: '', relation: 'wife' as const },
      { first: 'Sofía', relation: '' as const },
    ];
    const named = run(loaded, { type: 'edit', change: { names } });
    expect(run(named, { type: 'resize', size: 2 }).inputs.names).toEqual(names.slice(0, 2));
    expect(run(named, { type: 'resize', size: 1 }, { type: 'resize', size: 3 }).inputs.names).toEqual(names.slice(0, 1));
  });

  it('a new offer goes to the first person no offer names and takes focus; none is added once everyone is named', () => {
    const first = run(loaded, { type: 'add-offer' });
    expect(first.inputs.jobOffers).toEqual([
      { employee: 0, selfOnlyMonthly: '', familyMonthly: '', familyMembers: [], minimumValue: true },
    ]);
    expect(first.focus).toBe('jobOffers.0.employee');
    const named = run(loaded, { type: 'edit', change: { jobOffers: [offer] } });
    expect(canAddOffer(named.inputs)).toBe(false);
    expect(run(named, { type: 'add-offer' })).toBe(named);
    expect(
      run(loaded, { type: 'edit', change: { jobOffers: [{ ...offer, familyMembers: [1] }] } }, { type: 'add-offer' }).inputs.jobOffers[1]
        ?.employee,
    ).toBe(2);
  });
});

describe('the County question', () => {
  const typed = run(loaded, { type: 'edit', change: { zipCode: '15501' } });

  it('is asked only for the ZIP code in the form, on the primary county unless another is chosen', () => {
    const asked = run(typed, { type: 'question', question: spanning });
    expect(askingFor(asked)).toBe(spanning);
    expect(formCounty(asked)).toBe('42111');
    expect(formCounty(run(asked, { type: 'edit', change: { countyFips: '42129' } }))).toBe('42129');
    expect(askingFor(run(asked, { type: 'edit', change: { zipCode: '30303' } }))).toBeNull();
  });

  it('stays on screen while the same ZIP code is looked up again', () => {
    const asked = run(typed, { type: 'question', question: spanning });
    expect(run(asked, { type: 'question', question: { status: 'checking', zip: '15501' } }).question).toBe(spanning);
    expect(run(asked, { type: 'question', question: { status: 'checking', zip: '15502' } }).question.status).toBe('checking');
  });

  it('Calculate before the answer: checking, then the question takes focus and says so', () => {
    const checking = run(typed, { type: 'checking' });
    expect(checking).toMatchObject({ phase: 'checking', announcement: { kind: 'checking' } });
    const waiting = run(checking, { type: 'question', question: spanning }, { type: 'ask-county', zip: '15501' });
    expect(waiting).toMatchObject({ phase: 'county', focus: 'countyFips' });
    expect(waiting.announcement).toEqual({ kind: 'ask-county', zip: '15501' });
  });
});

describe('a calculation', () => {
  it('announces the answer and moves focus to it only when the agent asked', () => {
    const calculating = run(loaded, { type: 'calculating', asked: household });
    expect(calculating).toMatchObject({ phase: 'calculating', announcement: { kind: 'calculating' }, failure: null });
    expect(answered(loaded)).toMatchObject({
      phase: 'result',
      calculated,
      announcement: { kind: 'ready' },
      focus: 'result-title',
    });
    expect(answered(loaded, false).focus).toBeNull();
    expect(run(answered(loaded), { type: 'focused' }).focus).toBeNull();
  });

  it('is out of date the moment the form changes, said once, and current again when the change is undone', () => {
    const shown = answered(loaded);
    expect(isStale(shown)).toBe(false);
    const changed = run(shown, { type: 'edit', change: { income: '90001' } });
    expect(isStale(changed)).toBe(true);
    expect(changed.announcement).toEqual({ kind: 'out-of-date' });
    const again = run({ ...changed, announcement: null }, { type: 'edit', change: { income: '90002' } });
    expect(again.announcement).toBeNull();
    expect(isStale(run(changed, { type: 'edit', change: { income: '90000' } }))).toBe(false);
    expect(isStale(run(shown, { type: 'toggle', index: 0 }))).toBe(false);
    expect(isStale(run(shown, { type: 'add-offer' }))).toBe(true);
  });

  it('new rows for the tax-time table go into the form and the estimate asked, which stays current', () => {
    const shown = answered(loaded);
    const asked = run(shown, { type: 'year-end', yearEndIncomes: ['80000'] });
    expect(asked.inputs.yearEndIncomes).toEqual(['80000']);
    expect(asked.asked?.yearEndIncomes).toEqual(['80000']);
    expect(isStale(asked)).toBe(false);
    expect(asked.announcement).toEqual(shown.announcement);
  });

  it('keeps the county as it was while the ZIP code is looked up again', () => {
    const asked = run(loaded, { type: 'edit', change: { zipCode: '15501' } }, { type: 'question', question: spanning });
    const shown = answered({ ...asked, inputs: { ...asked.inputs, countyFips: '42129' } });
    const lookingUp = run(shown, { type: 'question', question: { status: 'checking', zip: '15502' } });
    expect(isStale(lookingUp)).toBe(false);
  });
});

describe('a failed calculation', () => {
  it('puts focus on the first field in error, in the order of the form', () => {
    const inputs = { ...household, jobOffers: [offer] };
    const focusFor = (fields: Partial<Record<FieldKey, string>>) =>
      run({ ...loaded, inputs }, { type: 'failed', byUser: true, failure: invalid(fields) }).focus;
    const failed = run(
      { ...loaded, inputs },
      { type: 'failed', byUser: true, failure: invalid({ 'jobOffers.0.familyMonthly': 'x', 'members.2.otherCoverage': 'y' }) },
    );
    expect(failed).toMatchObject({ phase: 'invalid', focus: 'members.2.otherCoverage', calculated: null, asked: null, announcement: null });
    expect(focusFor({ benchmarkPremium: 'x', 'jobOffers.1.employee': 'y', childrenOnMarketplace: 'z' })).toBe('childrenOnMarketplace');
    expect(focusFor({ benchmarkPremium: 'x', 'jobOffers.1.employee': 'y', 'jobOffers.0.minimumValue': 'z' })).toBe(
      'jobOffers.0.minimumValue',
    );
    expect(focusFor({ 'members.10.age': 'x', 'members.9.seekingCoverage': 'y', familySize: 'z' })).toBe('familySize');
    expect(focusFor({ 'members.10.age': 'x', 'members.9.seekingCoverage': 'y' })).toBe('members.9.seekingCoverage');
    expect(focusFor({ 'members.1.medicaidBarredByStatus': 'x', 'members.1.immigrationStatus': 'y', zipCode: 'z', year: 'w' })).toBe('year');
  });

  it('opens the details of each person whose details have a message, not for an age', () => {
    const failed = run(loaded, {
      type: 'failed',
      byUser: true,
      failure: invalid({ 'members.0.age': 'x', 'members.3.immigrationStatus': 'y', 'members.1.medicaidBarredByStatus': 'z' }),
    });
    expect(failed.open.sort()).toEqual([1, 3]);
    expect(failed.focus).toBe('members.0.age');
  });

  it('goes to Calculate when no field is named, and nowhere for a link’s own calculation', () => {
    expect(run(loaded, { type: 'failed', byUser: true, failure: invalid({}, ['Bad request']) }).focus).toBe('submit');
    expect(run(loaded, { type: 'failed', byUser: true, failure: { kind: 'failed', reason: 'offline', status: null } })).toMatchObject({
      phase: 'error',
      focus: 'submit',
    });
    expect(run(loaded, { type: 'failed', byUser: false, failure: invalid({ income: 'x' }) }).focus).toBeNull();
  });

  it('drops the answer on screen', () => {
    const failed = run(answered(loaded), { type: 'failed', byUser: true, failure: { kind: 'failed', reason: 'offline', status: null } });
    expect(failed.calculated).toBeNull();
    expect(isStale(failed)).toBe(false);
  });
});
