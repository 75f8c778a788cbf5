/**
 * The /calculator form's state machine, pure so that it is tested without a browser. It holds data
 * only (inputs, codes, the answer); the store (store.ts) runs it, the view words it.
 * Phases: idle, checking (the ZIP code's counties), county (waiting for the county to be chosen),
 * calculating, result, invalid, error.
 */

import type { SubsidyResult } from '../../lib/subsidy/types.ts';
import { askingFor, type CountyQuestion, formCounty } from './county-question.ts';
import {
  type CalculatorInputs,
  DEFAULT_INPUTS,
  type JobOfferInputs,
  keptCovers,
  resizeHousehold,
  trimNames,
  withAllowedBar,
} from './form.ts';
import { canAddPlan, clearFields, nextEmployee } from './form-edits.ts';
import type { Failure, FieldKey } from './read-failure.ts';
import { sameScenario } from './url-codec.ts';

export type Phase = 'idle' | 'checking' | 'county' | 'calculating' | 'result' | 'invalid' | 'error';

/** An answer on screen and what it was asked for with. */
export interface Calculated {
  result: SubsidyResult;
  /** The form as sent (the county as sent: blank when assumed). */
  inputs: CalculatorInputs;
  income: number;
  /** Whether a county was chosen (sent as countyFips) rather than assumed. */
  countyChosen: boolean;
  /** Whether children likely on Medicaid/CHIP were priced on a Marketplace plan anyway. */
  childrenPricedAnyway: boolean;
}

/** Where focus goes once the page shows it: a field, the result's heading, the offers' or plans' Add button or Calculate. */
export type FocusTarget = FieldKey | 'result-title' | 'add-offer' | 'add-plan' | 'submit';

/** What the status region says, as a code: the step under way, the County question, the estimate ready or out of date. */
export type Announcement =
  | { kind: 'checking' }
  | { kind: 'ask-county'; zip: string }
  | { kind: 'calculating' }
  | { kind: 'ready' }
  | { kind: 'out-of-date' }
  | null;

export interface CalculatorState {
  /** The URL has been read: until then the form is the server's static copy. */
  ready: boolean;
  inputs: CalculatorInputs;
  question: CountyQuestion;
  phase: Phase;
  calculated: Calculated | null;
  /** The form as it was when `calculated` was asked for (the county as the County question showed it). */
  asked: CalculatorInputs | null;
  failure: Failure | null;
  announcement: Announcement;
  /** Positions of the people whose "More about this person" is open. */
  open: number[];
  focus: FocusTarget | null;
}

export const initialState: CalculatorState = {
  ready: false,
  inputs: DEFAULT_INPUTS,
  question: { status: 'none' },
  phase: 'idle',
  calculated: null,
  asked: null,
  failure: null,
  announcement: null,
  open: [],
  focus: null,
};

export type Action =
  | { type: 'loaded'; inputs: CalculatorInputs }
  /**
   * Any change to the form: the messages of the `touched` fields go (by default the fields of
   * `change`; 'members.2' also takes 'members.2.age' and the rest), and focus goes to `focus`. A
   * new plan year drops the bars from Medicaid it no longer asks about.
   */
  | { type: 'edit'; change: Partial<CalculatorInputs>; touched?: string | readonly string[]; focus?: FocusTarget }
  | { type: 'resize'; size: number }
  /** New rows for the tax-time table: the estimate on screen is asked again with them (store.ts), so it stays current meanwhile. */
  | { type: 'year-end'; yearEndIncomes: string[] }
  | { type: 'toggle'; index: number }
  | { type: 'add-offer' }
  | { type: 'add-plan' }
  | { type: 'question'; question: CountyQuestion }
  | { type: 'checking' }
  | { type: 'ask-county'; zip: string }
  | { type: 'calculating'; asked: CalculatorInputs }
  | { type: 'calculated'; calculated: Calculated; byUser: boolean }
  | { type: 'failed'; failure: Failure; byUser: boolean }
  | { type: 'focused' };

export function isStale(state: CalculatorState): boolean {
  if (state.calculated === null || state.asked === null) return false;
  // While the ZIP code's counties are being looked up the question is not on screen yet: the county
  // counts as unchanged (a changed ZIP code is caught by the ZIP code itself).
  const county = state.question.status === 'checking' ? state.asked.countyFips : formCounty(state);
  return !sameScenario({ ...state.inputs, countyFips: county }, state.asked);
}

