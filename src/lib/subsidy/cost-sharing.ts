/**
 * The household's cost-sharing picture: which silver variation the coverage family gets and its
 * reduced out-of-pocket maximum, members who are American Indian or Alaska Native, who loses
 * cost-sharing reductions with the credit, and who may buy a catastrophic plan (docs/behaviour.md,
 * "Which plan"). Tables and sources: src/data/subsidy/cost-sharing.json.
 */
import { z } from 'zod';
import costSharingData from '../../data/subsidy/cost-sharing.json' with { type: 'json' };
import type { Exclusion } from './coverage-family.ts';
import { dataSourceSchema, parseDataFile } from './data-file.ts';
import { formatUsdWhole } from './money.ts';
import type { MemberCostSharing, Metal } from './rules.ts';
import { compareFpl, type FplRatio } from './sliding-scale.ts';

const dollars = z.number().int().positive();
const limits = z.object({ selfOnly: dollars, family: dollars });
const band = z.enum(['lower', 'upper']);

const costSharingFileSchema = z.object({
  _source: dataSourceSchema,
  variations: z
    .array(z.object({ aboveFplPercent: z.number(), upToFplPercent: z.number(), actuarialValue: z.number().int(), reduced: band }))
    .min(1),
  years: z.record(
    z.string().regex(/^\d{4}$/),
    z.object({
      outOfPocketMax: limits,
      reducedOutOfPocketMax: z.object({ lower: limits, upper: limits }),
      citation: z.string().min(1),
      url: z.url(),
      verification: z.string().min(1),
    }),
  ),
  silverChoice: z.object({
    silverVariationUpToFplPercent: z.number().int(),
    compareGoldUpToFplPercent: z.number().int(),
    rule: z.string().min(1),
    sources: z.array(z.url()).min(1),
    verification: z.string().min(1),
  }),
  americanIndianAlaskaNative: z.object({
    zeroCostSharingUpToFplPercent: z.number().int(),
    rule: z.string().min(1),
    sources: z.array(z.url()).min(1),
    verification: z.string().min(1),
  }),
  catastrophic: z.object({
    underAge: z.number().int(),
    hardshipByIncome: z.record(z.string().regex(/^\d{4}$/), z.object({ belowFplPercent: z.number(), aboveFplPercent: z.number() })),
    rule: z.string().min(1),
    sources: z.array(z.url()).min(1),
    verification: z.string().min(1),
  }),
});

const file = parseDataFile('cost-sharing.json', costSharingFileSchema, costSharingData);
const tablesByYear = new Map(Object.entries(file.years).map(([year, t]) => [Number(year), t]));
const hardshipByYear = new Map(Object.entries(file.catastrophic.hardshipByIncome).map(([year, rule]) => [Number(year), rule]));

export const costSharingSource = file._source;
export const costSharingTables = file;

/** Bands of the silver choice the training teaches (deck 13, "Silver loading"), by household income. */
export type SilverChoiceBand = 'silver' | 'compare-gold' | 'compare-metals';

const { silverVariationUpToFplPercent: silverUpTo, compareGoldUpToFplPercent: goldUpTo } = file.silverChoice;

/** Each band's income range and advice; the recommendation and the registry fact silverChoiceRule both word them from here. */
const SILVER_CHOICE: Readonly<Record<SilverChoiceBand, { range: string; advice: string }>> = {
  silver: { range: `up to ${silverUpTo}%`, advice: 'the silver variation is usually the best buy' },
  'compare-gold': { range: `above ${silverUpTo}% and up to ${goldUpTo}%`, advice: 'compare gold with the silver variation' },
  'compare-metals': { range: `above ${goldUpTo}%`, advice: 'with no cost-sharing reductions, compare every metal level' },
};

/** The rule in one line, as the registry fact silverChoiceRule displays it. */
export const silverChoiceRule = (['silver', 'compare-gold', 'compare-metals'] as const)
  .map((band, i) => `${SILVER_CHOICE[band].range}${i === 0 ? ' of the poverty line' : ''}, ${SILVER_CHOICE[band].advice}`)
  .join('; ');

/** The band limits, in percent of the poverty line: the silver variation up to the first, gold compared up to the second. */
export const silverChoiceLimits: readonly [number, number] = [silverUpTo, goldUpTo];

/** The band a household's income falls in (with the credit; the engine asks only then). */
export function silverChoiceBand(ratio: FplRatio): SilverChoiceBand {
  if (compareFpl(ratio, silverUpTo) <= 0) return 'silver';
  return compareFpl(ratio, goldUpTo) <= 0 ? 'compare-gold' : 'compare-metals';
}

