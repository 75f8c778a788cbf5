// What clients pay toward the benchmark plan: the registry's lowest and highest applicable
// percentage for each plan year repeat the ends of the sliding scale the subsidy calculator uses,
// and its employer-coverage affordability line the percentage the calculator tests job-based offers
// against (src/data/subsidy/applicable-percentage.json), so slides can quote them with their source
// and the two can never disagree.
import { applicablePercentageTable, isPlanYear } from '../subsidy/index.ts';
import { isYearly } from './facts.ts';
import { type ContentProblem, contentError } from './issues.ts';
import type { Entry, FactEntry } from './types.ts';

type Table = Pick<ReturnType<typeof applicablePercentageTable>, 'bands' | 'jobOfferAffordabilityPercent'>;

/** The registry facts that repeat an end of the sliding scale, and how to read it from a table. */
export const CONTRIBUTION_FACTS: ReadonlyArray<{ name: string; what: string; of: (table: Table) => number }> = [
  { name: 'applicablePercentageLowest', what: 'the lowest applicable percentage', of: (t) => Math.min(...t.bands.map((b) => b[2])) },
  { name: 'applicablePercentageHighest', what: 'the highest applicable percentage', of: (t) => Math.max(...t.bands.map((b) => b[3])) },
  { name: 'employerAffordability', what: 'the job-based offer affordability percentage', of: (t) => t.jobOfferAffordabilityPercent },
];

/** Each plan year the facts give must be a year on file whose table has the same end. */
export function checkContributionFacts(
  facts: readonly Entry<FactEntry>[],
  tableFor: (year: number) => Table | null = engineTable,
): ContentProblem[] {
  const errors: ContentProblem[] = [];
  for (const { name, what, of } of CONTRIBUTION_FACTS) {
    const entry = facts.find((f) => f.id === name);
    if (!entry || !isYearly(entry.data)) continue;
    for (const [year, figure] of Object.entries(entry.data.byPlanYear)) {
      const table = tableFor(Number(year));
      const field = `${name}.byPlanYear.${year}`;
      if (table === null) {
        errors.push(
          contentError(
            entry.filePath,
            field,
            'has no sliding scale to agree with; expected that plan year in src/data/subsidy/applicable-percentage.json',
          ),
        );
      } else if (figure.value !== of(table)) {
        errors.push(
          contentError(
            entry.filePath,
            `${field}.value`,
            `${JSON.stringify(figure.value)} differs from the subsidy engine's table; expected ${of(table)}, ${what} of ${year} (src/data/subsidy/applicable-percentage.json)`,
          ),
        );
      }
    }
  }
  return errors;
}

function engineTable(year: number): Table | null {
  return isPlanYear(year) ? applicablePercentageTable(year) : null;
}
