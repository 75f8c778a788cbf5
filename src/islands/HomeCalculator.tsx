/**
 * The home page subsidy calculator (docs/behaviour.md, The home calculator). It sends exactly
 * { income, familySize, zipCode } and reads `subsidy`; states idle -> calculating -> result, or back
 * to idle with the error toast. The result panel keeps the last result. Under the amount one line
 * says what the figure assumes (children on Medicaid/CHIP, the county, why it is $0), read from the
 * rest of the answer; screen readers hear it right after the toast that reads the amount.
 *
 * Validation: the form is `noValidate` so that the product's own 'Missing Information' toast fires for
 * an empty field (never the browser's bubble). An income that is not a whole number of dollars
 * (500.5, -5, 1e5) gets an inline message on the field instead, and nothing is sent. The ZIP code is
 * not checked here: the API's 400 becomes the 'Calculation Error' toast.
 * The inputs are uncontrolled and read with FormData on submit, so text typed before hydration
 * counts; the button stays disabled until the island is live so a tap never posts the page.
 * index.astro hydrates it with client:load, not client:visible: the section sits right under the
 * banner, and a button that waited for visibility would stay disabled for a visitor who tabs or
 * scrolls to it quickly. React is on every page already (the Toaster), so this adds ~2 KB.
 */
import { type SubmitEvent, useEffect, useId, useState } from 'react';
import { ApiError, apiRequest } from '../lib/api-client.ts';
import { formatUsd, formatUsdWhole, monthlySubsidyMessage } from '../lib/format.ts';
import { connectionLost, OFFLINE_MESSAGE, timedFetch } from '../lib/offline/status.ts';
import { withBase } from '../lib/paths.ts';
import type { SubsidyResult } from '../lib/subsidy/types.ts';
import { toast } from '../lib/toast-store.ts';
import type { Assumptions } from './calculator/assumptions.ts';

type CalculatorState = 'idle' | 'calculating' | 'result';

const FAMILY_SIZES = [
  { value: '1', label: '1 person' },
  { value: '2', label: '2 people' },
  { value: '3', label: '3 people' },
  { value: '4', label: '4 people' },
  { value: '5', label: '5+ people' },
] as const;

const FIELDS = ['income', 'familySize', 'zipCode'] as const;
const WHOLE_DOLLARS = /^\d+$/;
const INCOME_MESSAGE = 'Enter the yearly income in whole dollars, for example 50000.';

interface LastResult {
  subsidy: number;
  assumptions: Assumptions;
  /** Whom the figure assumes the household to be. */
  household: string;
  income: number;
  familySize: number;
  zipCode: string;
}

// What the figure assumes is worded by a module loaded with the first calculation, in parallel with
// the API call, so the page's first load ships only the form (the route's JavaScript budget).
const loadAssumptions = () => import('./calculator/assumptions.ts');

const inputClass =
  'mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base placeholder:text-slate-500 aria-invalid:border-red-700';

export default function HomeCalculator() {
  const id = useId();
  const [hydrated, setHydrated] = useState(false);
  const [state, setState] = useState<CalculatorState>('idle');
  const [incomeError, setIncomeError] = useState(false);
  const [last, setLast] = useState<LastResult | null>(null);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => setHydrated(true), []);

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

    const request = { income: Number(values.income), familySize: Number(values.familySize), zipCode: values.zipCode };
    setState('calculating');
    setAnnouncement('');
    try {
      const [res, wording] = await Promise.all([
        apiRequest('POST', '/api/subsidy-calculation', request, { fetch: timedFetch }),
        loadAssumptions(),
      ]);
      const result = wording.readResult((await res.json()) as Partial<SubsidyResult>);
      const assumptions = wording.describeAssumptions(result, request.familySize);
      setLast({ subsidy: result.subsidy, assumptions, household: wording.HOUSEHOLD_ASSUMED, ...request });
      setState('result');
      toast({ title: 'Subsidy Calculated', description: monthlySubsidyMessage(result.subsidy) });
      setAnnouncement(assumptions.sentences.join(' '));
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
      <form noValidate onSubmit={onSubmit} aria-label="Subsidy estimate" className="grid content-start gap-4 sm:grid-cols-3">
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
          <button
            type="submit"
            disabled={!hydrated || calculating}
            className="inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-blue-700 px-5 py-2 font-semibold text-white hover:bg-blue-800 disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
          >
            {calculating ? 'Calculating...' : 'Calculate Subsidy'}
          </button>
        </div>
      </form>
      {last ? <ResultPanel last={last} busy={calculating} titleId={`${id}-result`} /> : null}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

function ResultPanel({ last, busy, titleId }: { last: LastResult; busy: boolean; titleId: string }) {
  const size = FAMILY_SIZES.find((s) => s.value === String(last.familySize))?.label ?? String(last.familySize);
  // The same household on /calculator (its query format: src/lib/calculator-url.ts), where the
  // default plan year and default ages reproduce this request and show the working.
  const details = withBase(
    `/calculator?${new URLSearchParams({ zip: last.zipCode, income: String(last.income), size: String(last.familySize) })}`,
  );
  const { assumptions } = last;
  const lineId = `${titleId}-assumes`;
  return (
    <section aria-labelledby={titleId} aria-busy={busy} className="rounded-xl bg-blue-50 p-5 text-blue-950 aria-busy:opacity-70">
      <h3 id={titleId} className="text-lg font-semibold">
        Estimated Monthly Subsidy
      </h3>
      <p className="mt-2 text-4xl font-bold tracking-tight" aria-describedby={assumptions.sentences.length > 0 ? lineId : undefined}>
        {formatUsd(last.subsidy)}
      </p>
      <p className="mt-1 text-sm">Based on Silver plan benchmark</p>
      {assumptions.sentences.length > 0 ? (
        <p id={lineId} data-testid="assumptions" className="mt-2 text-sm font-medium">
          {assumptions.sentences.join(' ')}
          {assumptions.countyAssumed ? (
            <>
              {' '}
              <a href={details} className="font-semibold underline">
                Choose the county
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      <p className="mt-2 text-sm">
        {last.household}{' '}
        <a href={details} className="font-semibold underline">
          Refine the household on the full calculator
        </a>
      </p>
      <p className="mt-3 text-sm text-blue-900">
        {`For ${size}, ZIP code ${last.zipCode}, ${formatUsdWhole(last.income)} a year.`}{' '}
        <a href={details} className="font-semibold underline">
          See how it was worked out
        </a>
      </p>
    </section>
  );
}
