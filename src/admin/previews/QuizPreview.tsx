// The preview of a knowledge check: each question as its page shows it once checked, through the
// site's own question (src/islands/quiz/Question.tsx), the right answer chosen so that it is marked
// with every explanation, with the registry's facts filled in (quotes of a household stay as written).
import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import type { QuestionView } from '../../islands/quiz/Question.tsx';
import Question from '../../islands/quiz/Question.tsx';
import type { QuizSource } from '../../lib/content/types.ts';
import { factOf, fillQuotes, type KnownFacts } from '../facts.ts';

interface QuestionItem {
  id?: unknown;
  scenario?: unknown;
  question?: unknown;
  answers?: Array<{ text?: unknown; correct?: unknown; explanation?: unknown }>;
  facts?: unknown[];
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A question of the form as the page shows it: texts filled, sources from the editor's copy of the registry. */
export function previewQuestion(item: QuestionItem, index: number, facts: KnownFacts): QuestionView {
  const fill = (value: unknown) => fillQuotes(text(value), facts);
  return {
    id: text(item.id) || `question-${index + 1}`,
    scenario: fill(item.scenario),
    question: fill(item.question),
    answers: (item.answers ?? []).map((a) => ({ text: fill(a.text), correct: a.correct === true, explanation: fill(a.explanation) })),
    sources: (item.facts ?? []).flatMap((name): QuizSource[] => {
      const fact = factOf(facts, text(name));
      return fact
        ? [{ display: fact.display, source: fact.source, url: fact.url, verification: fact.verification, planYear: fact.planYear }]
        : [];
    }),
  };
}

export function quizPreview(facts: KnownFacts) {
  return function QuizPreview({ entry }: PreviewTemplateComponentProps) {
    const data = (entry.get('data')?.toJS() ?? {}) as { module?: unknown; questions?: QuestionItem[] };
    const questions = (data.questions ?? []).map((item, i) => previewQuestion(item, i, facts));
    return (
      <div className="mx-auto max-w-3xl p-4">
        <h1 className="mt-3 text-3xl font-bold tracking-tight">{`Knowledge check: module ${String(data.module ?? '')}`}</h1>
        <p className="mt-3 text-slate-700">
          {`${questions.length} scenario questions, shown as after checking with the right answer chosen: every explanation open.`}
        </p>
        <div className="mt-8 space-y-8">
          {questions.map((q, i) => {
            const right = q.answers.findIndex((a) => a.correct);
            return (
              <Question
                // biome-ignore lint/suspicious/noArrayIndexKey: two questions of a form being edited may share an id for a while.
                key={`${q.id}-${i}`}
                question={q}
                place={i}
                count={questions.length}
                checked
                pick={right === -1 ? undefined : right}
                missing={false}
              />
            );
          })}
        </div>
      </div>
    );
  };
}
