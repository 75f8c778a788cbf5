/** One labelled form control with an optional hint and the API's message for it (aria-invalid). */
import type { ReactNode } from 'react';

export interface ControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

interface FieldProps {
  id: string;
  label: ReactNode;
  hint?: string | undefined;
  error?: string | undefined;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

export const controlClass =
  'mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base placeholder:text-slate-500 aria-invalid:border-2 aria-invalid:border-red-700 disabled:bg-slate-100';

/** The ids that describe a control: its message first, then its hint. */
export const describedBy = (id: string, error: unknown, hint: unknown) =>
  [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;

export function Notes({
  id,
  error,
  hint,
  className = '',
}: {
  id: string;
  error?: string | undefined;
  hint?: string | undefined;
  className?: string;
}) {
  return (
    <>
      {error ? (
        <p id={`${id}-error`} className={`mt-1 text-sm font-medium text-red-700 ${className}`}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className={`mt-1 text-sm text-slate-600 ${className}`}>
          {hint}
        </p>
      ) : null}
    </>
  );
}

export function Field({ id, label, hint, error, className, children }: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({ id, 'aria-describedby': describedBy(id, error, hint), 'aria-invalid': error ? true : undefined })}
      <Notes id={id} error={error} hint={hint} />
    </div>
  );
}
