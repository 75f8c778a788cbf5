/**
 * The /calculator result: the outcome in plain words, which plan to look at first, the summary for
 * the client (loaded when opened), the working figure by figure, the credit chart with the tax-time
 * picture under it, the notes.
 */
import type { ReactNode } from 'react';
import { formatPeople, formatPercent, formatUsd, formatUsdWhole } from '../../lib/format.ts';
import type { PersonName } from './form.ts';

export { describeOutcome } from './outcome.ts';

import CreditChart from './CreditChart.tsx';
import { passedTests } from './member-tests.ts';
import {
  type CalculatorFacts,
  describeBenchmarkSource,
  describeCounty,
  describeGuideline,
  describeMember,
  describeMonths,
  describeOutcome,
  describePremiumData,
} from './outcome.ts';
import PlansCompared from './PlansCompared.tsx';
import { describePlanChoice } from './plan-choice.ts';
import SummarySection from './SummarySection.tsx';
import type { Calculated } from './state.ts';
import TaxTime from './TaxTime.tsx';

const NONE = 'None: not eligible for the credit';

/** 'Person 3 (age 10), Person 4 (age 10)': the members as the form numbers them. */
function namedMembers(positions: readonly number[], ages: readonly number[]): string {
  return positions.map((i) => `Person ${i + 1} (age ${ages[i] ?? '?'})`).join(', ');
}

function Row({ label, value, note }: { label: string; value: ReactNode; note?: string | undefined }) {
  return (
    <tr className="border-t border-slate-200 align-top">
      <th scope="row" className="w-2/5 py-3 pr-3 text-left text-sm font-medium text-slate-700">
        {label}
      </th>
      <td className="py-3 text-slate-900">
        <span className="font-semibold">{value}</span>
        {note ? <span className="mt-0.5 block text-sm text-slate-600">{note}</span> : null}
      </td>
    </tr>
  );
}

