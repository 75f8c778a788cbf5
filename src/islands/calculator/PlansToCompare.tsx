/**
 * The plans the agent compares (up to five, from HealthCare.gov or the state exchange): each plan's
 * controls come from the lazily loaded PlanFields.tsx, loaded with the first plan.
 */
import type { Dispatch } from 'react';
import type { CalculatorInputs } from './form.ts';
import { canAddPlan } from './form-edits.ts';
import { disclosureClass } from './HouseholdFields.tsx';
import type { PlansModule } from './parts.ts';
import type { FieldKey } from './read-failure.ts';
import type { Action } from './state.ts';

interface Props {
  idBase: string;
  inputs: CalculatorInputs;
  errors: Partial<Record<FieldKey, string>>;
  fields: PlansModule | null;
  prepare: () => void;
  dispatch: Dispatch<Action>;
}

export default function PlansToCompare({ idBase, inputs, errors, fields, prepare, dispatch }: Props) {
  const hintId = `${idBase}-add-plan-hint`;
  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="text-sm font-medium text-slate-800">Plans to compare (optional)</legend>
      {inputs.plans.map((_, i) =>
        fields ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a plan is its place in the list.
          <fields.default key={i} idBase={idBase} index={i} plans={inputs.plans} errors={errors} dispatch={dispatch} />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: a plan is its place in the list.
          <p key={i} className="text-sm text-slate-600">
            Loading…
          </p>
        ),
      )}
      <p id={hintId} className="text-sm text-slate-600">
        Up to 5, as HealthCare.gov lists them: each one’s premium after the credit and worst-case year.
      </p>
      <button
        id={`${idBase}-add-plan`}
        type="button"
        aria-describedby={hintId}
        disabled={!canAddPlan(inputs)}
        onClick={() => dispatch({ type: 'add-plan' })}
        onFocus={fields ? undefined : prepare}
        onPointerDown={fields ? undefined : prepare}
        className={`${disclosureClass} justify-self-start`}
      >
        Add a plan to compare
      </button>
    </fieldset>
  );
}
