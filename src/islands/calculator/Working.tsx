/** The result's working, figure by figure: place, household, who is in the benchmark, income, contribution, benchmark, credit. */
import type { ReactNode } from 'react';
import { formatPeople, formatPercent, formatUsd, formatUsdWhole } from '../../lib/format.ts';
import { passedTests } from './member-tests.ts';
import { describeMember } from './member-words.ts';
import type { CalculatorFacts } from './outcome.ts';
import type { Calculated } from './state.ts';
import { describeBenchmarkSource, describeCounty, describeGuideline, describePremiumData } from './working-sources.ts';

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

export default function Working({ calculated, facts }: { calculated: Calculated; facts: CalculatorFacts }) {
  const { result: r, inputs, income, countyChosen, childrenPricedAnyway } = calculated;
  const ages = r.members.map((m) => m.age);
  const passed = passedTests(
    r,
    childrenPricedAnyway,
    facts.offerPercents[String(r.year)],
    inputs.members.map((m) => m.immigrationStatus),
  );
  // Nobody left to price (children on Medicaid/CHIP, a Basic Health Program, no member who can get the credit).
  const nobodyPriced = r.coverageFamily.length === 0;
  const eligible = r.applicablePercentage !== null;
  const county = describeCounty(r, countyChosen);
  const data = describePremiumData(r);
  return (
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
        <Row label="Poverty guideline" value={`${formatUsdWhole(r.povertyGuideline)} a year`} note={describeGuideline(r, ages.length)} />
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
  );
}
