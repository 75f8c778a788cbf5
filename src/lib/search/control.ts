/**
 * The only search code every page ships (kept to a few hundred bytes: every route's JavaScript
 * budget carries it). The first time focus enters a search, or at once on /search when the address
 * holds a query, it loads the search UI (ui.ts) and, alongside, Pagefind's engine from the index
 * the build wrote (`pagefind.init()` on focus, as Pagefind advises), so the engine does not wait
 * for the UI. Until then a search field is a plain form that goes to /search.
 */
import type { Pagefind } from './engine.ts';
import type { mountSearch } from './ui.ts';

/** The built URL of ui.ts, filled in by the build (integration.ts). */
declare const __SEARCH_UI_URL__: string;

/** Pagefind's documented JS API, as the site uses it (https://pagefind.app/docs/api/). */
export interface PagefindModule extends Pagefind {
  options(options: { baseUrl: string }): Promise<void>;
  init(): Promise<void>;
  /** Fetches the index chunks a query needs, without searching (while the user types). */
  preload(query: string): Promise<void>;
}

let loading: Promise<PagefindModule> | undefined;

/**
 * Pagefind's engine, once per page. `url` is the page's own (it follows the site's base), so the
 * bundler leaves the import alone and no page ships the engine. `baseUrl` makes results link under
 * the site's base.
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

export function initSearch(doc: Document): void {
  for (const root of doc.querySelectorAll<HTMLElement>('[data-search]')) {
    const start = () => {
      const engine = () => loadPagefind(root.dataset['searchIndex'] ?? '');
      void import(/* @vite-ignore */ __SEARCH_UI_URL__).then((ui: { mountSearch: typeof mountSearch }) => ui.mountSearch(root, engine));
      engine().catch(() => {});
    };
    root.addEventListener('focusin', start, { once: true });
    if (root.dataset['search'] === 'page' && /[?&]q=./.test(doc.location.search)) start();
  }
}
