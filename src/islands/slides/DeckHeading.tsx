// The deck's banner and title: from the page when it is pre-rendered, else (the fallback viewer)
// from GET /api/modules/{id}, 'Training Module' while the call is pending or when it fails.
import { useEffect } from 'react';
import { lookForTitle } from '../../lib/module-looks.ts';
import { parseModuleId } from '../../lib/routes.ts';
import { useQuery } from '../../lib/use-query.ts';
import Artwork from '../Artwork.tsx';

const FALLBACK_TITLE = 'Training Module';
const SITE_NAME = 'ACA Agent Training Hub';

/** The fallback viewer's id: parseInt of the last path segment; null when this is no module path. */
export function moduleIdFromLocation(): number | null {
  const segment = /\/modules\/([^/]+)\/?$/i.exec(window.location.pathname)?.[1];
  if (segment === undefined) return null;
  try {
    return parseModuleId(decodeURIComponent(segment));
  } catch {
    return parseModuleId(segment);
  }
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
  const query = useQuery(`/api/modules/${moduleId}`, (api) => api.modules[':id'].$get({ param: { id: String(moduleId) } }));
  const title = query.status === 'success' ? query.data.title : undefined;
  useEffect(() => {
    if (title !== undefined) document.title = `${title} | ${SITE_NAME}`;
  }, [title]);
  return <ModuleHeading title={title} />;
}

/** The pre-rendered deck's heading, the fallback viewer's once its id is known, a placeholder until then. */
export default function DeckHeading({ module, fallbackId }: { module: { title: string } | null; fallbackId: number | null }) {
  if (module !== null) return <ModuleHeading title={module.title} />;
  if (fallbackId !== null) return <FetchedModuleHeading moduleId={fallbackId} />;
  return <div className="min-h-36 rounded-2xl bg-slate-200" aria-hidden="true" />;
}
