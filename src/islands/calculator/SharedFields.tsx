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

/** The input of each typed field: a ZIP code, or a yearly income in whole dollars. */
const INPUTS = {
  zipCode: { type: 'text', inputMode: 'numeric', autoComplete: 'postal-code' },
  income: { type: 'number', inputMode: 'numeric', min: '0', step: '1', autoComplete: 'off' },
} as const;

function InputField({ input, placeholder, onChange, ...field }: Props & { input: keyof typeof INPUTS; placeholder: string }) {
  return (
    <Field id={field.id} label={field.label} hint={field.hint} error={field.error}>
      {(control) => (
        <input
          {...control}
          {...INPUTS[input]}
          name={field.name}
          placeholder={placeholder}
          value={field.value}
          onChange={onChange && ((e) => onChange(e.target.value))}
          className={controlClass}
        />
      )}
    </Field>
  );
}

export const ZipCodeField = (props: Props & { placeholder: string }) => <InputField input="zipCode" {...props} />;
export const IncomeField = (props: Props & { placeholder: string }) => <InputField input="income" {...props} />;

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
