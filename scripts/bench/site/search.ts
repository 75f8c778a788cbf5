// The site search's cost: its index on disk, what a first search downloads, and typing to first result
// on a phone profile: as the page opens (cold), another query on the same page (warm), and on
// /search once it has loaded. Alone: `node scripts/bench/site/search.ts` (after a build).
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../../../tests/support/chromium.ts';
import { throttleLikeAPhone } from '../../../tests/support/phone.ts';
import { median } from '../lib.ts';
import { frameWhen } from './frames.ts';
import { CHROMIUM, serveSite } from './lighthouse.ts';
import { kb } from './report.ts';

export const SEARCH_QUERIES = ['OOP max 2027', 'special enrollment', '1095-A', 'reauthenticate'] as const;
const RUNS = 3;

export interface SearchBench {
  index: { files: number; bytes: number };
  /**
   * Bytes over the wire (compressed as served) for the first search: the UI, and what Pagefind
   * loads from its folder (engine, index, the results' texts; its file names are its own business).
   */
  firstSearchTransfer: { ui: number; pagefind: number; total: number };
  /** Median milliseconds from typing to the first result on screen, per query; cold runs each in a new context. */
  coldMs: Record<string, number>;
  warmMs: Record<string, number>;
  coldRunsMs: number[];
  /** Median milliseconds from typing on /search, once it has loaded and the network is quiet, to the first result; each run a fresh phone. */
  searchPageMs: Record<string, number>;
}

/** The issue's target for a search typed once the page has loaded (issue 50, docs/search.md). */
export const SEARCH_PAGE_BUDGET_MS = 1500;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)]));
}

/**
 * Opens the side panel (or, `on` /search, uses the page's own field), types the query and times it
 * in the page (frames.ts): from the keystroke (the field's input event) to the first frame that
 * shows a result with the status naming the query.
 */
export async function timeQuery(page: Page, query: string, first: boolean, on: 'panel' | 'page' = 'panel'): Promise<number> {
  const panel = on === 'page' ? page.getByRole('main') : page.getByRole('dialog', { name: 'Menu' });
  if (first && on === 'panel') await page.getByRole('button', { name: 'Open navigation menu' }).click();
  const field = panel.getByRole('searchbox', { name: 'Search slides, FAQs and resources' });
  await field.evaluate((input) => {
    const typed = window as { typedAt?: number };
    delete typed.typedAt;
    input.addEventListener('input', (event) => (typed.typedAt ??= event.timeStamp), { once: true });
  });
  const root = on === 'page' ? '[data-search="page"]' : 'dialog[open] [data-search]';
  const shown = frameWhen(
    page,
    `(() => {
      const root = document.querySelector(${JSON.stringify(root)});
      const hit = root?.querySelector('a[data-search-hit]');
      return !!hit?.checkVisibility() && (root?.querySelector('[data-search-status]')?.textContent ?? '').includes(${JSON.stringify(query)});
    })()`,
  );
  await field.fill(query);
  const shownAt = await shown;
  const typedAt = await page.evaluate(() => (window as { typedAt?: number }).typedAt ?? Number.NaN);
  return Math.round(shownAt - typedAt);
}

