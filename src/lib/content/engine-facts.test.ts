import { describe, expect, it } from 'vitest';
import { calculateSubsidy } from '../subsidy/calculate.ts';
import { subsidyRequestSchema } from '../subsidy/schema.ts';
import { ENGINE_FACTS, withEngineFigures } from './engine-facts.ts';
import { schemaProblems } from './loader.ts';
import { formatProblem } from './problems.ts';
import { factsFileSchema } from './schemas.ts';

const source = { source: 'Rev. Proc.', url: 'https://www.irs.gov/', verification: 'verified' as const, checked: '2026-11-20' };
const yearly = (...years: string[]) => ({ label: 'l', byPlanYear: Object.fromEntries(years.map((y) => [y, source])) });

describe('engine facts', () => {
  it("take their figures from the subsidy engine's tables (2027: guideline of 2026, sliding scale 2.15 to 10.22)", () => {
    const { file, problems } = withEngineFigures({
      povertyGuidelineFirstPerson: yearly('2027'),
      applicablePercentageLowest: yearly('2026', '2027'),
      applicablePercentageHighest: yearly('2027'),
      employerAffordability: yearly('2027'),
      csrOutOfPocketMaxLower: yearly('2027'),
      csrOutOfPocketMaxUpper: yearly('2027'),
    });
    expect(problems).toEqual([]);
    const figure = (name: string, year: string) => (file as Record<string, { byPlanYear: Record<string, object> }>)[name]?.byPlanYear[year];
    expect(figure('povertyGuidelineFirstPerson', '2027')).toMatchObject({ value: 15960, display: '$15,960' });
    expect(figure('applicablePercentageLowest', '2026')).toMatchObject({ value: 2.1, display: '2.10%' });
    expect(figure('applicablePercentageHighest', '2027')).toMatchObject({ value: 10.22, display: '10.22%' });
    expect(figure('employerAffordability', '2027')).toMatchObject({ value: 10.22, display: '10.22%' });
    // The silver variations' reduced self-only maximums: two thirds and one fifth off $12,000.
    expect(figure('csrOutOfPocketMaxLower', '2027')).toMatchObject({ value: 4000, display: '$4,000' });
    expect(figure('csrOutOfPocketMaxUpper', '2027')).toMatchObject({ value: 9600, display: '$9,600' });
  });

  it('refuses a figure typed into the file, and a plan year the table lacks', async () => {
    const file = 'src/content/facts/subsidy.yaml';
    const typed = { label: 'l', byPlanYear: { '2027': { ...source, value: 15650, display: '$15,650' }, '2031': source } };
    const lines = (await schemaProblems(file, '', factsFileSchema, { povertyGuidelineFirstPerson: typed })).map(formatProblem);
    expect(lines).toEqual([
      `${file}: povertyGuidelineFirstPerson.byPlanYear.2027.value: is the poverty guideline for one person, taken from the subsidy engine's table (src/data/subsidy/poverty-guidelines.json); expected the line removed`,
      `${file}: povertyGuidelineFirstPerson.byPlanYear.2027.display: is the poverty guideline for one person, taken from the subsidy engine's table (src/data/subsidy/poverty-guidelines.json); expected the line removed`,
      `${file}: povertyGuidelineFirstPerson.byPlanYear.2031: has no figure in the subsidy engine's table; expected plan year 2031 in src/data/subsidy/poverty-guidelines.json`,
    ]);
    expect(Object.keys(ENGINE_FACTS)).toHaveLength(7);
  });

  it("word a standing fact as the engine's answers do, and refuse its words typed into the file", async () => {
    const rule = { effective: '2018-01-01', ...source };
    const { file, problems } = withEngineFigures({ silverChoiceRule: rule });
    expect(problems).toEqual([]);
    expect((file as Record<string, object>).silverChoiceRule).toEqual({
      ...rule,
      value: [200, 250],
      display:
        'up to 200% of the poverty line, the silver variation is usually the best buy; above 200% and up to 250%, compare gold with the silver variation; above 250%, with no cost-sharing reductions, compare every metal level',
    });
    // The recommendation at 206 % says the same words of its band.
    const advice = calculateSubsidy(subsidyRequestSchema.parse({ income: 32_800, familySize: 1, zipCode: '43215', year: 2027 }));
    expect(advice.ok && advice.result.costSharing.recommendation.text).toContain(
      'above 200% and up to 250% of the poverty line, compare gold with the silver variation',
    );
    const file2 = 'src/content/facts/coverage.yaml';
    const lines = (await schemaProblems(file2, '', factsFileSchema, { silverChoiceRule: { ...rule, display: 'silver' } })).map(
      formatProblem,
    );
    expect(lines).toEqual([
      `${file2}: silverChoiceRule.display: is the metal level to compare first by income, as the calculator's recommendation words it, taken from the subsidy engine (src/data/subsidy/cost-sharing.json); expected the line removed`,
    ]);
  });
});
