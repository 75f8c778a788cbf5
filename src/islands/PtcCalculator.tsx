/**
 * The /calculator premium tax credit calculator: the whole API contract (plan year, ZIP code and,
 * where it matters, county, income, each member's age, an optional known benchmark) and the working
 * behind the answer. The inputs live in the URL (written with replaceState when a calculation runs),
 * so a bookmarked or shared link re-runs its scenario on load; nothing is stored anywhere else. The
 * API is the one validator: its 400 issues appear on the fields they name.
 * States: idle, checking (the ZIP code's counties), county (waiting for the county to be chosen),
 * calculating, result, invalid, error. A result whose inputs no longer match the form is marked
 * out of date the moment an input changes, until the next calculation.
 * A shared link that names no county where the ZIP code spans rating areas calculates at once for
 * the ZIP code's main county (as the API assumes) and leaves the County question on screen; the
 * agent's own Calculate asks the question first.
 */
import { type SubmitEvent, useEffect, useId, useRef, useState } from 'react';
import { ApiError, apiRequest } from '../lib/api-client.ts';
import {
  type CalculatorInputs,
  DEFAULT_INPUTS,
  hasScenario,
  inputsFromSearch,
  PLAN_YEAR_CHOICES,
  sameScenario,
  searchFromInputs,
  toRequestBody,
} from '../lib/calculator-url.ts';
import { connectionLost, timedFetch } from '../lib/offline/status.ts';
import type { SubsidyResult } from '../lib/subsidy/types.ts';
import { toast } from '../lib/toast-store.ts';
import ChildrenField from './calculator/ChildrenField.tsx';
import CountyField from './calculator/CountyField.tsx';
import { askAbout, type CountyQuestion, chosenCounty, useCountyQuestion, zip5 } from './calculator/county-question.ts';
import { controlClass, Field } from './calculator/Field.tsx';
import HouseholdFields from './calculator/HouseholdFields.tsx';
import { describeFailure, type Failure, type FieldKey } from './calculator/issues.ts';
import type { CalculatorFacts } from './calculator/outcome.ts';
import type { Calculated } from './calculator/ResultPanel.tsx';

// The result panel, its chart and its wording load with the first calculation, in parallel with
// the API call, so the page's first load ships only the form (the route's JavaScript budget).
type ResultModule = typeof import('./calculator/ResultPanel.tsx');
const loadResultModule = (): Promise<ResultModule> => import('./calculator/ResultPanel.tsx');

type Phase = 'idle' | 'checking' | 'county' | 'calculating' | 'result' | 'invalid' | 'error';
const FIELD_ORDER: readonly FieldKey[] = [
  'year',
  'zipCode',
  'countyFips',
  'income',
  'members',
  'ages',
  ...Array.from({ length: 20 }, (_, i) => `age-${i}` as const),
  'benchmarkPremium',
  'childrenOnMarketplace',
];

