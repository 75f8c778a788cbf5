/**
 * The home page subsidy calculator (docs/behaviour.md, The home calculator): three fields shared
 * with /calculator (calculator/SharedFields.tsx), uncontrolled so that what was typed before the
 * island was live counts, and the result panel. It renders the store (calculator/home-store.ts),
 * which reads the form, validates, asks the API and raises the toasts.
 * index.astro hydrates it with client:load: the section sits right under the banner, and a tap has
 * to be answered as soon as the island can.
 */
import { useStore } from '@nanostores/react';
import { type SubmitEvent, useId, useLayoutEffect, useRef } from 'react';
import { BUSY_LABEL, takePendingSubmit } from '../lib/early-submit.ts';
import { $home, $homePanel, calculateHome, incomeEdited, warmHome } from './calculator/home-store.ts';
import { HouseholdSizeField, IncomeField, ZipCodeField } from './calculator/SharedFields.tsx';

const FAMILY_SIZES = [
  { value: '1', label: '1 person' },
  { value: '2', label: '2 people' },
  { value: '3', label: '3 people' },
  { value: '4', label: '4 people' },
  { value: '5', label: '5+ people' },
] as const;

const LABEL = 'Calculate Subsidy';
const INCOME_MESSAGE = 'Enter the yearly income in whole dollars, for example 50000.';

export default function HomeCalculator() {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const { phase, incomeInvalid, shown } = useStore($home);
  const panel = useStore($homePanel);
  // A submit made before the island was live runs now, through onSubmit, before the next paint.
  useLayoutEffect(() => {
    if (takePendingSubmit(form.current, LABEL)) form.current?.requestSubmit();
  }, []);

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const focus = calculateHome(event.currentTarget);
    if (focus) (event.currentTarget.elements.namedItem(focus) as HTMLElement | null)?.focus();
  }

  const result = shown && panel ? panel.readHomeResult(shown.answer, shown.request).result : null;
  const calculating = phase === 'calculating';
  return (
    <div data-state={phase} className="mt-4 grid gap-6 rounded-2xl border border-slate-200 p-4 sm:p-6 lg:grid-cols-[3fr_2fr]">
      <form
        ref={form}
        noValidate
        data-early-submit={BUSY_LABEL}
        onSubmit={onSubmit}
        onFocus={warmHome}
        aria-label="Subsidy estimate"
        className="grid content-start gap-4 sm:grid-cols-3"
      >
        <IncomeField
          id={`${id}-income`}
          name="income"
          label="Annual income"
          placeholder="50000"
          error={incomeInvalid ? INCOME_MESSAGE : undefined}
          onChange={incomeEdited}
        />
        <HouseholdSizeField id={`${id}-size`} name="familySize" label="Family size" sizes={FAMILY_SIZES} prompt="Select family size" />
        <ZipCodeField id={`${id}-zip`} name="zipCode" label="ZIP code" placeholder="12345" />
        <div className="sm:col-span-3">
          {/* The inline script may have relabelled it before hydration; takePendingSubmit gives it back. */}
          <button
            type="submit"
            disabled={calculating}
            suppressHydrationWarning
            className="inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-blue-700 px-5 py-2 font-semibold text-white hover:bg-blue-800 disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
          >
            {calculating ? BUSY_LABEL : LABEL}
          </button>
        </div>
      </form>
      {result && panel ? (
        <panel.default
          result={result}
          size={FAMILY_SIZES.find((s) => s.value === String(result.familySize))?.label ?? String(result.familySize)}
          busy={calculating}
          titleId={`${id}-result`}
        />
      ) : null}
      <p aria-live="polite" className="sr-only">
        {phase === 'result' && result ? [result.caution ?? '', ...result.assumptions.sentences].filter(Boolean).join(' ') : ''}
      </p>
    </div>
  );
}
