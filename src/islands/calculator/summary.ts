/**
 * The summary a client reads (docs/behaviour.md, /calculator): what the answer means for each of
 * the client's own people, what the household pays a month, the choice a job offer leaves, the plans
 * compared, and tax time. This module works out the facts from the answer and what was sent; the
 * words come from one module per language (summary-en.ts, summary-es.ts), so a language adds no
 * logic. Loaded when the agent opens the summary.
 */

import { type Metal, type OtherCoverage, spansRatingAreas } from '../../lib/subsidy/rules.ts';
import type { SubsidyResult } from '../../lib/subsidy/types.ts';
import type { CalculatorInputs, PersonName } from './form.ts';
import type { Calculated } from './state.ts';
import { type Group, groupOf, type Person, peopleOf } from './summary-people.ts';
import { AT_LIMIT, FIXED_ROWS, OVER_LIMIT, RAISE } from './tax-time.ts';

export type { Group };
export type Language = 'en' | 'es';

/** What a member's coverage comes to. */
export type Cover =
  | { kind: 'credit' | 'no-credit' | 'full-price' | 'below-poverty' | 'coverage-gap' }
  | { kind: 'medicaid' | 'chip' | 'bhp'; state: string }
  | { kind: 'job'; employee: Person; tier: 'self-only' | 'family'; monthly: number }
  | { kind: 'other'; coverage: OtherCoverage }
  | { kind: 'not-enrolling' | 'cannot-enroll' | 'status-full-price' };

/** What the people priced pay a month for the benchmark plan, or why nobody gets the credit. */
export type Pay =
  | { kind: 'credit'; who: Group; benchmark: number; credit: number; net: number; reduced: { from: number; to: number } | null }
  | { kind: 'no-credit'; who: Group; benchmark: number; contribution: number }
  | { kind: 'cliff'; who: Group; benchmark: number }
  | { kind: 'coverage-gap'; state: string }
  | { kind: 'below-poverty' };

/** A job offer's family plan against the self-only plan, the Marketplace with the credit and the children's program. */
export interface Choice {
  employee: Person;
  family: { monthly: number; who: Group };
  /** The employee's self-only plan, when the employee keeps it (the credit is not open to them). */
  selfOnly: number | null;
  marketplace: { who: Group; net: number };
  /** The children likely on Medicaid or CHIP whom the family plan would cover. */
  programs: Group | null;
  total: number;
  /** The same, with each plan compared instead of the benchmark plan. */
  plans: { label: string; total: number }[];
}

export interface PlanLine {
  label: string;
  metal: Metal;
  net: number;
  yearly: number;
  worst: number;
  /** The credit lowers this plan's premium. */
  credited: boolean;
  /** A catastrophic plan, where the household has a credit it cannot take. */
  catastrophicWithoutCredit: boolean;
  fits: boolean;
  /** The reason the answer gives (English) when the plan is not open to the household; null when it is. */
  unavailable: string | null;
  fullYear: boolean;
}

/** A row of the tax-time table in the summary: what the return would do at that income. */
export interface Settled {
  income: number;
  difference: number;
  /** The answer's sentence (English) on why tax time differs from a new estimate; null when it does not. */
  note: string | null;
}

export interface TaxTimeFacts {
  year: number;
  advance: number;
  limited: boolean;
  raise: Settled & { all: boolean };
  /** Above this income the return takes all of it back; null when a raise already crosses it, or no such line. */
  cliff: number | null;
  rows: Settled[];
}

export type Note =
  | { kind: 'months'; first: number; last: number; year: number }
  | { kind: 'state-average'; state: string }
  | { kind: 'county-assumed'; county: string }
  /** `scaled`: the premium entered covered other people than those priced, and was repriced for them by age. */
  | { kind: 'entered'; scaled: { premium: number; entered: Group; priced: Group } | null }
  | { kind: 'stand-in'; year: number; dataYear: number }
  | { kind: 'worst-case' }
  | { kind: 'estimate' };

