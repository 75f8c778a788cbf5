/**
 * The premium tax credit across incomes for one household, for the /calculator chart: the same
 * sliding scale, rounding and eligibility lines as the engine, over the figures of one answer.
 */
import { dollarsToCents } from '../../lib/subsidy/money.ts';
import { applicableHundredths, compareFpl, contributionCents, type SlidingScale } from '../../lib/subsidy/sliding-scale.ts';

export interface CurveInput {
  scale: SlidingScale;
  /** The household's poverty guideline, dollars a year. */
  guideline: number;
  /** The household's benchmark premium, dollars a month. */
  benchmark: number;
  /** No credit below this % of the poverty line (100). */
  lowerLimit: number;
  /** Adults up to this % get Medicaid instead (138) in an expansion state; null elsewhere. */
  medicaidLimit: number | null;
}

export interface CurvePoint {
  /** % of the poverty line. */
  percent: number;
  /** Yearly income at that percent, whole dollars. */
  income: number;
  /** Monthly credit, dollars. */
  credit: number;
  /** What the benchmark plan costs a month after the credit, dollars. */
  net: number;
}

/** The credit and the net benchmark premium at one yearly income. */
export function pointAt(input: CurveInput, income: number): CurvePoint {
  const ratio = { income, guideline: input.guideline };
  const benchmarkCents = dollarsToCents(input.benchmark);
  const below = compareFpl(ratio, input.lowerLimit) < 0;
  const medicaid = input.medicaidLimit !== null && compareFpl(ratio, input.medicaidLimit) <= 0;
  const ap = below || medicaid ? null : applicableHundredths(input.scale, ratio);
  const creditCents = ap === null ? 0 : Math.max(0, benchmarkCents - contributionCents(income, ap).monthly);
  return { percent: (income / input.guideline) * 100, income, credit: creditCents / 100, net: (benchmarkCents - creditCents) / 100 };
}

/**
 * Points from 0 to `maxPercent` % of the poverty line every `step` %, plus each side of every edge
 * where the credit jumps (100, the Medicaid limit, 133, the cap), so the lines drop straight down.
 */
export function creditCurve(input: CurveInput, maxPercent = 600, step = 5): CurvePoint[] {
  const percents = new Set<number>();
  for (let p = 0; p <= maxPercent; p += step) percents.add(p);
  const edges = [input.lowerLimit, input.medicaidLimit, input.scale.upperLimitFplPercent, ...input.scale.bands.map((b) => b[0])];
  for (const edge of edges)
    if (edge !== null && edge > 0 && edge < maxPercent)
      percents
        .add(edge)
        .add(edge + 0.01)
        .add(edge - 0.01);
  return [...percents].sort((a, b) => a - b).map((p) => pointAt(input, Math.round((input.guideline * p) / 100)));
}
