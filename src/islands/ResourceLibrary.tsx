/**
 * The resource library: three skeleton cards while loading, then one card per
 * category with its label as heading; each row shows the title and the right-hand detail. Links
 * beginning with '/' stay in the site; any other opens in a new tab and says so.
 */

import type { Resource } from '../lib/content/types.ts';
import { withBase } from '../lib/paths.ts';
import { categoryLabel, groupByCategory, isInternalLink, resourceDetail } from '../lib/resources.ts';
import { useQuery } from '../lib/use-query.ts';
import ErrorNotice from './ErrorNotice.tsx';
import ExternalLinkNote from './ExternalLinkNote.tsx';

const SKELETON_CARDS = 3;

function Icon({ path }: { path: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}
const OPEN_ICON = 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 01-1 1H5a1 1 0 01-1-1V7a1 1 0 011-1h5';
const DOWNLOAD_ICON = 'M12 4v11M7 10l5 5 5-5M5 20h14';

function Row({ resource }: { resource: Resource }) {
  const detail = resourceDetail(resource);
  const internal = isInternalLink(resource.url);
  return (
    <li>
      <a
        href={internal ? withBase(resource.url) : resource.url}
        {...(internal ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
        className="flex min-h-12 items-center justify-between gap-4 rounded-lg px-3 py-2 text-slate-900 hover:bg-slate-50"
      >
        <span className="font-medium">
          {resource.title}
          {internal ? null : <ExternalLinkNote />}
        </span>
        <span className="shrink-0 text-sm text-slate-700" data-testid="resource-detail" data-kind={detail.kind}>
          {detail.kind === 'text' ? detail.text : <Icon path={detail.kind === 'open' ? OPEN_ICON : DOWNLOAD_ICON} />}
        </span>
      </a>
    </li>
  );
}

export default function ResourceLibrary() {
  const query = useQuery('/api/resources');
  if (query.status === 'error') {
    return (
      <div className="mt-8">
        <ErrorNotice what="the resources" error={query.error} onRetry={query.retry} />
      </div>
    );
  }
  if (query.status === 'pending') {
    return (
      <div className="mt-8 grid gap-6" aria-busy="true">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder.
          <div key={i} className="h-64 animate-pulse rounded-2xl border border-slate-200 bg-slate-100" data-testid="resource-skeleton" />
        ))}
      </div>
    );
  }
  return (
    <div className="mt-8 grid gap-6">
      {groupByCategory(query.data ?? []).map(({ category, items }) => (
        <section key={category} aria-labelledby={`category-${category}`} className="rounded-2xl border border-slate-200 p-5">
          <h2 id={`category-${category}`} className="text-xl font-semibold">
            {categoryLabel(category)}
          </h2>
          <ul className="mt-3 divide-y divide-slate-100">
            {items.map((resource) => (
              <Row key={resource.id} resource={resource} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
