/**
 * The slide viewer (spec sections 2 and 4, decisions.md section 3). The slides' content arrives as
 * children rendered from MDX at build time, one `[data-slide]` element each; this island owns the
 * index and shows only the current slide (the others are hidden, so out of the tab order).
 * Beyond the spec: arrow keys, Home and End; swipe on touch; the URL hash follows the slide (replace,
 * not push); focus moves to the new slide's heading and a polite live region says 'Slide N of M'.
 */
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { lookForTitle } from '../lib/module-looks.ts';
import { clampSlide, slideFromHash, slideHash, slideProgressPercent } from '../lib/modules.ts';
import { parseModuleId } from '../lib/routes.ts';
import { withBase } from '../lib/paths.ts';
import { useQuery } from '../lib/use-query.ts';
import Artwork from './Artwork.tsx';

export interface SlideMeta {
  id: string;
  title: string;
}

interface Props {
  /** The module whose title is fetched; null reads it from the URL (the fallback viewer). */
  moduleId: number | null;
  slides: SlideMeta[];
  children?: ReactNode;
}

const SWIPE_THRESHOLD_PX = 50;

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

function ModuleTitle({ moduleId }: { moduleId: number }) {
  const query = useQuery<{ title?: unknown }>(['/api/modules', moduleId]);
  const title = query.status === 'success' && typeof query.data?.title === 'string' ? query.data.title : 'Training Module';
  const look = lookForTitle(query.status === 'success' ? title : undefined);
  return (
    <>
      <div className={`${look.background} flex min-h-36 items-center gap-5 rounded-2xl px-6 py-8 text-white sm:px-10`} data-testid="module-banner">
        <Artwork name={look.artwork} className="size-14 shrink-0 opacity-90" />
        {/* Two lines are reserved and the text starts at the top, so the heading that arrives with the
            API's title never moves what is already on screen (CLS 0). */}
        <p className="line-clamp-2 h-[2lh] text-2xl font-bold tracking-tight sm:text-3xl">{look.bannerHeading}</p>
      </div>
      <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
    </>
  );
}

export default function SlideViewer(props: Props) {
  const { slides } = props;
  const count = slides.length;
  const [moduleId, setModuleId] = useState<number | null>(props.moduleId);
  const [index, setIndex] = useState(0);
  const [visited, setVisited] = useState<ReadonlySet<number>>(() => new Set([0]));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    if (props.moduleId === null) setModuleId(moduleIdFromLocation());
    const initial = slideFromHash(window.location.hash, count);
    setIndex(initial);
    setVisited(new Set([initial]));
  }, [props.moduleId, count]);

  const go = useCallback(
    (target: number) => {
      const next = clampSlide(target, count);
      moved.current = true;
      setIndex(next);
      setVisited((seen) => new Set(seen).add(next));
      const url = new URL(window.location.href);
      url.hash = slideHash(next);
      window.history.replaceState(window.history.state, '', url);
    },
    [count],
  );

  useEffect(() => {
    // The slide bodies are static HTML that React does not re-render: show the current one.
    for (const body of bodyRef.current?.querySelectorAll<HTMLElement>('[data-slide]') ?? []) {
      body.hidden = body.dataset['slide'] !== String(index);
    }
    if (moved.current) headingRef.current?.focus();
  }, [index]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if ((event.target as Element).closest('input, textarea, select, [contenteditable="true"]')) return;
    const keys: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: count - 1 };
    const target = keys[event.key];
    if (target === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    go(target);
  };
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
  const slide = slides[index];
  const isLast = index === count - 1;
  const status = `Slide ${index + 1} of ${count}`;
  const button =
    'inline-flex min-h-11 items-center justify-center rounded-lg px-4 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-50';

  return (
    <div>
      {moduleId === null ? (
        <div className="min-h-36 rounded-2xl bg-slate-200" aria-hidden="true" />
      ) : (
        <ModuleTitle moduleId={moduleId} />
      )}
      <section aria-label="Slides" className="mt-6" onKeyDown={onKeyDown} onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
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
        {slide ? (
          <article
            aria-roledescription="slide"
            aria-labelledby="slide-title"
            className="slide-content mt-6 min-h-72 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
          >
            <h2 id="slide-title" ref={headingRef} tabIndex={-1} className="text-xl font-bold text-slate-900 sm:text-2xl">
              {slide.title}
            </h2>
            <div className="mt-4" ref={bodyRef}>
              {props.children}
            </div>
          </article>
        ) : null}
        <nav aria-label="Slide navigation" className="mt-6 flex flex-wrap items-center justify-between gap-3">
          <button type="button" className={`${button} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`} disabled={index === 0} onClick={() => go(index - 1)}>
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
            <button type="button" className={`${button} bg-green-700 text-white hover:bg-green-800`} onClick={leaveDeck}>
              Complete Training
            </button>
          ) : (
            <button type="button" className={`${button} bg-blue-700 text-white hover:bg-blue-800`} onClick={() => go(index + 1)}>
              Next
            </button>
          )}
        </nav>
      </section>
    </div>
  );
}
