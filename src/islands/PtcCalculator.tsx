/**
 * The /calculator premium tax credit calculator (docs/behaviour.md, /calculator): the form of the
 * whole API contract and the working behind the answer. It renders the store (calculator/store.ts:
 * the URL, the County question, the request and its outcome) and dispatches to it.
 */
import { useStore } from '@nanostores/react';
import { type SubmitEvent, useId, useLayoutEffect, useRef } from 'react';
import { BUSY_LABEL, takePendingSubmit } from '../lib/early-submit.ts';
import BenchmarkField from './calculator/BenchmarkField.tsx';
import CountyField from './calculator/CountyField.tsx';
import { askingFor, formCounty } from './calculator/county-question.ts';
import Estimate from './calculator/Estimate.tsx';
import { controlClass, Field } from './calculator/Field.tsx';
import { CheckField, FormMessages } from './calculator/FormControls.tsx';
import { PLAN_YEAR_CHOICES } from './calculator/form.ts';
import HouseholdFields from './calculator/HouseholdFields.tsx';
import JobOffers from './calculator/JobOffers.tsx';
import type { CalculatorFacts } from './calculator/outcome.ts';
import PlansToCompare from './calculator/PlansToCompare.tsx';
import { $parts, prepareEditor, preparePlans } from './calculator/parts.ts';
import { IncomeField, ZipCodeField } from './calculator/SharedFields.tsx';
import { $calculator, askYearEnd, calculateForm, dispatch, edit, goLive } from './calculator/store.ts';
import { usePendingFocus } from './calculator/use-pending-focus.ts';

const LABEL = 'Calculate';

export default function PtcCalculator({ facts }: { facts: CalculatorFacts }) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const state = useStore($calculator);
  const parts = useStore($parts);
  const { inputs, phase, failure, focus } = state;
  const asking = askingFor(state);

  // Before the next paint, so a Calculate pressed before the island was live reads as busy throughout.
  useLayoutEffect(() => goLive(form.current, takePendingSubmit(form.current, LABEL)), []);

  usePendingFocus(id, focus, parts);

  const errors = parts.words?.fieldMessages(failure) ?? {};
  const busy = phase === 'calculating' || phase === 'checking';
  return (
    <div data-state={phase} className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <form
        ref={form}
        noValidate
        data-early-submit={BUSY_LABEL}
        onSubmit={(event: SubmitEvent<HTMLFormElement>) => {
          event.preventDefault();
          calculateForm();
        }}
        aria-labelledby={`${id}-form-title`}
        className="min-w-0"
      >
        <h2 id={`${id}-form-title`} className="text-2xl font-bold">
          Household
        </h2>
        <fieldset className="mt-4 grid min-w-0 gap-5">
          <FormMessages messages={parts.words?.generalMessages(failure) ?? []} />
          <Field id={`${id}-year`} label="Plan year" error={errors.year}>
            {(control) => (
              <select
                {...control}
                name="year"
                value={inputs.year}
                onChange={(e) => edit({ year: Number(e.target.value) })}
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
          <ZipCodeField
            id={`${id}-zipCode`}
            name="zipCode"
            label="ZIP code"
            hint="Where the household lives; it gives the state, the county and so the rating area."
            error={errors.zipCode}
            placeholder="30301"
            value={inputs.zipCode}
            onChange={(zipCode) => edit({ zipCode })}
          />
          {asking ? (
            <CountyField
              id={`${id}-countyFips`}
              zip={asking.zip}
              counties={asking.counties}
              value={formCounty(state)}
              error={errors.countyFips}
              onChange={(countyFips) => edit({ countyFips })}
            />
          ) : null}
          <IncomeField
            id={`${id}-income`}
            name="income"
            label="Household income for the year"
            hint="Expected modified adjusted gross income (MAGI) for the year, in whole dollars: yours, your spouse’s on a joint return, and each dependant’s who must file a return. A dependant below the filing threshold, such as a teenager with a part-time job, adds nothing."
            error={errors.income}
            placeholder="45000"
            value={inputs.income}
            onChange={(income) => edit({ income })}
          />
          <HouseholdFields
            idBase={id}
            members={inputs.members}
            names={inputs.names}
            year={inputs.year}
            errors={errors}
            open={state.open}
            editor={parts.editor}
            prepareEditor={prepareEditor}
            dispatch={dispatch}
          />
          <CheckField
            id={`${id}-childrenOnMarketplace`}
            name="childrenOnMarketplace"
            label="Price the children on a Marketplace plan anyway"
            hint="Children under 19 whose household is within the state’s Medicaid/CHIP limit for their age are left out of the estimate, as on HealthCare.gov: they cannot get the credit. Tick this when the state has found them ineligible, or an immigration status bars CHIP."
            error={errors.childrenOnMarketplace}
            checked={inputs.childrenOnMarketplace}
            onChange={(childrenOnMarketplace) => edit({ childrenOnMarketplace })}
          />
          <JobOffers idBase={id} inputs={inputs} errors={errors} editor={parts.editor} dispatch={dispatch} />
          <BenchmarkField
            idBase={id}
            inputs={inputs}
            errors={errors}
            applying={state.calculated?.result.coverageFamily ?? null}
            dataYear={facts.premiumYears[String(inputs.year)]}
            fields={parts.plans}
            dispatch={dispatch}
          />
          <PlansToCompare idBase={id} inputs={inputs} errors={errors} fields={parts.plans} prepare={preparePlans} dispatch={dispatch} />
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
      <Estimate idBase={id} state={state} parts={parts} facts={facts} busy={busy} onYearEnd={askYearEnd} />
    </div>
  );
}
