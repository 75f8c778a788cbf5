/** The reducer's pure helpers (state.ts) on the form's inputs and messages; the form's Add buttons ask them too. */

import { MAX_PLANS } from '../../lib/subsidy/rules.ts';
import type { CalculatorInputs } from './form.ts';
import type { Failure } from './read-failure.ts';

/** The failure without the messages of the fields edited: each key `touched` names, and any under it. */
export function clearFields(failure: Failure | null, touched: readonly string[]): Failure | null {
  if (failure?.kind !== 'invalid') return failure;
  const kept = Object.entries(failure.fields).filter(([key]) => !touched.some((t) => key === t || key.startsWith(`${t}.`)));
  return { ...failure, fields: Object.fromEntries(kept) };
}

/** Whom a new offer goes to: the first person no offer names yet. */
export function nextEmployee(inputs: CalculatorInputs): number | null {
  const taken = new Set(inputs.jobOffers.flatMap((o) => [o.employee, ...o.familyMembers]));
  const free = inputs.members.findIndex((_, i) => !taken.has(i));
  return free === -1 ? null : free;
}

/** Whether another plan to compare can be added: at most five. */
export const canAddPlan = (inputs: CalculatorInputs): boolean => inputs.plans.length < MAX_PLANS;

/** Whether another offer can be added: each needs someone no other offer names. */
export function canAddOffer(inputs: CalculatorInputs): boolean {
  return nextEmployee(inputs) !== null;
}
