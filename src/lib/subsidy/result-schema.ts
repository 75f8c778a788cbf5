import { z } from 'zod';
import { PLAN_YEARS } from './applicable-percentage.ts';

const usd = (what: string) => z.number().describe(`${what} US dollars, rounded to the cent.`);

/**
 * The 200 answer of POST /api/subsidy-calculation, for the API's OpenAPI document. The type
 * test in result-schema.test.ts keeps it identical to the SubsidyResult interface.
 */
export const subsidyResultSchema = z
  .object({
    subsidy: usd('Monthly premium tax credit, at least 0;').meta({ example: 612.48 }),
    year: z.literal(PLAN_YEARS).describe('Plan year.'),
    state: z.string().describe('Two-letter state (or DC) code from the ZIP prefix.').meta({ example: 'GA' }),
    fplPercent: z.number().describe('Income as a percentage of the poverty guideline, rounded to 0.01.').meta({ example: 168.72 }),
    applicablePercentage: z.number().nullable().describe('Share of income expected toward the benchmark plan, in percent (7.47); null when not eligible.'),
    expectedMonthlyContribution: usd('Expected monthly contribution;').nullable().describe('Expected monthly contribution in US dollars; null when not eligible.'),
    benchmarkPremium: usd('Monthly household benchmark (second-lowest-cost silver) premium;'),
    benchmarkSource: z.enum(['provided', 'state-average']).describe('provided: the request gave it; state-average: estimated from KFF state averages.'),
    eligibility: z.enum(['eligible', 'below-poverty-line', 'medicaid', 'above-400-percent']),
    notes: z.array(z.string()).describe('Plain-language notes: assumptions, data year, cliff, Medicaid.'),
    povertyGuideline: z.number().int().describe('Poverty guideline for this household size, US dollars a year.'),
    guidelineYear: z.number().int().describe('Year the poverty guidelines were published (plan year minus one).'),
    guidelineRegion: z.enum(['contiguous', 'AK', 'HI']).describe('Guideline table: 48 contiguous states and DC, Alaska or Hawaii.'),
    benchmarkDataYear: z.number().int().nullable().describe('KFF data year of the state average; null when the benchmark was provided.'),
    agesUsed: z.array(z.number().int()).describe('Ages that priced the benchmark, defaults included; empty when the benchmark was provided.'),
    annualContribution: usd('Expected annual contribution;').nullable().describe('Expected annual contribution in US dollars; null when not eligible.'),
    netBenchmarkPremium: usd('Monthly cost of the benchmark plan after the credit;'),
  })
  .describe('Premium tax credit estimate and its working.');
