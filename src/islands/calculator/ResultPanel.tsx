/**
 * The /calculator result: the outcome in plain words, which plan to look at first, the summary for
 * the client (loaded when opened), the working figure by figure, the credit chart with the tax-time
 * picture under it, the notes.
 */
import type { PersonName } from './form.ts';

export { describeOutcome } from './outcome.ts';

import CreditChart from './CreditChart.tsx';
import { type CalculatorFacts, describeOutcome } from './outcome.ts';
import PlanChoice from './PlanChoice.tsx';
import SummarySection from './SummarySection.tsx';
import type { Calculated } from './state.ts';
import TaxTime from './TaxTime.tsx';
import Working from './Working.tsx';

interface Props {
  calculated: Calculated;
  facts: CalculatorFacts;
  /** The form has changed since this was calculated. */
  stale: boolean;
  /** The estimate is being worked out again. */
  busy: boolean;
  headingId: string;
  /** The form's names for the summary, as typed so far. */
  names: readonly PersonName[];
  /** Asks this estimate again with the tax-time table's own rows. */
  onYearEnd: (incomes: string[]) => void;
}

export default function ResultPanel({ calculated, facts, stale, busy, headingId, names, onYearEnd }: Props) {
  const { result: r, inputs, income } = calculated;
  const outcome = describeOutcome(r, inputs.zipCode);
  // Nobody left to price (children on Medicaid/CHIP, a Basic Health Program, no member who can get
  // the credit): no benchmark, and no curve of a credit that cannot be.
  const nobodyPriced = r.coverageFamily.length === 0;
  return (
    <>
      <h2 id={headingId} tabIndex={-1} className="text-2xl font-bold">{`Estimate for ${r.year} coverage`}</h2>
      {stale ? (
        <p data-testid="out-of-date" className="mt-3 rounded-lg border-2 border-amber-600 bg-amber-50 p-3 text-amber-950">
          <strong>Out of date.</strong> The form has changed since this estimate was calculated, so the figures below are for the earlier
          inputs. Choose Calculate to update them.
        </p>
      ) : null}
      <div
        data-stale={stale || undefined}
        className="data-stale:border-l-4 data-stale:border-dashed data-stale:border-amber-600 data-stale:pl-3"
      >
        <div
          data-outcome={outcome.kind}
          data-tone={outcome.warning ? 'warning' : 'info'}
          className="mt-4 rounded-xl border-l-4 border-blue-700 bg-blue-50 p-4 text-blue-950 data-[tone=warning]:border-amber-600 data-[tone=warning]:bg-amber-50 data-[tone=warning]:text-amber-950"
        >
          <p className="text-lg font-semibold">{outcome.headline}</p>
          {r.outcomeNotes.map((note) => (
            <p key={note} className="mt-2">
              {note}
            </p>
          ))}
          {outcome.detail ? <p className="mt-2">{outcome.detail}</p> : null}
        </div>

        <PlanChoice result={r} plans={inputs.plans} headingId={`${headingId}-plan`} />

        <SummarySection calculated={calculated} names={names} headingId={`${headingId}-summary`} />

        <Working calculated={calculated} facts={facts} />

        {nobodyPriced ? null : (
          <>
            <CreditChart result={r} income={income} facts={facts} titleId={`${headingId}-chart`} />
            <TaxTime result={r} titleId={`${headingId}-tax`} added={inputs.yearEndIncomes} busy={busy} onYearEnd={onYearEnd} />
          </>
        )}

        <h3 id={`${headingId}-notes`} className="mt-6 text-lg font-semibold">
          Notes for the client
        </h3>
        <ul aria-labelledby={`${headingId}-notes`} className="mt-2 list-disc space-y-2 pl-5 text-slate-800">
          {r.notes
            .filter((note) => !r.outcomeNotes.includes(note))
            .map((note) => (
              <li key={note}>{note}</li>
            ))}
        </ul>
      </div>
    </>
  );
}
