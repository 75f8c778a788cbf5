/**
 * The page's only offline code up front (docs/behaviour.md, Offline): once the page has loaded, in
 * a built site (no sw.js in `astro dev`), it loads the service worker client, split off so that it
 * is not part of the route's JavaScript.
 */
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  addEventListener('load', () => void import('./worker-client.ts').then(({ startWorker }) => startWorker()), { once: true });
}
