import { describe, expect, it } from 'vitest';
import { answersValidity, oneRightAnswer } from './answers-widget.ts';

describe('oneRightAnswer', () => {
  it('accepts exactly one answer ticked Correct', () => {
    expect(oneRightAnswer(1)).toBeUndefined();
  });

  it('refuses none, and more than one, saying what to do', () => {
    expect(oneRightAnswer(0)?.message).toBe('Answers: no answer is ticked Correct. Tick the one right answer.');
    expect(oneRightAnswer(2)?.message).toBe('Answers: 2 answers are ticked Correct. Tick only the one right answer.');
  });
});

describe('answersValidity', () => {
  /** Answers as Decap holds them: an Immutable list of maps (only what the rule reads). */
  const answers = (...correct: boolean[]) => ({
    toArray: () => correct.map((c) => ({ get: (key: string) => (key === 'correct' ? c : 'a') })),
  });

  it('is valid with one answer ticked, and refuses the others as Decap shows an error', () => {
    expect(answersValidity(answers(false, true, false))).toEqual({ error: false });
    expect(answersValidity(answers(false, false, false)).error).toMatchObject({
      type: 'CUSTOM',
      message: expect.stringMatching(/^Answers: no answer/),
    });
    expect(answersValidity(undefined).error).toMatchObject({ message: expect.stringMatching(/^Answers: no answer/) });
  });
});
