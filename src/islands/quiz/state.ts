/**
 * The knowledge check's state (docs/behaviour.md, "Knowledge check"), pure so that it is tested
 * without a browser: answering or checked, the answers checked, the questions left unanswered, the
 * kept score's news, and where focus goes once a change is on screen. The store (store.ts) does
 * what a change asks of the device; Quiz.tsx renders the state and dispatches.
 */

export type Phase = 'answering' | 'checked';

/**
 * Where focus goes once a change has rendered: the result's heading, the first answer, the first
 * question's heading, or the button beside the kept score (Try again, else Check answers).
 */
export type FocusTarget = 'result' | 'first' | 'top' | 'action';

export interface QuizState {
  phase: Phase;
  /** The answer chosen in each question at the last check, by question id. */
  chosen: Readonly<Record<string, number>>;
  /** Zero-based places of the questions a check found unanswered, until each is answered. */
  missing: readonly number[];
  /** Whether the device kept this check's score (storage may refuse). */
  kept: boolean;
  /** The last score has just been cleared from the device. */
  cleared: boolean;
  /** Focus to move once this change is on screen, a new object each time; null: it stays. */
  focus: { to: FocusTarget } | null;
}

export type QuizAction =
  /** A check this history entry kept (Back from a slide), shown again as it was. */
  | { type: 'restore'; chosen: Readonly<Record<string, number>> }
  /** Check answers: `missing` are the questions with no answer; `kept`, whether the device kept the score. */
  | { type: 'check'; chosen: Readonly<Record<string, number>>; missing: readonly number[]; kept: boolean }
  /** An answer chosen in question `question` (zero-based). */
  | { type: 'answer'; question: number }
  | { type: 'retry' }
  /** Clear my score. */
  | { type: 'clear' };

export const initialQuiz: QuizState = { phase: 'answering', chosen: {}, missing: [], kept: false, cleared: false, focus: null };

/**
 * A check with a question unanswered stays open and lists it (focus is the form's to move, at once,
 * to that question); a complete one shows the result and takes focus to it. Try again starts over
 * on the first answer; clearing the score keeps focus near the button that goes.
 */
export function quizReducer(state: QuizState, action: QuizAction): QuizState {
  switch (action.type) {
    case 'restore':
      return { ...state, phase: 'checked', chosen: action.chosen, missing: [], focus: null };
    case 'check':
      if (action.missing.length > 0) return { ...state, chosen: action.chosen, missing: action.missing, focus: null };
      return { ...state, phase: 'checked', chosen: action.chosen, missing: [], kept: action.kept, cleared: false, focus: { to: 'result' } };
    case 'answer':
      return state.missing.includes(action.question) ? { ...state, missing: state.missing.filter((n) => n !== action.question) } : state;
    case 'retry':
      return { ...state, phase: 'answering', chosen: {}, missing: [], cleared: false, focus: { to: 'first' } };
    case 'clear':
      return { ...state, kept: false, cleared: true, focus: { to: state.phase === 'checked' ? 'action' : 'top' } };
  }
}
