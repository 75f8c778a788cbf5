// What the slide viewer does to the page around it: leaving the deck, which keys are its own, which
// slide an address opens, and a slide change's arrival (scroll and focus).
import { isSlideHash, slideFromHash } from '../../lib/modules.ts';
import { withBase } from '../../lib/paths.ts';
import { topInView } from './state.ts';

/** Complete Training goes back when the previous page is on this site; otherwise to /modules. */
export function leaveDeck(): void {
  const cameFromSite = document.referrer !== '' && new URL(document.referrer).origin === window.location.origin;
  if (cameFromSite && window.history.length > 1) window.history.back();
  else window.location.assign(withBase('/modules'));
}

/** Keys stay with fields and widgets that use arrows themselves, and with an open dialog. */
export function keysBelongToTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return (
    target.closest(
      'input, textarea, select, [contenteditable=""], [contenteditable="true"], dialog, ' +
        '[role="textbox"], [role="combobox"], [role="listbox"], [role="slider"], [role="spinbutton"], [role="menu"], [role="radiogroup"], [role="tablist"], [role="grid"]',
    ) !== null
  );
}

/** The controls of a slide navigation, in order (the same in the static and the live form). */
export const controlsOf = (nav: Element | null | undefined) => [...(nav?.querySelectorAll<HTMLElement>('a, button') ?? [])];

export const matches = (query: string) => window.matchMedia(query).matches;

/**
 * The slide an address's hash opens: `#slide-N`, or the slide holding the element it names (a
 * heading inside a slide: a search result's passage), with that passage; null for any other hash.
 */
export function slideOfHash(root: Element | null, hash: string, count: number): { index: number; passage?: string } | null {
  if (isSlideHash(hash)) return { index: slideFromHash(hash, count) };
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
  const frame = id ? root?.querySelector(`[data-frame] [id="${CSS.escape(id)}"]`)?.closest<HTMLElement>('[data-frame]') : null;
  return frame ? { index: Number(frame.dataset['frame']), passage: id } : null;
}

/**
 * Brings a passage of the shown slide (a heading inside it) under the sticky header, where the
 * page's scroll-padding puts a target, and moves focus to it if it is to.
 */
export function arriveAtPassage(passage: HTMLElement, focus: boolean) {
  passage.scrollIntoView({ block: 'start' });
  if (!focus) return;
  if (!passage.hasAttribute('tabindex')) passage.setAttribute('tabindex', '-1');
  passage.focus({ preventScroll: true });
}

/**
 * Finishes a slide change once the slide is shown: when its card's top or its heading is not on
 * screen (under the sticky header, or behind the navigation stuck at the bottom), the slide area is
 * scrolled to its start, which the page's scroll-padding keeps clear of the header (smoothly, by the
 * page's scroll-behavior, unless the reader prefers reduced motion: DeckViewer.astro); then focus
 * moves to the heading if it is to, without a scroll of its own.
 */
export function arrive(section: HTMLElement, nav: HTMLElement | null, heading: HTMLElement, focusHeading: boolean) {
  const inView = topInView(
    (heading.closest('.slide-content') ?? heading).getBoundingClientRect().top,
    heading.getBoundingClientRect().bottom,
    Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0,
    Math.min(window.innerHeight, nav?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY),
  );
  if (!inView) section.scrollIntoView({ block: 'start' });
  if (focusHeading) heading.focus({ preventScroll: true });
}