const bandWords = (band: SilverChoiceBand) => `${SILVER_CHOICE[band].range} of the poverty line, ${SILVER_CHOICE[band].advice}`;

export interface CostSharingMember {
  age: number;
  americanIndianAlaskaNative?: boolean | undefined;
}

export interface CostSharingPicture {
  /** The silver variation the coverage family gets, or null. */
  silverVariation: { actuarialValue: number; outOfPocketMax: { selfOnly: number; family: number } } | null;
  /** The plan year's out-of-pocket maximum for any other plan. */
  outOfPocketMax: { selfOnly: number; family: number };
  members: Array<{ costSharing: MemberCostSharing; catastrophic: 'under-30' | 'hardship' | null }>;
  /** Household income rules out the credit or the reductions, so the hardship exemption opens catastrophic plans. */
  catastrophicHardship: boolean;
  recommendation: {
    plan: 'silver-variation' | 'zero-cost-sharing' | 'compare-metals' | 'full-price' | 'none';
    /** The metal levels to compare first, in the order to show them. */
    metals: Metal[];
    text: string;
  };
}

function yearTable(year: number) {
  const table = tablesByYear.get(year);
  if (!table) throw new RangeError(`no cost-sharing table for plan year ${year}`);
  return table;
}

/** The silver variation for a household's income, or null outside 100-250 % ("above" is exclusive except at 100). */
function variationFor(year: number, ratio: FplRatio) {
  const table = yearTable(year);
  const found = file.variations.find(
    (v) =>
      compareFpl(ratio, v.upToFplPercent) <= 0 &&
      (v.aboveFplPercent === 100 ? compareFpl(ratio, 100) >= 0 : compareFpl(ratio, v.aboveFplPercent) > 0),
  );
  return found ? { actuarialValue: found.actuarialValue, outOfPocketMax: table.reducedOutOfPocketMax[found.reduced] } : null;
}

export interface CostSharingInput {
  year: number;
  ratio: FplRatio;
  members: readonly CostSharingMember[];
  /** Each member's exclusion from the coverage family, null when priced. */
  exclusions: readonly (Exclusion | null)[];
  /** The household gets no credit whatever its members: below 100 % or above 400 %. */
  householdGate: 'below-poverty-line' | 'above-400-percent' | null;
  fplText: string;
}

/** Whether household income makes the hardship exemption open catastrophic plans in `year`. */
export function catastrophicHardshipByIncome(year: number, ratio: FplRatio): boolean {
  const rule = hardshipByYear.get(year);
  return rule !== undefined && (compareFpl(ratio, rule.belowFplPercent) < 0 || compareFpl(ratio, rule.aboveFplPercent) > 0);
}

export function costSharingPicture({ year, ratio, members, exclusions, householdGate, fplText }: CostSharingInput): CostSharingPicture {
  const table = yearTable(year);
  const credited = householdGate === null;
  const variation = credited ? variationFor(year, ratio) : null;
  const zeroForIndians = credited && compareFpl(ratio, file.americanIndianAlaskaNative.zeroCostSharingUpToFplPercent) <= 0;
  const hardship = catastrophicHardshipByIncome(year, ratio);

  // Counted as the members are read, for the recommendation.
  const count = { priced: 0, silver: 0, zero: 0, indians: 0, lost: 0 };
  const rows = members.map((member, i) => {
    const x = exclusions[i] ?? null;
    let costSharing: MemberCostSharing;
    if (x?.reason === 'not-eligible-alien') costSharing = 'lost-with-credit';
    else if (x !== null) costSharing = 'not-applicable';
    // 45 CFR 155.350(b): limited cost sharing at any income, with the credit or without it.
    else if (member.americanIndianAlaskaNative) costSharing = zeroForIndians ? 'zero-cost-sharing' : 'limited-cost-sharing';
    else if (!credited) costSharing = 'not-applicable';
    else costSharing = variation ? 'silver-variation' : 'standard';
    if (costSharing === 'lost-with-credit') count.lost++;
    else if (costSharing !== 'not-applicable') {
      count.priced++;
      if (costSharing === 'silver-variation') count.silver++;
      else if (costSharing === 'zero-cost-sharing') count.zero++;
      if (costSharing === 'zero-cost-sharing' || costSharing === 'limited-cost-sharing') count.indians++;
    }
    const canBuy =
      x === null ||
      x.reason === 'not-eligible-alien' ||
      (householdGate !== null && x.reason !== 'cannot-enroll' && x.reason !== 'not-enrolling');
    const catastrophic = !canBuy ? null : member.age < file.catastrophic.underAge ? 'under-30' : hardship ? 'hardship' : null;
    return { costSharing, catastrophic } as const;
  });

  const offered = count.silver > 0 ? variation : null;
  return {
    silverVariation: offered && { actuarialValue: offered.actuarialValue, outOfPocketMax: offered.outOfPocketMax },
    outOfPocketMax: table.outOfPocketMax,
    members: rows,
    catastrophicHardship: hardship,
    recommendation: recommend({
      count,
      variation: offered,
      band: silverChoiceBand(ratio),
      standard: table.outOfPocketMax,
      householdGate,
      hardship,
      fplText,
    }),
  };
}

