import { z } from 'zod';
import tierData from '../../data/subsidy/family-tiers.json' with { type: 'json' };
import { dataSourceSchema, parseDataFile, stateCodeSchema } from './data-file.ts';
import { toScaledInteger } from './money.ts';

const multiplier = z.number().positive().max(10);
const tierFileSchema = z.object({
  _source: dataSourceSchema,
  states: z.record(
    stateCodeSchema,
    z.object({
      oneAdult: multiplier,
      twoAdults: multiplier,
      adultAndChildren: multiplier,
      twoAdultsAndChildren: multiplier,
      childOnly: multiplier.nullable(),
      /** A dependant younger than this is a child in the tiers (New York: 26); null: children are under 21. */
      dependantChildUnder: z.number().int().min(22).max(30).nullable(),
    }),
  ),
});

const tiers = parseDataFile('family-tiers.json', tierFileSchema, tierData);

export const familyTierSource = tiers._source;

export type FamilyTier = 'oneAdult' | 'twoAdults' | 'adultAndChildren' | 'twoAdultsAndChildren' | 'childOnly';

export interface TierPolicy {
  tier: FamilyTier;
  /** Plain-language name of the tier, e.g. "two adults with children". */
  label: string;
  /** How many policies of this tier the household needs. */
  count: number;
  /** The tier's multiplier of the single-adult premium. */
  factor: number;
}

export interface FamilyTierChoice {
  /** The policies that cover the household; usually one. */
  policies: TierPolicy[];
  /** Total multiplier of the single-adult (40-year-old average) premium. */
  multiplier: number;
  /** Children under 21 priced at nothing (child-only households beyond the three oldest). */
  uncountedChildren: number;
  /** For the notes, e.g. 'the "two adults with children" tier: 2.85 times the single-adult premium'. */
  description: string;
  /** A judgement call the tier tables do not settle, said in the notes; null when none. */
  assumption: string | null;
  /** Dependants of 21 or older priced as children (New York, under 26), said in the notes. */
  dependantsAsChildren: number;
}

const LABELS: Record<FamilyTier, string> = {
  oneAdult: 'one adult',
  twoAdults: 'two adults',
  adultAndChildren: 'one adult with children',
  twoAdultsAndChildren: 'two adults with children',
  childOnly: 'child only',
};

/** Adult = 21 or older in the tiers (45 CFR 147.102(c)(1)). */
const ADULT_AGE = 21;

/** The age under which a dependant is a child in the state's tiers (New York: 26), or null. */
export function dependantChildUnder(state: string): number | null {
  return tiers.states[state]?.dependantChildUnder ?? null;
}

/** New York and Vermont do not rate by age (CMS "Market Rating Reforms" state table). */
export function hasFamilyTiers(state: string): boolean {
  return state in tiers.states;
}

/** 2 -> "2.00", 2.85 -> "2.85", 0.412 -> "0.412". */
const times = (m: number) => m.toFixed(3).replace(/(\.\d\d)0$/, '$1');

/**
 * The family tier for a household in a tier-rated state. Adult = 21 or older, the line 45 CFR
 * 147.102(c)(1) draws for children, except that a dependant (`dependants[i]`, claimed on the return)
 * under the state's `dependantChildUnder` (New York: 26) is a child on a policy that has an adult
 * who is not such a dependant; with no such adult the dependant is the policyholder, an adult. The
 * tables stop at "two adults with children", so:
 * - three or more adults: the first policy covers two adults and all the children; each further
 *   adult (an adult child or relative in the tax household) is priced as a single adult;
 * - no adult: New York's child-only tier for each of the three oldest children (mirroring the
 *   three-children cap); Vermont publishes no child-only tier, so the oldest child stands in as
 *   the policyholder (one child: single rate; more: adult-with-children rate).
 */
export function familyTierMultiplier(state: string, ages: readonly number[], dependants: readonly boolean[] = []): FamilyTierChoice {
  const table = tiers.states[state];
  if (!table) throw new RangeError(`${state} is not a family-tier state`);
  // Every member left out (children covered by Medicaid or CHIP): no policy to price.
  if (ages.length === 0)
    return { policies: [], multiplier: 0, uncountedChildren: 0, description: 'no one to price', assumption: null, dependantsAsChildren: 0 };
  const under = table.dependantChildUnder;
  const olderDependant = (age: number, i: number) => under !== null && dependants[i] === true && age >= ADULT_AGE && age < under;
  const anchors = ages.filter((a, i) => a >= ADULT_AGE && !olderDependant(a, i)).length;
  const dependantsAsChildren = anchors > 0 ? ages.filter(olderDependant).length : 0;
  const adults = anchors > 0 ? anchors : ages.filter((a) => a >= ADULT_AGE).length;
  const children = ages.length - adults;
  const choose = (policies: TierPolicy[], uncountedChildren: number, assumption: string | null) =>
    chooseTier(policies, uncountedChildren, assumption, dependantsAsChildren);
  const policy = (tier: FamilyTier, count = 1): TierPolicy => {
    const factor = tier === 'childOnly' ? table.childOnly : table[tier];
    if (factor === null) throw new RangeError(`${state} has no ${LABELS[tier]} tier`);
    return { tier, label: LABELS[tier], count, factor };
  };

  if (adults === 0) {
    if (table.childOnly !== null) {
      const priced = Math.min(children, 3);
      const who = priced === 1 ? 'the child is' : `each of the ${priced === children ? priced : `${priced} oldest`} children is`;
      return choose(
        [policy('childOnly', priced)],
        children - priced,
        `With no adult in the household, ${who} priced at the child-only rate.`,
      );
    }
    const assumption = 'There is no child-only tier here, so the oldest child is treated as the policyholder.';
    return choose([policy(children === 1 ? 'oneAdult' : 'adultAndChildren')], 0, assumption);
  }
  if (adults === 1) return choose([policy(children > 0 ? 'adultAndChildren' : 'oneAdult')], 0, null);
  const extraAdults = adults - 2;
  const main = policy(children > 0 ? 'twoAdultsAndChildren' : 'twoAdults');
  if (extraAdults === 0) return choose([main], 0, null);
  const who = extraAdults === 1 ? 'the third adult is' : `the ${extraAdults} adults beyond two are each`;
  return choose(
    [main, policy('oneAdult', extraAdults)],
    0,
    `The family tiers cover at most two adults, so ${who} priced as a separate single adult.`,
  );
}

function chooseTier(
  policies: TierPolicy[],
  uncountedChildren: number,
  assumption: string | null,
  dependantsAsChildren: number,
): FamilyTierChoice {
  // Summed in thousandths: the tier factors have at most three decimals.
  const thousandths = policies.reduce((sum, p) => sum + p.count * toScaledInteger(p.factor, 3), 0);
  const multiplier = thousandths / 1000;
  const parts = policies.map((p, i) => {
    if (p.count > 1) return `${p.count} "${p.label}" policies (${times(p.factor)} each)`;
    return i === 0 ? `the "${p.label}" tier (${times(p.factor)})` : `one "${p.label}" policy (${times(p.factor)})`;
  });
  const description =
    policies.length === 1 && policies[0]?.count === 1
      ? `the "${policies[0].label}" tier: ${times(multiplier)} times the single-adult premium`
      : `${parts.join(' plus ')}: ${times(multiplier)} times the single-adult premium`;
  return { policies, multiplier, uncountedChildren, description, assumption, dependantsAsChildren };
}
