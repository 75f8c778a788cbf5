/**
 * The benchmark premium the agent read off HealthCare.gov, and whom it covers: by default the
 * people applying for the credit; ticked, the people it was quoted for (sent as benchmarkMembers,
 * for the API to reprice it by age), whose boxes come with the plans' lazily loaded fields.
 */
import type { Dispatch } from 'react';
import { Field } from './Field.tsx';
import { CheckField, moneyInput } from './FormControls.tsx';
import type { CalculatorInputs } from './form.ts';
import type { PlansModule } from './parts.ts';
import { listed, personLabel } from './person-label.ts';
import type { FieldKey } from './read-failure.ts';
import type { Action } from './state.ts';

interface Props {
  idBase: string;
  inputs: CalculatorInputs;
  errors: Partial<Record<FieldKey, string>>;
  /** The people the last estimate priced (its coverage family), or null before any. */
  applying: readonly number[] | null;
  /** The year of the local premiums on file for the plan year. */
  dataYear: number | undefined;
  /** The lazily loaded module with the boxes of the people the premium covers. */
  fields: PlansModule | null;
  dispatch: Dispatch<Action>;
}

/** The field's hint: whose premium it wants, who they were in the last estimate, and how to find it when the local one on file is last year's. */
export function benchmarkHint(inputs: CalculatorInputs, applying: readonly number[] | null, dataYear: number | undefined): string {
  const who = applying?.length ? ` (in the last estimate, ${listed(applying.map((i) => personLabel(inputs.members, i)))})` : '';
  const year = inputs.year;
  const find =
    dataYear !== undefined && dataYear < year
      ? ` For ${year} the local benchmark on file is ${dataYear}’s until you enter ${year}’s: on HealthCare.gov, “See plans & prices” (window shopping) with the ZIP code, income and people applying, then take the second-lowest silver premium before savings.`
      : '';
  return `The second-lowest-cost silver premium for the people applying for the credit${who}. From HealthCare.gov or the state exchange, if you have it. Leave blank to estimate it from the premiums in the household’s rating area.${find}`;
}

export default function BenchmarkField({ idBase, inputs, errors, applying, dataYear, fields, dispatch }: Props) {
  const covers = inputs.benchmarkMembers;
  const edit = (change: Partial<CalculatorInputs>) => dispatch({ type: 'edit', change });
  return (
    <div className="grid gap-3">
      <Field
        id={`${idBase}-benchmarkPremium`}
        label="Benchmark premium a month (optional)"
        hint={benchmarkHint(inputs, applying, dataYear)}
        error={errors.benchmarkPremium}
      >
        {moneyInput(inputs.benchmarkPremium, (benchmarkPremium) => edit({ benchmarkPremium }), 'benchmarkPremium')}
      </Field>
      <CheckField
        id={`${idBase}-benchmarkOthers`}
        label="The premium covers other people"
        hint="For a figure quoted for other people, such as the whole family: it is repriced by age for the people applying."
        checked={covers !== null}
        onChange={(others) =>
          dispatch({
            type: 'edit',
            change: { benchmarkMembers: others ? inputs.members.flatMap((m, i) => (m.seekingCoverage ? [i] : [])) : null },
            touched: 'benchmarkMembers',
          })
        }
      />
      {covers === null ? null : fields ? (
        <fields.CoverFields
          idBase={idBase}
          people={inputs.members.map((_, i) => personLabel(inputs.members, i))}
          covers={covers}
          error={errors.benchmarkMembers}
          dispatch={dispatch}
        />
      ) : (
        <p className="text-sm text-slate-600">Loading…</p>
      )}
    </div>
  );
}
