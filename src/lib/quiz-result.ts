/**
 * A checked knowledge check, worked out from the answers chosen (docs/behaviour.md, "Knowledge
 * check"): the score and the questions missed (each question's slide to review comes with it from
 * the build, quizView). The quiz island renders it; nothing here touches the page.
 */
import type { QuizView } from './content/types.ts';

type Question = QuizView['questions'][number];

export interface QuizResult {
  score: number;
  total: number;
  /** Whole per cent, rounded. */
  percent: number;
  /** Zero-based places of the questions answered wrongly (or not at all), in page order. */
  missed: number[];
}

/** Scores the answers chosen (answer places by question id). */
export function quizResult(questions: readonly Question[], chosen: Readonly<Record<string, number>>): QuizResult {
  const missed = questions.flatMap((q, i) => (q.answers[chosen[q.id] ?? -1]?.correct ? [] : [i]));
  const total = questions.length;
  const score = total - missed.length;
  return { score, total, percent: total === 0 ? 0 : Math.round((score / total) * 100), missed };
}

/** What the status region announces once the answers are checked. */
export function scoreText({ score, total, percent }: QuizResult): string {
  return `You answered ${score} of ${total} questions correctly (${percent}%).`;
}

/** Zero-based places of the questions with no answer chosen yet, in page order. */
export function unanswered(questions: readonly Question[], chosen: Readonly<Record<string, number>>): number[] {
  return questions.flatMap((q, i) => (chosen[q.id] === undefined ? [i] : []));
}

/** The form's alert after a check with questions unanswered (zero-based places); '' when none is. */
export function unansweredText(missing: readonly number[]): string {
  if (missing.length === 0) return '';
  const labels = missing.map((i) => `question ${i + 1}`);
  const list = labels.length === 1 ? labels.join('') : `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
  return `Answer every question before checking: ${list} ${missing.length === 1 ? 'has' : 'have'} no answer yet.`;
}

/** A missed question's link to where its rule is taught: 'slide 3: The premium tax credit, “How much”'. */
export function reviewLinkText({ index, title, passage }: Question['review']): string {
  return `slide ${index + 1}: ${title}${passage ? `, “${passage.text}”` : ''}`;
}

/** The review's heading: how many questions to go back to. */
export function missedHeading(missed: number): string {
  return missed === 1 ? 'Review 1 question' : `Review ${missed} questions`;
}
