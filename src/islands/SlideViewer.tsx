/**
 * The slide viewer (docs/content.md, "The slide viewer"). The slides arrive as children rendered
 * at build time by DeckViewer.astro: one `[data-frame]` per slide, holding the slide's article (from
 * MDX, with its own heading) and the viewer's static form around it (SlideChrome.tsx): its own
 * status and links to `#slide-N`, which CSS answers before the island is live, and without
 * JavaScript. Once live, the island reads the hash and owns the index: it shows only the current
 * frame (the others are hidden, so out of the tab order), hides the static forms and renders the
 * live one around the slides; a static control that had focus hands it to its live twin.
 * - A pre-rendered deck gets its module as a prop, so its title and banner are in the static HTML;
 *   only the fallback viewer (module null) reads the title from GET /api/modules/{id}, showing
 *   'Training Module' while the call is pending or when it fails.
 * - ArrowLeft/ArrowRight/Home/End work anywhere on the page except while typing in a field.
 * - Every slide change brings the new slide's top and heading into view when they are not (smoothly,
 *   unless the reader prefers reduced motion). On a touch screen, and after a swipe or a link to a
 *   slide, focus moves to the new slide's heading; otherwise Previous, Next and the dots keep focus
 *   where it was (Previous is aria-disabled on the first slide rather than disabled, so it never
 *   drops focus; Next turns into Complete Training as the same button). A polite live region says
 *   'Slide N of M'. The rules are in ./slides/state.ts.
 * - A horizontal swipe on a touch screen (./slides/swipe.ts); the URL hash follows the slide
 *   (replace, not push).
 */
import { type PointerEvent, type ReactNode, useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import type { SlideMeta } from '../lib/content/types.ts';
import { lookForTitle } from '../lib/module-looks.ts';
import { clampSlide, isSlideHash, slideFromHash, slideHash } from '../lib/modules.ts';
import { withBase } from '../lib/paths.ts';
import { parseModuleId } from '../lib/routes.ts';
import { useQuery } from '../lib/use-query.ts';
import Artwork from './Artwork.tsx';
import { SlideButtons, SlideStatus } from './SlideChrome.tsx';
import { deckReducer, initialDeck, topInView, type Via } from './slides/state.ts';
import { swipeStep } from './slides/swipe.ts';

interface Props {
  /** The deck's module (id and title) when the page knows it at build time; null for the fallback viewer. */
  module: { id: number; title: string } | null;
  slides: SlideMeta[];
  /** The deck's knowledge check (with the base), offered beside Complete Training; none without one. */
  quizHref?: string | undefined;
  children?: ReactNode;
}

const FALLBACK_TITLE = 'Training Module';
const SITE_NAME = 'ACA Agent Training Hub';

/** The fallback viewer's id: parseInt of the last path segment; null when this is no module path. */
function moduleIdFromLocation(): number | null {
  const segment = /\/modules\/([^/]+)\/?$/i.exec(window.location.pathname)?.[1];
  if (segment === undefined) return null;
  try {
    return parseModuleId(decodeURIComponent(segment));
  } catch {
    return parseModuleId(segment);
  }
}

/** Complete Training goes back when the previous page is on this site; otherwise to /modules. */
function leaveDeck(): void {
  const cameFromSite = document.referrer !== '' && new URL(document.referrer).origin === window.location.origin;
  if (cameFromSite && window.history.length > 1) window.history.back();
  else window.location.assign(withBase('/modules'));
}

/** Keys stay with fields and widgets that use arrows themselves, and with an open dialog. */
function keysBelongToTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return (
    target.closest(
      'input, textarea, select, [contenteditable=""], [contenteditable="true"], dialog, ' +
        '[role="textbox"], [role="combobox"], [role="listbox"], [role="slider"], [role="spinbutton"], [role="menu"], [role="radiogroup"], [role="tablist"], [role="grid"]',
    ) !== null
  );
}

function ModuleHeading({ title }: { title: string | undefined }) {
  const look = lookForTitle(title);
  return (
    <>
      <div
        className={`${look.background} flex min-h-36 items-center gap-5 rounded-2xl px-6 py-8 text-white sm:px-10`}
        data-testid="module-banner"
      >
        <Artwork name={look.artwork} className="size-14 shrink-0 opacity-90" />
        {/* Two lines are reserved and the text starts at the top, so a heading that arrives with the
            API's title never moves what is already on screen (CLS 0). */}
        <p className="line-clamp-2 h-[2lh] text-2xl font-bold tracking-tight sm:text-3xl">{look.bannerHeading}</p>
      </div>
      <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title ?? FALLBACK_TITLE}</h1>
    </>
  );
}

/** The fallback viewer's title: from the API, 'Training Module' while pending or after a failure. */
function FetchedModuleHeading({ moduleId }: { moduleId: number }) {
  const query = useQuery(['/api/modules', moduleId]);
  const title = query.status === 'success' ? query.data.title : undefined;
  useEffect(() => {
    if (title !== undefined) document.title = `${title} | ${SITE_NAME}`;
  }, [title]);
  return <ModuleHeading title={title} />;
}

