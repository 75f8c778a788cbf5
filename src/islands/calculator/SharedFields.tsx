// The fields both calculators ask (the home page's and /calculator's): ZIP code, income and household
// size. Each names its control for FormData; given no `value`, it is the browser's to keep.
import { controlClass, Field } from './Field.tsx';

interface Props {
  id: string;
  name: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  value?: string | undefined;
  onChange?: ((value: string) => void) | undefined;
}

export function ZipCodeField({ placeholder, onChange, ...field }: Props & { placeholder: string }) {
  return (
    <Field id={field.id} label={field.label} hint={field.hint} error={field.error}>
      {(control) => (
        <input
          {...control}
          name={field.name}
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder={placeholder}
          value={field.value}
          onChange={onChange && ((e) => onChange(e.target.value))}
          className={controlClass}
        />
      )}
    </Field>
  );
}

/** A yearly income in whole dollars. */
export function IncomeField({ placeholder, onChange, ...field }: Props & { placeholder: string }) {
  return (
    <Field id={field.id} label={field.label} hint={field.hint} error={field.error}>
      {(control) => (
        <input
          {...control}
          name={field.name}
          type="number"
          inputMode="numeric"
          min="0"
          step="1"
          autoComplete="off"
          placeholder={placeholder}
          value={field.value}
          onChange={onChange && ((e) => onChange(e.target.value))}
          className={controlClass}
        />
      )}
    </Field>
  );
}

/** How many people: `sizes` to choose from, after a blank `prompt` when there is one. */
export function HouseholdSizeField({
  sizes,
  prompt,
  onChange,
  ...field
}: Props & { sizes: readonly { value: string; label: string }[]; prompt?: string }) {
  return (
    <Field id={field.id} label={field.label} hint={field.hint} error={field.error}>
      {(control) => (
        <select
          {...control}
          name={field.name}
          value={field.value}
          defaultValue={field.value === undefined && prompt !== undefined ? '' : undefined}
          onChange={onChange && ((e) => onChange(e.target.value))}
          className={controlClass}
        >
          {prompt === undefined ? null : <option value="">{prompt}</option>}
          {sizes.map((size) => (
            <option key={size.value} value={size.value}>
              {size.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
