/**
 * A deck's knowledge check (docs/behaviour.md, "Knowledge check"): native radio groups read from
 * the form, so answers given before the island is live count; the result and what to review
 * first, kept in the page's history entry for the way back from a slide; the deck's last score
 * kept on this device only.
 */
import { useStore } from '@nanostores/react';
import { type SubmitEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { QuizView } from '../lib/content/types.ts';
import { takePendingSubmit } from '../lib/early-submit.ts';
import { quizResult, scoreText, unanswered } from '../lib/quiz-result.ts';
import { $quizScores, clearQuizScore, lastScoreText, loadQuizScores, saveQuizScore } from '../lib/quiz-scores.ts';
import KeptScore from './quiz/KeptScore.tsx';
import Question, { headingId } from './quiz/Question.tsx';
import Review from './quiz/Review.tsx';
import { forgetCheck, restoreCheck, useKeptCheck } from './quiz/use-kept-check.ts';

interface Props {
  quiz: QuizView;
}

type Phase = 'answering' | 'checked';

const CHECK_LABEL = 'Check answers';
const RESULT_ID = 'quiz-result';

const LINK = 'text-blue-800 underline';
const SECONDARY =
  'inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-5 py-2 font-semibold text-slate-800 hover:bg-slate-50';
/**
 * The last score's line above the questions: shown once the island is live and has read the device,
 * its room kept from the first paint when the page's inline script found a score (KeptScoreMark.astro).
 */
const KEPT_LINE =
  'hidden flex-wrap items-center gap-x-4 gap-y-2 data-[state=shown]:flex [[data-kept-score]_&]:flex [[data-kept-score]_&]:min-h-18 sm:[[data-kept-score]_&]:min-h-11';

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
  const { questions, moduleId } = quiz;
  const [phase, setPhase] = useState<Phase>('answering');
  const [chosen, setChosen] = useState<Record<string, number>>({});
  const [missing, setMissing] = useState<number[]>([]);
  /** Whether the device kept the score of this check (storage may refuse). */
  const [kept, setKept] = useState(false);
  const [cleared, setCleared] = useState(false);
  const last = useStore($quizScores)[String(moduleId)];
  const resultRef = useRef<HTMLHeadingElement>(null);
  const retryRef = useRef<HTMLButtonElement>(null);
  const checkRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const focusAfter = useRef<'result' | 'first' | 'top' | 'action' | null>(null);

  // A check pressed before the island was live runs now, through `check`, before the next paint;
  // else a check this history entry kept (Back from a slide) is shown again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the island goes live.
  useLayoutEffect(() => {
    if (takePendingSubmit(formRef.current, CHECK_LABEL)) formRef.current?.requestSubmit();
    else {
      const kept = restoreCheck(formRef.current, moduleId, questions);
      if (kept) {
        setChosen(kept);
        setPhase('checked');
      }
    }
  }, []);

  // The last score comes from the device once live: the static HTML never has one.
  useEffect(() => loadQuizScores(), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves after each change of phase or score has rendered.
  useEffect(() => {
    if (focusAfter.current === 'result') resultRef.current?.focus();
    if (focusAfter.current === 'first') formRef.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
    if (focusAfter.current === 'top') formRef.current?.querySelector<HTMLElement>('h2[tabindex]')?.focus();
    if (focusAfter.current === 'action') (retryRef.current ?? checkRef.current)?.focus();
    focusAfter.current = null;
  }, [phase, last]);

  const result = quizResult(questions, chosen);
  const checked = phase === 'checked';
  useKeptCheck(moduleId, checked, chosen);

  const check = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const picks = chosenIn(event.currentTarget, questions);
    const open = unanswered(questions, picks);
    setChosen(picks);
    setMissing(open);
    if (open.length > 0) {
      const first = questions[open[0] ?? 0];
      formRef.current?.querySelector<HTMLInputElement>(`input[name="${first?.id}"]`)?.focus();
      return;
    }
    setKept(saveQuizScore(moduleId, quizResult(questions, picks)));
    setCleared(false);
    focusAfter.current = 'result';
    setPhase('checked');
  };

  const retry = () => {
    forgetCheck();
    formRef.current?.reset();
    setChosen({});
    setMissing([]);
    setCleared(false);
    focusAfter.current = 'first';
    setPhase('answering');
  };

  const clear = () => {
    clearQuizScore(moduleId);
    setKept(false);
    setCleared(true);
    // The button goes: focus stays near, on Try again in the result, else on the first question.
    focusAfter.current = checked ? 'action' : 'top';
  };

  return (
    <form ref={formRef} noValidate data-early-submit="Checking answers..." onSubmit={check} data-state={phase} className="mt-8 space-y-8">
      {/* The result, first once checked. Until then this box has no box of its own (display: contents)
          and its status region is empty and hidden, so the questions start where they always did. */}
      <section
        aria-labelledby={checked ? RESULT_ID : undefined}
        data-state={phase}
        className="rounded-2xl border-2 border-blue-700 bg-blue-50 p-5 data-[state=answering]:contents sm:p-6"
      >
        {checked && (
          <h2 id={RESULT_ID} ref={resultRef} tabIndex={-1} className="text-xl font-bold text-slate-900">
            Your result
          </h2>
        )}
        <p role="status" className="mt-2 text-lg font-semibold text-slate-900 empty:hidden">
          {checked ? scoreText(result) : ''}
        </p>
        {checked && (
          <>
            <Review questions={questions} missed={result.missed} headingId={headingId} />
            <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
              <button ref={retryRef} type="button" onClick={retry} className={SECONDARY}>
                Try again
              </button>
              <KeptScore
                note={kept && last ? 'This score is kept on this device as your last one; nothing is sent.' : null}
                noteClass="text-sm text-slate-800"
                cleared={cleared}
                onClear={clear}
              />
            </div>
          </>
        )}
      </section>

      {!checked && (
        <div data-state={last || cleared ? 'shown' : 'none'} className={KEPT_LINE}>
          <KeptScore note={last ? lastScoreText(last) : null} noteClass="text-sm text-slate-800" cleared={cleared} onClear={clear} />
        </div>
      )}

      {questions.map((q, i) => (
        <Question
          key={q.id}
          question={q}
          place={i}
          count={questions.length}
          checked={checked}
          pick={chosen[q.id]}
          missing={missing.includes(i)}
          onAnswer={() => setMissing((m) => m.filter((n) => n !== i))}
        />
      ))}

      <div className="space-y-4">
        <p role="alert" className="font-semibold text-red-800 empty:hidden">
          {missing.length > 0 && !checked
            ? `Answer every question before checking: ${listOf(missing.map(questionLabel))} ${missing.length === 1 ? 'has' : 'have'} no answer yet.`
            : ''}
        </p>
        {checked ? (
          <p>
            <a href={`#${RESULT_ID}`} className={LINK}>
              Back to your result
            </a>
          </p>
        ) : (
          // The inline script may have relabelled it before hydration; takePendingSubmit gives it back.
          <button
            ref={checkRef}
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
