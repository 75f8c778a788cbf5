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

/** A Field's control for a dollar amount with cents (the decimal keypad on a phone). */
export function moneyInput(value: string, onChange: (value: string) => void, name?: string) {
  return (control: ControlProps) => (
    <input
      {...control}
      name={name}
      type="number"
      inputMode="decimal"
      min="0"
      step="0.01"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      className={controlClass}
    />
  );
}

/** The ids that describe a control: its message first, then its hint. */
export const describedBy = (id: string, error: unknown, hint: unknown) =>
  [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;

function Notes({
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

interface CheckFieldProps {
  id: string;
  /** The control's name in the form's FormData, where the store reads it. */
  name?: string;
  label: ReactNode;
  hint?: string | undefined;
  error?: string | undefined;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A checkbox with its label beside it, and its message and hint under the label. */
export function CheckField({ id, name, label, hint, error, checked, onChange }: CheckFieldProps) {
  return (
    <div className="grid grid-cols-[auto_1fr] items-start gap-x-3">
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={describedBy(id, error, hint)}
        aria-invalid={error ? true : undefined}
        className="size-6 rounded border-slate-400 accent-blue-700"
      />
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <Notes id={id} error={error} hint={hint} className="col-start-2" />
    </div>
  );
}

/** The messages about the form as a whole, above its fields; nothing without any. */
export function FormMessages({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <ul className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}
