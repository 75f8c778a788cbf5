/**
 * The only search code every page ships (kept to a few hundred bytes: every route's JavaScript
 * budget carries it). At the first sign of use (a pointer or touch on a search, focus entering it,
 * or a touch on the button that opens the panel holding it), or at once on /search when the
 * address holds a query, it loads the search UI (ui.ts) and, in parallel, Pagefind's engine and
 * what its first query needs: the index's entry, metadata and WebAssembly are asked for with
 * hints, so they do not wait for the engine to ask for them one after another. Once the page is
 * done (../page-idle.ts), the same files are downloaded anyway, without starting anything. Until
 * then a search field is a plain form that goes to /search.
 */
import { onPageIdle } from '../page-idle.ts';
import type { Pagefind } from './engine.ts';
import type { mountSearch } from './ui.ts';

/** The built URL of ui.ts, filled in by the build (integration.ts). */
declare const __SEARCH_UI_URL__: string;

/** Pagefind's documented JS API, as the site uses it (https://pagefind.app/docs/api/). */
export interface PagefindModule extends Pagefind {
  options(options: { baseUrl: string; metaCacheTag?: string; noWorker?: boolean }): Promise<void>;
  init(): Promise<void>;
  /** Fetches the index chunks a query needs, without searching (while the user types). */
  preload(query: string): Promise<void>;
}

let loading: Promise<PagefindModule> | undefined;
let hinted = false;
/** Pagefind's `metaCacheTag`: new for each page load (as Pagefind's own default), and so known here. */
const TAG = `${Date.now()}`;

/** A hint for a file: `preload` (as Pagefind `fetch()`es it: same URL, mode and credentials, so it is reused) or `modulepreload`. */
function hint(doc: Document, href: string, rel: 'preload' | 'modulepreload' = 'preload'): void {
  const link = doc.createElement('link');
  link.rel = rel;
  if (rel === 'preload') link.as = 'fetch';
  link.crossOrigin = 'anonymous';
  link.href = href;
  doc.head.append(link);
}

/**
 * Asks, once, for the files a first query needs, without running anything: the search UI's and
 * the engine's modules, the index's entry, the WebAssembly, and the metadata's hashed name (and the
 * word chunks while they are small) from the build's list. Downloading takes no time on the page's
 * main thread; starting the engine does (compiling the WebAssembly, reading the index), so that
 * waits for the first use.
 */
function hintEngine(doc: Document, url: string): void {
  if (hinted) return;
  hinted = true;
  const dir = url.replace(/[^/]*$/, '');
  hint(doc, __SEARCH_UI_URL__, 'modulepreload');
  hint(doc, url, 'modulepreload');
  hint(doc, `${dir}pagefind-entry.json?ts=${TAG}`);
  // The site's one index is in English (build-index.ts), as is every page's `lang`.
  hint(doc, `${dir}wasm.${doc.documentElement.lang.toLowerCase()}.pagefind`);
  fetch(`${dir}first-query.json?ts=${TAG}`)
    .then((r) => r.json())
    .then((list: { meta: string[]; chunks: string[] }) => {
      for (const file of [...list.meta, ...list.chunks]) hint(doc, dir + file);
    })
    .catch(() => {});
}

/**
 * Pagefind's engine, once per page. `url` is the page's own (it follows the site's base), so the
 * bundler leaves the import alone and no page ships the engine. `baseUrl` makes results link under
 * the site's base. The engine runs on the page (`noWorker`), so its requests meet the hints.
 */
function loadPagefind(doc: Document, url: string): Promise<PagefindModule> {
  loading ??= (async () => {
    hintEngine(doc, url);
    const module = (await import(/* @vite-ignore */ url)) as PagefindModule;
    await module.options({ baseUrl: import.meta.env.BASE_URL, metaCacheTag: TAG, noWorker: true });
    await module.init();
    return module;
  })();
  // A failed load (offline, no index in `astro dev`) may be retried by the next search.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

export function initSearch(doc: Document): void {
  for (const root of doc.querySelectorAll<HTMLElement>('[data-search]')) {
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      const engine = () => loadPagefind(doc, root.dataset['searchIndex'] ?? '');
      void import(/* @vite-ignore */ __SEARCH_UI_URL__).then((ui: { mountSearch: typeof mountSearch }) => ui.mountSearch(root, engine));
      engine().catch(() => {});
    };
    for (const type of ['pointerdown', 'focusin']) root.addEventListener(type, start, { once: true });
    // A search in a panel (the phones' side panel) starts when the panel is opened: its field is
    // the first thing in it, so a search is likely, and the engine starts while the field is reached.
    const panel = root.closest('dialog')?.id;
    if (panel) doc.querySelector(`[aria-controls="${panel}"]`)?.addEventListener('pointerdown', start, { once: true });
    if (root.dataset['search'] === 'page' && /[?&]q=./.test(doc.location.search)) start();
  }
  // Unused, search's files still come once the page is done (../page-idle.ts), so a search made
  // after that waits only for the engine to start and for its results. Only the downloads: the
  // engine's start is main-thread work that a page nobody searches should not pay.
  const index = doc.querySelector<HTMLElement>('[data-search]')?.dataset['searchIndex'];
  if (index) onPageIdle(() => hintEngine(doc, index));
}
