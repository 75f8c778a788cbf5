import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuizView } from '../../lib/content/types.ts';
import { CHECK_STATE_KEY } from '../../lib/quiz-history.ts';
import { $quizScores, QUIZ_SCORES_KEY } from '../../lib/quiz-scores.ts';
import { $quiz, check, clearScore, resetQuiz, retry } from './store.ts';

const question = (id: string, right: number): QuizView['questions'][number] => ({
  id,
  scenario: 'A client asks.',
  question: 'What do you say?',
  answers: [0, 1, 2].map((j) => ({ text: `answer ${j}`, correct: j === right, explanation: 'Because.' })),
  sources: [],
  review: { index: 0, title: 'Slide 1', path: '/modules/13#slide-1' },
});
const questions = [question('a', 0), question('b', 1)];

let stored: Map<string, string>;
let historyState: unknown;

beforeEach(() => {
  resetQuiz();
  $quizScores.set({});
  stored = new Map();
  historyState = { [CHECK_STATE_KEY]: { module: 13, chosen: { a: 0, b: 1 } }, other: 1 };
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
    removeItem: (key: string) => stored.delete(key),
  });
  vi.stubGlobal('window', {
    history: {
      get state() {
        return historyState;
      },
      replaceState: (state: unknown) => {
        historyState = state;
      },
    },
  });
});

afterEach(() => vi.unstubAllGlobals());

describe('knowledge check store', () => {
  it('keeps nothing for a check with a question unanswered, and names that question for the form to focus', () => {
    expect(check(13, questions, { b: 1 })).toBe('a');
    expect($quiz.get()).toMatchObject({ phase: 'answering', missing: [0] });
    expect(stored.size).toBe(0);
  });

  it('keeps the score of a complete check as the deck’s last, on the device', () => {
    expect(check(13, questions, { a: 0, b: 2 })).toBeNull();
    expect($quiz.get()).toMatchObject({ phase: 'checked', kept: true });
    expect($quizScores.get()['13']).toMatchObject({ score: 1, total: 2 });
    expect(JSON.parse(stored.get(QUIZ_SCORES_KEY) ?? '{}')['13']).toMatchObject({ score: 1, total: 2 });
  });

  it('says the score was not kept when the device refuses it', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {},
    });
    check(13, questions, { a: 0, b: 1 });
    expect($quiz.get()).toMatchObject({ phase: 'checked', kept: false });
  });

  it('drops the check from the history entry on Try again, keeping what else the entry holds', () => {
    check(13, questions, { a: 0, b: 1 });
    retry();
    expect(historyState).toEqual({ other: 1 });
    expect($quiz.get()).toMatchObject({ phase: 'answering', chosen: {} });
  });

  it('clears the deck’s score from the device and the store', () => {
    check(13, questions, { a: 0, b: 1 });
    clearScore(13);
    expect(stored.has(QUIZ_SCORES_KEY)).toBe(false);
    expect($quizScores.get()).toEqual({});
    expect($quiz.get()).toMatchObject({ kept: false, cleared: true, focus: { to: 'action' } });
  });
});
