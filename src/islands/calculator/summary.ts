/**
 * A short summary of a /calculator result for the agent to read to the client or paste into their
 * notes (docs/behaviour.md, /calculator): the plan year and place, who is priced, the monthly credit
 * and the premium after it, which plan to look at, one line of the tax-time picture, and the
 * caveats that matter. Plain text, one paragraph a line, from the answer and what was sent only.
 * Loaded with the result panel.
 */
import { formatPeople, formatUsd, formatUsdWhole } from '../../lib/format.ts';
import { spansRatingAreas } from '../../lib/subsidy/rules.ts';
import { describeOutcome, listed, monthSpan, shortReason } from './outcome.ts';
import type { Calculated } from './state.ts';
import { taxTimeLine } from './tax-time.ts';

const person = (index: number, age: number) => `Person ${index + 1} (${age})`;

/** Where the estimate is for: 'Fulton County, Georgia (ZIP code 30303)'. */
function place({ result: r, inputs }: Calculated): string {
  const zip = inputs.zipCode.trim();
  return r.county === null
    ? `${r.stateName} (ZIP code ${zip}, which is not on file)`
    : `${r.county.name}, ${r.stateName} (ZIP code ${zip})`;
}

/** Who the benchmark prices and who it leaves out, in a few words each. */
function whoIsPriced({ result: r }: Calculated): string {
  const priced = r.members.flatMap((m, i) => (m.inCoverageFamily ? [person(i, m.age)] : []));
  const out = r.members.flatMap((m, i) => (m.inCoverageFamily ? [] : [`${person(i, m.age)}, ${shortReason(m)}`]));
  const left = out.length === 0 ? '' : ` Left out, with the reason: ${out.join('; ')}.`;
  if (priced.length === 0) return `No one in the household is priced for the credit.${left}`;
  if (out.length === 0) return `The estimate prices everyone: ${listed(priced)}.`;
  return `The estimate prices ${listed(priced)}.${left}`;
}

/** The figures: the credit a month and the benchmark plan after it, or why there is no credit. */
function figures(c: Calculated): string {
  const r = c.result;
  const outcome = describeOutcome(r, c.inputs.zipCode);
  switch (r.outcome) {
    case 'credit':
      return `Premium tax credit: about ${formatUsd(r.subsidy)} a month. The benchmark silver plan would cost ${formatUsd(r.netBenchmarkPremium)} a month after it, and the credit can go toward any metal level.`;
    case 'no-credit':
      return `No premium tax credit: the benchmark silver plan, ${formatUsd(r.benchmarkPremium)} a month, costs no more than the ${formatUsd(r.expectedMonthlyContribution ?? 0)} a month the household is expected to pay.`;
    case 'cliff':
      return `${outcome.headline}. The benchmark silver plan would cost the full ${formatUsd(r.benchmarkPremium)} a month.`;
    default:
      return `${outcome.headline}. Premium tax credit: ${formatUsd(0)} a month.`;
  }
}

/** What the client should keep in mind: how far the figure holds. */
function caveats(c: Calculated): string[] {
  const r = c.result;
  const zip = c.inputs.zipCode.trim();
  const span = monthSpan(r);
  const priced = r.coverageFamily.length > 0;
  const list: string[] = [];
  if (span !== null) list.push(`It is for ${span} only: a rule that decides the credit changes during the year.`);
  if (priced && r.benchmarkSource === 'state-average')
    list.push(
      r.benchmarkFallback === 'zip-not-on-file'
        ? `ZIP code ${zip} is not on file, so the premium is the ${r.stateName} state average, not a local figure: check the ZIP code.`
        : `No local premium is on file for ${r.county?.name ?? 'its county'}, so the premium is the ${r.stateName} state average.`,
    );
  if (priced && r.county !== null && !c.countyChosen && spansRatingAreas(r.countyOptions))
    list.push(`It assumes ${r.county.name}; the ZIP code also reaches counties with other premiums.`);
  if (priced && r.benchmarkSource === 'provided') list.push('It uses the benchmark premium entered by hand.');
  else if (priced && r.benchmarkDataYear !== null && r.benchmarkDataYear !== r.year)
    list.push(
      `${r.year} premiums are not yet on file here, so ${r.benchmarkDataYear} premiums stand in; HealthCare.gov shows the ${r.year} premiums.`,
    );
  list.push(
    'This is an estimate: the final credit is settled on the tax return (Form 8962) with the actual income for the year, and HealthCare.gov or the state exchange shows the exact premiums.',
  );
  return list;
}

/** The summary's paragraphs, in the order they are read out. */
export function clientSummary(c: Calculated): string[] {
  const r = c.result;
  return [
    `Estimate for ${r.year} coverage in ${place(c)}, for a household of ${formatPeople(r.members.length)} with income of ${formatUsdWhole(c.income)} a year.`,
    whoIsPriced(c),
    figures(c),
    // Which plan to look at (nothing when nobody buys a plan with the credit), and what a raise would cost at tax time.
    ...[r.costSharing.recommendation.plan === 'none' ? null : r.costSharing.recommendation.text, taxTimeLine(r)].filter(
      (line): line is string => line !== null,
    ),
    ...caveats(c),
  ];
}
