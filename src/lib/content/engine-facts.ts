// Registry facts whose figure is a number of the subsidy engine's tables (src/data/subsidy/*.json).
// The facts file gives each plan year's source and verification; the figure itself (value and
// display) is filled in from the table as the facts collection loads, so it has one home.
import { applicablePercentageTable } from '../subsidy/applicable-percentage.ts';
import { costSharingTables, silverChoiceLimits, silverChoiceRule } from '../subsidy/cost-sharing.ts';
import { povertyGuidelineTables } from '../subsidy/fpl.ts';
import { formatPercent, formatUsdWhole } from '../subsidy/money.ts';
import { isPlanYear } from '../subsidy/rules.ts';

export interface EngineFact {
  /** What the figure is, for messages. */
  what: string;
  /** The engine's data file the figure comes from. */
  table: string;
  /** The figure for a plan year, or undefined when the table has no such year. */
  figure: (planYear: number) => number | undefined;
  display: (figure: number) => string;
}

const GUIDELINES = 'src/data/subsidy/poverty-guidelines.json';
const SLIDING_SCALE = 'src/data/subsidy/applicable-percentage.json';
const COST_SHARING = 'src/data/subsidy/cost-sharing.json';
/** Coverage year Y uses the poverty guidelines of Y - 1 (48 contiguous states and DC). */
const guideline = (field: 'first' | 'additional') => (planYear: number) =>
  povertyGuidelineTables.years[String(planYear - 1)]?.contiguous[field];
const scale = (of: (t: ReturnType<typeof applicablePercentageTable>) => number) => (planYear: number) =>
  isPlanYear(planYear) ? of(applicablePercentageTable(planYear)) : undefined;
/** A silver variation's reduced self-only out-of-pocket maximum: 'lower' for the 94 % and 87 % variations, 'upper' for 73 %. */
const reducedMax = (band: 'lower' | 'upper') => (planYear: number) =>
  costSharingTables.years[String(planYear)]?.reducedOutOfPocketMax[band].selfOnly;

/** The engine's facts by registry name. */
export const ENGINE_FACTS: Readonly<Record<string, EngineFact>> = {
  povertyGuidelineFirstPerson: {
    what: 'the poverty guideline for one person',
    table: GUIDELINES,
    figure: guideline('first'),
    display: formatUsdWhole,
  },
  povertyGuidelineAdditionalPerson: {
    what: 'the poverty guideline for each additional person',
    table: GUIDELINES,
    figure: guideline('additional'),
    display: formatUsdWhole,
  },
  applicablePercentageLowest: {
    what: 'the lowest applicable percentage',
    table: SLIDING_SCALE,
    figure: scale((t) => Math.min(...t.bands.map((b) => b[2]))),
    display: formatPercent,
  },
  applicablePercentageHighest: {
    what: 'the highest applicable percentage',
    table: SLIDING_SCALE,
    figure: scale((t) => Math.max(...t.bands.map((b) => b[3]))),
    display: formatPercent,
  },
  csrOutOfPocketMaxLower: {
    what: 'the self-only out-of-pocket maximum of the 94 % and 87 % silver variations',
    table: COST_SHARING,
    figure: reducedMax('lower'),
    display: formatUsdWhole,
  },
  csrOutOfPocketMaxUpper: {
    what: 'the self-only out-of-pocket maximum of the 73 % silver variation',
    table: COST_SHARING,
    figure: reducedMax('upper'),
    display: formatUsdWhole,
  },
  employerAffordability: {
    what: 'the job-based offer affordability percentage',
    table: SLIDING_SCALE,
    figure: scale((t) => t.jobOfferAffordabilityPercent),
    display: formatPercent,
  },
};

/** A standing fact the engine words itself: its value and display, the same words as its answers. */
export interface StandingEngineFact {
  what: string;
  table: string;
  value: number | number[];
  display: string;
}

/** The engine's standing facts by registry name. */
export const STANDING_ENGINE_FACTS: Readonly<Record<string, StandingEngineFact>> = {
  silverChoiceRule: {
    what: "the metal level to compare first by income, as the calculator's recommendation words it",
    table: COST_SHARING,
    value: [...silverChoiceLimits],
    display: silverChoiceRule,
  },
};

/** A problem with one plan year of an engine fact, at a path inside the facts file. */
export interface EngineFactProblem {
  path: (string | number)[];
  message: string;
}

/**
 * A facts file (as parsed from YAML) with every engine fact's figures filled in for each plan year
 * it gives (a standing one's value and display), and the problems: a figure typed into the file,
 * or a plan year the table lacks.
 */
export function withEngineFigures(file: unknown): { file: unknown; problems: EngineFactProblem[] } {
  if (typeof file !== 'object' || file === null) return { file, problems: [] };
  const problems: EngineFactProblem[] = [];
  const out: Record<string, unknown> = { ...file };
  for (const [name, fact] of Object.entries(ENGINE_FACTS)) {
    const entry = out[name] as { byPlanYear?: unknown } | undefined;
    if (typeof entry?.byPlanYear !== 'object' || entry.byPlanYear === null) continue;
    const years: Record<string, unknown> = {};
    for (const [year, given] of Object.entries(entry.byPlanYear)) {
      const figure = fact.figure(Number(year));
      const typed = (['value', 'display'] as const).filter((key) => typeof given === 'object' && given !== null && key in given);
      for (const key of typed)
        problems.push({
          path: [name, 'byPlanYear', year, key],
          message: `is ${fact.what}, taken from the subsidy engine's table (${fact.table}); expected the line removed`,
        });
      if (figure === undefined)
        problems.push({
          path: [name, 'byPlanYear', year],
          message: `has no figure in the subsidy engine's table; expected plan year ${year} in ${fact.table}`,
        });
      years[year] = figure === undefined ? given : { ...(given as object), value: figure, display: fact.display(figure) };
    }
    out[name] = { ...entry, byPlanYear: years };
  }
  for (const [name, fact] of Object.entries(STANDING_ENGINE_FACTS)) {
    const entry = out[name];
    if (typeof entry !== 'object' || entry === null) continue;
    for (const key of (['value', 'display'] as const).filter((k) => k in entry))
      problems.push({
        path: [name, key],
        message: `is ${fact.what}, taken from the subsidy engine (${fact.table}); expected the line removed`,
      });
    out[name] = { ...entry, value: fact.value, display: fact.display };
  }
  return { file: out, problems };
}
