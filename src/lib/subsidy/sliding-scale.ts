/**
 * The premium tax credit's sliding scale as pure arithmetic, with no table of its own: the engine
 * applies it to the tables in src/data/subsidy, and the /calculator chart to the same tables passed
 * in by the page, so both draw the same line. Integers throughout (see money.ts).
 */
import { divideRoundHalfUp, toScaledInteger } from './money.ts';

/**
 * Household income against its guideline, kept as two integers so that band edges (100, 133,
 * 138, 400 ...) are compared exactly instead of on a rounded double. The FPL % is not truncated:
 * estimators such as KFF's use the unrounded ratio (Form 8962 truncates only at tax time).
 */
export interface FplRatio {
  /** Annual household income in whole dollars. */
  income: number;
  /** Poverty guideline for the household, whole dollars. */
  guideline: number;
}

/** Exact three-way comparison of the household's FPL % with `percent` (-1, 0 or 1). */
export function compareFpl({ income, guideline }: FplRatio, percent: number): -1 | 0 | 1 {
  const left = income * 100;
  const right = percent * guideline;
  return left < right ? -1 : left > right ? 1 : 0;
}

/** [lo, hi, initial %, final %]: "at least lo but less than hi" % of the poverty line; hi null = no end. */
export type Band = readonly [number, number | null, number, number];

export interface SlidingScale {
  bands: readonly Band[];
  /** The 400 % cap, or null in years without one. */
  upperLimitFplPercent: number | null;
}

/** The one band edge that is inclusive: "at least 300 percent but not more than 400 percent". */
const INCLUSIVE_TOP_EDGE = 400;

/**
 * The applicable percentage (IRC 36B(b)(3)(A)) in integer hundredths of a percent (747 = 7.47 %),
 * or null above the scale's upper limit. Within a band the rate rises linearly (36B(b)(3)(A)(i))
 * and is "rounded to the nearest one-hundredth of one percent" (26 CFR 1.36B-3(g)(1)), an exact
 * half up, which integer arithmetic gets right where a binary double may not.
 */
export function applicableHundredths(scale: SlidingScale, ratio: FplRatio): number | null {
  if (scale.upperLimitFplPercent !== null && compareFpl(ratio, scale.upperLimitFplPercent) > 0) return null;
  for (const [lo, hi, initial, final] of scale.bands) {
    if (compareFpl(ratio, lo) < 0) continue;
    const inBand = hi === null || compareFpl(ratio, hi) < 0 || (hi === INCLUSIVE_TOP_EDGE && compareFpl(ratio, hi) === 0);
    if (!inBand) continue;
    const start = toScaledInteger(initial, 2);
    const end = toScaledInteger(final, 2);
    if (hi === null || start === end) return start;
    // (FPL% - lo) / (hi - lo) x (end - start) with FPL% = 100 x income / guideline, over one
    // common integer denominator.
    const numerator = (ratio.income * 100 - lo * ratio.guideline) * (end - start);
    const denominator = ratio.guideline * (hi - lo);
    return start + divideRoundHalfUp(numerator, denominator);
  }
  throw new RangeError(`The applicable percentage table has no band for ${(100 * ratio.income) / ratio.guideline} % FPL`);
}

/**
 * The expected contribution in integer cents, each figure rounded from the one before it so that
 * the working adds up: annual = income x applicable %, monthly = annual / 12.
 */
export function contributionCents(income: number, apHundredths: number): { annual: number; monthly: number } {
  // income (dollars) x AP (hundredths of a percent) / 10 000 = dollars; x 100 for cents.
  const annual = divideRoundHalfUp(income * apHundredths, 100);
  return { annual, monthly: divideRoundHalfUp(annual, 12) };
}