/** Everything a language says: each takes the facts above and gives sentences. */
export interface SummaryWords {
  lang: Language;
  title(year: number, client: string | null): string;
  intro(facts: { year: number; size: number; place: string; income: number }): string;
  headings: Readonly<Record<'cover' | 'pay' | 'choice' | 'plans' | 'taxTime' | 'notes', string>>;
  who(group: Group): string;
  cover(cover: Cover): string;
  pay(pay: Pay): string[];
  choice(choice: Choice): string[];
  plan(plan: PlanLine): string;
  taxTime(facts: TaxTimeFacts): string[];
  note(note: Note): string;
}

export interface SummarySection {
  heading: string | null;
  lines: string[];
  /** The lines are a list (one per person or plan), not paragraphs. */
  list: boolean;
}

export interface Summary {
  lang: Language;
  title: string;
  sections: SummarySection[];
}

const capital = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
const cents = (amount: number) => Math.round(amount * 100) / 100;
const amount = (text: string) => (text.trim() === '' || Number.isNaN(Number(text)) ? null : Number(text));

/** A member's coverage, from the answer (and the coverage the agent chose, for other coverage). */
function coverOf(r: SubsidyResult, index: number, people: readonly Person[], sent: CalculatorInputs): Cover {
  const m = r.members[index];
  if (!m || m.inCoverageFamily)
    switch (r.outcome) {
      case 'credit':
        return { kind: 'credit' };
      case 'cliff':
        return { kind: 'full-price' };
      case 'coverage-gap':
      case 'below-poverty':
        return { kind: r.outcome };
      default:
        return { kind: 'no-credit' };
    }
  const test = m.offerTest;
  switch (m.reason) {
    case 'medicaid':
      return { kind: 'medicaid', state: r.stateName };
    case 'medicaid-chip-child':
      return { kind: 'chip', state: r.stateName };
    case 'basic-health-program':
      return { kind: 'bhp', state: r.stateName };
    case 'affordable-job-offer':
      return test
        ? { kind: 'job', employee: people[test.employee] ?? (people[0] as Person), tier: test.tier, monthly: cents(test.yearlyShare / 12) }
        : { kind: 'other', coverage: 'job-based-enrolled' };
    case 'other-coverage':
      return { kind: 'other', coverage: sent.members[index]?.otherCoverage ?? 'other' };
    case 'cannot-enroll':
      return { kind: 'cannot-enroll' };
    case 'not-eligible-alien':
      return { kind: 'status-full-price' };
    default:
      return { kind: 'not-enrolling' };
  }
}

/** One line per coverage, for everyone who has it: 'You: …', 'Your wife: …', 'The children: …'. */
function coverLines(r: SubsidyResult, people: readonly Person[], sent: CalculatorInputs, words: SummaryWords): string[] {
  const byCover = new Map<string, { cover: Cover; positions: number[] }>();
  for (const p of people) {
    const cover = coverOf(r, p.index, people, sent);
    const key = JSON.stringify({ ...cover, employee: 'employee' in cover ? cover.employee.index : null });
    const entry = byCover.get(key) ?? { cover, positions: [] };
    entry.positions.push(p.index);
    byCover.set(key, entry);
  }
  return [...byCover.values()].map(({ cover, positions }) => `${capital(words.who(groupOf(positions, people)))}: ${words.cover(cover)}.`);
}