function editInputs(state: CalculatorState, inputs: CalculatorInputs, touched: readonly string[], focus: FocusTarget | null = null) {
  return { ...state, inputs, failure: clearFields(state.failure, touched), focus };
}

function step(state: CalculatorState, action: Action): CalculatorState {
  const { inputs } = state;
  switch (action.type) {
    case 'loaded':
      return { ...state, ready: true, inputs: action.inputs };
    case 'edit': {
      const { change } = action;
      const touched =
        action.touched === undefined ? Object.keys(change) : typeof action.touched === 'string' ? [action.touched] : action.touched;
      const next = { ...inputs, ...change };
      if (change.year !== undefined) next.members = next.members.map((m) => withAllowedBar(m, next.year));
      return editInputs(state, next, touched, action.focus);
    }
    case 'resize': {
      const resized = { ...inputs, ...resizeHousehold(inputs, action.size) };
      const size = resized.members.length;
      resized.benchmarkMembers = keptCovers(inputs.benchmarkMembers, size);
      // Offers may have gone with the people: their messages no longer match their places.
      const gone = inputs.members.slice(size).map((_, i) => `members.${size + i}`);
      const names = trimNames(inputs.names.slice(0, size));
      const touched = ['familySize', 'jobOffers', 'benchmarkMembers', ...gone];
      return { ...editInputs(state, { ...resized, names }, touched), open: state.open.filter((i) => i < size) };
    }
    case 'year-end': {
      const { yearEndIncomes } = action;
      return { ...state, inputs: { ...inputs, yearEndIncomes }, asked: state.asked && { ...state.asked, yearEndIncomes } };
    }
    case 'toggle': {
      const open = state.open.includes(action.index) ? state.open.filter((i) => i !== action.index) : [...state.open, action.index];
      return { ...state, open };
    }
    case 'add-offer': {
      const employee = nextEmployee(inputs);
      if (employee === null) return state;
      const offer: JobOfferInputs = { employee, selfOnlyMonthly: '', familyMonthly: '', familyMembers: [], minimumValue: true };
      const jobOffers = [...inputs.jobOffers, offer];
      return editInputs(state, { ...inputs, jobOffers }, [], `jobOffers.${jobOffers.length - 1}.employee`);
    }
    case 'add-plan': {
      if (!canAddPlan(inputs)) return state;
      const plans = [...inputs.plans, { label: '', metal: 'silver' as const, monthlyPremium: '', deductible: '', outOfPocketMax: '' }];
      return editInputs(state, { ...inputs, plans }, [], `plans.${plans.length - 1}.label`);
    }
    case 'question': {
      const { question } = action;
      // A new look-up of the ZIP code already asked about keeps the question on screen meanwhile.
      const same = question.status === 'checking' && askingFor(state)?.zip === question.zip;
      return same ? state : { ...state, question };
    }
    case 'checking':
      return { ...state, phase: 'checking', announcement: { kind: 'checking' }, focus: null };
    case 'ask-county':
      return { ...state, phase: 'county', announcement: { kind: 'ask-county', zip: action.zip }, focus: 'countyFips' };
    case 'calculating':
      return { ...state, phase: 'calculating', asked: action.asked, failure: null, announcement: { kind: 'calculating' }, focus: null };
    case 'calculated':
      return {
        ...state,
        phase: 'result',
        calculated: action.calculated,
        announcement: { kind: 'ready' },
        focus: action.byUser ? 'result-title' : null,
      };
    case 'failed': {
      const { failure } = action;
      const invalid = failure.kind === 'invalid' ? failure : null;
      return {
        ...state,
        phase: failure.kind === 'invalid' ? 'invalid' : 'error',
        calculated: null,
        asked: null,
        failure,
        announcement: null,
        // A message on someone's details must be seen: their "More about this person" opens.
        open: [...new Set([...state.open, ...(invalid?.open ?? [])])],
        focus: action.byUser ? (invalid?.first ?? 'submit') : null,
      };
    }
    case 'focused':
      return { ...state, focus: null };
  }
}

/** The reducer: each step, plus the announcement the moment the estimate on screen goes out of date. */
export function calculatorReducer(state: CalculatorState, action: Action): CalculatorState {
  const next = step(state, action);
  return !isStale(state) && isStale(next) ? { ...next, announcement: { kind: 'out-of-date' } } : next;
}
