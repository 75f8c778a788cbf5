/**
 * Reads a built index back in Node through Pagefind's own browser API (`pagefind.js`, as the site
 * loads it): tests and the bench use it to see what the build indexed without a browser. The only
 * stand-in is `fetch` for the index's files, which Node cannot fetch from a file: URL.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { INDEX_DIR } from './build-index.ts';
import type { RecordKind } from './records.ts';
import { decodeEntities } from './text.ts';

export interface IndexedRecord {
  /** As the index stores it: root-relative (without the site's base) or https. */
  url: string;
  title: string;
  section: string;
  /** The text Pagefind indexed (its `content`: the title, then the record's text). */
  content: string;
}

/** The part of Pagefind's JS API read here; `search(null, { filters })` lists every record of a filter. */
interface PagefindModule {
  options(options: { baseUrl: string }): Promise<void>;
  search(term: string | null, options?: { filters?: Record<string, string> }): Promise<{ results: PagefindResult[] }>;
}
type PagefindResult = { data(): Promise<{ url: string; content: string; meta: Record<string, string | undefined> }> };

let fetchServesFiles = false;
function serveFilesToFetch(): void {
  if (fetchServesFiles) return;
  fetchServesFiles = true;
  const network = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.protocol !== 'file:') return network(input, init);
    return new Response(await readFile(fileURLToPath(url)));
  };
}

/** The index of a built site, opened as the browser opens it (one instance per directory). */
export async function openIndex(distDir: string): Promise<PagefindModule> {
  serveFilesToFetch();
  const pagefind = (await import(pathToFileURL(resolve(distDir, INDEX_DIR, 'pagefind.js')).href)) as PagefindModule;
  await pagefind.options({ baseUrl: '/' });
  return pagefind;
}

/** Every record of one kind (all of them without `kind`), sorted by URL. */
export async function readIndexedRecords(distDir: string, kind?: RecordKind): Promise<IndexedRecord[]> {
  const pagefind = await openIndex(distDir);
  const { results } = await pagefind.search(null, kind ? { filters: { kind } } : {});
  const records = await Promise.all(
    results.map(async (result) => {
      const { url, content, meta } = await result.data();
      return { url, title: decodeEntities(meta['title'] ?? ''), section: decodeEntities(meta['section'] ?? ''), content };
    }),
  );
  return records.sort((a, b) => a.url.localeCompare(b.url));
}
