// Builds the search index into `<dist>/pagefind/` after the site is built, through Pagefind's Node
// API as documented: the built pages (which mark what to index with `data-pagefind-*`), then a
// custom record for each piece of content no page renders, then `writeFiles`.
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { SearchRecord } from './records.ts';

/** Where the index lives under the built site, and so the URL the browser loads it from. */
export const INDEX_DIR = 'pagefind';

export interface IndexStats {
  /** Built pages Pagefind read; it indexes those marking parts with `data-pagefind-body`, and skips the others. */
  pagesRead: number;
  /** Custom records: FAQs, knowledge-check questions, resources, official links. */
  contentRecords: number;
  files: number;
  bytes: number;
  milliseconds: number;
}

/**
 * Pagefind's own search interfaces (its documented UI bundles: Default UI, Component UI, Modular UI
 * and the highlight script), written beside the index; the site renders results itself.
 */
const UI_BUNDLE = /^pagefind-(?:[a-z]+-)?ui\.(?:js|css)$|^pagefind-highlight\.js$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? filesUnder(join(dir, name)) : [join(dir, name)]));
}

export async function buildSearchIndex(distDir: string, records: readonly SearchRecord[]): Promise<IndexStats> {
  const started = performance.now();
  const pagefind = await import('pagefind');
  const { index, errors } = await pagefind.createIndex({
    // One index in English: every page is, and a single language keeps one set of index files.
    forceLanguage: 'en',
    // A fact's citation link ('source: 45 CFR …') belongs to the slide, not to its searchable text.
    excludeSelectors: ['.fact-cite'],
  });
  try {
    if (!index) throw new Error(`search index: Pagefind did not start: ${errors.join('; ')}`);
    const target = join(distDir, INDEX_DIR);
    rmSync(target, { recursive: true, force: true });
    const site = await index.addDirectory({ path: distDir });
    if (site.errors.length > 0) throw new Error(`search index: ${site.errors.join('; ')}`);
    for (const record of records) {
      const added = await index.addCustomRecord({
        url: record.url,
        content: record.text,
        language: 'en',
        meta: { title: record.title, section: record.section, ...(record.status ? { status: record.status } : {}) },
        filters: { kind: [record.kind] },
      });
      if (added.errors.length > 0) throw new Error(`search index: ${record.url}: ${added.errors.join('; ')}`);
    }
    const written = await index.writeFiles({ outputPath: target });
    if (written.errors.length > 0) throw new Error(`search index: ${written.errors.join('; ')}`);
    for (const name of readdirSync(target)) if (UI_BUNDLE.test(name)) rmSync(join(target, name));
    const files = filesUnder(target);
    return {
      pagesRead: site.page_count,
      contentRecords: records.length,
      files: files.length,
      bytes: files.reduce((sum, f) => sum + statSync(f).size, 0),
      milliseconds: Math.round(performance.now() - started),
    };
  } finally {
    await pagefind.close();
  }
}