/** Which plan to look at first and why, the plans entered against it, and each member whose cost sharing or catastrophic plan differs. */
function PlanChoice({
  result,
  plans,
  headingId,
}: {
  result: Calculated['result'];
  plans: Calculated['inputs']['plans'];
  headingId: string;
}) {
  const choice = describePlanChoice(result);
  return (
    <section aria-labelledby={headingId} className="mt-4 rounded-xl border border-slate-300 p-4">
      <h3 id={headingId} className="text-lg font-semibold">
        Which plan to look at
      </h3>
      <p className="mt-2 text-slate-800">{choice.text}</p>
      {result.plans.length > 0 ? <PlansCompared result={result} entered={plans} captionId={`${headingId}-compared`} /> : null}
      {choice.members.length > 0 ? (
        <ul aria-label="Cost sharing by member" className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
          {choice.members.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      {choice.catastrophic ? (
        <p className="mt-2 text-sm text-slate-600">
          A catastrophic plan covers little before a high deductible, and the credit does not apply to it.
        </p>
      ) : null}
    </section>
  );
}

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
  const { result: r, inputs, income, countyChosen, childrenPricedAnyway } = calculated;
  const ages = r.members.map((m) => m.age);
  const outcome = describeOutcome(r, inputs.zipCode);
  const passed = passedTests(
    r,
    childrenPricedAnyway,
    facts.offerPercents[String(r.year)],
    inputs.members.map((m) => m.immigrationStatus),
  );
  const months = describeMonths(r);
  // Nobody left to price (children on Medicaid/CHIP, a Basic Health Program, no member who can get
  // the credit): no benchmark, and no curve of a credit that cannot be.
  const nobodyPriced = r.coverageFamily.length === 0;
  const eligible = r.applicablePercentage !== null;
  const county = describeCounty(r, countyChosen);
  const data = describePremiumData(r);
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
          <p className="mt-2">{outcome.detail}</p>
          {months ? <p className="mt-2 font-semibold">{months}</p> : null}
        </div>

        <PlanChoice result={r} plans={inputs.plans} headingId={`${headingId}-plan`} />

        <SummarySection calculated={calculated} names={names} headingId={`${headingId}-summary`} />

        <table className="mt-6 w-full table-fixed border-collapse">
          <caption className="mb-1 text-left text-lg font-semibold">How the estimate was worked out</caption>
          <tbody>
            <Row
              label="State"
              value={`${r.stateName} (${r.state})`}
              note={r.county ? 'From the ZIP code’s county.' : 'From the first three digits of the ZIP code.'}
            />
            <Row label="County" value={county.value} note={county.note} />
            <Row
              label="Rating area"
              value={r.ratingArea === null ? 'Not on file' : `${r.stateName} rating area ${r.ratingArea}`}
              note="Marketplace premiums are set by rating area: a county or group of counties."
            />
            <Row label="Household" value={formatPeople(ages.length)} note={`Ages ${ages.join(', ')}.`} />
            <tr className="border-t border-slate-200 align-top">
              <th scope="row" className="w-2/5 py-3 pr-3 text-left text-sm font-medium text-slate-700">
                Who is in the benchmark
              </th>
              <td className="py-3 text-slate-900">
                <ul aria-label="Who is in the benchmark" className="space-y-1">
                  {r.members.map((m, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a member is its position in the household.
                    <li key={i}>{describeMember(m, i, passed[i])}</li>
                  ))}
                </ul>
                <span className="mt-0.5 block text-sm text-slate-600">
                  The benchmark prices only the people who enroll and can get the credit; everyone still counts in the household size and
                  income.
                </span>
              </td>
            </tr>
            {r.medicaidChipMembers.length > 0 ? (
              <Row
                label="Children likely on Medicaid/CHIP"
                value={namedMembers(r.medicaidChipMembers, ages)}
                note="Left out of the benchmark premium: a child who can get Medicaid or CHIP cannot get the credit. The household size and income still count them; the notes say where to apply."
              />
            ) : childrenPricedAnyway ? (
              <Row
                label="Children likely on Medicaid/CHIP"
                value="Priced on a Marketplace plan, as asked"
                note="Every member is in the benchmark, including any child the state’s Medicaid/CHIP limit would cover."
              />
            ) : null}
            <Row
              label="Poverty guideline"
              value={`${formatUsdWhole(r.povertyGuideline)} a year`}
              note={describeGuideline(r, ages.length)}
            />
            <Row
              label="Income as % of the poverty line (FPL)"
              value={formatPercent(r.fplPercent)}
              note={`${formatUsdWhole(income)} ÷ ${formatUsdWhole(r.povertyGuideline)}.`}
            />
            <Row
              label="Applicable percentage"
              value={eligible ? `${formatPercent(r.applicablePercentage ?? 0)} of income` : NONE}
              note={
                eligible
                  ? `From the ${r.year} table (IRC 36B): the share of income the household is expected to pay for the benchmark plan.`
                  : undefined
              }
            />
            <Row
              label="Expected contribution"
              value={r.expectedMonthlyContribution === null ? NONE : `${formatUsd(r.expectedMonthlyContribution)} a month`}
              note={r.annualContribution === null ? undefined : `${formatUsd(r.annualContribution)} a year.`}
            />
            {nobodyPriced ? (
              <Row
                label="Benchmark silver premium"
                value="No one to price"
                note={`No one in the household is in the benchmark, so there is no premium for the credit to help with.${r.benchmarkSource === 'provided' ? ` The ${formatUsd(r.benchmarkPremium)} a month entered does not apply.` : ''}`}
              />
            ) : (
              <Row label="Benchmark silver premium" value={`${formatUsd(r.benchmarkPremium)} a month`} note={describeBenchmarkSource(r)} />
            )}
            <Row label="Premium data" value={data.value} note={data.note} />
            <Row
              label="Premium tax credit"
              value={`${formatUsd(r.subsidy)} a month`}
              note={eligible ? 'Benchmark premium minus expected contribution, never below zero.' : undefined}
            />
            <Row
              label="Benchmark plan after the credit"
              value={nobodyPriced ? 'No one to price' : `${formatUsd(r.netBenchmarkPremium)} a month`}
            />
          </tbody>
        </table>

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
          {r.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </div>
    </>
  );
}
