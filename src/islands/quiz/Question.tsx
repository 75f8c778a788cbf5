import type { QuizView } from '../../lib/content/types.ts';
import Sources from './Sources.tsx';

type Question = QuizView['questions'][number];

export const headingId = (questionId: string) => `${questionId}-heading`;

/**
 * One question: a native radio group, read from the form, and once checked each answer marked right
 * or wrong with its explanation, and the sources.
 */
export default function Question({
  question: q,
  place,
  count,
  checked,
  pick,
  missing,
  onAnswer,
}: {
  question: Question;
  /** Zero-based place on the page. */
  place: number;
  count: number;
  checked: boolean;
  /** The answer checked, when checked. */
  pick: number | undefined;
  /** A check found it unanswered. */
  missing: boolean;
  onAnswer: () => void;
}) {
  const right = pick !== undefined && q.answers[pick]?.correct === true;
  const scenarioId = `${q.id}-scenario`;
  const feedbackId = `${q.id}-feedback`;
  return (
    <section aria-labelledby={headingId(q.id)} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={headingId(q.id)} tabIndex={-1} className="text-sm font-semibold tracking-wide text-blue-800 uppercase">
        {`Question ${place + 1} of ${count}`}
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
                  <input type="radio" id={id} name={q.id} value={j} onChange={onAnswer} className="mt-1 size-5 shrink-0 accent-blue-700" />
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
          <Sources sources={q.sources} />
        </div>
      )}
      {!checked && missing && <p className="mt-3 text-sm font-semibold text-red-800">Choose an answer for this question.</p>}
    </section>
  );
}
