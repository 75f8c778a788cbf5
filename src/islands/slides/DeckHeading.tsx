// The deck's banner and title: from the page when it is pre-rendered, else (the fallback viewer)
// from the API (FetchedModuleHeading.tsx).
import { parseModuleId } from '../../lib/routes.ts';
import FetchedModuleHeading from './FetchedModuleHeading.tsx';
import ModuleHeading from './ModuleHeading.tsx';

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

/** The pre-rendered deck's heading, the fallback viewer's once its id is known, a placeholder until then. */
export default function DeckHeading({ module, fallbackId }: { module: { title: string } | null; fallbackId: number | null }) {
  if (module !== null) return <ModuleHeading title={module.title} />;
  if (fallbackId !== null) return <FetchedModuleHeading moduleId={fallbackId} />;
  return <div className="min-h-36 rounded-2xl bg-slate-200" aria-hidden="true" />;
}
