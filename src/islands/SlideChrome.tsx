/**
 * What surrounds a slide: the status row and the navigation, in a static form (links to
 * `#slide-N`, rendered at build time, working before and without JavaScript) and a live one (the
 * island's buttons), alike in look, size and control order so focus carries from one to the other.
 */
import type { Ref } from 'react';
import type { SlideMeta } from '../lib/content/types.ts';
import { slideHash, slideProgressPercent } from '../lib/modules.ts';
import { withBase } from '../lib/paths.ts';

type DotState = 'current' | 'visited' | 'unvisited';

const BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-lg px-4 py-2 text-sm font-semibold aria-disabled:cursor-not-allowed aria-disabled:opacity-50';
const PREVIOUS = `${BUTTON} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 aria-disabled:hover:bg-white`;
const NEXT = `${BUTTON} bg-blue-700 text-white hover:bg-blue-800`;
const COMPLETE = `${BUTTON} bg-green-700 text-white hover:bg-green-800`;
/**
 * The knowledge check: a secondary button right beside Complete Training (the free space goes before
 * it); below md, a row of its own under the compact bar's Previous and Complete Training, above the
 * dots that wait under the screen's edge (NAV).
 */
const QUIZ = `${BUTTON} order-1 w-full border border-blue-700 bg-white text-blue-800 hover:bg-blue-50 md:order-none md:ml-auto md:w-auto`;
const DOT = 'group grid size-11 place-items-center rounded-full';

/** 'Slide N of M', the percentage and the progress bar; the live form's text is a polite live region. */
export function SlideStatus({ index, count, live }: { index: number; count: number; live: boolean }) {
  const percent = slideProgressPercent(index, count);
  const announce = live ? ({ 'aria-live': 'polite', 'aria-atomic': 'true', 'data-testid': 'slide-status' } as const) : {};
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
        <p {...announce}>{`Slide ${index + 1} of ${count}`}</p>
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
    </>
  );
}

function Dot({ slide, i, state }: { slide: SlideMeta; i: number; state: DotState }) {
  return (
    <>
      <span className="sr-only">{`Go to slide ${i + 1}: ${slide.title}${state === 'visited' ? ' (visited)' : ''}`}</span>
      <span
        aria-hidden="true"
        className="block size-3 rounded-full border-2 border-slate-500 group-data-[state=current]:size-4 group-data-[state=current]:border-blue-700 group-data-[state=current]:bg-blue-700 group-data-[state=visited]:border-blue-700 group-data-[state=visited]:bg-blue-200"
      />
    </>
  );
}

/**
 * The deck's knowledge check, offered on the last slide beside Complete Training (both forms; the
 * same link, so focus carries from the static one to the live one). Complete Training is unchanged.
 */
export function QuizLink({ href }: { href: string }) {
  return (
    <a href={href} className={QUIZ}>
      Take the knowledge check
    </a>
  );
}

/**
 * The navigation stays at the bottom of the screen while the slide is taller than it (sticky in
 * the slide area), and settles under the slide at its end. Below md it is a compact bar, Previous,
 * the place ('2 / 5') and Next, with the dots in a row beneath that stays below the screen's edge
 * (the negative bottom: the row, its gap and the padding under it, 3.25rem) until the bar settles;
 * from md the dots sit between the buttons, all on screen. The dots' row scrolls sideways when a
 * deck has more than a phone's width of them, its padding keeping the focus ring unclipped.
 */
const NAV =
  'sticky -bottom-13 z-10 -mx-4 mt-6 flex flex-wrap items-center justify-between gap-x-3 gap-y-2 border-t border-slate-200 bg-white px-4 py-2 md:bottom-0';
const DOTS =
  'order-last -m-1.5 flex w-full justify-center-safe gap-1 overflow-x-auto p-1.5 md:order-none md:w-auto md:flex-wrap md:overflow-visible';

/** The place in the deck inside the compact bar; the status above the slide says it in words, as the live region. */
function Place({ index, count }: { index: number; count: number }) {
  return <p aria-hidden="true" className="text-sm font-semibold text-slate-700 tabular-nums md:hidden">{`${index + 1} / ${count}`}</p>;
}

/**
 * The static form for slide `index`: links to the neighbouring slides' hashes. Previous on the first
 * slide is the same inert button as in the live form (it has nowhere to go); Complete Training opens
 * the module list, as the live one does when the deck was not reached from this site.
 */
export function SlideLinks({ slides, index, quizHref }: { slides: SlideMeta[]; index: number; quizHref?: string | undefined }) {
  const last = slides.length - 1;
  return (
    <nav aria-label="Slide navigation" className={NAV}>
      {index === 0 ? (
        <button type="button" className={PREVIOUS} aria-disabled="true">
          Previous
        </button>
      ) : (
        <a href={slideHash(index - 1)} className={PREVIOUS}>
          Previous
        </a>
      )}
      <Place index={index} count={slides.length} />
      <ol className={DOTS}>
        {slides.map((s, i) => {
          const state = i === index ? 'current' : 'unvisited';
          return (
            <li key={s.id}>
              <a href={slideHash(i)} data-state={state} aria-current={i === index ? 'step' : undefined} className={DOT}>
                <Dot slide={s} i={i} state={state} />
              </a>
            </li>
          );
        })}
      </ol>
      {index === last && quizHref !== undefined && <QuizLink href={quizHref} />}
      {index === last ? (
        <a href={withBase('/modules')} className={COMPLETE}>
          Complete Training
        </a>
      ) : (
        <a href={slideHash(index + 1)} className={NEXT}>
          Next
        </a>
      )}
    </nav>
  );
}

interface ButtonsProps {
  slides: SlideMeta[];
  index: number;
  /** The slides seen since the island went live. */
  visited: ReadonlySet<number>;
  go: (target: number) => void;
  complete: () => void;
  navRef: Ref<HTMLElement>;
  /** The deck's knowledge check, offered on the last slide; none when the deck has no check. */
  quizHref?: string | undefined;
}

/**
 * The live form: buttons that keep focus where it was. Previous stays focusable on the first slide;
 * Next turns into Complete Training on the last one as the same button, so focus stays on it.
 */
export function SlideButtons({ slides, index, visited, go, complete, navRef, quizHref }: ButtonsProps) {
  const isFirst = index === 0;
  const isLast = index === slides.length - 1;
  return (
    <nav ref={navRef} aria-label="Slide navigation" className={NAV}>
      <button
        type="button"
        className={PREVIOUS}
        aria-disabled={isFirst ? 'true' : undefined}
        onClick={() => {
          if (!isFirst) go(index - 1);
        }}
      >
        Previous
      </button>
      <Place index={index} count={slides.length} />
      <ol className={DOTS}>
        {slides.map((s, i) => {
          const state = i === index ? 'current' : visited.has(i) ? 'visited' : 'unvisited';
          return (
            <li key={s.id}>
              <button
                type="button"
                data-state={state}
                aria-current={i === index ? 'step' : undefined}
                onClick={() => go(i)}
                className={DOT}
              >
                <Dot slide={s} i={i} state={state} />
              </button>
            </li>
          );
        })}
      </ol>
      {isLast && quizHref !== undefined && <QuizLink href={quizHref} />}
      <button type="button" className={isLast ? COMPLETE : NEXT} onClick={isLast ? complete : () => go(index + 1)}>
        {isLast ? 'Complete Training' : 'Next'}
      </button>
    </nav>
  );
}