/** The controls of a slide navigation, in order (the same in the static and the live form). */
const controlsOf = (nav: Element | null | undefined) => [...(nav?.querySelectorAll<HTMLElement>('a, button') ?? [])];

const matches = (query: string) => window.matchMedia(query).matches;

/**
 * Finishes a slide change once the slide is shown: when its card's top or its heading is not on
 * screen (under the sticky header, or behind the navigation stuck at the bottom), the slide area is
 * scrolled to its start, which the page's scroll-padding keeps clear of the header (smoothly, by the
 * page's scroll-behavior, unless the reader prefers reduced motion: DeckViewer.astro); then focus
 * moves to the heading if it is to, without a scroll of its own.
 */
function arrive(section: HTMLElement, nav: HTMLElement | null, heading: HTMLElement, focusHeading: boolean) {
  const inView = topInView(
    (heading.closest('.slide-content') ?? heading).getBoundingClientRect().top,
    heading.getBoundingClientRect().bottom,
    Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0,
    Math.min(window.innerHeight, nav?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY),
  );
  if (!inView) section.scrollIntoView({ block: 'start' });
  if (focusHeading) heading.focus({ preventScroll: true });
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
  /** The touch that may be a swipe: its pointer and where it went down. */
  const swipe = useRef<{ id: number; x: number; y: number } | null>(null);

  const headingOf = (slide: number) => rootRef.current?.querySelector<HTMLElement>(`[data-slide="${slide}"] h2`);

  // Going live: the static form may have moved to another slide (its links change the hash).
  useEffect(() => {
    if (module === null) setFallbackId(moduleIdFromLocation());
    const focused = document.activeElement;
    focusToCarry.current = focused instanceof HTMLElement ? controlsOf(focused.closest('[data-static-form] nav')).indexOf(focused) : -1;
    dispatch({ type: 'start', index: slideFromHash(window.location.hash, count) });
  }, [module, count]);

  // A link to another slide of this deck (a search result opened on this page) changes only the
  // hash: show that slide without a reload and take focus to its heading, as opening a page would.
  useEffect(() => {
    const onHashChange = () => {
      if (isSlideHash(window.location.hash))
        dispatch({ type: 'go', target: slideFromHash(window.location.hash, count), via: 'link', touch: matches('(pointer: coarse)') });
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [count]);

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
  // than falling back to the page. Going live, a static control's focus goes to its live twin.
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
    if (twin) twin.focus();
    else if (arrival && heading && sectionRef.current)
      arrive(sectionRef.current, navRef.current, heading, arrival.focusHeading || focusWasHidden);
  }, [live, index, arrival]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const keys: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: count - 1 };
      const target = keys[event.key];
      if (target === undefined || keysBelongToTarget(event.target)) return;
      // On the static host's 404 page this viewer is in the markup but hidden: keys are not ours then.
      if (!rootRef.current || rootRef.current.closest('[hidden]')) return;
      event.preventDefault();
      go(target, 'key');
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [go, index, count]);

  // On a pinch-zoomed page a sideways drag pans the page: the slide area then leaves every touch to
  // the browser (touch-action: auto), which takes a sideways drag too (pointercancel): no swipe.
  useEffect(() => {
    const viewport = window.visualViewport;
    const section = sectionRef.current;
    if (!viewport || !section) return;
    const onResize = () => section.toggleAttribute('data-zoomed', viewport.scale > 1);
    onResize();
    viewport.addEventListener('resize', onResize);
    return () => viewport.removeEventListener('resize', onResize);
  }, []);

  // One finger; a second one, or the browser taking the touch for a scroll or a zoom (pointercancel),
  // ends it.
  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    swipe.current = event.pointerType === 'touch' && event.isPrimary ? { id: event.pointerId, x: event.clientX, y: event.clientY } : null;
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const start = swipe.current;
    swipe.current = null;
    if (start?.id !== event.pointerId) return;
    const step = swipeStep(event.clientX - start.x, event.clientY - start.y);
    if (step !== 0) go(index + step, 'swipe');
  };

  let heading: ReactNode;
  if (module !== null) heading = <ModuleHeading title={module.title} />;
  else if (fallbackId !== null) heading = <FetchedModuleHeading moduleId={fallbackId} />;
  else heading = <div className="min-h-36 rounded-2xl bg-slate-200" aria-hidden="true" />;

  return (
    <div ref={rootRef} data-deck={live ? 'live' : 'static'}>
      {heading}
      <section
        ref={sectionRef}
        aria-label="Slides"
        className="mt-6 touch-pan-y touch-pinch-zoom data-zoomed:touch-auto"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipe.current = null;
        }}
      >
        {live && <SlideStatus index={index} count={count} live />}
        {props.children}
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