export async function benchSearch(siteUrl: string, distDir: string): Promise<SearchBench> {
  const files = walk(join(distDir, 'pagefind'));
  const size = (f: string) => statSync(f).size;
  const index = { files: files.length, bytes: files.reduce((sum, f) => sum + size(f), 0) };

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS] });
  const coldRuns: Record<string, number[]> = {};
  const warmRuns: Record<string, number[]> = {};
  const pageRuns: Record<string, number[]> = {};
  let transfer = { ui: 0, pagefind: 0, total: 0 };
  try {
    for (let run = 0; run < RUNS; run += 1) {
      for (const [q, query] of SEARCH_QUERIES.entries()) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });
        const page = await context.newPage();
        // Throttled from the start and used at `load`, before the page is done and fetches search's
        // files by itself (src/lib/search/control.ts): the field's use is what starts them.
        await throttleLikeAPhone(page);
        const sizes = { ui: 0, pagefind: 0, total: 0 };
        page.on('requestfinished', async (request) => {
          const url = request.url();
          const bytes = (await request.sizes().catch(() => null))?.responseBodySize ?? 0;
          const kind = /search-ui/.test(url) ? 'ui' : /\/pagefind\//.test(url) ? 'pagefind' : null;
          if (kind) {
            sizes[kind] += bytes;
            sizes.total += bytes;
          }
        });
        await page.goto(`${siteUrl}/`, { waitUntil: 'load' });
        const cold = await timeQuery(page, query, true);
        coldRuns[query] = [...(coldRuns[query] ?? []), cold];
        if (run === 0 && q === 0) transfer = { ...sizes };
        const other = SEARCH_QUERIES[(q + 1) % SEARCH_QUERIES.length] ?? query;
        const warm = await timeQuery(page, other, false);
        warmRuns[other] = [...(warmRuns[other] ?? []), warm];
        await context.close();
      }
    }
    // Typed on /search once it has loaded and the network is quiet, as an agent who opened it first:
    // without the offline worker, which would precache the index over a connection the throttling
    // does not reach and then answer from its cache (as in phone.ts).
    for (let run = 0; run < RUNS; run += 1) {
      for (const query of SEARCH_QUERIES) {
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          hasTouch: true,
          isMobile: true,
          serviceWorkers: 'block',
        });
        const page = await context.newPage();
        await throttleLikeAPhone(page);
        await page.goto(`${siteUrl}/search`, { waitUntil: 'load' });
        await page.waitForLoadState('networkidle');
        pageRuns[query] = [...(pageRuns[query] ?? []), await timeQuery(page, query, true, 'page')];
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  const medians = (runs: Record<string, number[]>) => Object.fromEntries(Object.entries(runs).map(([q, v]) => [q, median(v)]));
  return {
    index,
    firstSearchTransfer: transfer,
    coldMs: medians(coldRuns),
    warmMs: medians(warmRuns),
    coldRunsMs: Object.values(coldRuns).flat(),
    searchPageMs: medians(pageRuns),
  };
}

/** A BUDGET FAILED line for each query typed on /search whose median is over the target. */
export function searchFailures(s: SearchBench): string[] {
  return Object.entries(s.searchPageMs)
    .filter(([, ms]) => ms > SEARCH_PAGE_BUDGET_MS)
    .map(([query, ms]) => `search typed on /search after load "${query}": ${ms} ms, budget ${SEARCH_PAGE_BUDGET_MS} ms`);
}

export function searchReport(s: SearchBench): string {
  const t = s.firstSearchTransfer;
  return [
    `search index: ${s.index.files} files, ${kb(s.index.bytes)} KB on disk (Pagefind's whole bundle)`,
    `first search downloads ${kb(t.total)} KB as served: UI ${kb(t.ui)}, Pagefind's engine, index and result texts ${kb(t.pagefind)} (none of it before the field is used)`,
    `time to first result, phone profile (median of ${RUNS}): cold ${Object.entries(s.coldMs)
      .map(([q, ms]) => `"${q}" ${ms} ms`)
      .join(', ')}`,
    `  warm (another query on the same page): ${Object.entries(s.warmMs)
      .map(([q, ms]) => `"${q}" ${ms} ms`)
      .join(', ')}`,
    `  typed on /search once it has loaded: ${Object.entries(s.searchPageMs)
      .map(([q, ms]) => `"${q}" ${ms} ms`)
      .join(', ')}`,
  ].join('\n');
}

if (import.meta.main) {
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  const site = await serveSite(root);
  try {
    console.log(searchReport(await benchSearch(site.url, join(root, 'dist'))));
  } finally {
    site.stop();
  }
}
