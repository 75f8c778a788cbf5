// The preview of a knowledge check, as its page shows it once checked (src/islands/Quiz.tsx): each
// question's scenario, question and answers, the right one marked, every explanation and the
// sources open, with the registry's facts filled in (quotes of a household stay as written).
import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import { factOf, fillQuotes, type KnownFacts } from '../facts.ts';

interface Answer {
  text?: string;
  correct?: boolean;
  explanation?: string;
}

interface Question {
  id?: string;
  scenario?: string;
  question?: string;
  answers?: Answer[];
  facts?: string[];
}

const LINK = 'text-blue-800 underline';
const text = (value: unknown) => (typeof value === 'string' ? value : '');

function Sources({ facts, names }: { facts: KnownFacts; names: readonly string[] }) {
  const sources = names.flatMap((name) => {
    const fact = factOf(facts, name);
    return fact ? [{ name, ...fact }] : [];
  });
  if (sources.length === 0) return null;
  return (
    <details className="mt-2" open>
      <summary className="cursor-pointer py-1 font-semibold text-blue-800">{`Sources (${sources.length})`}</summary>
      <ul className="mt-1 list-disc space-y-1 pl-6">
        {sources.map((s) => (
          <li key={s.name}>
            <a href={s.url} target="_blank" rel="noopener noreferrer" className={LINK}>
              {s.source}
            </a>
            {s.verification === 'secondary' && ' (secondary source: confirm before relying on it)'}
          </li>
        ))}
      </ul>
    </details>
  );
}

function QuestionPreview({ q, index, count, facts }: { q: Question; index: number; count: number; facts: KnownFacts }) {
  const fill = (value: unknown) => fillQuotes(text(value), facts);
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 className="text-sm font-semibold tracking-wide text-blue-800 uppercase">{`Question ${index + 1} of ${count}`}</h2>
      <p className="mt-2 text-slate-800">{fill(q.scenario)}</p>
      <fieldset className="mt-4" disabled>
        <legend className="font-semibold text-slate-900">{fill(q.question)}</legend>
        <ul className="mt-3 space-y-2">
          {(q.answers ?? []).map((a, j) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: the answers are shown in the order the form holds them.
              key={j}
              data-state={a.correct ? 'right' : 'other'}
              className="rounded-lg border border-slate-200 p-3 data-[state=right]:border-green-700 data-[state=right]:bg-green-50 data-[state=wrong]:border-red-700 data-[state=wrong]:bg-red-50"
            >
              <div className="flex items-start gap-3">
                <input type="radio" checked={a.correct === true} readOnly className="mt-1 size-5 shrink-0 accent-blue-700" />
                <span className="text-slate-900">
                  {fill(a.text)}
                  {a.correct && <strong className="ml-2 text-green-800">(right answer)</strong>}
                </span>
              </div>
              <p className="mt-2 pl-8 text-sm text-slate-800">{fill(a.explanation)}</p>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="mt-4 text-sm text-slate-800">
        <Sources facts={facts} names={q.facts ?? []} />
      </div>
    </section>
  );
}

export function quizPreview(facts: KnownFacts) {
  return function QuizPreview({ entry }: PreviewTemplateComponentProps) {
    const data = (entry.get('data')?.toJS() ?? {}) as { module?: unknown; questions?: Question[] };
    const questions = data.questions ?? [];
    return (
      <div className="mx-auto max-w-3xl p-4">
        <h1 className="mt-3 text-3xl font-bold tracking-tight">{`Knowledge check: module ${String(data.module ?? '')}`}</h1>
        <p className="mt-3 text-slate-700">
          {`${questions.length} scenario questions, shown as after checking: the right answer marked and every explanation open.`}
        </p>
        <div className="mt-8 space-y-8">
          {questions.map((q, i) => (
            <QuestionPreview key={q.id ?? i} q={q} index={i} count={questions.length} facts={facts} />
          ))}
        </div>
      </div>
    );
  };
}
