/**
 * The home page subsidy calculator (docs/behaviour.md, The home calculator). It sends exactly
 * { income, familySize, zipCode } and reads `subsidy`; states idle -> calculating -> result, or back
 * to idle with the error toast. The result panel (./calculator/HomeResult.tsx) keeps the last result.
 * Beside the amount it states the plan year and the ages priced, and when the amount is not a full
 * year's local figure, why (the months, a state average for a ZIP code not on file); under it one
 * line says what the figure assumes (children on Medicaid/CHIP, the county, why it is $0), read
 * from the rest of the answer; screen readers hear those right after the toast that reads the
 * amount.
 *
 * Validation: the form is `noValidate` so that the product's own 'Missing Information' toast fires for
 * an empty field (never the browser's bubble). An income that is not a whole number of dollars
 * (500.5, -5, 1e5) gets an inline message on the field instead, and nothing is sent. The ZIP code is
 * not checked here: the API's 400 becomes the 'Calculation Error' toast.
 * The inputs are uncontrolled and read with FormData on submit, so text typed before hydration
 * counts. A tap on the button before the island is live is answered by the page's inline script
 * (src/lib/early-submit.ts: 'Calculating...', disabled, no page load); the island, once live, runs
 * that submit as if it had just been made, so an empty field still ends in 'Missing Information'.
 * index.astro hydrates it with client:load, not client:visible: the section sits right under the
 * banner, and a tap has to be answered as soon as the island can.
 */
import { type SubmitEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { ApiError, apiRequest, type RequestBody } from '../lib/api-client.ts';
import { BUSY_LABEL, takePendingSubmit } from '../lib/early-submit.ts';
import { connectionLost, OFFLINE_MESSAGE, timedFetch } from '../lib/offline/status.ts';
import { toast } from '../lib/toast-store.ts';
import type { HomeResult } from './calculator/HomeResult.tsx';

type CalculatorState = 'idle' | 'calculating' | 'result';

const FAMILY_SIZES = [
  { value: '1', label: '1 person' },
  { value: '2', label: '2 people' },
  { value: '3', label: '3 people' },
  { value: '4', label: '4 people' },
  { value: '5', label: '5+ people' },
] as const;

const FIELDS = ['income', 'familySize', 'zipCode'] as const;
const LABEL = 'Calculate Subsidy';
const WHOLE_DOLLARS = /^\d+$/;
const INCOME_MESSAGE = 'Enter the yearly income in whole dollars, for example 50000.';

// The result panel, and the wording of what its figure assumes, come in a module loaded with the
// first calculation, in parallel with the API call, so the page's first load ships only the form
// (the route's JavaScript budget).
type ResultModule = typeof import('./calculator/HomeResult.tsx');
const loadResultModule = (): Promise<ResultModule> => import('./calculator/HomeResult.tsx');

const inputClass =
  'mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base placeholder:text-slate-500 aria-invalid:border-red-700';

export default function HomeCalculator() {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [state, setState] = useState<CalculatorState>('idle');
  const [incomeError, setIncomeError] = useState(false);
  const [last, setLast] = useState<{ result: HomeResult; panel: ResultModule } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // A submit made before the island was live runs now, through onSubmit, before the next paint.
  useLayoutEffect(() => {
    if (takePendingSubmit(form.current, LABEL)) form.current?.requestSubmit();
  }, []);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state === 'calculating') return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = Object.fromEntries(FIELDS.map((name) => [name, String(data.get(name) ?? '').trim()])) as Record<
      (typeof FIELDS)[number],
      string
    >;
    const focus = (name: string) => (form.elements.namedItem(name) as HTMLElement | null)?.focus();

    const empty = FIELDS.find((name) => values[name] === '');
    if (empty) {
      setIncomeError(false);
      toast({ title: 'Missing Information', description: 'Please fill in all fields.', variant: 'destructive' });
      focus(empty);
      return;
    }
    if (!WHOLE_DOLLARS.test(values.income)) {
      setIncomeError(true);
      focus('income');
      return;
    }

    const request = {
      income: Number(values.income),
      familySize: Number(values.familySize),
      zipCode: values.zipCode,
    } satisfies RequestBody<'POST', '/api/subsidy-calculation'>;
    setState('calculating');
    setAnnouncement('');
    try {
      const [answer, panel] = await Promise.all([
        apiRequest('POST', '/api/subsidy-calculation', request, { fetch: timedFetch }),
        loadResultModule(),
      ]);
      const { result, message } = panel.readHomeResult(answer, request);
      setLast({ result, panel });
      setState('result');
      toast({ title: 'Subsidy Calculated', description: message });
      setAnnouncement([result.caution ?? '', ...result.assumptions.sentences].filter(Boolean).join(' '));
    } catch (error) {
      // No answer at all, and the site's own server unreachable too: say so instead of blaming the inputs.
      const offline = !(error instanceof ApiError) && (await connectionLost());
      setState('idle');
      const description = offline ? OFFLINE_MESSAGE : 'Failed to calculate subsidy. Please check your inputs.';
      toast({ title: 'Calculation Error', description, variant: 'destructive' });
    }
  }

  const calculating = state === 'calculating';
  return (
    <div data-state={state} className="mt-4 grid gap-6 rounded-2xl border border-slate-200 p-4 sm:p-6 lg:grid-cols-[3fr_2fr]">
      <form
        ref={form}
        noValidate
        data-early-submit={BUSY_LABEL}
        onSubmit={onSubmit}
        aria-label="Subsidy estimate"
        className="grid content-start gap-4 sm:grid-cols-3"
      >
        <div>
          <label htmlFor={`${id}-income`} className="block text-sm font-medium text-slate-800">
            Annual income
          </label>
          <input
            id={`${id}-income`}
            name="income"
            type="number"
            inputMode="numeric"
            step="1"
            min="0"
            placeholder="50000"
            autoComplete="off"
            aria-invalid={incomeError || undefined}
            aria-describedby={incomeError ? `${id}-income-error` : undefined}
            onChange={() => setIncomeError(false)}
            className={inputClass}
          />
          {incomeError ? (
            <p id={`${id}-income-error`} className="mt-1 text-sm text-red-700">
              {INCOME_MESSAGE}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor={`${id}-size`} className="block text-sm font-medium text-slate-800">
            Family size
          </label>
          <select id={`${id}-size`} name="familySize" defaultValue="" className={inputClass}>
            <option value="">Select family size</option>
            {FAMILY_SIZES.map((size) => (
              <option key={size.value} value={size.value}>
                {size.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-zip`} className="block text-sm font-medium text-slate-800">
            ZIP code
          </label>
          <input
            id={`${id}-zip`}
            name="zipCode"
            type="text"
            inputMode="numeric"
            placeholder="12345"
            autoComplete="postal-code"
            className={inputClass}
          />
        </div>
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
      {last ? (
        <last.panel.default
          result={last.result}
          size={FAMILY_SIZES.find((s) => s.value === String(last.result.familySize))?.label ?? String(last.result.familySize)}
          busy={calculating}
          titleId={`${id}-result`}
        />
      ) : null}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
