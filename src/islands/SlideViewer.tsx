/**
 * The slide viewer (docs/content.md, "The slide viewer"). The slides arrive as children rendered
 * from MDX at build time, one `[data-slide]` article each with its own heading; this island owns
 * the index and shows only the current slide (the others are hidden, so out of the tab order).
 * - A pre-rendered deck gets its module as a prop, so its title and banner are in the static HTML;
 *   only the fallback viewer (module null) reads the title from GET /api/modules/{id}, showing
 *   'Training Module' while the call is pending or when it fails.
 * - ArrowLeft/ArrowRight/Home/End work anywhere on the page except while typing in a field.
 * - Previous, Next and the dots keep focus where it was (Previous is aria-disabled on the first
 *   slide rather than disabled, so it never drops focus); when Next becomes Complete Training,
 *   focus moves to it. A polite live region says 'Slide N of M'.
 * - Swipe on touch; the URL hash follows the slide (replace, not push).
 */
import { type PointerEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import type { SlideMeta } from '../lib/content/types.ts';
import { lookForTitle } from '../lib/module-looks.ts';
import { clampSlide, isSlideHash, slideFromHash, slideHash, slideProgressPercent } from '../lib/modules.ts';
import { withBase } from '../lib/paths.ts';
import { parseModuleId } from '../lib/routes.ts';
import { useQuery } from '../lib/use-query.ts';
import Artwork from './Artwork.tsx';

interface Props {
  /** The deck's module (id and title) when the page knows it at build time; null for the fallback viewer. */
  module: { id: number; title: string } | null;
  slides: SlideMeta[];
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
  const query = useQuery<{ title?: unknown }>(['/api/modules', moduleId]);
  const title = query.status === 'success' && typeof query.data?.title === 'string' ? query.data.title : undefined;
  useEffect(() => {
    if (title !== undefined) document.title = `${title} | ${SITE_NAME}`;
  }, [title]);
  return <ModuleHeading title={title} />;
}

export default function SlideViewer(props: Props) {
  const { slides, module } = props;
  const count = slides.length;
  const [fallbackId, setFallbackId] = useState<number | null>(null);
  const [index, setIndex] = useState(0);
  const [visited, setVisited] = useState<ReadonlySet<number>>(() => new Set([0]));
  const rootRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const completeRef = useRef<HTMLButtonElement>(null);
  /** Focus was on Next or Complete Training when the slide changed: keep it on whichever is shown. */
  const forwardHadFocus = useRef(false);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    if (module === null) setFallbackId(moduleIdFromLocation());
    const initial = slideFromHash(window.location.hash, count);
    setIndex(initial);
    setVisited(new Set([initial]));
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
      const focused = document.activeElement;
      forwardHadFocus.current = focused !== null && (focused === nextRef.current || focused === completeRef.current);
      setIndex(next);
      setVisited((seen) => new Set(seen).add(next));
      const url = new URL(window.location.href);
      url.hash = slideHash(next);
      window.history.replaceState(window.history.state, '', url);
    },
    [count],
  );

  useEffect(() => {
    // The slide bodies are static HTML that React does not re-render: show the current one. Focus
    // stays where it was, unless it was inside the slide just hidden (a link in it): then it moves
    // to the new slide's heading rather than falling back to the page.
    const focused = document.activeElement;
    let focusWasHidden = false;
    for (const body of bodyRef.current?.querySelectorAll<HTMLElement>('[data-slide]') ?? []) {
      const hide = body.dataset['slide'] !== String(index);
      if (hide && focused && body.contains(focused)) focusWasHidden = true;
      body.hidden = hide;
    }
    if (focusWasHidden) bodyRef.current?.querySelector<HTMLElement>(`[data-slide="${index}"] h2`)?.focus();
    if (forwardHadFocus.current) {
      forwardHadFocus.current = false;
      (completeRef.current ?? nextRef.current)?.focus();
    }
  }, [index]);

  // Runs after the effect above has shown the slide, so its heading can take focus.
  useEffect(() => {
    if (headingFocus) bodyRef.current?.querySelector<HTMLElement>(`[data-slide="${headingFocus.slide}"] h2`)?.focus();
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

  const percent = slideProgressPercent(index, count);
  const isFirst = index === 0;
  const isLast = index === count - 1;
  const status = `Slide ${index + 1} of ${count}`;
  const button =
    'inline-flex min-h-11 items-center justify-center rounded-lg px-4 py-2 text-sm font-semibold aria-disabled:cursor-not-allowed aria-disabled:opacity-50';

  let heading: ReactNode;
  if (module !== null) heading = <ModuleHeading title={module.title} />;
  else if (fallbackId !== null) heading = <FetchedModuleHeading moduleId={fallbackId} />;
  else heading = <div className="min-h-36 rounded-2xl bg-slate-200" aria-hidden="true" />;

  return (
    <div ref={rootRef}>
      {heading}
      <section aria-label="Slides" className="mt-6" onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
          <p aria-live="polite" aria-atomic="true" data-testid="slide-status">
            {status}
          </p>
          <p>{percent}% complete</p>
        </div>
        <div
          role="progressbar"
          aria-label="Module progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="mt-2 h-2 w-full overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full rounded-full bg-blue-700 motion-safe:transition-[width]" style={{ width: `${percent}%` }} />
        </div>
        <div className="slide-content mt-6 min-h-72 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8" ref={bodyRef}>
          {props.children}
        </div>
        <nav aria-label="Slide navigation" className="mt-6 flex flex-wrap items-center justify-between gap-3">
          <button
            type="button"
            className={`${button} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 aria-disabled:hover:bg-white`}
            aria-disabled={isFirst ? 'true' : undefined}
            onClick={() => {
              if (!isFirst) go(index - 1);
            }}
          >
            Previous
          </button>
          <ol className="order-first flex w-full flex-wrap justify-center gap-1 sm:order-none sm:w-auto">
            {slides.map((s, i) => {
              const state = i === index ? 'current' : visited.has(i) ? 'visited' : 'unvisited';
              return (
                <li key={s.id}>
                  <button
                    type="button"
                    data-state={state}
                    aria-current={i === index ? 'step' : undefined}
                    onClick={() => go(i)}
                    className="group grid size-11 place-items-center rounded-full"
                  >
                    <span className="sr-only">{`Go to slide ${i + 1}: ${s.title}${state === 'visited' ? ' (visited)' : ''}`}</span>
                    <span
                      aria-hidden="true"
                      className="block size-3 rounded-full border-2 border-slate-500 group-data-[state=current]:size-4 group-data-[state=current]:border-blue-700 group-data-[state=current]:bg-blue-700 group-data-[state=visited]:border-blue-700 group-data-[state=visited]:bg-blue-200"
                    />
                  </button>
                </li>
              );
            })}
          </ol>
          {isLast ? (
            <button ref={completeRef} type="button" className={`${button} bg-green-700 text-white hover:bg-green-800`} onClick={leaveDeck}>
              Complete Training
            </button>
          ) : (
            <button
              ref={nextRef}
              type="button"
              className={`${button} bg-blue-700 text-white hover:bg-blue-800`}
              onClick={() => go(index + 1)}
            >
              Next
            </button>
          )}
        </nav>
      </section>
    </div>
  );
}
