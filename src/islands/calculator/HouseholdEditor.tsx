/**
 * The controls behind "More about this person" and each job-based offer. Loaded the first time one
 * is needed (a disclosure opened, an offer added, a link or a message naming one), so the page's
 * first load ships only the common form.
 */
import type { Dispatch } from 'react';
import { IMMIGRATION_STATUSES, type ImmigrationStatus, OTHER_COVERAGES, type OtherCoverage } from '../../lib/subsidy/rules.ts';
import { controlClass, Field } from './Field.tsx';
import { CheckField } from './FormControls.tsx';
import { canBeBarred, type MemberInputs, type PersonName } from './form.ts';
import { withMember } from './household.ts';
import {
  BARRED_LABEL,
  barHint,
  COVERAGE_LABELS,
  DEPENDANT_HINT,
  DEPENDANT_LABEL,
  INDIAN_HINT,
  INDIAN_LABEL,
  STATUS_HINT,
  STATUS_LABELS,
} from './member-labels.ts';
import NameFields from './NameFields.tsx';
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
export { OfferFields } from './OfferFields.tsx';

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