interface Facts {
  count: { priced: number; silver: number; zero: number; indians: number; lost: number };
  variation: { actuarialValue: number; outOfPocketMax: Limits } | null;
  band: SilverChoiceBand;
  /** The plan year's standard out-of-pocket maximum. */
  standard: Limits;
  householdGate: CostSharingInput['householdGate'];
  hardship: boolean;
  fplText: string;
}

type Limits = { selfOnly: number; family: number };

function recommend({ count, variation, band, standard, householdGate, hardship, fplText }: Facts): CostSharingPicture['recommendation'] {
  const catastrophic = hardship
    ? ' A catastrophic plan is open to every member through the hardship exemption; the credit does not apply to it.'
    : '';
  const withCatastrophic = (metals: Metal[]): Metal[] => (hardship ? ['catastrophic', ...metals] : metals);
  if (householdGate !== null) {
    const indians =
      count.indians > 0
        ? ' Members who are American Indian or Alaska Native still pay nothing for care from Indian health care providers, at any income.'
        : '';
    return {
      plan: 'full-price',
      metals: withCatastrophic(['bronze', 'silver', 'gold', 'platinum']),
      text: `Compare full prices: at ${fplText} of the poverty line the household gets no premium tax credit and no cost-sharing reductions.${indians}${catastrophic}`,
    };
  }
  if (count.priced === 0) {
    const lost = count.lost > 0;
    return {
      plan: lost ? 'full-price' : 'none',
      metals: lost ? ['bronze', 'silver', 'gold', 'platinum'] : [],
      text: lost
        ? 'Compare full prices: the members who can enroll get neither the credit nor cost-sharing reductions.'
        : 'No member buys a Marketplace plan with the credit, so there is no plan to recommend.',
    };
  }
  if (count.zero === count.priced) {
    return {
      plan: 'zero-cost-sharing',
      metals: ['bronze', 'silver', 'gold', 'platinum'],
      text: `Any metal level: at ${fplText} of the poverty line the members, American Indian or Alaska Native, pay no deductibles, copays or coinsurance in any plan, so the lowest premium after the credit is usually the best buy.`,
    };
  }
  if (variation) {
    const indians =
      count.indians > 0
        ? ' Members who are American Indian or Alaska Native have their own protections: quote them on a plan of their own.'
        : '';
    // The silver plan's members: one is quoted the self-only maximum, more the family one.
    const tier = count.silver === 1 ? 'selfOnly' : 'family';
    const limit = `${formatUsdWhole(variation.outOfPocketMax[tier])}${tier === 'family' ? ' for the family' : ''} instead of ${formatUsdWhole(standard[tier])}`;
    const got = `at ${fplText} of the poverty line the household gets the ${variation.actuarialValue}% silver variation, with an out-of-pocket maximum of ${limit}`;
    return band === 'silver'
      ? { plan: 'silver-variation', metals: ['silver'], text: `A silver plan: ${got}; ${bandWords(band)}.${indians}` }
      : {
          plan: 'silver-variation',
          metals: ['silver', 'gold'],
          text: `Compare silver with gold: ${got}; ${bandWords(band)}: a gold plan may pay more for a few dollars more after the credit, or even less.${indians}`,
        };
  }
  return {
    plan: 'compare-metals',
    metals: withCatastrophic(['bronze', 'silver', 'gold']),
    text: `Compare metal levels: ${SILVER_CHOICE['compare-metals'].range} of the poverty line (the household is at ${fplText}) there are no cost-sharing reductions, so silver is a standard plan and a bronze or gold plan may give more for the money after the credit.${catastrophic}`,
  };
}