function payOf(r: SubsidyResult, people: readonly Person[]): Pay | null {
  const who = groupOf(r.coverageFamily, people);
  const sv = r.costSharing.silverVariation;
  const one = r.coverageFamily.length === 1;
  switch (r.outcome) {
    case 'credit':
      return {
        kind: 'credit',
        who,
        benchmark: r.benchmarkPremium,
        credit: r.subsidy,
        net: r.netBenchmarkPremium,
        reduced:
          sv === null
            ? null
            : one
              ? { from: r.costSharing.outOfPocketMax.selfOnly, to: sv.outOfPocketMax.selfOnly }
              : { from: r.costSharing.outOfPocketMax.family, to: sv.outOfPocketMax.family },
      };
    case 'no-credit':
      return { kind: 'no-credit', who, benchmark: r.benchmarkPremium, contribution: r.expectedMonthlyContribution ?? 0 };
    case 'cliff':
      return { kind: 'cliff', who, benchmark: r.benchmarkPremium };
    case 'coverage-gap':
      return { kind: 'coverage-gap', state: r.stateName };
    case 'below-poverty':
      return { kind: 'below-poverty' };
    default:
      return null;
  }
}

/**
 * The family's choice for each offer with a family share that reaches someone the credit is open
 * to: its family plan against the employee's self-only plan (when the employee keeps it), the
 * Marketplace plan after the credit (the benchmark's, and each plan compared) and the children's
 * Medicaid or CHIP.
 */
function choicesOf(r: SubsidyResult, people: readonly Person[], sent: CalculatorInputs): Choice[] {
  if (r.outcome !== 'credit') return [];
  const plans = r.plans.filter((p) => p.available && p.metal !== 'catastrophic');
  return sent.jobOffers.flatMap((offer) => {
    const family = amount(offer.familyMonthly);
    const reached = [offer.employee, ...offer.familyMembers].sort((a, b) => a - b);
    const employee = people[offer.employee];
    if (family === null || offer.familyMembers.length === 0 || !employee) return [];
    if (!reached.some((i) => r.coverageFamily.includes(i))) return [];
    const keeps = r.members[offer.employee]?.reason === 'affordable-job-offer' ? amount(offer.selfOnlyMonthly) : null;
    const children = reached.filter((i) => r.medicaidChipMembers.includes(i));
    const total = (net: number) => cents((keeps ?? 0) + net);
    return [
      {
        employee,
        family: { monthly: family, who: groupOf(reached, people) },
        selfOnly: keeps,
        marketplace: { who: groupOf(r.coverageFamily, people), net: r.netBenchmarkPremium },
        programs: children.length === 0 ? null : groupOf(children, people),
        total: total(r.netBenchmarkPremium),
        plans: plans.map((p) => ({ label: p.label, total: total(p.netMonthlyPremium) })),
      },
    ];
  });
}

function planLines(r: SubsidyResult): PlanLine[] {
  const fullYear = r.months.first === 1 && r.months.last === 12;
  return r.plans.map((p) => ({
    label: p.label,
    metal: p.metal,
    net: p.netMonthlyPremium,
    yearly: p.yearlyPremium,
    worst: p.worstCaseYear,
    credited: p.creditApplied > 0,
    catastrophicWithoutCredit: p.metal === 'catastrophic' && r.subsidy > 0,
    fits: p.fitsRecommendation,
    unavailable: p.available ? null : (p.unavailableReason ?? ''),
    fullYear,
  }));
}

/** The engine's way of naming someone in its English sentences (subsidy/member-notes.ts `personName`). */
const ENGINE_PERSON = /\b([Pp])erson (\d+) \(age \d+\)/g;

/** An English sentence of the answer with 'person 2 (age 41)' said as the summary says that person ('your wife', 'Ana'). */
function inClientWords(sentence: string, people: readonly Person[], words: SummaryWords): string {
  return sentence.replace(ENGINE_PERSON, (found, p: string, n: string) => {
    const person = people[Number(n) - 1];
    if (!person) return found;
    const said = words.who([person]);
    return p === 'P' ? capital(said) : said;
  });
}

