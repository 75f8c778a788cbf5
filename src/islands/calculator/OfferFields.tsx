/** The controls of one job-based offer: whom it is offered to, the shares, whom the family plan reaches, minimum value. */
import type { Dispatch } from 'react';
import { controlClass, describedBy, Field } from './Field.tsx';
import { CheckField, moneyInput } from './FormControls.tsx';
import type { JobOfferInputs, MemberInputs } from './form.ts';
import { withOffer, withoutOffer } from './household.ts';
import type { FieldKey } from './read-failure.ts';
import type { Action } from './state.ts';

interface OfferProps {
  idBase: string;
  index: number;
  jobOffers: readonly JobOfferInputs[];
  members: readonly MemberInputs[];
  errors: Partial<Record<FieldKey, string>>;
  dispatch: Dispatch<Action>;
}

const person = (members: readonly MemberInputs[], i: number) => `Person ${i + 1} (${members[i]?.age.trim() || 'age not given'})`;

export function OfferFields({ idBase, index, jobOffers, members, errors, dispatch }: OfferProps) {
  const offer = jobOffers[index] as JobOfferInputs;
  const key = (field: keyof JobOfferInputs) => `jobOffers.${index}.${field}` as const;
  const id = (field: keyof JobOfferInputs) => `${idBase}-${key(field)}`;
  // The family share and its people are one question: editing either clears the messages of both.
  const family = [key('familyMonthly'), key('familyMembers')];
  const change = (c: Partial<JobOfferInputs>) =>
    dispatch({
      type: 'edit',
      change: withOffer(jobOffers, index, c, members),
      touched: 'familyMonthly' in c || 'familyMembers' in c ? family : key(Object.keys(c)[0] as keyof JobOfferInputs),
    });
  const share = (field: 'selfOnlyMonthly' | 'familyMonthly', label: string, hint: string) => (
    <Field id={id(field)} label={label} hint={hint} error={errors[key(field)]}>
      {moneyInput(offer[field], (value) => change({ [field]: value }))}
    </Field>
  );
  const others = members.map((_, i) => i).filter((i) => i !== offer.employee);
  const reachError = errors[key('familyMembers')];
  // The group's message and hint carry the field's id; its first box carries the id itself, so a
  // message on the group sends focus there.
  const reach = id('familyMembers');
  return (
    <fieldset className="grid min-w-0 gap-4 rounded-lg border border-slate-300 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">Job-based offer {index + 1}</legend>
      <Field
        id={id('employee')}
        label="Offered to"
        hint="The employee: the person whose job offers the coverage."
        error={errors[key('employee')]}
      >
        {(control) => (
          <select
            {...control}
            value={offer.employee}
            onChange={(e) => change({ employee: Number(e.target.value) })}
            className={controlClass}
          >
            {members.map((_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a member is its position in the household.
              <option key={i} value={i}>
                {person(members, i)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {share(
        'selfOnlyMonthly',
        'Monthly share, self-only plan',
        'What the employee would pay a month for the employer’s lowest-cost plan covering only the employee.',
      )}
      {share(
        'familyMonthly',
        'Monthly share, family plan (optional)',
        'What the employee would pay a month for the lowest-cost plan that also covers the family. Entering it ticks the family below.',
      )}
      {others.length > 0 ? (
        <fieldset aria-describedby={describedBy(reach, reachError, true)} className="min-w-0">
          <legend className="text-sm font-medium text-slate-800">Family plan also covers</legend>
          {reachError ? (
            <p id={`${reach}-error`} className="mt-1 text-sm font-medium text-red-700">
              {reachError}
            </p>
          ) : null}
          <p id={`${reach}-hint`} className="mt-1 text-sm text-slate-600">
            The people the family plan is offered to, tested on the family share. A family share ticks the employee’s spouse (the other of
            the first two people aged 18 or older) and everyone else under 26; change them as needed.
          </p>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {others.map((i, n) => (
              <label key={i} className="flex min-h-11 items-center gap-3 text-sm text-slate-800">
                <input
                  id={n === 0 ? reach : undefined}
                  type="checkbox"
                  checked={offer.familyMembers.includes(i)}
                  aria-invalid={reachError ? true : undefined}
                  onChange={(e) =>
                    change({ familyMembers: e.target.checked ? [...offer.familyMembers, i] : offer.familyMembers.filter((p) => p !== i) })
                  }
                  className="size-6 rounded border-slate-400 accent-blue-700"
                />
                {person(members, i)}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <CheckField
        id={id('minimumValue')}
        label="The plan meets minimum value"
        hint="It pays at least 60% of covered costs. A plan that does not cannot rule out the credit."
        error={errors[key('minimumValue')]}
        checked={offer.minimumValue}
        onChange={(minimumValue) => change({ minimumValue })}
      />
      <button
        type="button"
        // The offers after it move up a place, so no offer's message can stay where it was.
        onClick={() => dispatch({ type: 'edit', change: withoutOffer(jobOffers, index), touched: 'jobOffers', focus: 'add-offer' })}
        className="inline-flex min-h-11 items-center justify-self-start rounded-lg border border-slate-400 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
      >
        Remove job-based offer {index + 1}
      </button>
    </fieldset>
  );
}
