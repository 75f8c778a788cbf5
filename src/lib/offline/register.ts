/**
 * Registers the service worker once the page has loaded, in a built site only (there is no sw.js
 * in `astro dev`). Loaded on every page by src/components/OfflineWorker.astro. The worker client
 * (Workbox's window library and the update notice, ./worker-client.ts) comes after load, by URL, as
 * a script of its own (src/lib/build/script-url.ts): the page needs none of it to show or work.
 */
import type { startWorker } from './worker-client.ts';

/** The built URL of worker-client.ts, filled in by the build (src/lib/build/offline.ts). */
declare const __OFFLINE_WORKER_URL__: string;

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const start = () =>
    void import(/* @vite-ignore */ __OFFLINE_WORKER_URL__).then((client: { startWorker: typeof startWorker }) => client.startWorker());
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}
