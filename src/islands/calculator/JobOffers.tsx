/**
 * Offers of job-based coverage: an affordable one that meets minimum value rules out the credit for
 * the people it reaches. Each offer's controls come from the lazily loaded editor.
 */
import type { Dispatch } from 'react';
import type { CalculatorInputs } from './form.ts';
import { canAddOffer } from './form-edits.ts';
import { disclosureClass } from './HouseholdFields.tsx';
import type { EditorModule } from './parts.ts';
import type { FieldKey } from './read-failure.ts';
import type { Action } from './state.ts';

interface Props {
  idBase: string;
  inputs: CalculatorInputs;
  errors: Partial<Record<FieldKey, string>>;
  editor: EditorModule | null;
  dispatch: Dispatch<Action>;
}

export default function JobOffers({ idBase, inputs, errors, editor, dispatch }: Props) {
  const hintId = `${idBase}-add-offer-hint`;
  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="text-sm font-medium text-slate-800">Job-based coverage offers</legend>
      {inputs.jobOffers.map((_, i) =>
        editor ? (
          <editor.OfferFields
            // biome-ignore lint/suspicious/noArrayIndexKey: an offer is its place in the list.
            key={i}
            idBase={idBase}
            index={i}
            jobOffers={inputs.jobOffers}
            members={inputs.members}
            errors={errors}
            dispatch={dispatch}
          />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: an offer is its place in the list.
          <p key={i} className="text-sm text-slate-600">
            Loading…
          </p>
        ),
      )}
      <p id={hintId} className="text-sm text-slate-600">
        An affordable job-based plan rules out the credit for the people it is offered to.
      </p>
      <button
        id={`${idBase}-add-offer`}
        type="button"
        aria-describedby={hintId}
        disabled={!canAddOffer(inputs)}
        onClick={() => dispatch({ type: 'add-offer' })}
        className={`${disclosureClass} justify-self-start`}
      >
        Add a job-based offer
      </button>
    </fieldset>
  );
}
