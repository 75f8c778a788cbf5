// The /calculator result area: the status region's words, then the result panel once there is an
// answer, or a sentence saying where the form stands.
import { OFFLINE_MESSAGE } from '../../lib/offline/status.ts';
import type { CalculatorFacts } from './outcome.ts';
import type { Parts } from './parts.ts';
import { type CalculatorState, isStale } from './state.ts';

/** The status region's words for the state's announcement. */
function announced(state: CalculatorState, panel: Parts['panel']): string {
  const { announcement: a, calculated } = state;
  switch (a?.kind) {
    case 'checking':
      return 'Checking the ZIP code…';
    case 'ask-county':
      return `ZIP code ${a.zip} reaches counties in different rating areas. Choose the county, then Calculate.`;
    case 'calculating':
      return 'Calculating the estimate…';
    case 'ready':
      return calculated && panel ? `Estimate ready: ${panel.describeOutcome(calculated.result, calculated.inputs.zipCode).headline}.` : '';
    case 'out-of-date':
      return 'The estimate is out of date: the form has changed. Calculate again to update it.';
    default:
      return '';
  }
}

/** Where the form stands while no answer is on screen. */
function standing({ failure, phase }: CalculatorState, words: Parts['words']): string {
  if (failure?.kind === 'failed') return words?.failedMessage(failure) ?? OFFLINE_MESSAGE;
  if (failure?.kind === 'invalid') return 'Fix the highlighted fields, then calculate again.';
  if (phase === 'county') return 'This ZIP code reaches counties in different rating areas. Choose the client’s county, then Calculate.';
  if (phase === 'calculating' || phase === 'checking') return 'Calculating…';
  return 'Enter the household and choose Calculate. The estimate and how it was worked out appear here.';
}

interface Props {
  idBase: string;
  state: CalculatorState;
  parts: Parts;
  facts: CalculatorFacts;
  busy: boolean;
  /** Asks the estimate on screen again with the tax-time table's own rows. */
  onYearEnd: (incomes: string[]) => void;
}

export default function Estimate({ idBase, state, parts: { panel, words }, facts, busy, onYearEnd }: Props) {
  const titleId = `${idBase}-result-title`;
  return (
    <section
      aria-labelledby={titleId}
      aria-busy={busy}
      className="min-w-0 rounded-2xl border border-slate-200 p-4 aria-busy:opacity-70 sm:p-6"
    >
      <p role="status" className="sr-only">
        {announced(state, panel)}
      </p>
      {state.calculated && panel ? (
        <panel.default
          calculated={state.calculated}
          facts={facts}
          stale={isStale(state)}
          busy={busy}
          headingId={titleId}
          names={state.inputs.names}
          onYearEnd={onYearEnd}
        />
      ) : (
        <>
          <h2 id={titleId} className="text-2xl font-bold">
            Estimate
          </h2>
          <p className="mt-2 text-slate-700">{standing(state, words)}</p>
        </>
      )}
    </section>
  );
}
