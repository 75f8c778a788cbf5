/**
 * The module list: six skeleton cards while loading, then one card per module
 * with the artwork and colour of its exact title, the duration in both spots, the status badge, the
 * progress bar when in progress, and one button (Start, Continue or Review) to the slide viewer.
 */

import type { Module } from '../lib/content/types.ts';
import { lookForTitle } from '../lib/module-looks.ts';
import { type ModuleStatus, moduleProgress, STATUS_LABELS } from '../lib/modules.ts';
import { withBase } from '../lib/paths.ts';
import { useQuery } from '../lib/use-query.ts';
import Artwork from './Artwork.tsx';
import ErrorNotice from './ErrorNotice.tsx';

const SKELETON_CARDS = 6;
const GRID = 'mt-8 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3';

const BADGE_STYLES: Record<ModuleStatus, string> = {
  'not-started': 'bg-slate-100 text-slate-800',
  'in-progress': 'bg-amber-100 text-amber-900',
  completed: 'bg-green-100 text-green-900',
};

function SkeletonCard() {
  return (
    <li className="flex h-[26rem] flex-col overflow-hidden rounded-2xl border border-slate-200" data-testid="module-skeleton">
      <div className="h-36 animate-pulse bg-slate-200" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="h-5 w-2/3 animate-pulse rounded bg-slate-200" />
        <div className="h-4 w-full animate-pulse rounded bg-slate-200" />
        <div className="h-4 w-5/6 animate-pulse rounded bg-slate-200" />
        <div className="mt-auto h-11 w-full animate-pulse rounded-lg bg-slate-200" />
      </div>
    </li>
  );
}

function ModuleCard({ module }: { module: Module }) {
  const look = lookForTitle(module.title);
  const progress = moduleProgress(module.id);
  const labels = STATUS_LABELS[progress.status];
  return (
    <li
      className="flex h-[26rem] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
      data-status={progress.status}
    >
      <div className={`${look.background} relative flex h-36 items-center justify-center text-white`}>
        <Artwork name={look.artwork} className="size-16 opacity-90" />
        <span className="absolute right-3 bottom-3 rounded-full bg-black/40 px-3 py-1 text-xs font-semibold">{`${module.duration} Minutes`}</span>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <h2 className="text-lg font-semibold text-slate-900">{module.title}</h2>
          <span className={`shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold ${BADGE_STYLES[progress.status]}`}>{labels.badge}</span>
        </div>
        <p className="line-clamp-3 text-sm text-slate-700">{module.description}</p>
        <p className="flex items-center gap-1 text-sm text-slate-700">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
            <circle cx="12" cy="12" r="9" />
            <path d="M12 7v5l3 2" />
          </svg>
          {`${module.duration} min`}
        </p>
        {progress.status === 'in-progress' ? (
          <div>
            <div className="flex justify-between text-xs text-slate-700">
              <span>Progress</span>
              <span>{`${progress.percent}%`}</span>
            </div>
            <div
              role="progressbar"
              aria-label={`${module.title} progress`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress.percent}
              className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
            >
              <div className="h-full rounded-full bg-amber-700" style={{ width: `${progress.percent}%` }} />
            </div>
          </div>
        ) : null}
        <a
          href={withBase(`/modules/${module.id}`)}
          className={`${look.accent} mt-auto inline-flex min-h-11 items-center justify-center rounded-lg px-4 py-2 font-semibold text-white`}
        >
          {labels.action}
          <span className="sr-only">{` ${module.title}`}</span>
        </a>
      </div>
    </li>
  );
}

export default function ModuleGrid() {
  const query = useQuery('/api/modules');
  if (query.status === 'error') {
    return (
      <div className="mt-8">
        <ErrorNotice what="the training modules" error={query.error} onRetry={query.retry} />
      </div>
    );
  }
  if (query.status === 'pending') {
    return (
      <ul className={GRID} aria-busy="true" aria-label="Loading training modules">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder.
          <SkeletonCard key={i} />
        ))}
      </ul>
    );
  }
  return (
    <ul className={GRID} aria-label="Training modules">
      {(query.data ?? []).map((module) => (
        <ModuleCard key={module.id} module={module} />
      ))}
    </ul>
  );
}
