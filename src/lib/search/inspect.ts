// Reads a built index back in Node through Pagefind's own browser API (`pagefind.js`, as the site
// loads it), one record per result the site can show (a page's parts: parts.ts), so tests and the
// bench see what the build indexed. The only stand-in is `fetch` for the index's files.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { INDEX_DIR } from './build-index.ts';
import { type PagefindAnchor, pageParts, type RecordKind } from './parts.ts';
import { decodeEntities } from './text.ts';

export interface IndexedRecord {
  /** As the site links it, without the site's base: root-relative or https. */
  url: string;
  title: string;
  section: string;
  /** The text Pagefind indexed for it. */
  content: string;
}

/** The part of Pagefind's JS API read here; `search(null, { filters })` lists every page of a filter. */
interface PagefindModule {
  options(options: { baseUrl: string }): Promise<void>;
  search(term: string | null, options?: { filters?: Record<string, string> }): Promise<{ results: PagefindResult[] }>;
}
type PagefindResult = {
  data(): Promise<{ url: string; content: string; meta: Record<string, string | undefined>; anchors: PagefindAnchor[] }>;
};

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

/** Every record of one kind (all of them without `kind`), sorted by URL; a page's empty parts are left out. */
export async function readIndexedRecords(distDir: string, kind?: RecordKind): Promise<IndexedRecord[]> {
  const pagefind = await openIndex(distDir);
  const { results } = await pagefind.search(null, kind ? { filters: { kind } } : {});
  const pages = await Promise.all(results.map((result) => result.data()));
  const records = pages.flatMap((data) => {
    const words = data.content.split(/\s+/);
    return pageParts(data)
      .map((part) => ({
        url: part.href,
        title: decodeEntities(part.title),
        section: decodeEntities(part.section),
        content: words.slice(part.from, part.to).join(' '),
      }))
      .filter((record) => record.content.trim() !== '' || data.anchors.length === 0);
  });
  return records.sort((a, b) => a.url.localeCompare(b.url));
}
