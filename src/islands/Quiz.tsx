/**
 * A deck's knowledge check (docs/content.md, "Knowledge checks"): scenario questions with one
 * right answer each, each a native radio group (fieldset and legend) so it works with the keyboard
 * and screen readers as any form does. "Check answers" scores the whole check, shows why every
 * answer is right or wrong with the source it rests on, and announces the score in a status
 * region; "Try again" clears it. Answers stay in this component: nothing is sent or stored.
 *
 * The radio buttons are the browser's own (uncontrolled), so a choice shows the moment it is tapped,
 * before the island is live; "Check answers" reads the choices from the form, so answers given
 * before hydration count. A check pressed before then reads 'Checking answers...' at once (the
 * page's inline script, src/lib/early-submit.ts) and is made as soon as the island is live.
 */
import { type SubmitEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { QuizView } from '../lib/content/types.ts';
import { takePendingSubmit } from '../lib/early-submit.ts';

interface Props {
  quiz: QuizView;
}

type Phase = 'answering' | 'checked';

const CHECK_LABEL = 'Check answers';

const questionLabel = (i: number) => `question ${i + 1}`;

function listOf(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The answer checked in each question's radio group, by question id (read from the form itself). */
function chosenIn(form: HTMLFormElement, questions: QuizView['questions']): Record<string, number> {
  const data = new FormData(form);
  const picks: Record<string, number> = {};
  for (const q of questions) {
    const value = data.get(q.id);
    if (typeof value === 'string') picks[q.id] = Number(value);
  }
  return picks;
}

export default function Quiz({ quiz }: Props) {
  const { questions } = quiz;
  const [phase, setPhase] = useState<Phase>('answering');
  const [chosen, setChosen] = useState<Record<string, number>>({});
  const [missing, setMissing] = useState<number[]>([]);
  const retryRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const focusAfter = useRef<'retry' | 'first' | null>(null);

  // A check pressed before the island was live runs now, through `check`, before the next paint.
  useLayoutEffect(() => {
    if (takePendingSubmit(formRef.current, CHECK_LABEL)) formRef.current?.requestSubmit();
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves after each change of phase has rendered.
  useEffect(() => {
    if (focusAfter.current === 'retry') retryRef.current?.focus();
    if (focusAfter.current === 'first') formRef.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
    focusAfter.current = null;
  }, [phase]);

  const score = questions.filter((q) => q.answers[chosen[q.id] ?? -1]?.correct).length;
  const checked = phase === 'checked';

  const check = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const picks = chosenIn(event.currentTarget, questions);
    const unanswered = questions.flatMap((q, i) => (picks[q.id] === undefined ? [i] : []));
    setChosen(picks);
    setMissing(unanswered);
    if (unanswered.length > 0) {
      const first = questions[unanswered[0] ?? 0];
      formRef.current?.querySelector<HTMLInputElement>(`input[name="${first?.id}"]`)?.focus();
      return;
    }
    focusAfter.current = 'retry';
    setPhase('checked');
  };

  const retry = () => {
    formRef.current?.reset();
    setChosen({});
    setMissing([]);
    focusAfter.current = 'first';
    setPhase('answering');
  };

  return (
    <form ref={formRef} noValidate data-early-submit="Checking answers..." onSubmit={check} data-state={phase} className="mt-8 space-y-8">
      {questions.map((q, i) => {
        const pick = chosen[q.id];
        const right = pick !== undefined && q.answers[pick]?.correct === true;
        const scenarioId = `${q.id}-scenario`;
        const feedbackId = `${q.id}-feedback`;
        return (
          <section
            key={q.id}
            aria-labelledby={`${q.id}-heading`}
            className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
          >
            <h2 id={`${q.id}-heading`} className="text-sm font-semibold tracking-wide text-blue-800 uppercase">
              {`Question ${i + 1} of ${questions.length}`}
            </h2>
            <p id={scenarioId} className="mt-2 text-slate-800">
              {q.scenario}
            </p>
            <fieldset className="mt-4" disabled={checked} aria-describedby={checked ? `${scenarioId} ${feedbackId}` : scenarioId}>
              <legend className="font-semibold text-slate-900">{q.question}</legend>
              <ul className="mt-3 space-y-2">
                {q.answers.map((a, j) => {
                  const id = `${q.id}-${j}`;
                  const state = !checked ? 'open' : a.correct ? 'right' : pick === j ? 'wrong' : 'other';
                  return (
                    <li
                      key={id}
                      data-state={state}
                      className="rounded-lg border border-slate-200 p-3 data-[state=right]:border-green-700 data-[state=right]:bg-green-50 data-[state=wrong]:border-red-700 data-[state=wrong]:bg-red-50"
                    >
                      <div className="flex items-start gap-3">
                        <input
                          type="radio"
                          id={id}
                          name={q.id}
                          value={j}
                          onChange={() => setMissing((m) => m.filter((n) => n !== i))}
                          className="mt-1 size-5 shrink-0 accent-blue-700"
                        />
                        <label htmlFor={id} className="text-slate-900">
                          {a.text}
                          {state === 'right' && (
                            <strong className="ml-2 text-green-800">(right answer{pick === j ? ', your answer' : ''})</strong>
                          )}
                          {state === 'wrong' && <strong className="ml-2 text-red-800">(your answer)</strong>}
                        </label>
                      </div>
                      {checked && <p className="mt-2 pl-8 text-sm text-slate-800">{a.explanation}</p>}
                    </li>
                  );
                })}
              </ul>
            </fieldset>
            {checked && (
              <div id={feedbackId} className="mt-4 text-sm text-slate-800">
                <p className="font-semibold">{right ? 'Correct.' : 'Not quite: the right answer is marked above.'}</p>
                <p className="mt-1">
                  {q.sources.length === 1 ? 'Source: ' : 'Sources: '}
                  {q.sources.map((s, k) => (
                    <span key={`${s.url} ${s.source}`}>
                      {k > 0 && '; '}
                      <a href={s.url} target="_blank" rel="noopener noreferrer" className="text-blue-800 underline">
                        {s.source}
                        <span className="sr-only"> (opens in a new tab)</span>
                      </a>
                      {s.verification === 'secondary' && ' (secondary source: confirm before relying on it)'}
                    </span>
                  ))}
                </p>
              </div>
            )}
            {!checked && missing.includes(i) && (
              <p className="mt-3 text-sm font-semibold text-red-800">Choose an answer for this question.</p>
            )}
          </section>
        );
      })}

      <div className="space-y-4">
        <p role="alert" className="font-semibold text-red-800 empty:hidden">
          {missing.length > 0 && !checked
            ? `Answer every question before checking: ${listOf(missing.map(questionLabel))} ${missing.length === 1 ? 'has' : 'have'} no answer yet.`
            : ''}
        </p>
        <p role="status" className="text-lg font-semibold text-slate-900 empty:hidden">
          {checked
            ? `You answered ${score} of ${questions.length} questions correctly (${Math.round((score / questions.length) * 100)}%).`
            : ''}
        </p>
        {checked ? (
          <button
            ref={retryRef}
            type="button"
            onClick={retry}
            className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-5 py-2 font-semibold text-slate-800 hover:bg-slate-50"
          >
            Try again
          </button>
        ) : (
          // The inline script may have relabelled it before hydration; takePendingSubmit gives it back.
          <button
            type="submit"
            suppressHydrationWarning
            className="inline-flex min-h-11 items-center rounded-lg bg-blue-700 px-5 py-2 font-semibold text-white hover:bg-blue-800 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {CHECK_LABEL}
          </button>
        )}
      </div>
    </form>
  );
}
