// Facts know their time (docs/content.md, "Facts know their time"): which pages quote a fact, the
// check that no page of the plan year quotes a fact past its `until`, the warning for secondary
// facts not read lately, a page's "Rules as of" date, the dated changes the What changed page lists,
// and the status a search result shows beside a passage (stayed, until, from).
import { interpolateFacts, isWorkedExample, isYearly, resolveFact } from './facts.ts';
import { type ContentProblem, contentError } from './problems.ts';
import { factTokens } from './tokens.ts';
import type { Entry, Fact, FactEntry } from './types.ts';

/** A secondary fact not read again within this many days draws a warning. */
export const RECHECK_SECONDARY_DAYS = 60;
/** What Changed lists the changes of the last twelve months and the next six. */
export const CHANGES_MONTHS_BACK = 12;
export const CHANGES_MONTHS_AHEAD = 6;

/** An ISO date moved by whole days or months (months clamp to the month's last day). */
export function shiftDate(iso: string, { days = 0, months = 0 }: { days?: number; months?: number }): string {
  const [y = 0, m = 1, d = 1] = iso.split('-').map(Number);
  const firstOfMonth = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(firstOfMonth.getUTCFullYear(), firstOfMonth.getUTCMonth() + 1, 0)).getUTCDate();
  firstOfMonth.setUTCDate(Math.min(d, lastDay) + days);
  return firstOfMonth.toISOString().slice(0, 10);
}

/** Names of the facts a text quotes for the current plan year ({{name}}, {{name.field}}; not {{name@previous}}). */
export function currentQuotes(text: string): string[] {
  return factTokens(text).flatMap((ref) => (ref.year === 'current' ? [ref.name] : []));
}

/** Which pages quote each fact for the current plan year: fact name -> the files quoting it. */
export type QuotingPages = ReadonlyMap<string, ReadonlySet<string>>;

export function quotingPages(quotes: Iterable<{ file: string; names: Iterable<string> }>): QuotingPages {
  const pages = new Map<string, Set<string>>();
  for (const { file, names } of quotes) {
    for (const name of names) pages.set(name, (pages.get(name) ?? new Set()).add(file));
  }
  return pages;
}

/** One dated figure of the registry: a standing fact, or one plan year of a yearly fact. */
interface DatedFigure {
  name: string;
  /** Where its fields sit in the file: "name" or "name.byPlanYear.2027". */
  at: string;
  file: string;
  figure: Omit<Fact, 'planYear' | 'value' | 'display' | 'figures'> & { planYear?: number | undefined };
}

function figuresOf(facts: readonly Entry<FactEntry>[]): DatedFigure[] {
  return facts.flatMap(({ id: name, data, filePath: file }): DatedFigure[] => {
    if (!isYearly(data)) return [{ name, at: name, file, figure: data }];
    return Object.entries(data.byPlanYear).map(([year, figure]) => ({
      name,
      at: `${name}.byPlanYear.${year}`,
      file,
      figure: { ...figure, planYear: Number(year) },
    }));
  });
}

/**
 * The time rules of the registry: a page of the plan year quoting a fact whose `until` has passed
 * (one problem per fact, naming every page), a `checked` date still to come, an `until` before its
 * `effective`; and, as warnings, secondary facts content can print that were not read in the last
 * RECHECK_SECONDARY_DAYS days.
 */
export function checkFactTimes(
  facts: readonly Entry<FactEntry>[],
  pages: QuotingPages,
  planYear: number,
  today: string,
): { problems: ContentProblem[]; warnings: ContentProblem[] } {
  const problems: ContentProblem[] = [];
  const warnings: ContentProblem[] = [];
  const recheckBefore = shiftDate(today, { days: -RECHECK_SECONDARY_DAYS });
  const printable = new Set([planYear, planYear - 1]);
  for (const { name, at, file, figure } of figuresOf(facts)) {
    const { checked, until, effective, stayed } = figure;
    if (checked > today)
      problems.push(
        contentError(
          file,
          `${at}.checked`,
          `${checked} is still to come; expected the day the source was read, today (${today}) or earlier`,
        ),
      );
    if (stayed && stayed > today)
      problems.push(
        contentError(
          file,
          `${at}.stayed`,
          `${stayed} is still to come; expected the day the court's stay was ordered, today (${today}) or earlier`,
        ),
      );
    if (until && effective && until < effective)
      problems.push(
        contentError(
          file,
          `${at}.until`,
          `${until} is before its effective date ${effective}; expected the last day the fact holds, on or after ${effective}`,
        ),
      );
    const current = figure.planYear === undefined || figure.planYear === planYear;
    const quoting = [...(pages.get(name) ?? [])].sort();
    if (until && until < today && current && quoting.length > 0) {
      problems.push(
        contentError(
          file,
          `${at}.until`,
          `${until} has passed, but ${quoting.length === 1 ? 'a page' : `${quoting.length} pages`} of plan year ${planYear} still quote "${name}": ${quoting.join(', ')}; expected those pages to teach the rule that holds now (a new fact for it), or a later until if the rule was extended`,
        ),
      );
    }
    const canPrint = figure.planYear === undefined || printable.has(figure.planYear);
    if (figure.verification === 'secondary' && canPrint && checked < recheckBefore) {
      warnings.push(
        contentError(
          file,
          `${at}.checked`,
          `${checked} is more than ${RECHECK_SECONDARY_DAYS} days ago and the source is secondary; expected the source read again (or a primary one found) and checked set to that day`,
        ),
      );
    }
  }
  return { problems, warnings };
}

