import type { RefObject } from 'react';
import type { QuizView } from '../../lib/content/types.ts';
import { quizResult, scoreText } from '../../lib/quiz-result.ts';
import type { QuizScore } from '../../lib/quiz-scores.ts';
import KeptScore from './KeptScore.tsx';
import { headingId } from './Question.tsx';
import Review from './Review.tsx';

export const RESULT_ID = 'quiz-result';

const SECONDARY =
  'inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-5 py-2 font-semibold text-slate-800 hover:bg-slate-50';

/**
 * The result, first once checked: the score, what to review, Try again and the kept score. Until
 * then this box has no box of its own (display: contents) and its status region is empty and
 * hidden, so the questions start where they always did.
 */
export default function Result({
  questions,
  chosen,
  checked,
  kept,
  last,
  cleared,
  onRetry,
  onClear,
  headingRef,
  retryRef,
}: {
  questions: QuizView['questions'];
  chosen: Readonly<Record<string, number>>;
  checked: boolean;
  /** The device kept this check's score. */
  kept: boolean;
  last: QuizScore | undefined;
  cleared: boolean;
  onRetry: () => void;
  onClear: () => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
  retryRef: RefObject<HTMLButtonElement | null>;
}) {
  const result = quizResult(questions, chosen);
  return (
    <section
      aria-labelledby={checked ? RESULT_ID : undefined}
      data-state={checked ? 'checked' : 'answering'}
      className="rounded-2xl border-2 border-blue-700 bg-blue-50 p-5 data-[state=answering]:contents sm:p-6"
    >
      {checked && (
        <h2 id={RESULT_ID} ref={headingRef} tabIndex={-1} className="text-xl font-bold text-slate-900">
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
            <button ref={retryRef} type="button" onClick={onRetry} className={SECONDARY}>
              Try again
            </button>
            <KeptScore
              note={kept && last ? 'This score is kept on this device as your last one; nothing is sent.' : null}
              noteClass="text-sm text-slate-800"
              cleared={cleared}
              onClear={onClear}
            />
          </div>
        </>
      )}
    </section>
  );
}
