// The fallback viewer's heading: the title from GET /api/modules/{id}, 'Training Module' while the
// call is pending or when it fails (the fallback viewer, DeckHeading.tsx).
import { useEffect } from 'react';
import { useQuery } from '../../lib/use-query.ts';
import ModuleHeading from './ModuleHeading.tsx';

const SITE_NAME = 'ACA Agent Training Hub';

/** The heading of module `moduleId`, its title read from the API (and put in the document's title). */
export default function FetchedModuleHeading({ moduleId }: { moduleId: number }) {
  const query = useQuery(`/api/modules/${moduleId}`);
  const title = query.status === 'success' ? query.data.title : undefined;
  useEffect(() => {
    if (title !== undefined) document.title = `${title} | ${SITE_NAME}`;
  }, [title]);
  return <ModuleHeading title={title} />;
}
