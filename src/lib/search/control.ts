/**
 * The only search code every page ships: it loads the search UI (ui.ts, with Pagefind behind it)
 * the first time a search field gets focus or input, or at once on /search when the address
 * already holds a query. Until then a search field is a plain form that goes to /search.
 */
import type { mountSearch } from './ui.ts';

/** The built URL of ui.ts, filled in by the build (integration.ts). */
declare const __SEARCH_UI_URL__: string;

export function initSearch(doc: Document): void {
  for (const root of doc.querySelectorAll<HTMLElement>('[data-search]')) {
    const input = root.querySelector('input');
    if (!input) continue;
    const start = () => {
      input.removeEventListener('focus', start);
      input.removeEventListener('input', start);
      void import(/* @vite-ignore */ __SEARCH_UI_URL__).then((ui: { mountSearch: typeof mountSearch }) => ui.mountSearch(root));
      // The engine and its WebAssembly start downloading alongside the UI, not after it.
      const engine = root.dataset['searchIndex'];
      if (!engine) return;
      import(/* @vite-ignore */ engine).catch(() => {});
      const wasm = doc.createElement('link');
      Object.assign(wasm, { rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href: engine.replace(/pagefind\.js$/, 'wasm.en.pagefind') });
      doc.head.append(wasm);
    };
    input.addEventListener('focus', start);
    input.addEventListener('input', start);
    if (root.dataset['search'] === 'page' && new URLSearchParams(doc.defaultView?.location.search).get('q')) start();
  }
}
