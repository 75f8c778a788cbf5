import { describe, expect, it } from 'vitest';
import { oneRightAnswer } from './answers-widget.ts';

describe('oneRightAnswer', () => {
  it('accepts exactly one answer ticked Correct', () => {
    expect(oneRightAnswer(1)).toBeUndefined();
  });

  it('refuses none, and more than one, saying what to do', () => {
    expect(oneRightAnswer(0)?.message).toBe('Answers: no answer is ticked Correct. Tick the one right answer.');
    expect(oneRightAnswer(2)?.message).toBe('Answers: 2 answers are ticked Correct. Tick only the one right answer.');
  });
});