function taxTimeOf(r: SubsidyResult, people: readonly Person[], words: SummaryWords): TaxTimeFacts | null {
  const t = r.taxTime;
  const [raise, atLimit, over] = [t.scenarios[RAISE], t.scenarios[AT_LIMIT], t.scenarios[OVER_LIMIT]];
  if (t.advanceCredit <= 0 || !raise || !atLimit || !over) return null;
  const all = (s: { difference: number }) => r.incomeLimits.creditUpTo !== null && -s.difference === t.advanceCredit;
  const settled = (s: SubsidyResult['taxTime']['scenarios'][number]): Settled => ({
    income: s.income,
    difference: s.difference,
    note: s.note === null ? null : inClientWords(s.note, people, words),
  });
  const raiseAll = all(raise) && raise.income > atLimit.income;
  return {
    year: r.year,
    advance: t.advanceCredit,
    limited: t.repaymentLimited,
    raise: { ...settled(raise), all: raiseAll },
    cliff: !raiseAll && all(over) ? atLimit.income : null,
    rows: t.scenarios.slice(FIXED_ROWS).map(settled),
  };
}

function enteredNote(r: SubsidyResult, people: readonly Person[]): Note {
  const e = r.benchmarkEntered;
  if (e === null || !e.scaled) return { kind: 'entered', scaled: null };
  return {
    kind: 'entered',
    scaled: { premium: e.premium, entered: groupOf(e.members, people), priced: groupOf(r.coverageFamily, people) },
  };
}

function notesOf({ result: r, countyChosen }: Calculated, people: readonly Person[]): Note[] {
  const priced = r.coverageFamily.length > 0;
  const notes: Note[] = [];
  if (r.months.first !== 1 || r.months.last !== 12) notes.push({ kind: 'months', ...r.months, year: r.year });
  if (priced && r.benchmarkSource === 'state-average') notes.push({ kind: 'state-average', state: r.stateName });
  if (priced && r.county !== null && !countyChosen && spansRatingAreas(r.countyOptions))
    notes.push({ kind: 'county-assumed', county: r.county.name });
  if (priced && r.benchmarkSource === 'provided') notes.push(enteredNote(r, people));
  else if (priced && r.benchmarkDataYear !== null && r.benchmarkDataYear !== r.year)
    notes.push({ kind: 'stand-in', year: r.year, dataYear: r.benchmarkDataYear });
  if (r.plans.some((p) => p.available)) notes.push({ kind: 'worst-case' });
  notes.push({ kind: 'estimate' });
  return notes;
}

/**
 * The summary for this answer in these words. `names`: the names the agent has given so far (the
 * form's, not the answer's: they are never sent, and the summary follows them as they are typed).
 */
export function clientSummary(c: Calculated, names: readonly PersonName[], words: SummaryWords): Summary {
  const r = c.result;
  const people = peopleOf(
    r.members.map((m) => m.age),
    c.inputs.members,
    names,
  );
  const section = (heading: string | null, lines: string[], list = false): SummarySection[] =>
    lines.length === 0 ? [] : [{ heading, lines, list }];
  const place = r.county === null ? r.stateName : `${r.county.name}, ${r.stateName}`;
  const pay = payOf(r, people);
  const tax = taxTimeOf(r, people, words);
  const h = words.headings;
  return {
    lang: words.lang,
    title: words.title(r.year, people[0]?.name ?? null),
    sections: [
      ...section(null, [words.intro({ year: r.year, size: r.members.length, place, income: c.income })]),
      ...section(h.cover, coverLines(r, people, c.inputs, words), true),
      ...section(h.pay, pay === null ? [] : words.pay(pay)),
      ...choicesOf(r, people, c.inputs).flatMap((choice) => section(h.choice, words.choice(choice))),
      ...section(h.plans, planLines(r).map(words.plan), true),
      ...section(h.taxTime, tax === null ? [] : words.taxTime(tax)),
      ...section(h.notes, notesOf(c, people).map(words.note), true),
    ],
  };
}

/** The summary as plain text, for the clipboard: the title, then each section's heading and lines, a blank line between. */
export function summaryText(s: Summary): string {
  const blocks = s.sections.map(({ heading, lines, list }) =>
    [...(heading === null ? [] : [heading]), ...lines.map((line) => (list ? `- ${line}` : line))].join('\n'),
  );
  return [s.title, ...blocks].join('\n\n');
}
