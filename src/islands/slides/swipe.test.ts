import { describe, expect, it } from 'vitest';
import { SWIPE_MIN_PX, swipeStep } from './swipe.ts';

describe('swipe', () => {
  it('goes to the next slide for a swipe to the left and the previous for one to the right', () => {
    expect(swipeStep(-260, 10)).toBe(1);
    expect(swipeStep(260, -10)).toBe(-1);
  });
  it('needs at least 50 px sideways', () => {
    expect(SWIPE_MIN_PX).toBe(50);
    expect(swipeStep(-50, 0)).toBe(1);
    expect(swipeStep(-49, 0)).toBe(0);
    expect(swipeStep(49, 0)).toBe(0);
    expect(swipeStep(0, 0)).toBe(0);
  });
  it('takes a slanted swipe up to half as far up or down as across, and nothing steeper', () => {
    expect(swipeStep(-120, 60)).toBe(1);
    expect(swipeStep(120, -60)).toBe(-1);
    expect(swipeStep(-120, 61)).toBe(0);
    expect(swipeStep(120, 200)).toBe(0);
  });
  it('never takes a vertical drag, however long', () => {
    expect(swipeStep(5, 400)).toBe(0);
    expect(swipeStep(-60, -400)).toBe(0);
  });
});
