/** "Price the children on a Marketplace plan anyway": children likely on Medicaid/CHIP are otherwise left out. */

interface Props {
  id: string;
  checked: boolean;
  error: string | undefined;
  onChange: (checked: boolean) => void;
}

export default function ChildrenField({ id, checked, error, onChange }: Props) {
  const describedBy = [error ? `${id}-error` : '', `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div className="grid grid-cols-[auto_1fr] items-start gap-x-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        className="size-6 rounded border-slate-400 accent-blue-700"
      />
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Price the children on a Marketplace plan anyway
      </label>
      {error ? (
        <p id={`${id}-error`} className="col-start-2 mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <p id={`${id}-hint`} className="col-start-2 mt-1 text-sm text-slate-600">
        Children under 19 whose household is within the state’s Medicaid/CHIP limit for their age are left out of the estimate, as on
        HealthCare.gov: they cannot get the credit. Tick this when the state has found them ineligible, or an immigration status bars CHIP.
      </p>
    </div>
  );
}
