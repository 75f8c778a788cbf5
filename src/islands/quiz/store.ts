// The knowledge check's store: its state (state.ts) and the actions Quiz.tsx dispatches, with what
// each asks of the device: the score kept or cleared (quiz-scores.ts), the check dropped from the
// page's history entry on Try again (use-kept-check.ts).
import { atom } from 'nanostores';
import type { QuizView } from '../../lib/content/types.ts';
import { quizResult, unanswered } from '../../lib/quiz-result.ts';
import { clearQuizScore, saveQuizScore } from '../../lib/quiz-scores.ts';
import { initialQuiz, type QuizAction, type QuizState, quizReducer } from './state.ts';
import { forgetCheck } from './use-kept-check.ts';

type Questions = QuizView['questions'];

export const $quiz = atom<QuizState>(initialQuiz);

export function dispatch(action: QuizAction): void {
  $quiz.set(quizReducer($quiz.get(), action));
}

/** A fresh store (for tests). */
export const resetQuiz = (): void => $quiz.set(initialQuiz);

/**
 * Checks the answers chosen: with every question answered, the score is kept as the deck's last;
 * otherwise returns the id of the first question with no answer, for the form to focus at once.
 */
export function check(moduleId: number, questions: Questions, chosen: Record<string, number>): string | null {
  const missing = unanswered(questions, chosen);
  const kept = missing.length === 0 && saveQuizScore(moduleId, quizResult(questions, chosen));
  dispatch({ type: 'check', chosen, missing, kept });
  return missing.length > 0 ? (questions[missing[0] ?? 0]?.id ?? null) : null;
}

/** Try again: the check leaves this history entry too. */
export function retry(): void {
  forgetCheck();
  dispatch({ type: 'retry' });
}

/** Clear my score: from the device and the store. */
export function clearScore(moduleId: number): void {
  clearQuizScore(moduleId);
  dispatch({ type: 'clear' });
}
