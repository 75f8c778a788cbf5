/**
 * A deck's knowledge check (docs/behaviour.md, "Knowledge check"): native radio groups read from
 * the form, so answers given before the island is live count; the result and what to review
 * first, kept in the page's history entry for the way back from a slide; the deck's last score
 * kept on this device only. Its state is quiz/store.ts's; this renders it and dispatches.
 */
import { useStore } from '@nanostores/react';
import { type SubmitEvent, useEffect, useLayoutEffect, useRef } from 'react';
import type { QuizView } from '../lib/content/types.ts';
import { takePendingSubmit } from '../lib/early-submit.ts';
import { unansweredText } from '../lib/quiz-result.ts';
import { $quizScores, lastScoreText, loadQuizScores } from '../lib/quiz-scores.ts';
import KeptScore from './quiz/KeptScore.tsx';
import Question from './quiz/Question.tsx';
import Result, { RESULT_ID } from './quiz/Result.tsx';
import { $quiz, check, clearScore, dispatch, retry } from './quiz/store.ts';
import { restoreCheck, useKeptCheck } from './quiz/use-kept-check.ts';

interface Props {
  quiz: QuizView;
}

const CHECK_LABEL = 'Check answers';

const LINK = 'text-blue-800 underline';
/**
 * The last score's line above the questions: shown once the island is live and has read the device,
 * its room kept from the first paint when the page's inline script found a score (KeptScoreMark.astro).
 */
const KEPT_LINE =
  'hidden flex-wrap items-center gap-x-4 gap-y-2 data-[state=shown]:flex [[data-kept-score]_&]:flex [[data-kept-score]_&]:min-h-18 sm:[[data-kept-score]_&]:min-h-11';

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
  const { phase, chosen, missing, kept, cleared, focus } = useStore($quiz);
  const last = useStore($quizScores)[String(moduleId)];
  const resultRef = useRef<HTMLHeadingElement>(null);
  const retryRef = useRef<HTMLButtonElement>(null);
  const checkRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // A check pressed before the island was live runs now, through `onCheck`, before the next paint;
  // else a check this history entry kept (Back from a slide) is shown again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the island goes live.
  useLayoutEffect(() => {
    if (takePendingSubmit(formRef.current, CHECK_LABEL)) formRef.current?.requestSubmit();
    else {
      const kept = restoreCheck(formRef.current, moduleId, questions);
      if (kept) dispatch({ type: 'restore', chosen: kept });
    }
  }, []);

  // The last score comes from the device once live: the static HTML never has one.
  useEffect(() => loadQuizScores(), []);

  // Focus moves once the change that asked for it has rendered.
  useEffect(() => {
    if (focus?.to === 'result') resultRef.current?.focus();
    if (focus?.to === 'first') formRef.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
    if (focus?.to === 'top') formRef.current?.querySelector<HTMLElement>('h2[tabindex]')?.focus();
    if (focus?.to === 'action') (retryRef.current ?? checkRef.current)?.focus();
  }, [focus]);

  const checked = phase === 'checked';
  useKeptCheck(moduleId, checked, chosen);

  const onCheck = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const open = check(moduleId, questions, chosenIn(event.currentTarget, questions));
    if (open !== null) formRef.current?.querySelector<HTMLInputElement>(`input[name="${open}"]`)?.focus();
  };
  const onRetry = () => {
    formRef.current?.reset();
    retry();
  };
  const onClear = () => clearScore(moduleId);

  return (
    <form ref={formRef} noValidate data-early-submit="Checking answers..." onSubmit={onCheck} data-state={phase} className="mt-8 space-y-8">
      <Result
        questions={questions}
        chosen={chosen}
        checked={checked}
        kept={kept}
        last={last}
        cleared={cleared}
        onRetry={onRetry}
        onClear={onClear}
        headingRef={resultRef}
        retryRef={retryRef}
      />

      {!checked && (
        <div data-state={last || cleared ? 'shown' : 'none'} className={KEPT_LINE}>
          <KeptScore note={last ? lastScoreText(last) : null} noteClass="text-sm text-slate-800" cleared={cleared} onClear={onClear} />
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
          onAnswer={() => dispatch({ type: 'answer', question: i })}
        />
      ))}

      <div className="space-y-4">
        <p role="alert" className="font-semibold text-red-800 empty:hidden">
          {checked ? '' : unansweredText(missing)}
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
