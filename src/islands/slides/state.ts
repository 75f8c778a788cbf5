/**
 * The slide viewer's state (docs/behaviour.md, "Module list and viewer"), pure so that it is tested
 * without a browser: whether the viewer is live, the current slide, the slides seen, and what the
 * page has to do once a slide change is on screen (its arrival). SlideViewer renders it and
 * dispatches; the page itself (scrolling, focus, the address) stays in the component.
 */
import { clampSlide } from '../../lib/modules.ts';

/** How a slide change was asked for: Previous, Next or a dot; a key; a swipe; a link to `#slide-N`. */
export type Via = 'control' | 'key' | 'swipe' | 'link';

/**
 * A slide change for the page to finish once the slide is shown: bring the slide's top into view
 * when it is not, and move focus to its heading or leave it where it is.
 */
export interface Arrival {
  focusHeading: boolean;
  /** The id of the passage a link named (a heading inside the slide), to bring into view in the slide's place. */
  passage?: string;
}

export interface DeckState {
  count: number;
  /** The address has been read and the live form drawn: until then the static form is on screen. */
  live: boolean;
  index: number;
  /** The slides seen since the viewer went live, the current one included. */
  visited: ReadonlySet<number>;
  /** The last slide change, a new object each time; null until the first one (opening the page is none). */
  arrival: Arrival | null;
}

export type DeckAction =
  /** Going live on the slide the address names (slideFromHash, which keeps it in the deck). */
  | { type: 'start'; index: number }
  /**
   * Go to a slide (clamped into the deck). `touch`: the reader is on a touch screen (the primary
   * pointer is coarse), where focus follows the slide to its heading.
   */
  | { type: 'go'; target: number; via: Via; touch: boolean; passage?: string };

export const initialDeck = (count: number): DeckState => ({ count, live: false, index: 0, visited: new Set([0]), arrival: null });

/**
 * Focus moves to the new slide's heading on a touch screen, after a swipe and after a link to a
 * slide (as opening a page would); otherwise it stays on the control or wherever it was. A move
 * that stays on the current slide (Previous on the first, End on the last) changes nothing, but a
 * link to the current slide still takes the reader to its heading. A link to a passage of a slide
 * (a search result) arrives at the passage instead of the slide's top.
 */
export function deckReducer(state: DeckState, action: DeckAction): DeckState {
  if (action.type === 'start') return { ...state, live: true, index: action.index, visited: new Set([action.index]), arrival: null };
  const index = clampSlide(action.target, state.count);
  if (index === state.index && action.via !== 'link') return state;
  const visited = state.visited.has(index) ? state.visited : new Set(state.visited).add(index);
  const focusHeading = action.touch || action.via === 'swipe' || action.via === 'link';
  return { ...state, index, visited, arrival: action.passage ? { focusHeading, passage: action.passage } : { focusHeading } };
}

/**
 * Whether the new slide's top (its card's top edge, `top`) and its heading (down to
 * `headingBottom`) are both on screen, in the band between the bottom of the sticky header
 * (`bandTop`) and the bottom of the window or the top of the navigation stuck to it (`bandBottom`),
 * all in the same coordinates. The page scrolls only when they are not, so a slide that already
 * shows where it starts never moves.
 */
export function topInView(top: number, headingBottom: number, bandTop: number, bandBottom: number): boolean {
  return top >= bandTop && headingBottom <= bandBottom;
}
