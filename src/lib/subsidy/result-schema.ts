import { z } from 'zod';
import { PLAN_YEARS } from './applicable-percentage.ts';
import { EXCLUSION_REASONS, MEMBER_COST_SHARING, METALS, OUTCOMES } from './rules.ts';

const county = z.object({
  fips: z.string().describe('5-digit county FIPS code.').meta({ example: '13121' }),
  name: z.string().meta({ example: 'Fulton County' }),
});

const usd = (what: string) => z.number().describe(`${what} US dollars, rounded to the cent.`);
const oopMax = z.object({ selfOnly: z.number().int(), family: z.number().int() });

/**
 * The 200 answer of POST /api/subsidy-calculation: the one declaration of the result. The engine's
 * `SubsidyResult` type is inferred from it and the API's OpenAPI document is generated from it.
 */
export const subsidyResultSchema = z
  .object({
    subsidy: usd('Monthly premium tax credit, at least 0;').meta({ example: 612.48 }),
    year: z.literal(PLAN_YEARS).describe('Plan year.'),
    state: z.string().describe("Two-letter state (or DC) code: the county's, else the ZIP prefix's.").meta({ example: 'GA' }),
    fplPercent: z.number().describe('Income as a percentage of the poverty guideline, rounded to 0.01.').meta({ example: 168.72 }),
    applicablePercentage: z
      .number()
      .nullable()
      .describe('Share of income expected toward the benchmark plan, in percent (7.47); null when not eligible.'),
    expectedMonthlyContribution: usd('Expected monthly contribution;')
      .nullable()
      .describe('Expected monthly contribution in US dollars; null when not eligible.'),
    benchmarkPremium: usd('Monthly household benchmark (second-lowest-cost silver) premium;'),
    benchmarkSource: z
      .enum(['provided', 'rating-area', 'state-average'])
      .describe(
        "provided: the request gave it; rating-area: estimated from the household's own rating area; state-average: estimated from KFF's state average (ZIP code not on file, or no figures for its county).",
      ),
    benchmarkFallback: z
      .enum(['zip-not-on-file', 'no-rating-area', 'no-premium'])
      .nullable()
      .describe(
        'Why the state average stands in: the ZIP code is not on file, its county has no rating area on file, or the rating area has no premium on file; null otherwise.',
      ),
    county: county
      .nullable()
      .describe(
        "The county the household is taken to live in (countyFips, else the ZIP code's primary county); null when the ZIP code is not on file.",
      ),
    ratingArea: z.number().int().nullable().describe("That county's ACA rating area for this ZIP code; null when unknown."),
    countyOptions: z
      .array(county.extend({ ratingArea: z.number().int().nullable().describe('The rating area this county puts the household in.') }))
      .describe(
        'Every county the ZIP code reaches, primary first; empty when it reaches one county (or is not on file). Send one as countyFips.',
      ),
    eligibility: z
      .enum(['eligible', 'below-poverty-line', 'medicaid', 'above-400-percent', 'basic-health-program', 'no-eligible-members'])
      .describe(
        "eligible: someone in the household can get the credit (it may still be $0); below-poverty-line and above-400-percent: the household's income rules it out; medicaid: every member is likely covered by Medicaid or CHIP; basic-health-program: the state's Basic Health Program takes the adults and Medicaid or CHIP anyone else; no-eligible-members: no member can get the credit (see members).",
      ),
    outcome: z
      .enum(OUTCOMES)
      .describe(
        "What the estimate comes to, for a page to word: credit (a credit above $0); no-credit (eligible, but the benchmark costs no more than the expected contribution); children-medicaid-chip (every member is a child likely covered by Medicaid or CHIP); medicaid (the adult Medicaid range of an expansion state); basic-health-program (the state's Basic Health Program instead of the credit); no-eligible-members (no member can get the credit: see members); below-poverty-medicaid (below the poverty line in an expansion state); coverage-gap (below the poverty line in a state that has not expanded Medicaid); below-poverty (the same, in a state with its own adult coverage, see medicaidStateNote); cliff (above the plan year's upper limit).",
      ),
    stateName: z.string().describe("The state's full name.").meta({ example: 'Georgia' }),
    incomeLimits: z
      .object({
        creditFrom: z.number().describe('The credit starts at this percentage of the poverty line.'),
        medicaidUpTo: z
          .number()
          .nullable()
          .describe('Adults up to this percentage usually get Medicaid in this state; null where the state has not expanded Medicaid.'),
        creditUpTo: z.number().nullable().describe('No credit above this percentage in this plan year; null in a year without a limit.'),
        basicHealthProgram: z
          .object({
            name: z.string().meta({ example: 'MinnesotaCare' }),
            upTo: z
              .number()
              .describe('The program takes members up to this percentage of the poverty line (its ages and floor: docs/data.md).'),
          })
          .nullable()
          .describe("The state's Basic Health Program in the months the estimate is for; null where there is none."),
      })
      .describe('The income lines, in percent of the poverty line, that decide the outcome for this state and plan year.'),
    medicaidStateNote: z
      .string()
      .nullable()
      .describe(
        "The state's own adult coverage below the poverty line where it has not expanded Medicaid (Wisconsin, Georgia); null elsewhere.",
      ),
    notes: z.array(z.string()).describe('Plain-language notes: assumptions, data year, cliff, Medicaid.'),
    outcomeNotes: z
      .array(z.string())
      .describe(
        'The notes, each also in notes, that say which months the estimate is for (when a rule changes during the year) and why it comes to its outcome (the expected contribution and the credit, or why there is none), for a page to show beside its headline.',
      ),
    povertyGuideline: z.number().int().describe('Poverty guideline for this household size, US dollars a year.'),
    guidelineYear: z.number().int().describe('Year the poverty guidelines were published (plan year minus one).'),
    guidelineRegion: z.enum(['contiguous', 'AK', 'HI']).describe('Guideline table: 48 contiguous states and DC, Alaska or Hawaii.'),
    benchmarkDataYear: z
      .number()
      .int()
      .nullable()
      .describe(
        'Year of the premiums the estimate used (the latest on file when the plan year has none yet); null when the benchmark was provided.',
      ),
    agesUsed: z
      .array(z.number().int())
      .describe(
        "The household's ages the estimate used, defaults included; empty when the benchmark was provided. Members outside coverageFamily are among them but not priced.",
      ),
    medicaidChipMembers: z
      .array(z.number().int().min(0))
      .describe(
        "0-based positions in ages (or in the assumed ages) of the children under 19 likely covered by Medicaid or CHIP: the household is at or below the state's limit for the child's age band, so they are left out of the benchmark (a child who can get Medicaid or CHIP cannot get the credit). Empty when none, or when childrenOnMarketplace priced them in.",
      )
      .meta({ example: [2, 3] }),
    members: z
      .array(
        z.object({
          age: z.number().int(),
          inCoverageFamily: z.boolean().describe('Priced in the benchmark: enrolls and can get the credit.'),
          reason: z
            .enum(EXCLUSION_REASONS)
            .nullable()
            .describe(
              'Why the member is not in the benchmark, the first that applies: not-enrolling, cannot-enroll (not lawfully present; DACA), not-eligible-alien (from plan year 2027), other-coverage, medicaid, medicaid-chip-child, basic-health-program, affordable-job-offer. null when in.',
            ),
          explanation: z.string().nullable().describe('The reason in plain words, to read to a client; null when in.'),
          medicaidBarred: z
            .boolean()
            .describe(
              'Barred from Medicaid and CHIP by immigration status as the engine applied it: the request where the law leaves it to the case, the law where it decides.',
            ),
          offerTest: z
            .object({
              employee: z.number().int().describe('Position of the employee whose job offers the plan.'),
              tier: z
                .enum(['self-only', 'family'])
                .describe('The share the member is tested on: the employee on the self-only share, family members on the family share.'),
              yearlyShare: usd("Twelve times the employee's monthly share;"),
              yearlyLimit: usd(
                "Household income times the plan year's percentage, down to the cent: the share is affordable at or below it;",
              ),
              minimumValue: z.boolean(),
              affordable: z
                .boolean()
                .describe('Meets minimum value and the share is within the limit: the credit is ruled out for the member.'),
            })
            .nullable()
            .describe('The job-based offer the member was tested on, or null when none reaches them.'),
          costSharing: z
            .enum(MEMBER_COST_SHARING)
            .describe(
              "How the member's cost sharing works: silver-variation (in the benchmark at 100-250 %: the silver variation in costSharing), standard (above 250 %), zero-cost-sharing (American Indian or Alaska Native with the credit, up to 300 %: none at any metal level), limited-cost-sharing (American Indian or Alaska Native at any other income, with the credit or without it: none from Indian health care providers), lost-with-credit (from 2027, lawfully present but not an eligible alien: no credit and no reductions), not-applicable (not buying a plan with the credit).",
            ),
          catastrophic: z
            .enum(['under-30', 'hardship'])
            .nullable()
            .describe(
              'Why the member may buy a catastrophic plan: under 30, or the hardship exemption for income that rules out the credit or the reductions; null when neither.',
            ),
          fullMonthlyPrice: usd("The member's own benchmark premium a month, priced alone: what a member left out pays for the same plan;")
            .nullable()
            .describe(
              'For a member left out of the benchmark, their own benchmark premium a month in US dollars, priced alone: what the same plan costs them at full price. null for a member in the benchmark, one who cannot enroll, or when the benchmark was entered by hand.',
            ),
        }),
      )
      .describe('Every member of the household, in the order given (or assumed), with whether the benchmark prices them and why not.'),
    coverageFamily: z
      .array(z.number().int().min(0))
      .describe('0-based positions of the members the benchmark prices: those who enroll and can get the credit.')
      .meta({ example: [0, 1] }),
    months: z
      .object({ first: z.number().int().min(1).max(12), last: z.number().int().min(1).max(12) })
      .describe(
        'The months of the plan year this estimate is for (1-12): all twelve unless a rule changes during the year (New York’s Essential Plan in 2026), when the notes give the other months’ credit.',
      ),
    annualContribution: usd('Expected annual contribution;')
      .nullable()
      .describe('Expected annual contribution in US dollars; null when not eligible.'),
    netBenchmarkPremium: usd('Monthly cost of the benchmark plan after the credit;'),
    benchmarkEntered: z
      .object({
        premium: usd('The benchmarkPremium as entered;'),
        members: z
          .array(z.number().int().min(0))
          .describe('Whom it covers: benchmarkMembers as sent, else the coverage family it was taken for.'),
        scaled: z
          .boolean()
          .describe(
            'true when it covered other members than the coverage family and was repriced for it by the age curve (the family tiers in New York and Vermont): benchmarkPremium is then the coverage family’s.',
          ),
      })
      .nullable()
      .describe('The benchmark premium the request entered and whom it covered; null when the benchmark was estimated.'),
    costSharing: z
      .object({
        silverVariation: z
          .object({
            actuarialValue: z.number().int().describe('94, 87 or 73 (percent).'),
            outOfPocketMax: oopMax.describe("The variation's reduced out-of-pocket maximum for the plan year, US dollars."),
          })
          .nullable()
          .describe('The silver plan variation the coverage family gets at 100-250 % of the poverty line; null otherwise.'),
        outOfPocketMax: oopMax.describe("The plan year's out-of-pocket maximum for every other plan, US dollars."),
        catastrophicHardship: z
          .boolean()
          .describe(
            'Household income rules out the credit or the cost-sharing reductions, so the hardship exemption opens catastrophic plans to every member.',
          ),
        recommendation: z
          .object({
            plan: z.enum(['silver-variation', 'zero-cost-sharing', 'compare-metals', 'full-price', 'none']),
            metals: z
              .array(z.enum(METALS))
              .describe('The metal levels to compare first, in the order to show them; empty when no member buys a plan with the credit.')
              .meta({ example: ['silver', 'gold'] }),
            text: z.string().describe('The recommendation with its reason, to read to a client.'),
          })
          .describe('Which plan to look at first, and why.'),
      })
      .describe("The household's cost-sharing picture: which silver the household gets, and which plans to compare."),
    plans: z
      .array(
        z.object({
          label: z.string(),
          metal: z.enum(METALS),
          monthlyPremium: usd('The plan’s monthly premium as given;'),
          creditApplied: usd(
            'The credit the plan takes a month: the monthly credit, at most the premium; 0 for a catastrophic plan, which the credit does not apply to;',
          ),
          netMonthlyPremium: usd('The premium less the credit, never below 0;'),
          yearlyPremium: usd('The premium after the credit times the months of the estimate;'),
          outOfPocketMax: usd(
            'The most the people enrolling pay for covered care in a year: self-only when one person enrolls, else family;',
          ),
          outOfPocketMaxSource: z
            .enum(['silver-variation', 'plan', 'plan-year-limit', 'zero-cost-sharing'])
            .describe(
              "silver-variation: a silver plan with the household's silver variation (its reduced maximum, unless the plan's own is lower); plan: the plan's own; plan-year-limit: the plan year's limit (none given, or the one given is above it); zero-cost-sharing: every member buying with the credit is American Indian or Alaska Native at up to 300 % of the poverty line.",
            ),
          worstCaseYear: usd('The yearly premium plus that out-of-pocket maximum;'),
          fitsRecommendation: z.boolean().describe('The plan’s metal level is one of costSharing.recommendation.metals.'),
          available: z.boolean().describe('false for a catastrophic plan no one in the household can buy.'),
          unavailableReason: z.string().nullable().describe('Why the plan cannot be bought, in one sentence; null when it can.'),
        }),
      )
      .describe('One row per plan of the request, in its order; empty when it gave none.'),
    taxTime: z
      .object({
        advanceCredit: usd('The advance credit the estimate pays over the year;'),
        repaymentLimited: z
          .boolean()
          .describe('true when the plan year limits repaying excess advance credit (to 2025); from 2026 every excess dollar is repaid.'),
        scenarios: z
          .array(
            z.object({
              label: z.string().meta({ example: '25% higher' }),
              income: z.number().int().describe('The income the year ends with, US dollars.'),
              fplPercent: z
                .number()
                .int()
                .describe(
                  'Form 8962 line 5: the poverty-line percentage with its decimals dropped; 401 above 400 % in a year with that limit (from 2026).',
                ),
              allowedCredit: usd('The credit the tax return allows for the year;'),
              difference: usd('Allowed less advance: above 0 the return pays it out, below 0 the household repays it;'),
              forgiven: usd('The part of an excess the repayment limit forgives (2025 only);'),
              note: z
                .string()
                .nullable()
                .describe(
                  "For a row of the request's yearEndIncomes: why the credit the return allows differs from a new estimate at that income, in one sentence (a job offer found unaffordable at enrollment stays so for the year; Medicaid or CHIP as found at enrollment; advance paid below the poverty line); null when they agree, and on the seven fixed rows.",
                )
                .meta({
                  example:
                    'A job offer found unaffordable at enrollment counts as unaffordable for the whole year, so the return keeps the credit for person 2 (age 41); a new estimate at $80,000 would find it affordable and leave them out.',
                }),
            }),
          )
          .describe(
            "The year-end incomes: as estimated, 25 % and 10 % lower and higher, at 400 % and just over it, then one row for each of the request's yearEndIncomes. The first row is the estimate itself as Form 8962 works it (decimals dropped, contributions in whole dollars): its difference is what that rounding changes against the advance.",
          ),
      })
      .describe('What the tax return would take back or pay out if the year ended at other incomes, worked as Form 8962 works it.'),
  })
  .describe('Premium tax credit estimate and its working.');

/** The 200 answer of GET /api/zip-codes/{zip}; `ZipCodeInfo` is inferred from it. */
export const zipCodeInfoSchema = z
  .object({
    zip: z.string().describe('The 5-digit ZIP code.').meta({ example: '15501' }),
    state: z.string().describe("Two-letter state (or DC) code: the counties', else the ZIP prefix's.").meta({ example: 'PA' }),
    counties: z
      .array(
        county.extend({
          ratingArea: z
            .number()
            .int()
            .nullable()
            .describe('The ACA rating area this county puts the household in; null when none is on file.'),
          primary: z.boolean().describe("The county assumed when none is chosen: the ZIP code's main county."),
        }),
      )
      .describe(
        'Every county the ZIP code reaches, primary first; empty when the ZIP code is not on file (the estimate then uses the state average).',
      ),
  })
  .describe('Where a ZIP code is: its state and counties, to ask which county before calculating when the answer changes the rating area.');
