import { describe, expect, it } from 'vitest';
import { initialQuiz, type QuizAction, type QuizState, quizReducer } from './state.ts';

const run = (state: QuizState, ...actions: QuizAction[]) => actions.reduce(quizReducer, state);
const complete: QuizAction = { type: 'check', chosen: { a: 0, b: 1 }, missing: [], kept: true };

describe('knowledge check state', () => {
  it('starts answering, with nothing chosen, missing, kept or cleared, and focus left alone', () => {
    expect(initialQuiz).toEqual({ phase: 'answering', chosen: {}, missing: [], kept: false, cleared: false, focus: null });
  });

  it('keeps a check with a question unanswered open, listing it, and moves no focus itself', () => {
    const state = quizReducer(initialQuiz, { type: 'check', chosen: { a: 0 }, missing: [1, 2], kept: false });
    expect(state).toMatchObject({ phase: 'answering', chosen: { a: 0 }, missing: [1, 2], focus: null });
  });

  it('drops a question from the list once it is answered, and changes nothing for one not listed', () => {
    const open = quizReducer(initialQuiz, { type: 'check', chosen: {}, missing: [0, 2], kept: false });
    expect(quizReducer(open, { type: 'answer', question: 2 }).missing).toEqual([0]);
    expect(quizReducer(open, { type: 'answer', question: 1 })).toBe(open);
  });

  it('shows the result of a complete check, with whether the device kept the score, and takes focus to it', () => {
    const state = run(initialQuiz, { type: 'check', chosen: {}, missing: [0], kept: false }, complete);
    expect(state).toEqual({ phase: 'checked', chosen: { a: 0, b: 1 }, missing: [], kept: true, cleared: false, focus: { to: 'result' } });
    expect(quizReducer(initialQuiz, { ...complete, kept: false }).kept).toBe(false);
  });

  it('shows a kept check again (Back from a slide) without moving focus', () => {
    expect(quizReducer(initialQuiz, { type: 'restore', chosen: { a: 2 } })).toMatchObject({
      phase: 'checked',
      chosen: { a: 2 },
      focus: null,
    });
  });

  it('starts over on Try again, on the first answer, the kept score as it was', () => {
    const state = run(initialQuiz, complete, { type: 'clear' }, { type: 'retry' });
    expect(state).toEqual({ phase: 'answering', chosen: {}, missing: [], kept: false, cleared: false, focus: { to: 'first' } });
    expect(run(initialQuiz, complete, { type: 'retry' }).kept).toBe(true);
  });

  it('says the score was cleared and keeps focus near the button that goes: Try again once checked, else the first question', () => {
    expect(run(initialQuiz, complete, { type: 'clear' })).toMatchObject({ kept: false, cleared: true, focus: { to: 'action' } });
    expect(quizReducer(initialQuiz, { type: 'clear' })).toMatchObject({ cleared: true, focus: { to: 'top' } });
  });

  it('asks for focus afresh with each change that moves it', () => {
    const once = run(initialQuiz, complete);
    const again = run(once, { type: 'retry' }, complete);
    expect(again.focus).toEqual(once.focus);
    expect(again.focus).not.toBe(once.focus);
  });

  it('clears the "cleared" news with a complete check', () => {
    expect(run(initialQuiz, { type: 'clear' }, complete).cleared).toBe(false);
  });
});
