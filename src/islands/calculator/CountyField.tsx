/** The County question: shown only while the ZIP code's counties lie in different rating areas. */
import type { CountyOption } from './county-question.ts';
import { controlClass, Field } from './Field.tsx';

interface Props {
  id: string;
  zip: string;
  counties: readonly CountyOption[];
  value: string;
  error: string | undefined;
  onChange: (fips: string) => void;
}

export default function CountyField({ id, zip, counties, value, error, onChange }: Props) {
  return (
    <Field
      id={id}
      label="County"
      hint={`ZIP code ${zip} reaches counties in different rating areas, and the benchmark premium depends on which one the household lives in. The first is the ZIP code’s main county.`}
      error={error}
    >
      {(control) => (
        <select {...control} value={value} onChange={(e) => onChange(e.target.value)} className={controlClass}>
          {counties.map((c) => (
            <option key={c.fips} value={c.fips}>
              {c.ratingArea === null ? `${c.name} (no rating area on file)` : `${c.name} (rating area ${c.ratingArea})`}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
