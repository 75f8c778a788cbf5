// What the build's integrations need of the checked content once the pages are written, passed as
// files of the build rather than through memory: Astro writes them from the content pipeline like
// any page (src/pages/build/*.json.ts), and each integration reads its file and removes it, so it
// is never deployed. The API's bundle goes to api/generated/content.json (integration.ts), the
// search records into the index (src/lib/search/integration.ts).
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentBundle } from './types.ts';

/** dist/build/content-bundle.json: the API's bundle and what the build's summary line says. */
export const CONTENT_ARTIFACT = 'build/content-bundle.json';
/** dist/build/search-records.json: the records of content no page renders (search/content-records.ts). */
export const SEARCH_ARTIFACT = 'build/search-records.json';

export interface ContentArtifact {
  planYear: number;
  knowledgeChecks: number;
  bundle: ContentBundle;
}

/** Reads and removes one artifact of the build in `distDir` (and its folder when it is left empty). */
export function takeArtifact<T>(distDir: string, artifact: string): T {
  const file = join(distDir, artifact);
  if (!existsSync(file)) throw new Error(`the build wrote no ${artifact}: the page src/pages/${artifact}.ts did not run`);
  const data = JSON.parse(readFileSync(file, 'utf8')) as T;
  rmSync(file);
  const dir = join(file, '..');
  try {
    rmSync(dir); // only when empty
  } catch {}
  return data;
}
