/**
 * Loads Pagefind's browser engine from the index the build wrote (`<base>pagefind/`), once per
 * page, on the first search. The page gives its URL (it follows the site's base), so the bundler
 * leaves the import alone and no page ships the engine.
 */
import type { Pagefind } from './engine.ts';

interface PagefindModule extends Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
}

let loading: Promise<Pagefind> | undefined;
let loaded = false;

export function isPagefindLoaded(): boolean {
  return loaded;
}

/** `url`: the engine's address, e.g. '/aca-training-hub/pagefind/pagefind.js'. */
export function loadPagefind(url: string): Promise<Pagefind> {
  loading ??= (async () => {
    const module = (await import(/* @vite-ignore */ url)) as PagefindModule;
    // Results' internal URLs get the site's base; excerpts are made by the site itself (excerpt.ts).
    // No web worker: for an index this small, searching on the page is quick, and the worker would
    // cost another script and its own fetch of the engine before the first result (on a phone's
    // latency, about a second).
    await module.options({ baseUrl: import.meta.env.BASE_URL, excerptLength: 0, noWorker: true });
    await module.init();
    loaded = true;
    return module;
  })();
  // A failed load (offline, no index in `astro dev`) may be retried by the next search.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
