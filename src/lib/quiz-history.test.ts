import { describe, expect, it } from 'vitest';
import { CHECK_STATE_KEY, checkInState, stateWithCheck, stateWithoutCheck } from './quiz-history.ts';

const questions = [
  { id: 'a', answers: [0, 1, 2] },
  { id: 'b', answers: [0, 1, 2, 3] },
];

describe('a check kept in the history entry', () => {
  it('comes back for its own deck, with the answers chosen', () => {
    const state = stateWithCheck(null, 13, { a: 2, b: 0 });
    expect(checkInState(state, 13, questions)).toEqual({ a: 2, b: 0 });
    expect(checkInState(state, 14, questions)).toBeNull();
  });

  it('keeps what else the entry holds, and leaves it when the check is dropped', () => {
    const state = stateWithCheck({ scroll: 120 }, 13, { a: 1, b: 1 });
    expect(state).toEqual({ scroll: 120, [CHECK_STATE_KEY]: { module: 13, chosen: { a: 1, b: 1 } } });
    expect(stateWithoutCheck(state)).toEqual({ scroll: 120 });
    expect(stateWithoutCheck(stateWithCheck(null, 13, { a: 1, b: 1 }))).toBeNull();
    expect(stateWithoutCheck('other')).toBe('other');
  });

  it('is none when the entry holds nothing, or a check that no longer fits the questions', () => {
    for (const state of [null, undefined, 'x', [], {}, { [CHECK_STATE_KEY]: 'x' }, { [CHECK_STATE_KEY]: { module: 13 } }])
      expect(checkInState(state, 13, questions)).toBeNull();
    const kept = (chosen: unknown) => ({ [CHECK_STATE_KEY]: { module: 13, chosen } });
    expect(checkInState(kept({ a: 1 }), 13, questions)).toBeNull();
    expect(checkInState(kept({ a: 3, b: 0 }), 13, questions)).toBeNull();
    expect(checkInState(kept({ a: -1, b: 0 }), 13, questions)).toBeNull();
    expect(checkInState(kept({ a: 1.5, b: 0 }), 13, questions)).toBeNull();
    expect(checkInState(kept({ a: '1', b: 0 }), 13, questions)).toBeNull();
    // An answer to a question the check no longer has is left out.
    expect(checkInState(kept({ a: 1, b: 3, gone: 0 }), 13, questions)).toEqual({ a: 1, b: 3 });
  });
});
