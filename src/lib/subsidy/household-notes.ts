/**
 * The notes about who is in the household's benchmark: each member left out and why, children
 * likely on Medicaid or CHIP, months with other rules, members of 65 and older (docs/behaviour.md,
 * "Who is in the benchmark").
 */
import { type ChildBand, type CoveredChild, childBand } from './children-coverage.ts';
import { isMedicaidExpansionState, MEDICAID_ADULT_LIMIT_FPL_PERCENT, MEDICAID_ADULT_MAX_AGE } from './eligibility.ts';
import { immigrationRuleDates, isMedicaidQualifiedAlien } from './immigration.ts';
import { capitalise, explainExclusion, listOf, longDate, monthName, personName } from './member-notes.ts';
import { formatUsdCents } from './money.ts';
import type { HouseholdFacts, NoteFacts } from './note-facts.ts';
import { compareFpl } from './sliding-scale.ts';

export const nobodyPriced = (h: HouseholdFacts): boolean => h.exclusions.every((x) => x !== null);

/**
 * Each member the benchmark leaves out, in plain words: children likely on Medicaid or CHIP are
 * said together (childrenNotes), and a Medicaid or Basic Health Program household by the note above.
 */
export function memberNotes(f: NoteFacts): string[] {
  const h = f.household;
  const saidAbove: readonly string[] =
    f.eligibility === 'medicaid' || f.eligibility === 'basic-health-program' ? ['medicaid', 'basic-health-program'] : [];
  const notes: string[] = [];
  h.exclusions.forEach((x, i) => {
    const member = h.members[i];
    if (x === null || member === undefined || x.reason === 'medicaid-chip-child' || saidAbove.includes(x.reason)) return;
    notes.push(`${capitalise(personName(i, member.age))} is not in the benchmark: ${h.explanations[i] ?? explainExclusion(x, member, f)}.`);
  });
  if (f.estimate === null && !f.entered?.given && h.exclusions.some((x) => x !== null) && !nobodyPriced(h))
    notes.push('The benchmark premium as entered should cover only the members who need a Marketplace plan and can get the credit.');
  return notes;
}

const span = (first: number, last: number) => (first === last ? monthName(first) : `${monthName(first)} to ${monthName(last)}`);

/** A rule that changes during the year: which months the estimate is for (the answer's first note). */
export function monthsNote(f: NoteFacts): string[] {
  const { months, earlier } = f.household;
  if (earlier.length === 0) return [];
  return [
    `The rules that decide this household's credit change during ${f.year}: this estimate is for ${span(months.first, months.last)} ${f.year}.`,
  ];
}

/** A rule that changes during the year: the other months' credit and why. */
export function monthNotes(f: NoteFacts): string[] {
  const { earlier, members } = f.household;
  if (earlier.length === 0) return [];
  return [
    ...earlier.map((e) => {
      const why = e.changed.map(({ position, exclusion }) => {
        const member = members[position];
        const who = personName(position, member?.age ?? 0);
        return exclusion === null || member === undefined
          ? `${who} could enroll and was in the benchmark`
          : `${who} was not in the benchmark: ${explainExclusion(exclusion, member, f)}`;
      });
      return `From ${span(e.firstMonth, e.lastMonth)} ${f.year} the credit is ${formatUsdCents(e.subsidyCents)} a month, because ${why.join('; ')}.`;
    }),
    ...medicaidEndNote(f),
  ];
}

/**
 * Members whom Medicaid took until section 71109 (1 October 2026) and who are priced after it: the
 * credit for those months is the engine's reading of the law, and the note says so.
 */
function medicaidEndNote(f: NoteFacts): string[] {
  const { months, earlier, members, exclusions } = f.household;
  const from = immigrationRuleDates.medicaidQualifiedAliensFrom;
  if (`${f.year}-${String(months.first).padStart(2, '0')}-01` !== from) return [];
  const moved = new Set<number>();
  for (const e of earlier)
    for (const { position, exclusion } of e.changed) {
      const member = members[position];
      if (
        exclusion?.reason === 'medicaid' &&
        exclusions[position] === null &&
        member &&
        !isMedicaidQualifiedAlien(member.immigrationStatus)
      )
        moved.add(position);
    }
  if (moved.size === 0) return [];
  const who = listOf([...moved].map((p) => personName(p, members[p]?.age ?? 0)));
  const month = monthName(months.first);
  return [
    `From ${longDate(from)} federal Medicaid takes only citizens, green-card holders, Cuban and Haitian entrants and COFA migrants (Pub. L. 119-21 §71109), so ${who} ${moved.size === 1 ? 'is' : 'are'} priced from ${month}. That the credit is available for ${span(months.first, months.last)} ${f.year} is an inference from the law (they are still lawfully present, and the credit is limited to eligible aliens only from ${Number(f.year) + 1}), not confirmed guidance: check the Marketplace’s eligibility notice.`,
  ];
}

