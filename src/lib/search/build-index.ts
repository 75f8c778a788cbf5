/**
 * Builds the search index into `<dist>/pagefind/` after the site is built (the Astro integration in
 * integration.ts calls it from `astro build`): every record marked in a built page plus the content
 * records, through Pagefind's Node API. Only the files the site's own search uses are written
 * (the engine, its WebAssembly and the index), not Pagefind's prebuilt UIs nor its web worker.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { performance } from 'node:perf_hooks';
import { contentDocument, pageDocuments, pageUrlOf, type RecordDocument } from './documents.ts';
import type { SearchRecord } from './records.ts';

/** Where the index lives under the built site, and so the URL the browser loads it from. */
export const INDEX_DIR = 'pagefind';

/**
 * Pagefind's own search interfaces (the site renders results itself through Pagefind's JS API),
 * and its web worker: the site runs the engine on the page (`noWorker`, control.ts).
 */
const UNUSED_FILE = /^(pagefind-(ui|modular-ui|component-ui|highlight)\.(js|css)|pagefind-worker\.js|playground\/.*)$/;

const ADD_BATCH = 16;

/**
 * The site's own list of what a first query needs besides the engine (control.ts reads it on the
 * field's first use and preloads them): the metadata's hashed name, and the word chunks while
 * they are all together small enough that fetching every one is cheaper than a round trip later.
 */
export const FIRST_QUERY_FILE = 'first-query.json';
export const FIRST_QUERY_CHUNK_BYTES = 96 * 1024;

export interface FirstQuery {
  meta: string[];
  chunks: string[];
}

/** From the files Pagefind wrote (paths relative to the index's folder, with their sizes). */
export function firstQueryFiles(files: readonly { path: string; bytes: number }[]): FirstQuery {
  const chunks = files.filter((f) => /^index\/[^/]+\.pf_index$/.test(f.path));
  const chunkBytes = chunks.reduce((sum, f) => sum + f.bytes, 0);
  return {
    meta: files.filter((f) => /^pagefind\.[^/]+\.pf_meta$/.test(f.path)).map((f) => f.path),
    chunks: chunkBytes <= FIRST_QUERY_CHUNK_BYTES ? chunks.map((f) => f.path) : [],
  };
}

export interface IndexStats {
  /** Records from built pages (slides, knowledge checks) and from content (FAQs, resources, cards). */
  pageRecords: number;
  contentRecords: number;
  /** Pages that carry at least one record. */
  pages: number;
  files: number;
  bytes: number;
  milliseconds: number;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

/** Every record a built page marks. The not-found page is skipped: its fallback viewer is no result. */
export function collectPageDocuments(distDir: string): { documents: RecordDocument[]; pages: number } {
  let pages = 0;
  const documents = htmlFiles(distDir)
    .filter((file) => relative(distDir, file) !== '404.html' && !relative(distDir, file).startsWith(`${INDEX_DIR}${sep}`))
    .sort()
    .flatMap((file) => {
      const found = pageDocuments(pageUrlOf(relative(distDir, file)), readFileSync(file, 'utf8'));
      if (found.length > 0) pages += 1;
      return found;
    });
  return { documents, pages };
}

export async function buildSearchIndex(distDir: string, records: readonly SearchRecord[]): Promise<IndexStats> {
  const started = performance.now();
  const { documents, pages } = collectPageDocuments(distDir);
  const all = [...documents, ...records.map(contentDocument)];
  if (documents.length === 0) {
    throw new Error(`search index: no page in ${distDir} marks a record (data-search-record); the deck pages should. See docs/search.md.`);
  }
  const duplicates = all.map((d) => d.url).filter((url, i, urls) => urls.indexOf(url) !== i);
  if (duplicates.length > 0)
    throw new Error(`search index: two records link to ${[...new Set(duplicates)].join(', ')}; each result needs its own URL`);

  const pagefind = await import('pagefind');
  const { index, errors } = await pagefind.createIndex({
    // One index in English: every page is, and a single language keeps one set of index files.
    forceLanguage: 'en',
    // A fact's citation link ('source: 45 CFR …') belongs to the slide, not to its searchable text.
    excludeSelectors: ['.fact-cite'],
  });
  try {
    if (!index) throw new Error(`search index: Pagefind did not start: ${errors.join('; ')}`);
    // A few at a time keeps Pagefind's service busy without holding every document in flight.
    for (let start = 0; start < all.length; start += ADD_BATCH) {
      const batch = all.slice(start, start + ADD_BATCH);
      const added = await Promise.all(batch.map((d) => index.addHTMLFile({ url: d.url, content: d.html })));
      const failed = added.findIndex((a) => a.errors.length > 0);
      if (failed !== -1) throw new Error(`search index: ${batch[failed]?.url}: ${added[failed]?.errors.join('; ')}`);
    }
    const output = await index.getFiles();
    if (output.errors.length > 0) throw new Error(`search index: ${output.errors.join('; ')}`);
    const target = join(distDir, INDEX_DIR);
    rmSync(target, { recursive: true, force: true });
    let files = 0;
    let bytes = 0;
    const written: { path: string; bytes: number }[] = [];
    for (const file of output.files) {
      if (UNUSED_FILE.test(file.path)) continue;
      const path = join(target, file.path);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, file.content);
      files += 1;
      bytes += file.content.byteLength;
      written.push({ path: file.path.split(sep).join('/'), bytes: file.content.byteLength });
    }
    writeFileSync(join(target, FIRST_QUERY_FILE), JSON.stringify(firstQueryFiles(written)));
    files += 1;
    return {
      pageRecords: documents.length,
      contentRecords: records.length,
      pages,
      files,
      bytes,
      milliseconds: Math.round(performance.now() - started),
    };
  } finally {
    await pagefind.close();
  }
}
