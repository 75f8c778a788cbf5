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

describe('answersValidity with the list’s bounds', () => {
  const answers = (count: number) => ({ toArray: () => Array.from({ length: count }, (_, i) => ({ get: () => i === 0 })) });

  it('refuses fewer or more answers than the schema allows, saying how many to give', () => {
    expect(answersValidity(answers(2), { min: 3, max: 5 }).error).toMatchObject({ message: 'Answers: 2 answers. Give 3 to 5 answers.' });
    expect(answersValidity(answers(6), { min: 3, max: 5 }).error).toMatchObject({ message: 'Answers: 6 answers. Give 3 to 5 answers.' });
    expect(answersValidity(answers(3), { min: 3, max: 5 })).toEqual({ error: false });
  });
});