/**
 * Members of 65 and older priced in: most have Medicare, which rules the credit out. At the
 * expansion's income they are not in it (it stops at 64), but Medicaid for the aged may still take them.
 */
export function olderMemberNotes(f: NoteFacts): string[] {
  const h = f.household;
  const older: string[] = [];
  h.members.forEach((m, i) => {
    if (m.age > MEDICAID_ADULT_MAX_AGE && h.exclusions[i] === null) older.push(personName(i, m.age));
  });
  if (older.length === 0) return [];
  const notes =
    h.given !== 'members'
      ? [
          'Members 65 or older usually have Medicare and then cannot get the credit for Marketplace coverage; the estimate still prices them at the 64-and-older rate.',
        ]
      : [
          `${capitalise(listOf(older))} ${older.length === 1 ? 'is' : 'are'} priced at the 64-and-older rate. Someone 65 or older who has Medicare, or can get premium-free Part A, cannot get the credit: give Medicare as their other coverage if so.`,
        ];
  const mayGetMedicaid = h.members.some((m, i) => m.age > MEDICAID_ADULT_MAX_AGE && h.exclusions[i] === null && !m.medicaidBarredByStatus);
  if (mayGetMedicaid && isMedicaidExpansionState(f.state) && compareFpl(f.ratio, MEDICAID_ADULT_LIMIT_FPL_PERCENT) <= 0)
    notes.push(
      `The Medicaid expansion covers adults aged 19 to ${MEDICAID_ADULT_MAX_AGE} only, so it does not take a member of 65 or older at this income. ${f.stateName}'s Medicaid for people 65 and older (with lower income limits and an asset test) may still: if it does, that member cannot get the credit. The estimate does not check it.`,
    );
  return notes;
}

const BAND_WORDS: Readonly<Record<ChildBand, string>> = { 'under-1': 'under 1', '1-5': 'aged 1 to 5', '6-18': 'aged 6 to 18' };

/** "person 3 (age 10)", "person 3 (age 10) and person 4 (age 2)". */
function namedChildren(children: readonly CoveredChild[]): string {
  return listOf(children.map((c) => personName(c.index, c.age)));
}

/** "up to 318% of the poverty line", or by age band where the children's limits differ. */
function childLimits(children: readonly CoveredChild[]): string {
  const byLimit = new Map<number, Set<ChildBand>>();
  for (const c of children) byLimit.set(c.limitFplPercent, (byLimit.get(c.limitFplPercent) ?? new Set()).add(childBand(c.age)));
  if (byLimit.size === 1) return `up to ${[...byLimit.keys()][0]}% of the poverty line`;
  const parts = [...byLimit].map(([limit, bands]) => `${limit}% ${[...bands].map((b) => BAND_WORDS[b]).join(' or ')}`);
  return `up to ${parts.slice(0, -1).join(', ')} and ${parts.at(-1)} of the poverty line`;
}

/**
 * Children likely covered by Medicaid or CHIP: who they are, why, what the estimate did about it
 * and where to apply. The state decides; the table is an estimate (docs/data.md).
 */
export function childrenNotes(f: NoteFacts, name: string): string[] {
  const h = f.household;
  const covered: CoveredChild[] = [];
  h.exclusions.forEach((x, index) => {
    if (x?.reason === 'medicaid-chip-child') covered.push({ index, age: h.members[index]?.age ?? 0, limitFplPercent: x.limitFplPercent });
  });
  const children = covered.length > 0 ? covered : h.pricedAnyway;
  if (children.length === 0) return [];
  const one = children.length === 1;
  const who = namedChildren(children);
  const them = one ? 'the child' : 'the children';
  const why = `${name} covers children ${childLimits(children)} through Medicaid or CHIP, and this household is at ${f.fplText}.`;
  const noCredit = 'A child who can get Medicaid or CHIP cannot get the premium tax credit';
  if (covered.length === 0) {
    return [
      `Priced on a Marketplace plan as asked, although ${who} ${one ? 'would' : 'would each'} likely qualify for Medicaid or CHIP: ${why} ${noCredit}, so this fits only when the state has found ${them} ineligible.`,
    ];
  }
  const everyone = covered.length === h.members.length;
  const notes = everyone
    ? [
        `Every member of the household is a child likely covered by Medicaid or CHIP: ${why} ${noCredit}, and no one is left to price on a Marketplace plan, so there is no premium tax credit.`,
      ]
    : [
        `${capitalise(who)} ${one ? 'is' : 'are'} likely covered by Medicaid or CHIP: ${why} ${noCredit}, so the estimate leaves ${one ? 'the child' : 'them'} out of the benchmark premium; the household size and income still count ${one ? 'the child' : 'them'}.`,
      ];
  notes.push(
    `Apply for ${them} through ${name}'s Medicaid/CHIP agency, or on the Marketplace application, which sends ${one ? 'the child' : 'them'} on to the state. The state decides: if it finds ${them} ineligible (an immigration status can bar CHIP), price ${one ? 'the child' : 'them'} on a Marketplace plan.`,
  );
  return notes;
}
