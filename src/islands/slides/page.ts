// What the slide viewer does to the page around it: leaving the deck, which keys are its own, and a
// slide change's arrival (scroll and focus).
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

/** The slide whose frame holds the element a hash names (a passage's heading, '#metal-levels'), or null. */
export function frameOfHash(root: HTMLElement | null, hash: string): number | null {
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
  const target = id === '' ? null : document.getElementById(id);
  const frame = target && root?.contains(target) ? target.closest<HTMLElement>('[data-frame]') : null;
  return frame ? Number(frame.dataset['frame']) : null;
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
