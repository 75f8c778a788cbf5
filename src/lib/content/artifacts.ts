// Files of the build that an integration reads once the pages are written and removes, so they are
// never deployed: the API's bundle (a route the content integration injects, integration.ts) and
// the search records (src/lib/search/integration.ts).
import { existsSync, readFileSync, rmdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** dist/build/search-records.json: the records of content no page renders (search/content-records.ts). */
export const SEARCH_ARTIFACT = 'build/search-records.json';

/** Reads and removes one artifact of the build in `distDir` (and its folder when it is left empty). */
export function takeArtifact<T>(distDir: string, artifact: string): T {
  const file = join(distDir, artifact);
  if (!existsSync(file)) throw new Error(`the build wrote no ${artifact}: the route that writes it did not run`);
  const data = JSON.parse(readFileSync(file, 'utf8')) as T;
  rmSync(file);
  const dir = join(file, '..');
  try {
    rmdirSync(dir); // only when empty
  } catch {}
  return data;
}
