import type { Dispatch } from 'react';
import { controlClass, Field } from './Field.tsx';
import { type PersonName, RELATIONS, type Relation } from './form.ts';
import { withName } from './household.ts';
import { FIRST_NAME_HINT, FIRST_NAME_LABEL, RELATION_HINT, RELATION_LABEL, RELATION_LABELS } from './member-labels.ts';
import type { Action } from './state.ts';

/** The first name and, after Person 1 ("you"), the relation the client summary uses; never sent. */
export default function NameFields({
  idBase,
  index,
  names,
  dispatch,
}: {
  idBase: string;
  index: number;
  /** The names for the client summary, by position. */
  names: readonly PersonName[];
  dispatch: Dispatch<Action>;
}) {
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
