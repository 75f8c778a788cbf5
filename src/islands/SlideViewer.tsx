/**
 * The slide viewer (docs/content.md, "The slide viewer"): the slides arrive as static frames from
 * DeckViewer.astro; once live it owns the index (./slides/state.ts), shows the current frame, and
 * renders the live controls around the slides in place of the static ones (SlideChrome.tsx).
 */
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import type { SlideMeta } from '../lib/content/types.ts';
import { clampSlide, slideHash } from '../lib/modules.ts';
import { SlideButtons, SlideStatus } from './SlideChrome.tsx';
import DeckHeading, { moduleIdFromLocation } from './slides/DeckHeading.tsx';
import LastScore from './slides/LastScore.tsx';
import { arrive, arriveAtPassage, controlsOf, leaveDeck, matches, slideOfHash } from './slides/page.ts';
import { deckReducer, initialDeck, type Via } from './slides/state.ts';
import { useSlideKeys, useSlideLinks, useSwipe } from './slides/use-deck.ts';

interface Props {
  /** The deck's module (id and title) when the page knows it at build time; null for the fallback viewer. */
  module: { id: number; title: string } | null;
  slides: SlideMeta[];
  /** The deck's knowledge check (with the base), offered beside Complete Training; none without one. */
  quizHref?: string | undefined;
  /** "Rules as of <date>" under the deck's title (Astro's named slot). */
  rulesAsOf?: ReactNode;
  children?: ReactNode;
}

export default function SlideViewer(props: Props) {
  const { slides, module } = props;
  const count = slides.length;
  const [{ live, index, visited, arrival }, dispatch] = useReducer(deckReducer, count, initialDeck);
  const [fallbackId, setFallbackId] = useState<number | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const navRef = useRef<HTMLElement>(null);
  /** The place, among its form's controls, of the static control that had focus when the island went live. */
  const focusToCarry = useRef(-1);

  const headingOf = (slide: number) => rootRef.current?.querySelector<HTMLElement>(`[data-slide="${slide}"] h2`);

  // Going live: the static form may have moved to another slide (its links change the hash).
  useEffect(() => {
    if (module === null) setFallbackId(moduleIdFromLocation());
    const focused = document.activeElement;
    focusToCarry.current = focused instanceof HTMLElement ? controlsOf(focused.closest('[data-static-form] nav')).indexOf(focused) : -1;
    dispatch({ type: 'start', index: slideOfHash(rootRef.current, window.location.hash, count)?.index ?? 0 });
  }, [module, count]);

  useSlideLinks(rootRef, count, dispatch);

  const go = useCallback(
    (target: number, via: Via = 'control') => {
      dispatch({ type: 'go', target, via, touch: matches('(pointer: coarse)') });
      const url = new URL(window.location.href);
      url.hash = slideHash(clampSlide(target, count));
      window.history.replaceState(window.history.state, '', url);
    },
    [count],
  );

  // The frames are static HTML that React does not render: show the current one, before the
  // browser paints, so the live form never shows every frame at once. Then the slide change
  // arrives (arrive()): the slide's top comes into view if it is not, and focus moves to its heading
  // when the rules say so, or when focus was inside the slide just hidden (a link in it) rather
  // than falling back to the page; a link to a passage brings that passage under the header and
  // focus to its heading instead. Going live, a static control's focus goes to its live twin.
  // biome-ignore lint/correctness/useExhaustiveDependencies: headingOf reads the frames at the time.
  useLayoutEffect(() => {
    if (!live) return;
    const focused = document.activeElement;
    let focusWasHidden = false;
    for (const frame of rootRef.current?.querySelectorAll<HTMLElement>('[data-frame]') ?? []) {
      const hide = frame.dataset['frame'] !== String(index);
      if (hide && focused && frame.contains(focused)) focusWasHidden = true;
      frame.hidden = hide;
    }
    // The static forms have done their part: the live one takes their place, and is the only one a
    // screen reader or a find in the page meets.
    for (const form of rootRef.current?.querySelectorAll('[data-static-form]') ?? []) form.remove();
    const twin = controlsOf(navRef.current)[focusToCarry.current];
    focusToCarry.current = -1;
    const heading = headingOf(index);
    const passage = arrival?.passage
      ? rootRef.current?.querySelector<HTMLElement>(`[data-frame="${index}"] [id="${CSS.escape(arrival.passage)}"]`)
      : null;
    if (twin) twin.focus();
    else if (arrival && passage) arriveAtPassage(passage, arrival.focusHeading || focusWasHidden);
    else if (arrival && heading && sectionRef.current)
      arrive(sectionRef.current, navRef.current, heading, arrival.focusHeading || focusWasHidden);
  }, [live, index, arrival]);

  useSlideKeys(rootRef, index, count, go);
  const swipe = useSwipe(sectionRef, index, go);

  return (
    <div ref={rootRef} data-deck={live ? 'live' : 'static'}>
      <DeckHeading module={module} fallbackId={fallbackId} />
      {props.rulesAsOf}
      <section ref={sectionRef} aria-label="Slides" className="mt-6 touch-pan-y touch-pinch-zoom data-zoomed:touch-auto" {...swipe}>
        {live && <SlideStatus index={index} count={count} live />}
        {props.children}
        {live && index === count - 1 && props.quizHref !== undefined && (module?.id ?? fallbackId) !== null && (
          <LastScore moduleId={module?.id ?? fallbackId ?? 0} quizHref={props.quizHref} />
        )}
        {live && (
          <SlideButtons
            slides={slides}
            index={index}
            visited={visited}
            go={go}
            complete={leaveDeck}
            navRef={navRef}
            quizHref={props.quizHref}
          />
        )}
      </section>
    </div>
  );
}
