/**
 * Plain words for who in the household the benchmark prices: each member left out and why, the
 * job-based offers that did not rule the credit out, a credit that changes during the year, and what
 * was assumed when the members were not given (docs/behaviour.md, "Who is in the benchmark").
 */
import { type BasicHealthProgram, programFloor } from './basic-health-program.ts';
import type { Exclusion } from './coverage-family.ts';
import type { Member } from './household-schema.ts';
import { dacaOnHoldIn, immigrationRuleDates } from './immigration.ts';
import type { OfferTest } from './job-offers.ts';
import { formatUsdCents, formatUsdWhole, formatPercent as percent } from './money.ts';

export interface MemberFacts {
  year: number;
  state: string;
  /** The state's name, "Minnesota". */
  stateName: string;
  income: number;
  /** The household's FPL % as the notes print it, "187.88%". */
  fplText: string;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "25 August 2025" for an ISO date, `days` later. */
export function longDate(iso: string, days = 0): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

export const monthName = (month: number): string => MONTHS[month - 1] ?? String(month);

/** "person 2 (age 38)", as the notes name members. */
export const personName = (position: number, age: number): string => `person ${position + 1} (age ${age})`;

export const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

const COVERAGE: Readonly<Record<Extract<Exclusion, { reason: 'other-coverage' }>['coverage'], string>> = {
  medicare: 'has Medicare',
  'medicaid-chip': 'has Medicaid or CHIP',
  tricare: 'has TRICARE',
  va: 'has VA health care',
  'job-based-enrolled': 'is enrolled in job-based coverage',
  other: 'has other minimum essential coverage',
};

/** "above 138% and up to 200% of the poverty line", as the program takes this member. */
function programBand(program: BasicHealthProgram, barred: boolean): string {
  const floor = programFloor(program, barred);
  const range = floor === null ? `up to ${program.incomeUpToFplPercent}%` : `above ${floor}% and up to ${program.incomeUpToFplPercent}%`;
  return `ages ${program.minAge}-${program.maxAge}, ${range} of the poverty line${floor === null ? ' for someone barred from Medicaid by immigration status' : ''}`;
}

/**
 * An offer's yearly share against the plan year's limit in dollars (household income times the
 * percentage), so that a share that rounds to the limit's percentage still reads clearly:
 * "the self-only share, $766.51 a month or $9,198.12 a year (10.22% of household income), is more
 * than the 2027 limit of $9,198.00 a year (10.22% of household income of $90,000)".
 */
function offerComparison(offer: OfferTest, f: MemberFacts): string {
  const annual = offer.monthlyCents * 12;
  const ofIncome = f.income === 0 ? '' : ` (${percent(annual / f.income)} of household income)`;
  const share = `the ${offer.tier === 'self-only' ? 'self-only' : 'family'} share, ${formatUsdCents(offer.monthlyCents)} a month or ${formatUsdCents(annual)} a year${ofIncome}`;
  // Income (whole dollars) x hundredths of a percent / 100 = cents; down to the cent, so that a
  // share at most the shown limit is exactly a share within the percentage.
  const limitCents = Math.floor((f.income * offer.limitHundredths) / 100);
  const limit = `the ${f.year} limit of ${formatUsdCents(limitCents)} a year (${percent(offer.limitHundredths / 100)} of household income of ${formatUsdWhole(f.income)})`;
  return annual <= limitCents ? `${share}, is at most ${limit}` : `${share}, is more than ${limit}`;
}

/**
 * Why a member is not in the benchmark, as a clause that follows "person 2 (age 38) is not in the
 * benchmark:". Worded for an agent to read to a client.
 */
export function explainExclusion(x: Exclusion, _member: Member, f: MemberFacts): string {
  const state = f.stateName;
  const at = `the household is at ${f.fplText}`;
  switch (x.reason) {
    case 'not-enrolling':
      return 'not seeking Marketplace coverage; still counted in the household size and income';
    case 'cannot-enroll': {
      if (x.status === 'not-lawfully-present')
        return 'not lawfully present, so cannot enroll in a Marketplace plan, even at full price; still counted in the household size and income, and can apply for the others without giving their own immigration status';
      const ended = longDate(immigrationRuleDates.dacaThrough, 1);
      const onHold = f.year <= Number(immigrationRuleDates.dacaThrough.slice(0, 4)) && dacaOnHoldIn(f.state);
      return onHold
        ? `a DACA recipient in ${state}, where Marketplace enrollment for DACA was on hold from ${longDate(immigrationRuleDates.dacaOnHoldFrom)} (Kansas v. United States) until DACA stopped counting as lawfully present on ${ended}, so cannot enroll in a Marketplace plan; still counted in the household size and income`
        : `a DACA recipient, and DACA has not counted as lawfully present since ${ended}, so cannot enroll in a Marketplace plan; still counted in the household size and income`;
    }
    case 'not-eligible-alien':
      return `lawfully present but not a green-card holder, Cuban or Haitian entrant or COFA migrant (a refugee, asylee, TPS holder, visa holder or parolee who is not a Cuban or Haitian entrant, say), so cannot get the credit from plan year ${immigrationRuleDates.eligibleAliensFrom.slice(0, 4)}; can still buy a plan at full price while that status lasts (a TPS designation or parole that has ended leaves the person not lawfully present), and gets the credit back on becoming a green-card holder`;
    case 'other-coverage':
      return `${COVERAGE[x.coverage]}, so cannot get the credit`;
    case 'medicaid':
      return `likely eligible for ${state} Medicaid (adults up to ${x.limitFplPercent}% of the poverty line; ${at}), so cannot get the credit`;
    case 'medicaid-chip-child':
      return `likely covered by Medicaid or CHIP (${state} covers children this age up to ${x.limitFplPercent}% of the poverty line; ${at}), so cannot get the credit`;
    case 'basic-health-program':
      return `likely eligible for ${x.program.name}, ${state}’s Basic Health Program (${programBand(x.program, x.barredFromMedicaid)}; ${at}), which takes the place of a Marketplace plan with the credit`;
    case 'affordable-job-offer':
      return x.offer.tier === 'self-only'
        ? `offered affordable job-based coverage, so cannot get the credit: ${offerComparison(x.offer, f)}`
        : `reached by the affordable job-based family offer of person ${x.offer.employee + 1}, so cannot get the credit: ${offerComparison(x.offer, f)}`;
  }
}

/**
 * The job-based offers that leave a member in the benchmark: not minimum value, or a share above the
 * plan year's percentage (the family tier tested on its own, since 2023).
 */
export function offerNotes(
  offers: ReadonlyMap<number, OfferTest>,
  exclusions: readonly (Exclusion | null)[],
  members: readonly Member[],
  f: MemberFacts,
): string[] {
  if (offers.size === 0) return [];
  const groups = new Map<string, { offer: OfferTest; positions: number[] }>();
  for (const [position, offer] of offers) {
    if (offer.affordable || exclusions[position] !== null) continue;
    const key = `${offer.employee}:${offer.tier}`;
    const group = groups.get(key) ?? { offer, positions: [] };
    group.positions.push(position);
    groups.set(key, group);
  }
  return [...groups.values()].map(({ offer, positions }) => {
    const who = listOf(positions.map((p) => personName(p, members[p]?.age ?? 0)));
    const whose =
      offer.tier === 'self-only' ? `The job-based offer to ${who}` : `The family offer from the job of person ${offer.employee + 1}`;
    const reason = offer.minimumValue ? `${offerComparison(offer, f)}: it is not affordable` : 'the plan does not meet minimum value';
    return offer.tier === 'self-only'
      ? `${whose} does not rule out the credit: ${reason}.`
      : `${whose} does not rule out the credit for ${who}: ${reason}.`;
  });
}

export function listOf(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
