/**
 * The only search code every page ships (kept to a few hundred bytes: every route's JavaScript
 * budget carries it). It loads the search UI (ui.ts) the first time focus enters a search, or at
 * once on /search when the address holds a query, and starts the engine's downloads alongside
 * (pagefind.js and its WebAssembly), so they do not wait for the UI. Until then a search field is
 * a plain form that goes to /search.
 */
import type { mountSearch } from './ui.ts';

/** The built URL of ui.ts, filled in by the build (integration.ts). */
declare const __SEARCH_UI_URL__: string;

export function initSearch(doc: Document): void {
  for (const root of doc.querySelectorAll<HTMLElement>('[data-search]')) {
    const start = () => {
      void import(/* @vite-ignore */ __SEARCH_UI_URL__).then((ui: { mountSearch: typeof mountSearch }) => ui.mountSearch(root));
      const engine = root.dataset['searchIndex'] ?? '';
      import(/* @vite-ignore */ engine).catch(() => {});
      const wasm = doc.createElement('link');
      Object.assign(wasm, { rel: 'preload', as: 'fetch', crossOrigin: '', href: engine.replace(/[^/]*$/, 'wasm.en.pagefind') });
      doc.head.append(wasm);
    };
    root.addEventListener('focusin', start, { once: true });
    if (root.dataset['search'] === 'page' && /[?&]q=./.test(doc.location.search)) start();
  }
}
