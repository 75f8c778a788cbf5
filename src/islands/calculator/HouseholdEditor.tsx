/**
 * The controls behind "More about this person" and each job-based offer. Loaded the first time one
 * is needed (a disclosure opened, an offer added, a link or a message naming one), so the page's
 * first load ships only the common form.
 */
import type { Dispatch } from 'react';
import { IMMIGRATION_STATUSES, type ImmigrationStatus, OTHER_COVERAGES, type OtherCoverage } from '../../lib/subsidy/rules.ts';
import { controlClass, describedBy, Field } from './Field.tsx';
import { CheckField, moneyInput } from './FormControls.tsx';
import { canBeBarred, type JobOfferInputs, type MemberInputs, type PersonName, RELATIONS, type Relation } from './form.ts';
import { withMember, withName, withOffer, withoutOffer } from './household.ts';
import {
  BARRED_LABEL,
  barHint,
  COVERAGE_LABELS,
  DEPENDANT_HINT,
  DEPENDANT_LABEL,
  FIRST_NAME_HINT,
  FIRST_NAME_LABEL,
  INDIAN_HINT,
  INDIAN_LABEL,
  RELATION_HINT,
  RELATION_LABEL,
  RELATION_LABELS,
  STATUS_HINT,
  STATUS_LABELS,
} from './member-labels.ts';
import type { FieldKey } from './read-failure.ts';
import type { Action } from './state.ts';

type Errors = Partial<Record<FieldKey, string>>;

interface MemberProps {
  idBase: string;
  index: number;
  members: readonly MemberInputs[];
  /** The names for the client summary, by position. */
  names: readonly PersonName[];
  /** The plan year: whether the bar from Medicaid is asked depends on it. */
  year: number;
  errors: Errors;
  dispatch: Dispatch<Action>;
}

export { refusedOffers } from './household.ts';
export { memberSummary } from './member-labels.ts';

/** The first name and, after Person 1 ("you"), the relation the client summary uses; never sent. */
function NameFields({ idBase, index, names, dispatch }: Pick<MemberProps, 'idBase' | 'index' | 'names' | 'dispatch'>) {
  const name = names[index] ?? { first: '', relation: '' };
  const id = (field: keyof PersonName) => `${idBase}-names.${index}.${field}`;
  const change = (c: Partial<PersonName>) => dispatch({ type: 'edit', change: withName(names, index, c), touched: [] });
  return (
    <>
      <Field id={id('first')} label={FIRST_NAME_LABEL} hint={FIRST_NAME_HINT}>
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="off"
            maxLength={40}
            value={name.first}
            onChange={(e) => change({ first: e.target.value })}
            className={controlClass}
          />
        )}
      </Field>
      {index === 0 ? null : (
        <Field id={id('relation')} label={RELATION_LABEL} hint={RELATION_HINT}>
          {(control) => (
            <select
              {...control}
              value={name.relation}
              onChange={(e) => change({ relation: e.target.value as Relation | '' })}
              className={controlClass}
            >
              {(['', ...RELATIONS] as const).map((relation) => (
                <option key={relation} value={relation}>
                  {RELATION_LABELS[relation]}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
    </>
  );
}

export function MemberDetails({ idBase, index, members, names, year, errors, dispatch }: MemberProps) {
  const member = members[index] as MemberInputs;
  const key = (field: keyof MemberInputs) => `members.${index}.${field}` as const;
  const change = (c: Partial<MemberInputs>) =>
    dispatch({ type: 'edit', change: withMember(members, index, c, year), touched: key(Object.keys(c)[0] as keyof MemberInputs) });
  return (
    <div className="mt-3 grid gap-4 border-l-4 border-slate-300 pl-3">
      <Field
        id={`${idBase}-${key('immigrationStatus')}`}
        label="Immigration status"
        hint={STATUS_HINT}
        error={errors[key('immigrationStatus')]}
      >
        {(control) => (
          <select
            {...control}
            value={member.immigrationStatus}
            onChange={(e) => change({ immigrationStatus: e.target.value as ImmigrationStatus })}
            className={controlClass}
          >
            {IMMIGRATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        )}
      </Field>
      {canBeBarred(member.immigrationStatus, year) ? (
        <CheckField
          id={`${idBase}-${key('medicaidBarredByStatus')}`}
          label={BARRED_LABEL}
          hint={barHint(member.immigrationStatus, year)}
          error={errors[key('medicaidBarredByStatus')]}
          checked={member.medicaidBarredByStatus}
          onChange={(medicaidBarredByStatus) => change({ medicaidBarredByStatus })}
        />
      ) : null}
      <Field
        id={`${idBase}-${key('otherCoverage')}`}
        label="Other coverage"
        hint="Coverage the person has or can get outside the Marketplace; any of it rules out the credit for them."
        error={errors[key('otherCoverage')]}
      >
        {(control) => (
          <select
            {...control}
            value={member.otherCoverage}
            onChange={(e) => change({ otherCoverage: e.target.value as OtherCoverage })}
            className={controlClass}
          >
            {OTHER_COVERAGES.map((c) => (
              <option key={c} value={c}>
                {COVERAGE_LABELS[c]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <CheckField
        id={`${idBase}-${key('seekingCoverage')}`}
        label="Not seeking coverage"
        hint="Still counted in the household size and income, but not priced in the benchmark."
        error={errors[key('seekingCoverage')]}
        checked={!member.seekingCoverage}
        onChange={(notSeeking) => change({ seekingCoverage: !notSeeking })}
      />
      <CheckField
        id={`${idBase}-${key('dependant')}`}
        label={DEPENDANT_LABEL}
        hint={DEPENDANT_HINT}
        error={errors[key('dependant')]}
        checked={member.dependant}
        onChange={(dependant) => change({ dependant })}
      />
      <CheckField
        id={`${idBase}-${key('americanIndianAlaskaNative')}`}
        label={INDIAN_LABEL}
        hint={INDIAN_HINT}
        error={errors[key('americanIndianAlaskaNative')]}
        checked={member.americanIndianAlaskaNative}
        onChange={(americanIndianAlaskaNative) => change({ americanIndianAlaskaNative })}
      />
      <NameFields idBase={idBase} index={index} names={names} dispatch={dispatch} />
    </div>
  );
}

interface OfferProps {
  idBase: string;
  index: number;
  jobOffers: readonly JobOfferInputs[];
  members: readonly MemberInputs[];
  errors: Errors;
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
