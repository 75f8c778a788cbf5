// The slide viewer's ties to the page, as hooks: links to a slide of this deck, the arrow keys, a
// pinch-zoom, and a swipe on the slides.
import { type PointerEvent, type RefObject, useEffect, useRef } from 'react';
import { keysBelongToTarget, matches, slideOfHash } from './page.ts';
import type { DeckAction, Via } from './state.ts';
import { swipeStep } from './swipe.ts';

/**
 * A link to another slide of this deck, or to a passage of one (a search result opened on this
 * page), changes only the address: show that slide without a reload and take focus to its heading,
 * or to the passage's, as opening a page would. Back and Forward do the same (popstate): between
 * entries that differ by more than the hash (a result's `?highlight=`) the browser fires no
 * hashchange. When it fires one after a popstate for the same address, that one is not followed
 * twice; one the page dispatches itself (a result for the slide already shown) always is.
 */
export function useSlideLinks(root: RefObject<HTMLElement | null>, count: number, dispatch: (action: DeckAction) => void): void {
  useEffect(() => {
    let popped = '';
    const follow = () => {
      const target = slideOfHash(root.current, window.location.hash, count);
      if (!target) return;
      const { index, passage } = target;
      dispatch({ type: 'go', target: index, via: 'link', touch: matches('(pointer: coarse)'), ...(passage ? { passage } : {}) });
    };
    const onPopState = () => {
      popped = window.location.href;
      follow();
    };
    const onHashChange = (event: HashChangeEvent) => {
      const repeat = event.isTrusted && popped === window.location.href;
      popped = '';
      if (!repeat) follow();
    };
    window.addEventListener('popstate', onPopState);
    window.addEventListener('hashchange', onHashChange);
    return () => {
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('hashchange', onHashChange);
    };
  }, [root, count, dispatch]);
}

/** ArrowLeft/ArrowRight/Home/End anywhere on the page, except while typing in a field. */
export function useSlideKeys(root: RefObject<HTMLElement | null>, index: number, count: number, go: (target: number, via: Via) => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const keys: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: count - 1 };
      const target = keys[event.key];
      if (target === undefined || keysBelongToTarget(event.target)) return;
      // On the static host's 404 page this viewer is in the markup but hidden: keys are not ours then.
      if (!root.current || root.current.closest('[hidden]')) return;
      event.preventDefault();
      go(target, 'key');
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [go, index, count, root]);
}

/**
 * A swipe on the slide area. On a pinch-zoomed page a sideways drag pans the page: the area then
 * leaves every touch to the browser (touch-action: auto), which takes a sideways drag too
 * (pointercancel): no swipe. One finger; a second one, or the browser taking the touch for a scroll
 * or a zoom, ends it.
 */
export function useSwipe(section: RefObject<HTMLElement | null>, index: number, go: (target: number, via: Via) => void) {
  /** The touch that may be a swipe: its pointer and where it went down. */
  const swipe = useRef<{ id: number; x: number; y: number } | null>(null);
  useEffect(() => {
    const viewport = window.visualViewport;
    const area = section.current;
    if (!viewport || !area) return;
    const onResize = () => area.toggleAttribute('data-zoomed', viewport.scale > 1);
    onResize();
    viewport.addEventListener('resize', onResize);
    return () => viewport.removeEventListener('resize', onResize);
  }, [section]);
  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      swipe.current = event.pointerType === 'touch' && event.isPrimary ? { id: event.pointerId, x: event.clientX, y: event.clientY } : null;
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const start = swipe.current;
      swipe.current = null;
      if (start?.id !== event.pointerId) return;
      const step = swipeStep(event.clientX - start.x, event.clientY - start.y);
      if (step !== 0) go(index + step, 'swipe');
    },
    onPointerCancel: () => {
      swipe.current = null;
    },
  };
}
