/** Household size (1-20) and one age per member, prefilled with the engine's assumptions. */
import { MAX_MEMBERS, resizeHousehold } from '../../lib/calculator-url.ts';
import { controlClass, Field } from './Field.tsx';
import type { FieldKey } from './issues.ts';

interface Props {
  idBase: string;
  ages: string[];
  errors: Partial<Record<FieldKey, string>>;
  onChange: (ages: string[], touched: FieldKey) => void;
}

const SIZES = Array.from({ length: MAX_MEMBERS }, (_, i) => i + 1);

export default function HouseholdFields({ idBase, ages, errors, onChange }: Props) {
  const legendError = errors.ages;
  return (
    <>
      <Field id={`${idBase}-members`} label="People in the tax household" error={errors.members}>
        {(control) => (
          <select
            {...control}
            value={ages.length}
            onChange={(e) => onChange(resizeHousehold(ages, Number(e.target.value)), 'members')}
            className={controlClass}
          >
            {SIZES.map((n) => (
              <option key={n} value={n}>
                {n === 1 ? '1 person' : `${n} people`}
              </option>
            ))}
          </select>
        )}
      </Field>
      <fieldset
        className="min-w-0"
        aria-describedby={[legendError ? `${idBase}-ages-error` : '', `${idBase}-ages-hint`].filter(Boolean).join(' ')}
      >
        <legend className="text-sm font-medium text-slate-800">Age of each person</legend>
        {legendError ? (
          <p id={`${idBase}-ages-error`} className="mt-1 text-sm font-medium text-red-700">
            {legendError}
          </p>
        ) : null}
        <p id={`${idBase}-ages-hint`} className="mt-1 text-sm text-slate-600">
          Ages price the estimated benchmark. Prefilled as two adults of 40 and children of 10; change them to the real ages.
        </p>
        <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {ages.map((age, i) => (
            <Field
              // biome-ignore lint/suspicious/noArrayIndexKey: a member is its position in the household.
              key={i}
              id={`${idBase}-age-${i}`}
              label={
                <>
                  Person {i + 1}
                  <span className="sr-only"> age</span>
                </>
              }
              error={errors[`age-${i}`]}
            >
              {(control) => (
                <input
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min="0"
                  max="120"
                  step="1"
                  value={age}
                  onChange={(e) =>
                    onChange(
                      ages.map((a, j) => (j === i ? e.target.value : a)),
                      `age-${i}`,
                    )
                  }
                  className={controlClass}
                />
              )}
            </Field>
          ))}
        </div>
      </fieldset>
    </>
  );
}
