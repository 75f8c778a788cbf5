/** The edits of the form the calculator's reducer (state.ts) makes: pure functions of the inputs and the failure shown. */

import { MAX_PLANS } from '../../lib/subsidy/rules.ts';
import { type CalculatorInputs, type JobOfferInputs, keptCovers, resizeHousehold, trimNames, withAllowedBar } from './form.ts';
import type { Failure } from './read-failure.ts';

/** The failure without the messages of the fields edited: each key `touched` names, and any under it. */
export function clearFields(failure: Failure | null, touched: readonly string[]): Failure | null {
  if (failure?.kind !== 'invalid') return failure;
  const kept = Object.entries(failure.fields).filter(([key]) => !touched.some((t) => key === t || key.startsWith(`${t}.`)));
  return { ...failure, fields: Object.fromEntries(kept) };
}

/** The fields an edit touches: those `touched` names, by default the fields of `change`. */
export function touchedKeys(change: Partial<CalculatorInputs>, touched?: string | readonly string[]): readonly string[] {
  return touched === undefined ? Object.keys(change) : typeof touched === 'string' ? [touched] : touched;
}

/** The form with `change` made: a new plan year drops the bars from Medicaid it no longer asks about. */
export function withChange(inputs: CalculatorInputs, change: Partial<CalculatorInputs>): CalculatorInputs {
  const next = { ...inputs, ...change };
  if (change.year !== undefined) next.members = next.members.map((m) => withAllowedBar(m, next.year));
  return next;
}

/** The form for a household of `size`, and the fields whose messages no longer match their places. */
export function resized(inputs: CalculatorInputs, size: number): { inputs: CalculatorInputs; touched: string[] } {
  const next = { ...inputs, ...resizeHousehold(inputs, size) };
  const kept = next.members.length;
  next.benchmarkMembers = keptCovers(inputs.benchmarkMembers, kept);
  // Offers may have gone with the people: their messages no longer match their places.
  const gone = inputs.members.slice(kept).map((_, i) => `members.${kept + i}`);
  const names = trimNames(inputs.names.slice(0, kept));
  return { inputs: { ...next, names }, touched: ['familySize', 'jobOffers', 'benchmarkMembers', ...gone] };
}

/** Whom a new offer goes to: the first person no offer names yet. */
function nextEmployee(inputs: CalculatorInputs): number | null {
  const taken = new Set(inputs.jobOffers.flatMap((o) => [o.employee, ...o.familyMembers]));
  const free = inputs.members.findIndex((_, i) => !taken.has(i));
  return free === -1 ? null : free;
}

/** Whether another offer can be added: each needs someone no other offer names. */
export function canAddOffer(inputs: CalculatorInputs): boolean {
  return nextEmployee(inputs) !== null;
}

/** The form with a blank offer for the next person no offer names; null when everyone is named. */
export function withNewOffer(inputs: CalculatorInputs): CalculatorInputs | null {
  const employee = nextEmployee(inputs);
  if (employee === null) return null;
  const offer: JobOfferInputs = { employee, selfOnlyMonthly: '', familyMonthly: '', familyMembers: [], minimumValue: true };
  return { ...inputs, jobOffers: [...inputs.jobOffers, offer] };
}

/** Whether another plan to compare can be added: at most five. */
export const canAddPlan = (inputs: CalculatorInputs): boolean => inputs.plans.length < MAX_PLANS;

/** The form with a blank silver plan to compare; null when five are there already. */
export function withNewPlan(inputs: CalculatorInputs): CalculatorInputs | null {
  if (!canAddPlan(inputs)) return null;
  const plan = { label: '', metal: 'silver' as const, monthlyPremium: '', deductible: '', outOfPocketMax: '' };
  return { ...inputs, plans: [...inputs.plans, plan] };
}
