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
 * - Previous, Next and the dots keep focus where it was (Previous is aria-disabled on the first
 *   slide rather than disabled, so it never drops focus); when Next becomes Complete Training,
 *   focus moves to it. A polite live region says 'Slide N of M'.
 * - Swipe on touch; the URL hash follows the slide (replace, not push).
 */
import { type PointerEvent, type ReactNode, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { SlideMeta } from '../lib/content/types.ts';
import { lookForTitle } from '../lib/module-looks.ts';
import { clampSlide, isSlideHash, slideFromHash, slideHash } from '../lib/modules.ts';
import { withBase } from '../lib/paths.ts';
import { parseModuleId } from '../lib/routes.ts';
import { useQuery } from '../lib/use-query.ts';
import Artwork from './Artwork.tsx';
import { SlideButtons, SlideStatus } from './SlideChrome.tsx';

interface Props {
  /** The deck's module (id and title) when the page knows it at build time; null for the fallback viewer. */
  module: { id: number; title: string } | null;
  slides: SlideMeta[];
  /** The deck's knowledge check (with the base), offered beside Complete Training; none without one. */
  quizHref?: string | undefined;
  children?: ReactNode;
}

const SWIPE_THRESHOLD_PX = 50;
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

export default function SlideViewer(props: Props) {
  const { slides, module } = props;
  const count = slides.length;
  const [live, setLive] = useState(false);
  const [fallbackId, setFallbackId] = useState<number | null>(null);
  const [index, setIndex] = useState(0);
  const [visited, setVisited] = useState<ReadonlySet<number>>(() => new Set([0]));
  const rootRef = useRef<HTMLDivElement>(null);
  const navRef = useRef<HTMLElement>(null);
  /** The place, among its form's controls, of the static control that had focus when the island went live. */
  const focusToCarry = useRef(-1);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);

  const headingOf = (slide: number) => rootRef.current?.querySelector<HTMLElement>(`[data-slide="${slide}"] h2`);

  // Going live: the static form may have moved to another slide (its links change the hash).
  useEffect(() => {
    if (module === null) setFallbackId(moduleIdFromLocation());
    const initial = slideFromHash(window.location.hash, count);
    const focused = document.activeElement;
    focusToCarry.current = focused instanceof HTMLElement ? controlsOf(focused.closest('[data-static-form] nav')).indexOf(focused) : -1;
    setIndex(initial);
    setVisited(new Set([initial]));
    setLive(true);
  }, [module, count]);

  // A link to another slide of this deck (a search result opened on this page) changes only the
  // hash: show that slide without a reload and take focus to its heading, as opening a page would.
  const [headingFocus, setHeadingFocus] = useState<{ slide: number } | null>(null);
  useEffect(() => {
    const onHashChange = () => {
      if (!isSlideHash(window.location.hash)) return;
      const target = slideFromHash(window.location.hash, count);
      setIndex(target);
      setVisited((seen) => new Set(seen).add(target));
      setHeadingFocus({ slide: target });
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [count]);

  const go = useCallback(
    (target: number) => {
      const next = clampSlide(target, count);
      setIndex(next);
      setVisited((seen) => new Set(seen).add(next));
      const url = new URL(window.location.href);
      url.hash = slideHash(next);
      window.history.replaceState(window.history.state, '', url);
    },
    [count],
  );

  // The frames are static HTML that React does not render: show the current one, before the
  // browser paints, so the live form never shows every frame at once. Focus stays where it was,
  // unless it was inside the slide just hidden (a link in it): then it moves to the new slide's
  // heading rather than falling back to the page; a static control's focus goes to its live twin.
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
    if (twin) twin.focus();
    else if (focusWasHidden) headingOf(index)?.focus();
  }, [live, index]);

  // Runs after the slide is shown, so its heading can take focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: headingOf reads the frames at the time.
  useEffect(() => {
    if (headingFocus) headingOf(headingFocus.slide)?.focus();
  }, [headingFocus]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const keys: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: count - 1 };
      const target = keys[event.key];
      if (target === undefined || keysBelongToTarget(event.target)) return;
      // On the static host's 404 page this viewer is in the markup but hidden: keys are not ours then.
      if (!rootRef.current || rootRef.current.closest('[hidden]')) return;
      event.preventDefault();
      go(target);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [go, index, count]);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'touch') swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(event.clientY - start.y)) return;
    go(dx < 0 ? index + 1 : index - 1);
  };

  let heading: ReactNode;
  if (module !== null) heading = <ModuleHeading title={module.title} />;
  else if (fallbackId !== null) heading = <FetchedModuleHeading moduleId={fallbackId} />;
  else heading = <div className="min-h-36 rounded-2xl bg-slate-200" aria-hidden="true" />;

  return (
    <div ref={rootRef} data-deck={live ? 'live' : 'static'}>
      {heading}
      <section aria-label="Slides" className="mt-6" onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
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
