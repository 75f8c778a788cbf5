/**
 * Which plan to look at first, in plain words (docs/behaviour.md, "Which plan", and /calculator):
 * the answer's recommendation with its reason (`costSharing.recommendation.text`), and a line for
 * each member whose picture differs from the household's: cost-sharing reductions lost with the
 * credit, an American Indian or Alaska Native member's zero or limited cost sharing, a catastrophic
 * plan open to them (under 30, or the hardship exemption). Wording only: the engine decides every
 * fact. (The home calculator's few words on the silver variation are assumptions.ts's.)
 */
import type { SubsidyResult } from '../../lib/subsidy/types.ts';

type Member = SubsidyResult['members'][number];

const COST_SHARING: Partial<Record<Member['costSharing'], string>> = {
  'zero-cost-sharing': 'American Indian or Alaska Native: no deductibles, copays or coinsurance at any metal level',
  'limited-cost-sharing':
    'American Indian or Alaska Native: no cost sharing for care from Indian health care providers (above 300% of the poverty line, or without the credit, a plan’s own cost sharing applies elsewhere)',
  'lost-with-credit':
    'no cost-sharing reductions: from 2027 their immigration status rules out the credit, and the reductions with it (a plan at full price is open to them while that status lasts)',
};

const CATASTROPHIC: Readonly<Record<NonNullable<Member['catastrophic']>, string>> = {
  'under-30': 'can buy a catastrophic plan (under 30)',
  hardship: 'can buy a catastrophic plan (hardship exemption)',
};

export interface PlanChoice {
  /** The recommendation with its reason, as the answer words it. */
  text: string;
  /** 'Person 2 (24): can buy a catastrophic plan (under 30)', for each member whose picture differs; empty when none. */
  members: string[];
  /** Someone can buy a catastrophic plan: the credit does not apply to one. */
  catastrophic: boolean;
}

export function describePlanChoice(r: Pick<SubsidyResult, 'costSharing' | 'members'>): PlanChoice {
  const members = r.members.flatMap((m, i) => {
    const parts = [COST_SHARING[m.costSharing], m.catastrophic === null ? undefined : CATASTROPHIC[m.catastrophic]].filter(
      (part): part is string => part !== undefined,
    );
    return parts.length === 0 ? [] : [`Person ${i + 1} (${m.age}): ${parts.join('; ')}`];
  });
  return { text: r.costSharing.recommendation.text, members, catastrophic: r.members.some((m) => m.catastrophic !== null) };
}
