import type { QuizView } from '../../lib/content/types.ts';
import { withBase } from '../../lib/paths.ts';
import { missedHeading, reviewLinkText } from '../../lib/quiz-result.ts';

const LINK = 'text-blue-800 underline';

/** The questions missed, each linked to itself on the page and to the passage of the deck that teaches its rule. */
export default function Review({
  questions,
  missed,
  headingId,
}: {
  questions: QuizView['questions'];
  missed: readonly number[];
  headingId: (questionId: string) => string;
}) {
  if (missed.length === 0) return <p className="mt-2 text-slate-800">Every answer is right: nothing to review.</p>;
  return (
    <>
      <h3 className="mt-4 font-semibold text-slate-900">{missedHeading(missed.length)}</h3>
      <ul className="mt-2 space-y-3">
        {missed.map((i) => {
          const q = questions[i];
          if (!q) return null;
          return (
            <li key={q.id} className="rounded-lg border border-slate-200 bg-white p-3">
              <a href={`#${headingId(q.id)}`} className={`${LINK} font-semibold`}>{`Question ${i + 1}: ${q.question}`}</a>
              <p className="mt-1 text-sm text-slate-800">
                {'The rule is taught on '}
                <a href={withBase(q.review.path)} className={LINK}>
                  {reviewLinkText(q.review)}
                </a>
              </p>
            </li>
          );
        })}
      </ul>
    </>
  );
}
