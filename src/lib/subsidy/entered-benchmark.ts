/**
 * A benchmark premium entered by hand (`benchmarkPremium`), and whom it covers (`benchmarkMembers`):
 * priced for the coverage family by the age curve or the family tiers when it covers other members,
 * with its notes (docs/behaviour.md, "The benchmark premium").
 */
import { ageCurveFor, ratingWeight } from './benchmark.ts';
import { hasFamilyTiers } from './family-tier.ts';
import { capitalise, listOf, personName } from './member-notes.ts';
import { divideRoundHalfUp, formatUsdCents } from './money.ts';

export interface EnteredInput {
  state: string;
  stateName: string;
  premiumCents: number;
  /** benchmarkMembers as sent: whom the figure covers; undefined when the request did not say. */
  covers: readonly number[] | undefined;
  /** The coverage family of the months the estimate is for. */
  family: readonly number[];
  ages: readonly number[];
  dependants: readonly boolean[];
  /** The premiums on file for a set of members (integer cents a month), to tell a figure that cannot be theirs. */
  estimateFor: (positions: readonly number[]) => number;
}

export interface EnteredBenchmark {
  premiumCents: number;
  /** Whom the figure covers: benchmarkMembers, or else the coverage family it is taken for. */
  members: number[];
  /** benchmarkMembers said whom it covers. */
  given: boolean;
  /** Repriced for the coverage family, which it did not cover as entered. */
  scaled: boolean;
  /** The coverage family's benchmark from it; the figure itself when nobody is priced. */
  familyCents: number;
  /** The benchmark of another set of members from it (the months of a split year with another coverage family). */
  priceFor: (positions: readonly number[]) => number;
  notes: string[];
}

/**
 * A figure taken for the coverage family is flagged when it is at least this many times what the
 * premiums on file give them: far more than a year's rise, about what the family of four in the
 * case that prompted it typed for the one member priced.
 */
const IMPLAUSIBLE_TIMES = { numerator: 3, denominator: 2 };

const sameSet = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((p) => b.includes(p));

/** Thousandths as the factors are written: 1357 -> "1.357". */
const factor = (thousandths: number) => (thousandths / 1000).toFixed(3);

export function enteredBenchmark(input: EnteredInput): EnteredBenchmark {
  const { state, premiumCents, covers, family, ages, dependants } = input;
  const pick = <T>(values: readonly T[], positions: readonly number[]) => positions.map((i) => values[i] as T);
  const weight = (positions: readonly number[]) => ratingWeight(state, pick(ages, positions), pick(dependants, positions));
  const who = (positions: readonly number[]) => listOf(positions.map((i) => personName(i, ages[i] ?? 0)));

  if (covers === undefined) {
    const priceFor = (positions: readonly number[]) => (positions.length === 0 ? 0 : premiumCents);
    const notes = [`Benchmark premium as entered: ${formatUsdCents(premiumCents)} a month for the household.`];
    const estimate = family.length === 0 ? 0 : input.estimateFor(family);
    if (estimate > 0 && premiumCents * IMPLAUSIBLE_TIMES.denominator >= estimate * IMPLAUSIBLE_TIMES.numerator)
      notes.push(
        `The benchmark premium entered, ${formatUsdCents(premiumCents)} a month, is taken as the premium of the ${family.length === 1 ? 'one member' : 'members'} the estimate prices, ${who(family)}, but the premiums on file for this area put it at about ${formatUsdCents(estimate)} a month for ${family.length === 1 ? 'them' : 'these members'}: the figure may be for more people. If it is, say whom it covers, and the estimate reprices it for ${who(family)} by ${curveWords(state, input.stateName)}.`,
      );
    return { premiumCents, members: [...family], given: false, scaled: false, familyCents: premiumCents, priceFor, notes };
  }

  const members = [...covers].sort((a, b) => a - b);
  const coveredWeight = weight(members);
  const priceFor = (positions: readonly number[]) => {
    if (positions.length === 0) return 0;
    if (sameSet(positions, members)) return premiumCents;
    return divideRoundHalfUp(premiumCents * weight(positions), coveredWeight);
  };
  const scaled = family.length > 0 && !sameSet(family, members);
  const familyCents = family.length === 0 ? premiumCents : priceFor(family);
  const entered = `Benchmark premium as entered: ${formatUsdCents(premiumCents)} a month for ${who(members)}`;
  const notes = scaled
    ? [
        `${entered}. The estimate prices ${who(family)}, so it is repriced for ${family.length === 1 ? 'them' : 'these members'} by ${curveWords(state, input.stateName)}: ${formatUsdCents(premiumCents)} × ${factor(weight(family))} ÷ ${factor(coveredWeight)} = ${formatUsdCents(familyCents)} a month.`,
      ]
    : [family.length === 0 ? `${entered}.` : `${entered}, the ${family.length === 1 ? 'member' : 'members'} the estimate prices.`];
  return { premiumCents, members, given: true, scaled, familyCents, priceFor, notes: notes.map(capitalise) };
}

/** How a premium moves from one set of members to another in the state. */
function curveWords(state: string, stateName: string): string {
  if (hasFamilyTiers(state)) return `${stateName}’s family tiers`;
  return ageCurveFor(state) === 'default' ? 'the federal default age curve' : `${stateName}’s own age curve`;
}
