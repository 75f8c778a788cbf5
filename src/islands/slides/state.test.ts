import { describe, expect, it } from 'vitest';
import { type DeckAction, type DeckState, deckReducer, initialDeck, topInView } from './state.ts';

const run = (state: DeckState, ...actions: DeckAction[]) => actions.reduce(deckReducer, state);
const go = (target: number, via: 'control' | 'key' | 'swipe' | 'link' = 'control', touch = false): DeckAction => ({
  type: 'go',
  target,
  via,
  touch,
});

describe('slide viewer state', () => {
  it('starts static on the first slide, then goes live on the slide the address names, with nothing to finish', () => {
    const state = initialDeck(5);
    expect(state).toMatchObject({ count: 5, live: false, index: 0, arrival: null });
    const live = deckReducer(state, { type: 'start', index: 2 });
    expect(live).toMatchObject({ live: true, index: 2, arrival: null });
    expect([...live.visited]).toEqual([2]);
  });

  it('moves within the deck, clamped, and marks each slide reached as visited', () => {
    const state = run(initialDeck(5), { type: 'start', index: 0 }, go(3), go(9), go(-4));
    expect(state.index).toBe(0);
    expect([...state.visited].sort()).toEqual([0, 3, 4]);
  });

  it('keeps focus on the control or where it was on a desktop, for the controls and the keys', () => {
    const start = run(initialDeck(5), { type: 'start', index: 0 });
    expect(deckReducer(start, go(1, 'control')).arrival).toEqual({ focusHeading: false });
    expect(deckReducer(start, go(1, 'key')).arrival).toEqual({ focusHeading: false });
  });

  it('moves focus to the new heading on a touch screen, whatever asked, and after a swipe or a link anywhere', () => {
    const start = run(initialDeck(5), { type: 'start', index: 0 });
    for (const via of ['control', 'key', 'swipe', 'link'] as const)
      expect(deckReducer(start, go(1, via, true)).arrival).toEqual({ focusHeading: true });
    expect(deckReducer(start, go(1, 'swipe')).arrival).toEqual({ focusHeading: true });
    expect(deckReducer(start, go(1, 'link')).arrival).toEqual({ focusHeading: true });
  });

  it('gives every slide change an arrival of its own, so the page finishes each one', () => {
    const once = run(initialDeck(5), { type: 'start', index: 0 }, go(1));
    const twice = run(once, go(2), go(1));
    expect(twice.arrival).not.toBe(once.arrival);
  });

  it('changes nothing for a move that stays on the slide (Previous on the first, End on the last), but a link still arrives', () => {
    const first = run(initialDeck(5), { type: 'start', index: 0 });
    expect(deckReducer(first, go(-1))).toBe(first);
    expect(deckReducer(first, go(0, 'swipe', true))).toBe(first);
    const last = run(first, go(4));
    expect(deckReducer(last, go(4, 'key'))).toBe(last);
    const linked = deckReducer(last, go(4, 'link'));
    expect(linked.index).toBe(4);
    expect(linked.arrival).toEqual({ focusHeading: true });
    expect(linked.arrival).not.toBe(last.arrival);
  });
});

describe('a link to a passage', () => {
  it('arrives at the passage, on another slide or on the one shown', () => {
    const start = run(initialDeck(5), { type: 'start', index: 0 });
    expect(deckReducer(start, { type: 'go', target: 3, via: 'link', touch: false, passage: 'written-to-end' })).toMatchObject({
      index: 3,
      arrival: { focusHeading: true, passage: 'written-to-end' },
    });
    expect(deckReducer(start, { type: 'go', target: 0, via: 'link', touch: false, passage: 'not-stayed' }).arrival).toEqual({
      focusHeading: true,
      passage: 'not-stayed',
    });
  });
});

describe('whether the new slide already shows where it starts', () => {
  // A phone: the header's scroll-padding is 80 px, the window 844 px tall, the bar stuck at 783.
  const band = [80, 783] as const;
  it('leaves the page be when the card top and the heading are both in the band', () => {
    expect(topInView(330, 420, ...band)).toBe(true);
    expect(topInView(80, 170, ...band)).toBe(true);
  });
  it('scrolls when the card starts under the header or above the screen', () => {
    expect(topInView(79, 170, ...band)).toBe(false);
    expect(topInView(-2400, -2310, ...band)).toBe(false);
  });
  it('scrolls when the heading ends below the band (behind the bar, or below the screen)', () => {
    expect(topInView(700, 790, ...band)).toBe(false);
    expect(topInView(900, 990, ...band)).toBe(false);
  });
});
