// What agents see of the training, as the collections hold it: each fact's printed value by plan
// year, deck titles, slides (title and body), knowledge-check questions as the page shows them,
// FAQs and resources. Two views, the base's and the checkout's, make the pull-request summary
// (changes.ts); `npm run check:content -- --view <file>` writes one.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { isWorkedExample, isYearly } from './facts.ts';
import type { FactEntry, Faq, Resource, WorkedQuizFile } from './types.ts';

const digested = z.object({ title: z.string(), shown: z.string() });

/** The view as `--view` writes it; the change summary checks a base's view with it before comparing. */
export const agentViewSchema = z.object({
  /** Each fact by name: what it prints, by plan year ("" for a fact of no plan year). */
  facts: z.record(z.string(), z.record(z.string(), z.string())),
  /** Deck titles by deck id. */
  decks: z.record(z.string(), z.string()),
  /** Slides by entry id ("13/metal-levels"): deck, title and a digest of the body. */
  slides: z.record(z.string(), z.object({ deck: z.string(), title: z.string(), body: z.string() })),
  /** Questions by "deck/question id": the question as the page shows it, and a digest of everything shown (the slide its review links to included). */
  questions: z.record(z.string(), z.object({ deck: z.string(), id: z.string(), question: z.string(), shown: z.string() })),
  /** FAQs by id: the question, and a digest of the entry. */
  faqs: z.record(z.string(), digested),
  /** Resources by id: the title, and a digest of the entry. */
  resources: z.record(z.string(), digested),
});
export type AgentView = z.infer<typeof agentViewSchema>;

/** The collections' entries the view is made of. */
export interface ViewSource {
  facts: readonly { id: string; data: { entry: FactEntry } }[];
  decks: readonly { id: number; title: string }[];
  slides: readonly { id: string; deck: number; title: string; body: string }[];
  quizzes: readonly WorkedQuizFile[];
  faqs: readonly Faq[];
  resources: readonly Resource[];
}

const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);

/** What a fact prints, by plan year; a worked example by its label and household, which its figures follow from. */
function shownFact(entry: FactEntry): Record<string, string> {
  if (isYearly(entry)) return Object.fromEntries(Object.entries(entry.byPlanYear).map(([year, figure]) => [year, figure.display]));
  if (isWorkedExample(entry)) {
    const end = entry.yearEndIncome === undefined ? '' : `, the year ending at ${entry.yearEndIncome}`;
    const report = entry.reportedInMonth === undefined ? '' : `, reported in month ${entry.reportedInMonth}`;
    return { '': `worked example "${entry.label}": ${JSON.stringify(entry.household)}${end}${report}` };
  }
  return { [entry.planYear === undefined ? '' : String(entry.planYear)]: entry.display };
}

export function agentView(source: ViewSource): AgentView {
  return {
    facts: Object.fromEntries(source.facts.map((fact) => [fact.id, shownFact(fact.data.entry)])),
    decks: Object.fromEntries(source.decks.map((deck) => [String(deck.id), deck.title])),
    slides: Object.fromEntries(
      source.slides.map((slide) => [slide.id, { deck: String(slide.deck), title: slide.title, body: digest(slide.body) }]),
    ),
    questions: Object.fromEntries(
      source.quizzes.flatMap((quiz) =>
        quiz.questions.map((q) => [
          `${quiz.module}/${q.id}`,
          {
            deck: String(quiz.module),
            id: q.id,
            question: q.worked.question,
            shown: digest([q.worked, q.answers, q.facts, q.slide, q.passage]),
          },
        ]),
      ),
    ),
    faqs: Object.fromEntries(source.faqs.map((faq) => [String(faq.id), { title: faq.question, shown: digest(faq) }])),
    resources: Object.fromEntries(
      source.resources.map((resource) => [String(resource.id), { title: resource.title, shown: digest(resource) }]),
    ),
  };
}