/**
 * What the registry says of a rule's time, as a search result shows it beside a passage: a court has
 * stayed it, it holds until a day (past: it ended), or it takes effect on a day still to come.
 */
export type RuleStatus = { kind: 'stayed' } | { kind: 'until'; date: string } | { kind: 'from'; date: string };

const STATUS_ORDER: Record<RuleStatus['kind'], number> = { stayed: 0, until: 1, from: 2 };

/**
 * The statuses of the facts a passage quotes for the current plan year, each once, stays first, then
 * ends, then starts, each by date: `stayed`, `until`, and an `effective` date after `today` (a rule
 * already in effect needs no mark, and a date fact, whose value is that day, is named by the passage
 * itself). Worked examples are figures, not rules, and have none.
 */
export function ruleStatus(names: Iterable<string>, facts: ReadonlyMap<string, FactEntry>, planYear: number, today: string): RuleStatus[] {
  const found = new Map<string, RuleStatus>();
  for (const name of new Set(names)) {
    const entry = facts.get(name);
    if (!entry || isWorkedExample(entry)) continue;
    const fact = resolveFact(entry, planYear);
    if (!fact) continue;
    const statuses: RuleStatus[] = [
      ...(fact.stayed ? [{ kind: 'stayed' as const }] : []),
      ...(fact.until ? [{ kind: 'until' as const, date: fact.until }] : []),
      // A fact whose value is its own effective date is that day (a deadline), which the passage names; not a rule to come.
      ...(fact.effective && fact.effective > today && fact.value !== fact.effective
        ? [{ kind: 'from' as const, date: fact.effective }]
        : []),
    ];
    for (const status of statuses) found.set(JSON.stringify(status), status);
  }
  const dateOf = (s: RuleStatus) => ('date' in s ? s.date : '');
  return [...found.values()].sort((a, b) => STATUS_ORDER[a.kind] - STATUS_ORDER[b.kind] || dateOf(a).localeCompare(dateOf(b)));
}

/** When a page's rules were checked: `asOf`, the day all of them are known to hold on, and `latest`. */
export interface RulesChecked {
  /** The earliest `checked` of the facts quoted: a rule read on that day may have moved since. */
  asOf: string;
  /** The latest `checked`: the page's newest reading. */
  latest: string;
}

/** The `checked` dates of the facts a page quotes for the current plan year, or undefined when it quotes none. */
export function rulesAsOf(names: Iterable<string>, facts: ReadonlyMap<string, FactEntry>, planYear: number): RulesChecked | undefined {
  const dates = [...new Set(names)].flatMap((name) => {
    const entry = facts.get(name);
    const checked = entry && resolveFact(entry, planYear)?.checked;
    return checked ? [checked] : [];
  });
  if (dates.length === 0) return undefined;
  dates.sort();
  return { asOf: dates[0] as string, latest: dates.at(-1) as string };
}

/** A dated rule change of the registry, as the What changed page lists it. */
export interface RuleChange {
  date: string;
  /** 'from': the rule took (or takes) effect that day; 'until': the last day the rule holds. */
  kind: 'from' | 'until';
  /** The fact's `change` sentence, with its quotes filled in. */
  text: string;
  name: string;
  fact: Fact;
}

/**
 * The registry's rule changes dated from CHANGES_MONTHS_BACK months before `today` to
 * CHANGES_MONTHS_AHEAD months after it, by date: every fact with a `change` sentence, on its
 * effective date and on its until date. A yearly fact counts the figures of the current and previous plan years.
 */
export function ruleChanges(facts: ReadonlyMap<string, FactEntry>, planYear: number, today: string): RuleChange[] {
  const from = shiftDate(today, { months: -CHANGES_MONTHS_BACK });
  const to = shiftDate(today, { months: CHANGES_MONTHS_AHEAD });
  const changes: RuleChange[] = [];
  for (const [name, entry] of facts) {
    if (isWorkedExample(entry)) continue;
    const choices = isYearly(entry) ? (['current', 'previous'] as const) : (['current'] as const);
    for (const choice of choices) {
      const fact = resolveFact(entry, planYear, choice);
      if (!fact?.change) continue;
      const text = interpolateFacts(fact.change, facts, fact.planYear ?? planYear);
      const dated = [
        { date: fact.effective, kind: 'from' as const },
        { date: fact.until, kind: 'until' as const },
      ];
      for (const { date, kind } of dated) {
        if (date && date >= from && date <= to) changes.push({ date, kind, text, name, fact });
      }
    }
  }
  return changes.sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
}
