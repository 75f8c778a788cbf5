/**
 * The only search code every page ships, kept small. At the first sign of use (a pointer or touch
 * on a search, focus entering it, a touch on the button that opens the panel holding it), or at
 * once on /search with a query, it loads the search UI (ui.ts) and starts Pagefind; once the page
 * is done (../page-idle.ts) it does the same without the UI's work, and on a page opened from a
 * result it marks the words searched. Until then a search field is a plain form that goes to /search.
 */
import { onPageIdle } from '../page-idle.ts';
import type { Pagefind } from './pagefind.ts';
import type { markLanding, mountSearch } from './ui.ts';

/** The built URL of ui.ts, filled in by the build (integration.ts). */
declare const __SEARCH_UI_URL__: string;

/** Pagefind's documented JS API, as the site uses it (https://pagefind.app/docs/api/). */
export interface PagefindModule extends Pagefind {
  options(options: { baseUrl: string }): Promise<void>;
  /** Loads the engine and the index's metadata, so the first search does not wait for them. */
  init(): Promise<void>;
  /** The filters' values with their counts; loads the filter index, which a filtered search needs. */
  filters(): Promise<unknown>;
}

let loading: Promise<PagefindModule> | undefined;

/** Every letter and digit a word can start with: preloading each loads every chunk of the word index. */
const WORD_STARTS = [...'abcdefghijklmnopqrstuvwxyz0123456789'];

/**
 * Pagefind's engine, once per page. `url` is the page's own (it follows the site's base), so the
 * bundler leaves the import alone and no page ships the engine. `baseUrl` makes results link under
 * the site's base. Pagefind runs its engine in its web worker, so starting it (fetching, compiling
 * the WebAssembly, reading the index) costs the page's main thread next to nothing.
 */
function loadPagefind(url: string): Promise<PagefindModule> {
  loading ??= (async () => {
    const module = (await import(/* @vite-ignore */ url)) as PagefindModule;
    await module.options({ baseUrl: import.meta.env.BASE_URL });
    await module.init();
    return module;
  })();
  // A failed load (offline, no index in `astro dev`) may be retried by the next search.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

function preloadUi(doc: Document): void {
  if (doc.querySelector('link[data-search-ui]')) return;
  const link = doc.createElement('link');
  link.rel = 'modulepreload';
  link.href = __SEARCH_UI_URL__;
  link.dataset['searchUi'] = '';
  doc.head.append(link);
}

/** The address of a page opened from a search result: it carries the query (landing.ts, HIGHLIGHT_PARAM). */
const LANDED = /[?&]highlight=./;

export function initSearch(doc: Document): void {
  for (const root of doc.querySelectorAll<HTMLElement>('[data-search]')) {
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      const engine = () => loadPagefind(root.dataset['searchIndex'] ?? '');
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
  // A page opened from a search result marks the words searched once it is done, with the UI's
  // code, which the page loads then anyway.
  if (LANDED.test(doc.location.search))
    onPageIdle(
      () => void import(/* @vite-ignore */ __SEARCH_UI_URL__).then((ui: { markLanding: typeof markLanding }) => ui.markLanding(doc)),
    );
  // Unused, search still starts once the page is done, so that a search made after that waits only
  // for its own words' index chunks and results.
  const index = doc.querySelector<HTMLElement>('[data-search]')?.dataset['searchIndex'];
  if (index)
    onPageIdle(() => {
      preloadUi(doc);
      loadPagefind(index)
        .then((pagefind) => Promise.all([...WORD_STARTS.map((start) => pagefind.preload(start)), pagefind.filters()]))
        .catch(() => {});
    });
}
