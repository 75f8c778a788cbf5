/**
 * A swipe on the slides (docs/behaviour.md, "Module list and viewer"). The slide area leaves only
 * vertical panning and pinch-zoom to the browser (`touch-action: pan-y pinch-zoom`), so a sideways
 * touch reaches the page to the end, while a vertical one scrolls and is cancelled
 * (`pointercancel`): what is left to decide is whether the touch, from where it went down to where
 * it lifted, was a swipe.
 */

/** How far a touch must go sideways to count as a swipe, in CSS pixels. */
export const SWIPE_MIN_PX = 50;

/**
 * The slide step a touch asks for, from its movement (`dx`, `dy`: end minus start): 1 (next) for a
 * swipe to the left, -1 (previous) to the right, 0 for anything else. A swipe goes at least 50 px
 * sideways and at most half as far up or down (within about 27° of horizontal), so a drag that is
 * mostly vertical, or a short one, never changes the slide.
 */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dy) * 2 > Math.abs(dx)) return 0;
  return dx < 0 ? 1 : -1;
}
