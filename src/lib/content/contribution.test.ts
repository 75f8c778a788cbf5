import { describe, expect, it } from 'vitest';
import { checkContributionFacts as checkContributionFactsProblems } from './contribution.ts';
import { formatProblem } from './issues.ts';
import type { Entry, FactEntry } from './types.ts';

/** The problems as the lines an editor reads. */
const checkContributionFacts = (...args: Parameters<typeof checkContributionFactsProblems>) =>
  checkContributionFactsProblems(...args).map(formatProblem);

const source = { source: 'Rev. Proc.', url: 'https://www.irs.gov/', verification: 'verified' as const };
const fact = (id: string, byPlanYear: Record<string, number>): Entry<FactEntry> => ({
  id,
  filePath: 'src/content/facts/costs-2027.yaml',
  data: {
    label: id,
    byPlanYear: Object.fromEntries(Object.entries(byPlanYear).map(([year, value]) => [year, { value, display: `${value}%`, ...source }])),
  },
});

describe('checkContributionFacts', () => {
  it("agrees with the ends of the subsidy engine's sliding scale (2026: 2.10 to 9.96; 2027: 2.15 to 10.22)", () => {
    const facts = [
      fact('applicablePercentageLowest', { '2026': 2.1, '2027': 2.15 }),
      fact('applicablePercentageHighest', { '2026': 9.96, '2027': 10.22 }),
      fact('employerAffordability', { '2025': 9.02, '2026': 9.96, '2027': 10.22 }),
    ];
    expect(checkContributionFacts(facts)).toEqual([]);
  });

  it('holds the employer-coverage affordability line to the percentage the calculator tests job-based offers against', () => {
    expect(checkContributionFacts([fact('employerAffordability', { '2027': 9.96 })])).toEqual([
      "src/content/facts/costs-2027.yaml: employerAffordability.byPlanYear.2027.value: 9.96 differs from the subsidy engine's table; expected 10.22, the job-based offer affordability percentage of 2027 (src/data/subsidy/applicable-percentage.json)",
    ]);
  });

  it('names the fact, the plan year and the figure the table has', () => {
    expect(checkContributionFacts([fact('applicablePercentageHighest', { '2027': 9.96, '2031': 11 })])).toEqual([
      "src/content/facts/costs-2027.yaml: applicablePercentageHighest.byPlanYear.2027.value: 9.96 differs from the subsidy engine's table; expected 10.22, the highest applicable percentage of 2027 (src/data/subsidy/applicable-percentage.json)",
      'src/content/facts/costs-2027.yaml: applicablePercentageHighest.byPlanYear.2031: has no sliding scale to agree with; expected that plan year in src/data/subsidy/applicable-percentage.json',
    ]);
  });
});
