/**
 * The summary a client reads (docs/behaviour.md, /calculator): what the answer means for each of
 * the client's own people, what the household pays a month, the choice a job offer leaves, the plans
 * compared, and tax time. Each section's facts come from its own module (summary-cover.ts, -pay,
 * -choice, -plans, -tax-time, -notes), worked out from the answer and what was sent; this module puts
 * them in order. The words come from one module per language (summary-en.ts, summary-es.ts), so a
 * language adds no logic. Loaded when the agent opens the summary.
 */

import type { PersonName } from './form.ts';
import type { Calculated } from './state.ts';
import { type Choice, choicesOf } from './summary-choice.ts';
import { type Cover, coversOf } from './summary-cover.ts';
import { type Note, notesOf } from './summary-notes.ts';
import { type Pay, payOf } from './summary-pay.ts';
import { type Group, type Person, peopleOf } from './summary-people.ts';
import { type PlanLine, planLines } from './summary-plans.ts';
import { type TaxTimeFacts, taxTimeOf } from './summary-tax-time.ts';

export type Language = 'en' | 'es';

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
  const tax = taxTimeOf(r, (sentence) => inClientWords(sentence, people, words));
  const h = words.headings;
  return {
    lang: words.lang,
    title: words.title(r.year, people[0]?.name ?? null),
    sections: [
      ...section(null, [words.intro({ year: r.year, size: r.members.length, place, income: c.income })]),
      ...section(
        h.cover,
        coversOf(r, people, c.inputs).map(({ who, cover }) => `${capital(words.who(who))}: ${words.cover(cover)}.`),
        true,
      ),
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
