/**
 * The /calculator premium tax credit calculator: the whole API contract (plan year, ZIP code and,
 * where it matters, county, income, each member with what decides whether they can get the credit,
 * job-based offers, an optional known benchmark) and the working behind the answer. The inputs live
 * in the URL (written with replaceState when a calculation runs), so a bookmarked or shared link
 * re-runs its scenario on load; nothing is stored anywhere else. The API is the one validator: its
 * 400 issues appear on the fields they name.
 * The state machine is calculator/state.ts; this component renders it, makes the requests and
 * reports their outcome. A shared link that names no county where the ZIP code spans rating areas
 * calculates at once for the ZIP code's main county (as the API assumes) and leaves the County
 * question on screen; the agent's own Calculate asks the question first.
 * The server's copy of the form can be filled in before the island is live: what was typed there
 * is kept (`typedBeforeLive`), and a Calculate pressed meanwhile, answered at once by the page's
 * inline script (src/lib/early-submit.ts), runs as soon as the island is.
 */
import { type SubmitEvent, useEffect, useId, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { ApiError, apiRequest } from '../lib/api-client.ts';
import {
  type CalculatorInputs,
  hasScenario,
  inputsFromSearch,
  isPlainMember,
  PLAN_YEAR_CHOICES,
  searchFromInputs,
  type TypedControls,
  toRequestBody,
  withTyped,
} from '../lib/calculator-url.ts';
import { BUSY_LABEL, takePendingSubmit } from '../lib/early-submit.ts';
import { connectionLost, OFFLINE_MESSAGE, timedFetch } from '../lib/offline/status.ts';
import { toast } from '../lib/toast-store.ts';
import CountyField from './calculator/CountyField.tsx';
import { askAbout, type CountyQuestion, chosenCounty, useCountyLookup, zip5 } from './calculator/county-question.ts';
import { CheckField, controlClass, Field, moneyInput } from './calculator/Field.tsx';
import HouseholdFields, { type EditorModule } from './calculator/HouseholdFields.tsx';
import type { Failure } from './calculator/issues.ts';
import JobOffers from './calculator/JobOffers.tsx';
import type { CalculatorFacts } from './calculator/outcome.ts';
import { askingFor, calculatorReducer, formCounty, initialState, isStale } from './calculator/state.ts';

// The result panel, its chart and its wording (a failure's too) load with the first calculation,
// in parallel with the API call, and the editor of people's details and job-based offers the first
// time it is needed, so the page's first load ships only the common form (the route's JavaScript
// budget).
type ResultModule = typeof import('./calculator/ResultPanel.tsx');
const loadResultModule = (): Promise<ResultModule> => import('./calculator/ResultPanel.tsx');
const loadEditor = (): Promise<EditorModule> => import('./calculator/HouseholdEditor.tsx');
/** Fetches the editor's code ahead of its first use; the module loader keeps it for loadEditor(). */
const prepareEditor = () => {
  loadEditor().catch(() => {}); // Offline: the disclosure says "Loading…" and tries again when opened.
};

const LABEL = 'Calculate';

/**
 * The controls of the server's copy of the form that were changed before the island was live: each
 * whose value is not the one the server wrote (React keeps such a value on screen when it hydrates,
 * but its state does not have it).
 */
function typedBeforeLive(form: HTMLFormElement, idBase: string): TypedControls {
  const typed: Record<string, string> = {};
  for (const control of form.querySelectorAll<HTMLInputElement | HTMLSelectElement>(`[id^="${idBase}-"]:is(input, select)`)) {
    const key = control.id.slice(idBase.length + 1);
    if (control instanceof HTMLSelectElement) {
      if (control.selectedOptions[0]?.defaultSelected === false) typed[key] = control.value;
    } else if (control.type === 'checkbox') {
      if (control.checked !== control.defaultChecked) typed[key] = String(control.checked);
    } else if (control.value !== control.defaultValue) typed[key] = control.value;
  }
  return typed;
}

export default function PtcCalculator({ facts }: { facts: CalculatorFacts }) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [state, dispatch] = useReducer(calculatorReducer, initialState);
  const [parts, setParts] = useState<{ panel: ResultModule | null; editor: EditorModule | null }>({ panel: null, editor: null });
  const { inputs, phase, failure, calculated } = state;
  useCountyLookup(inputs.zipCode, dispatch);
  const asking = askingFor(state);
  const countyFips = formCounty(state);

  /** `assumed`: the county shown was not chosen; the API is left to assume it (and says so). */
  async function calculate(values: CalculatorInputs, byUser: boolean, assumed = false) {
    const sent = assumed ? { ...values, countyFips: '' } : values;
    const { pathname, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${searchFromInputs(sent)}${hash}`);
    const request = toRequestBody(sent);
    dispatch({ type: 'calculating', asked: values });
    try {
      const [result, panel] = await Promise.all([
        apiRequest('POST', '/api/subsidy-calculation', request, { fetch: timedFetch }),
        loadResultModule(),
      ]);
      setParts((p) => ({ ...p, panel }));
      dispatch({
        type: 'calculated',
        byUser,
        headline: panel.describeOutcome(result, sent.zipCode).headline,
        calculated: {
          result,
          inputs: sent,
          income: Number(request['income']),
          countyChosen: sent.countyFips !== '',
          childrenPricedAnyway: values.childrenOnMarketplace,
        },
      });
    } catch (error) {
      const offline = !(error instanceof ApiError) && (await connectionLost());
      // The wording of a failure comes with the result panel's module, already on its way; if even
      // that cannot load, the site itself is out of reach.
      const described = await loadResultModule().then(
        (module) => module.describeFailure(error, offline),
        (): Failure => ({ kind: 'failed', message: OFFLINE_MESSAGE }),
      );
      dispatch({ type: 'failed', failure: described, byUser });
      toast({
        title: 'Calculation Error',
        description: described.kind === 'invalid' ? 'Check the highlighted fields.' : described.message,
        variant: 'destructive',
      });
    }
  }

  /**
   * Calculates, unless an offer's family share covers nobody (refused on its field, nothing sent),
   * or the agent's own Calculate turns out to need a county nobody has chosen yet: then the County
   * question appears (on the primary county) and takes focus, and the next Calculate runs. A link
   * calculates at once, for the county it names or else the main county.
   */
  async function submit(values: CalculatorInputs, byUser: boolean) {
    // A family share with nobody ticked is refused on the spot, before the ZIP code is even looked up
    // (the check comes with the editor, which any offer has loaded; if it cannot load, the API says it).
    if (values.jobOffers.length > 0) {
      const refused = await loadEditor().then(
        (editor) => editor.refusedOffers(values),
        () => null,
      );
      if (refused) {
        dispatch({ type: 'failed', failure: refused, byUser });
        toast({ title: 'Calculation Error', description: 'Check the highlighted fields.', variant: 'destructive' });
        return;
      }
    }
    const target = zip5(values.zipCode);
    let answer: CountyQuestion | null = asking;
    if (target !== null && answer === null) {
      dispatch({ type: 'checking' });
      answer = await askAbout(target);
      dispatch({ type: 'question', question: answer });
      if (answer.status === 'ask' && byUser) return dispatch({ type: 'ask-county', zip: target });
    }
    if (answer?.status !== 'ask') return calculate({ ...values, countyFips: '' }, byUser);
    const named = answer.counties.some((c) => c.fips === values.countyFips);
    await calculate({ ...values, countyFips: chosenCounty(answer.counties, values.countyFips) }, byUser, !byUser && !named);
  }

  // The URL is read after hydration (the page is static, so the server cannot know the query), with
  // what was typed meanwhile on top; before the next paint, so a pending Calculate reads as busy throughout.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on load.
  useLayoutEffect(() => {
    const fromUrl = inputsFromSearch(window.location.search);
    const initial = form.current ? withTyped(fromUrl, typedBeforeLive(form.current, id)) : fromUrl;
    dispatch({ type: 'loaded', inputs: initial });
    if (takePendingSubmit(form.current, LABEL)) void submit(initial, true);
    else if (hasScenario(window.location.search)) void submit(initial, false);
  }, []);

  // Also for a person with details, whose summary the editor words.
  const needsEditor = state.open.length > 0 || inputs.jobOffers.length > 0 || !inputs.members.every(isPlainMember);
  useEffect(() => {
    if (needsEditor && parts.editor === null)
      loadEditor().then(
        (editor) => setParts((p) => ({ ...p, editor })),
        () => {}, // Offline before it was ever stored: the panel keeps saying "Loading…"; the next need tries again.
      );
  }, [needsEditor, parts.editor]);

  // A pending focus move happens once the page shows its target: at once, or once the editor or
  // the result panel has loaded.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a loaded part can bring the target on screen.
  useEffect(() => {
    if (state.focus === null) return;
    const element = document.getElementById(`${id}-${state.focus}`);
    if (element === null) return;
    element.focus();
    dispatch({ type: 'focused' });
  }, [state.focus, parts, id]);

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.ready && phase !== 'calculating' && phase !== 'checking') void submit({ ...inputs, countyFips }, true);
  }

  const errors = failure?.kind === 'invalid' ? failure.fields : {};
  const busy = phase === 'calculating' || phase === 'checking';
  const { panel } = parts;
  return (
    <div data-state={phase} className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <form
        ref={form}
        noValidate
        data-early-submit={BUSY_LABEL}
        onSubmit={onSubmit}
        aria-labelledby={`${id}-form-title`}
        className="min-w-0"
      >
        <h2 id={`${id}-form-title`} className="text-2xl font-bold">
          Household
        </h2>
        <fieldset className="mt-4 grid min-w-0 gap-5">
          {failure?.kind === 'invalid' && failure.general.length > 0 ? (
            <ul className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
              {failure.general.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          ) : null}
          <Field id={`${id}-year`} label="Plan year" error={errors.year}>
            {(control) => (
              <select
                {...control}
                value={inputs.year}
                onChange={(e) => dispatch({ type: 'edit', change: { year: Number(e.target.value) } })}
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
            error={errors.zipCode}
          >
            {(control) => (
              <input
                {...control}
                type="text"
                inputMode="numeric"
                autoComplete="postal-code"
                placeholder="30301"
                value={inputs.zipCode}
                onChange={(e) => dispatch({ type: 'edit', change: { zipCode: e.target.value } })}
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
              error={errors.countyFips}
              onChange={(fips) => dispatch({ type: 'edit', change: { countyFips: fips } })}
            />
          ) : null}
          <Field
            id={`${id}-income`}
            label="Household income for the year"
            hint="Expected modified adjusted gross income (MAGI) for the year, in whole dollars: yours, your spouse’s on a joint return, and each dependant’s who must file a return. A dependant below the filing threshold, such as a teenager with a part-time job, adds nothing."
            error={errors.income}
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
                onChange={(e) => dispatch({ type: 'edit', change: { income: e.target.value } })}
                className={controlClass}
              />
            )}
          </Field>
          <HouseholdFields
            idBase={id}
            members={inputs.members}
            year={inputs.year}
            errors={errors}
            open={state.open}
            editor={parts.editor}
            prepareEditor={prepareEditor}
            dispatch={dispatch}
          />
          <CheckField
            id={`${id}-childrenOnMarketplace`}
            label="Price the children on a Marketplace plan anyway"
            hint="Children under 19 whose household is within the state’s Medicaid/CHIP limit for their age are left out of the estimate, as on HealthCare.gov: they cannot get the credit. Tick this when the state has found them ineligible, or an immigration status bars CHIP."
            error={errors.childrenOnMarketplace}
            checked={inputs.childrenOnMarketplace}
            onChange={(childrenOnMarketplace) => dispatch({ type: 'edit', change: { childrenOnMarketplace } })}
          />
          <JobOffers idBase={id} inputs={inputs} errors={errors} editor={parts.editor} dispatch={dispatch} />
          <Field
            id={`${id}-benchmarkPremium`}
            label="Benchmark premium a month (optional)"
            hint="The household’s second-lowest-cost silver premium from HealthCare.gov or the state exchange, if you have it. Leave blank to estimate it from the premiums in the household’s rating area."
            error={errors.benchmarkPremium}
          >
            {moneyInput(inputs.benchmarkPremium, (benchmarkPremium) => dispatch({ type: 'edit', change: { benchmarkPremium } }))}
          </Field>
          {/* The inline script may have relabelled it before hydration; takePendingSubmit gives it back. */}
          <button
            id={`${id}-submit`}
            type="submit"
            disabled={busy}
            suppressHydrationWarning
            className="inline-flex min-h-11 items-center justify-center rounded-lg bg-blue-700 px-5 py-2 font-semibold text-white hover:bg-blue-800 disabled:cursor-not-allowed disabled:opacity-60 sm:justify-self-start"
          >
            {busy ? BUSY_LABEL : LABEL}
          </button>
        </fieldset>
      </form>

      <section
        aria-labelledby={`${id}-result-title`}
        aria-busy={busy}
        className="min-w-0 rounded-2xl border border-slate-200 p-4 aria-busy:opacity-70 sm:p-6"
      >
        <p role="status" className="sr-only">
          {state.announcement}
        </p>
        {calculated && panel ? (
          <panel.default calculated={calculated} facts={facts} stale={isStale(state)} headingId={`${id}-result-title`} />
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
