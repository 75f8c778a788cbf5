/**
 * One plan the agent compares: its name, metal level, monthly premium and, when known, its deductible
 * and out-of-pocket maximum, with a button that removes it; and the boxes of the people a benchmark
 * premium covers. Loaded with the first plan, or when the premium is said to cover other people.
 */
import type { Dispatch } from 'react';
import type { Metal } from '../../lib/subsidy/rules.ts';
import { controlClass, describedBy, Field } from './Field.tsx';
import { moneyInput } from './FormControls.tsx';
import type { PlanInputs } from './form.ts';
import type { FieldKey } from './read-failure.ts';
import type { Action } from './state.ts';

/** The metal levels in the order HealthCare.gov lists them, catastrophic last. */
export const METAL_LABELS: readonly [Metal, string][] = [
  ['bronze', 'Bronze'],
  ['silver', 'Silver'],
  ['gold', 'Gold'],
  ['platinum', 'Platinum'],
  ['catastrophic', 'Catastrophic'],
];

interface Props {
  idBase: string;
  index: number;
  plans: readonly PlanInputs[];
  errors: Partial<Record<FieldKey, string>>;
  dispatch: Dispatch<Action>;
}

export default function PlanFields({ idBase, index, plans, errors, dispatch }: Props) {
  const plan = plans[index] as PlanInputs;
  const key = (field: keyof PlanInputs) => `plans.${index}.${field}` as const;
  const id = (field: keyof PlanInputs) => `${idBase}-${key(field)}`;
  const change = (c: Partial<PlanInputs>) => {
    const field = Object.keys(c)[0] as keyof PlanInputs;
    // The deductible is checked against the maximum: editing either clears both messages.
    const touched = field === 'deductible' || field === 'outOfPocketMax' ? [key('deductible'), key('outOfPocketMax')] : key(field);
    dispatch({ type: 'edit', change: { plans: plans.map((p, i) => (i === index ? { ...p, ...c } : p)) }, touched });
  };
  const amount = (field: 'monthlyPremium' | 'deductible' | 'outOfPocketMax', label: string, hint?: string) => (
    <Field id={id(field)} label={label} hint={hint} error={errors[key(field)]}>
      {moneyInput(plan[field], (value) => change({ [field]: value }))}
    </Field>
  );
  return (
    <fieldset className="grid min-w-0 gap-4 rounded-lg border border-slate-300 p-3 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold text-slate-900">Plan {index + 1}</legend>
      <Field id={id('label')} label="Plan name" error={errors[key('label')]}>
        {(control) => (
          <input
            {...control}
            type="text"
            maxLength={60}
            autoComplete="off"
            value={plan.label}
            onChange={(e) => change({ label: e.target.value })}
            className={controlClass}
          />
        )}
      </Field>
      <Field id={id('metal')} label="Metal level" error={errors[key('metal')]}>
        {(control) => (
          <select {...control} value={plan.metal} onChange={(e) => change({ metal: e.target.value as Metal })} className={controlClass}>
            {METAL_LABELS.map(([metal, label]) => (
              <option key={metal} value={metal}>
                {label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="sm:col-span-2">
        {amount('monthlyPremium', 'Monthly premium', 'The full premium before the credit, for the people enrolling in the plan.')}
      </div>
      {amount('deductible', 'Deductible a year (optional)')}
      {amount('outOfPocketMax', 'Out-of-pocket maximum a year (optional)')}
      <button
        type="button"
        // The plans after it move up a place, so no plan's message can stay where it was.
        onClick={() =>
          dispatch({ type: 'edit', change: { plans: plans.filter((_, i) => i !== index) }, touched: 'plans', focus: 'add-plan' })
        }
        className="inline-flex min-h-11 items-center justify-self-start rounded-lg border border-slate-400 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 sm:col-span-2"
      >
        Remove plan {index + 1}
      </button>
    </fieldset>
  );
}

interface CoverProps {
  idBase: string;
  /** Each person's label, in the household's order. */
  people: readonly string[];
  covers: readonly number[];
  error: string | undefined;
  dispatch: Dispatch<Action>;
}

/** A box for each person the benchmark premium covers; the first carries the field's id, for a message's focus. */
export function CoverFields({ idBase, people, covers, error, dispatch }: CoverProps) {
  const groupId = `${idBase}-benchmarkMembers`;
  const set = (benchmarkMembers: number[]) => dispatch({ type: 'edit', change: { benchmarkMembers }, touched: 'benchmarkMembers' });
  return (
    <fieldset aria-describedby={describedBy(groupId, error, false)} className="min-w-0">
      <legend className="text-sm font-medium text-slate-800">The premium covers</legend>
      {error ? (
        <p id={`${groupId}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {people.map((person, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a member is its position in the household.
          <label key={i} className="flex min-h-11 items-center gap-3 text-sm text-slate-800">
            <input
              id={i === 0 ? groupId : undefined}
              type="checkbox"
              checked={covers.includes(i)}
              aria-invalid={error ? true : undefined}
              onChange={(e) => set(e.target.checked ? [...covers, i].sort((a, b) => a - b) : covers.filter((p) => p !== i))}
              className="size-6 rounded border-slate-400 accent-blue-700"
            />
            {person}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
