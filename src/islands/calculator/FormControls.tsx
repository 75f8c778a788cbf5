// The /calculator form's other controls: a checkbox field, a dollar amount with cents, and the
// messages about the form as a whole (apart from Field.tsx, which the home calculator loads too).
import type { ReactNode } from 'react';
import { type ControlProps, controlClass, describedBy, Notes } from './Field.tsx';

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
