/**
 * Household size (1-20) and each person: an age, prefilled with the engine's assumptions, and a
 * "More about this person" disclosure (the WAI-ARIA disclosure pattern) for the details that decide
 * whether the person can get the credit. Closed, it shows a summary of any choice that is not the
 * default; the summary and the controls come from the lazily loaded editor, which the island loads
 * as soon as anyone has details.
 */
import type { Dispatch } from 'react';
import { controlClass, Field } from './Field.tsx';
import { MAX_MEMBERS, type MemberInputs, type PersonName } from './form.ts';
import type { EditorModule } from './parts.ts';
import type { FieldKey } from './read-failure.ts';
import { HouseholdSizeField } from './SharedFields.tsx';
import type { Action } from './state.ts';

interface Props {
  idBase: string;
  members: readonly MemberInputs[];
  /** The names for the client summary, shown and edited with the details. */
  names: readonly PersonName[];
  /** The plan year, for the details that depend on it. */
  year: number;
  errors: Partial<Record<FieldKey, string>>;
  open: readonly number[];
  editor: EditorModule | null;
  /** Starts loading the editor when a disclosure is about to be used (focused or pressed), so it is there by the time it opens. */
  prepareEditor: () => void;
  dispatch: Dispatch<Action>;
}

const SIZES = Array.from({ length: MAX_MEMBERS }, (_, i) => ({ value: String(i + 1), label: i === 0 ? '1 person' : `${i + 1} people` }));

export const disclosureClass =
  'inline-flex min-h-11 items-center gap-2 rounded-lg border border-blue-700 px-3 py-2 text-sm font-semibold text-blue-800 hover:bg-blue-50 disabled:opacity-60';

export default function HouseholdFields({ idBase, members, names, year, errors, open, editor, prepareEditor, dispatch }: Props) {
  const legendError = errors.ages;
  return (
    <>
      <HouseholdSizeField
        id={`${idBase}-familySize`}
        name="familySize"
        label="People in the tax household"
        error={errors.familySize}
        sizes={SIZES}
        value={String(members.length)}
        onChange={(size) => dispatch({ type: 'resize', size: Number(size) })}
      />
      <fieldset
        className="min-w-0"
        aria-describedby={[legendError ? `${idBase}-ages-error` : '', `${idBase}-ages-hint`].filter(Boolean).join(' ')}
      >
        <legend className="text-sm font-medium text-slate-800">Each person in the household</legend>
        {legendError ? (
          <p id={`${idBase}-ages-error`} className="mt-1 text-sm font-medium text-red-700">
            {legendError}
          </p>
        ) : null}
        <p id={`${idBase}-ages-hint`} className="mt-1 text-sm text-slate-600">
          Ages price the estimated benchmark. Prefilled as two adults of 40 and children of 10; change them to the real ages.
        </p>
        <div className="mt-2 grid gap-3">
          {members.map((member, i) => {
            const pid = `${idBase}-members.${i}`;
            const isOpen = open.includes(i);
            const summary = editor?.memberSummary(member, names[i]) ?? '';
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a member is its position in the household.
              <fieldset key={i} aria-labelledby={`${pid}-name`} data-state={isOpen ? 'open' : 'closed'} className="min-w-0">
                <div className="flex flex-wrap items-start gap-x-3 gap-y-2">
                  <Field
                    id={`${pid}.age`}
                    className="w-28"
                    label={
                      <>
                        <span id={`${pid}-name`}>Person {i + 1}</span>
                        <span className="sr-only"> age</span>
                      </>
                    }
                    error={errors[`members.${i}.age`]}
                  >
                    {(control) => (
                      <input
                        {...control}
                        name={`members.${i}.age`}
                        type="number"
                        inputMode="numeric"
                        min="0"
                        max="120"
                        step="1"
                        value={member.age}
                        onChange={(e) =>
                          dispatch({
                            type: 'edit',
                            change: { members: members.map((m, j) => (j === i ? { ...m, age: e.target.value } : m)) },
                            touched: `members.${i}.age`,
                          })
                        }
                        className={controlClass}
                      />
                    )}
                  </Field>
                  <button
                    type="button"
                    aria-expanded={isOpen}
                    aria-controls={`${pid}-details`}
                    aria-describedby={summary ? `${pid}-summary` : undefined}
                    onClick={() => dispatch({ type: 'toggle', index: i })}
                    onFocus={editor ? undefined : prepareEditor}
                    onPointerDown={editor ? undefined : prepareEditor}
                    className={`${disclosureClass} mt-6`}
                  >
                    More about this person
                    <span aria-hidden="true" className="transition-transform in-data-[state=open]:rotate-180">
                      ▾
                    </span>
                  </button>
                </div>
                {summary ? (
                  <p id={`${pid}-summary`} className="mt-1 text-sm text-slate-700">
                    {summary}
                  </p>
                ) : null}
                <div id={`${pid}-details`} hidden={!isOpen}>
                  {!isOpen ? null : editor ? (
                    <editor.MemberDetails
                      idBase={idBase}
                      index={i}
                      members={members}
                      names={names}
                      year={year}
                      errors={errors}
                      dispatch={dispatch}
                    />
                  ) : (
                    <p className="mt-2 text-sm text-slate-600">Loading…</p>
                  )}
                </div>
              </fieldset>
            );
          })}
        </div>
      </fieldset>
    </>
  );
}
