/**
 * Starts the offline worker in a built site only (there is no sw.js in `astro dev`). Part of the
 * frame's script on every page (BaseLayout). The worker client (Workbox's window library, the
 * registration and the update notice, ./worker-client.ts) is fetched by URL, as a script of its own
 * (src/lib/build/script-url.ts), a second after the page has loaded and painted its first content:
 * the page needs none of it to show or work, so none of it competes with what the page shows first. A module script
 * runs before `load`, so the listener is always in time. Every page ships this, so it is small.
 */

/** The built URL of worker-client.ts, filled in by the build (src/lib/build/offline.ts). */
declare const __OFFLINE_WORKER_URL__: string;

if (import.meta.env.PROD) {
  const afterPaint = () =>
    // A second after the first contentful paint (the only later paint entry, so no disconnect):
    // well after what a page shows first.
    new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) setTimeout(() => import(/* @vite-ignore */ __OFFLINE_WORKER_URL__), 1e3);
    }).observe({ type: 'paint', buffered: true });
  addEventListener('load', afterPaint, { once: true });
}