export default function PtcCalculator({ facts }: { facts: CalculatorFacts }) {
  const id = useId();
  const [ready, setReady] = useState(false);
  const [inputs, setInputs] = useState<CalculatorInputs>(DEFAULT_INPUTS);
  const [question, setQuestion] = useCountyQuestion(inputs.zipCode);
  const [phase, setPhase] = useState<Phase>('idle');
  const [calculated, setCalculated] = useState<Calculated | null>(null);
  /** The form as it was when `calculated` was asked for (the county as the County question showed it). */
  const [calculatedFor, setCalculatedFor] = useState<CalculatorInputs | null>(null);
  const [panel, setPanel] = useState<ResultModule | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const countyRef = useRef<HTMLSelectElement>(null);
  const focusNext = useRef<'result' | 'error' | 'county' | null>(null);

  const zip = zip5(inputs.zipCode);
  const asking = question.status === 'ask' && question.zip === zip ? question : null;
  const countyFips = asking ? chosenCounty(asking.counties, inputs.countyFips) : '';

  /** `assumed`: the county shown was not chosen; the API is left to assume it (and says so). */
  async function calculate(values: CalculatorInputs, byUser: boolean, assumed = false) {
    const sent = assumed ? { ...values, countyFips: '' } : values;
    const { pathname, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${searchFromInputs(sent)}${hash}`);
    const request = toRequestBody(sent);
    setCalculatedFor(values);
    setPhase('calculating');
    setFailure(null);
    setAnnouncement('Calculating the estimate…');
    try {
      const [res, module] = await Promise.all([
        apiRequest('POST', '/api/subsidy-calculation', request, { fetch: timedFetch }),
        loadResultModule(),
      ]);
      const result = (await res.json()) as SubsidyResult;
      setPanel(module);
      setCalculated({
        result,
        income: Number(request['income']),
        ages: values.ages.map((a) => a.trim()),
        countyChosen: sent.countyFips !== '',
        childrenPricedAnyway: values.childrenOnMarketplace,
      });
      setPhase('result');
      setAnnouncement(`Estimate ready: ${module.describeOutcome(result).headline}.`);
      focusNext.current = byUser ? 'result' : null;
    } catch (error) {
      const described = describeFailure(error, !(error instanceof ApiError) && (await connectionLost()));
      setCalculated(null);
      setCalculatedFor(null);
      setFailure(described);
      setPhase(described.kind === 'invalid' ? 'invalid' : 'error');
      setAnnouncement('');
      focusNext.current = byUser ? 'error' : null;
      toast({
        title: 'Calculation Error',
        description: described.kind === 'invalid' ? 'Check the highlighted fields.' : described.message,
        variant: 'destructive',
      });
    }
  }

  /**
   * Calculates, unless the agent's own Calculate turns out to need a county nobody has chosen yet:
   * then the County question appears (on the primary county) and takes focus, and the next
   * Calculate runs. A link calculates at once, for the county it names or else the main county.
   */
  async function submit(values: CalculatorInputs, byUser: boolean) {
    const target = zip5(values.zipCode);
    let answer: CountyQuestion | null = asking;
    if (target !== null && answer === null) {
      setPhase('checking');
      setAnnouncement('Checking the ZIP code…');
      answer = await askAbout(target);
      setQuestion(answer);
      if (answer.status === 'ask' && byUser) {
        setPhase('county');
        setAnnouncement(`ZIP code ${target} reaches counties in different rating areas. Choose the county, then Calculate.`);
        focusNext.current = 'county';
        return;
      }
    }
    if (answer?.status !== 'ask') return calculate({ ...values, countyFips: '' }, byUser);
    const named = answer.counties.some((c) => c.fips === values.countyFips);
    await calculate({ ...values, countyFips: chosenCounty(answer.counties, values.countyFips) }, byUser, !byUser && !named);
  }

  // The URL is read after hydration: the page is static, so the server cannot know the query.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on load.
  useEffect(() => {
    const initial = inputsFromSearch(window.location.search);
    setInputs(initial);
    setReady(true);
    if (hasScenario(window.location.search)) void submit(initial, false);
  }, []);

  // While the ZIP code's counties are being looked up the question is not on screen yet: the county
  // counts as unchanged (a changed ZIP code is caught by the ZIP code itself).
  const formCounty = question.status === 'checking' ? (calculatedFor?.countyFips ?? '') : countyFips;
  const stale = calculated !== null && calculatedFor !== null && !sameScenario({ ...inputs, countyFips: formCounty }, calculatedFor);
  // Said once, the moment the form stops matching the estimate on screen.
  useEffect(() => {
    if (stale) setAnnouncement('The estimate is out of date: the form has changed. Calculate again to update it.');
  }, [stale]);

  const fieldErrors = failure?.kind === 'invalid' ? failure.fields : {};
  /** Where a pending focus move goes, once this render shows it; null while it has not rendered. */
  function focusTarget(target: 'result' | 'error' | 'county'): HTMLElement | null {
    if (target === 'result') return phase === 'result' ? headingRef.current : null;
    if (target === 'county') return phase === 'county' ? countyRef.current : null;
    if (phase !== 'invalid' && phase !== 'error') return null;
    const first = FIELD_ORDER.find((key) => fieldErrors[key]);
    return document.getElementById(first ? `${id}-${first === 'ages' ? 'age-0' : first}` : `${id}-submit`);
  }
  // After every render, not on chosen dependencies: a render for another reason (the ZIP code's
  // county lookup, say) can come between a calculation's end and the render of its outcome, and
  // the move waits for the render that shows its target.
  useEffect(() => {
    const target = focusNext.current;
    const element = target === null ? null : focusTarget(target);
    if (element === null) return;
    focusNext.current = null;
    element.focus();
  });

  function update(next: Partial<CalculatorInputs>, touched: FieldKey) {
    setInputs((current) => ({ ...current, ...next }));
    if (failure?.kind === 'invalid' && failure.fields[touched]) {
      const { [touched]: _cleared, ...rest } = failure.fields;
      setFailure({ ...failure, fields: rest });
    }
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (ready && phase !== 'calculating' && phase !== 'checking') void submit({ ...inputs, countyFips }, true);
  }

  const busy = phase === 'calculating' || phase === 'checking';
  return (
    <div data-state={phase} className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-form-title`} className="min-w-0">
        <h2 id={`${id}-form-title`} className="text-2xl font-bold">
          Household
        </h2>
        <fieldset disabled={!ready} className="mt-4 grid min-w-0 gap-5">
          {failure?.kind === 'invalid' && failure.general.length > 0 ? (
            <ul className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
              {failure.general.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          ) : null}
          <Field id={`${id}-year`} label="Plan year" error={fieldErrors.year}>
            {(control) => (
              <select
                {...control}
                value={inputs.year}
                onChange={(e) => update({ year: Number(e.target.value) }, 'year')}
                className={controlClass}
              >
                {PLAN_YEAR_CHOICES.map((year) => (
                  <option key={year} value={year}>
                    {year}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            id={`${id}-zipCode`}
            label="ZIP code"
            hint="Where the household lives; it gives the state, the county and so the rating area."
            error={fieldErrors.zipCode}
          >
            {(control) => (
              <input
                {...control}
                type="text"
                inputMode="numeric"
                autoComplete="postal-code"
                placeholder="30301"
                value={inputs.zipCode}
                onChange={(e) => update({ zipCode: e.target.value }, 'zipCode')}
                className={controlClass}
              />
            )}
          </Field>
          {asking ? (
            <CountyField
              id={`${id}-countyFips`}
              zip={asking.zip}
              counties={asking.counties}
              value={countyFips}
              error={fieldErrors.countyFips}
              selectRef={countyRef}
              onChange={(fips) => update({ countyFips: fips }, 'countyFips')}
            />
          ) : null}
          <Field
            id={`${id}-income`}
            label="Household income for the year"
            hint="Expected modified adjusted gross income (MAGI) of everyone in the tax household, in whole dollars."
            error={fieldErrors.income}
          >
            {(control) => (
              <input
                {...control}
                type="number"
                inputMode="numeric"
                min="0"
                step="1"
                placeholder="45000"
                value={inputs.income}
                onChange={(e) => update({ income: e.target.value }, 'income')}
                className={controlClass}
              />
            )}
          </Field>
          <HouseholdFields idBase={id} ages={inputs.ages} errors={fieldErrors} onChange={(ages, touched) => update({ ages }, touched)} />
          <ChildrenField
            id={`${id}-childrenOnMarketplace`}
            checked={inputs.childrenOnMarketplace}
            error={fieldErrors.childrenOnMarketplace}
            onChange={(childrenOnMarketplace) => update({ childrenOnMarketplace }, 'childrenOnMarketplace')}
          />
          <Field
            id={`${id}-benchmarkPremium`}
            label="Benchmark premium a month (optional)"
            hint="The household’s second-lowest-cost silver premium from HealthCare.gov or the state exchange, if you have it. Leave blank to estimate it from the premiums in the household’s rating area."
            error={fieldErrors.benchmarkPremium}
          >
            {(control) => (
              <input
                {...control}
                type="number"
                inputMode="decimal"
                min="0"
                step="0.01"
                value={inputs.benchmarkPremium}
                onChange={(e) => update({ benchmarkPremium: e.target.value }, 'benchmarkPremium')}
                className={controlClass}
              />
            )}
          </Field>
          <button
            id={`${id}-submit`}
            type="submit"
            disabled={busy}
            className="inline-flex min-h-11 items-center justify-center rounded-lg bg-blue-700 px-5 py-2 font-semibold text-white hover:bg-blue-800 disabled:cursor-not-allowed disabled:opacity-60 sm:justify-self-start"
          >
            {phase === 'calculating' ? 'Calculating...' : 'Calculate'}
          </button>
        </fieldset>
      </form>

      <section
        aria-labelledby={`${id}-result-title`}
        aria-busy={busy}
        className="min-w-0 rounded-2xl border border-slate-200 p-4 aria-busy:opacity-70 sm:p-6"
      >
        <p role="status" className="sr-only">
          {announcement}
        </p>
        {calculated && panel ? (
          <panel.default calculated={calculated} facts={facts} stale={stale} headingRef={headingRef} headingId={`${id}-result-title`} />
        ) : (
          <>
            <h2 id={`${id}-result-title`} className="text-2xl font-bold">
              Estimate
            </h2>
            <p className="mt-2 text-slate-700">
              {failure?.kind === 'failed'
                ? failure.message
                : failure?.kind === 'invalid'
                  ? 'Fix the highlighted fields, then calculate again.'
                  : phase === 'county'
                    ? 'This ZIP code reaches counties in different rating areas. Choose the client’s county, then Calculate.'
                    : busy
                      ? 'Calculating…'
                      : 'Enter the household and choose Calculate. The estimate and how it was worked out appear here.'}
            </p>
          </>
        )}
      </section>
    </div>
  );
}
