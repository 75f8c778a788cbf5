/**
 * Starts a list's API read with the page rather than after the island's JavaScript
 * (src/components/ApiPreload.astro writes this into the page's head): a preload the browser hands
 * to the island's own fetch (./api-client.ts), which it matches because the URL, the mode and the
 * credentials are the same (CORS with credentials, also to an API on another origin).
 *
 * Not when the offline worker controls the page: the island's code then comes from the worker's
 * cache at once, so its read starts nearly as early; and Chromium fails a preload to another
 * origin that the worker has to answer from its cache (offline), and the island's fetch with it,
 * where a plain fetch gets the cached answer (tests/e2e/pages/offline.spec.ts).
 */
export function preloadRead(doc: Document, href: string): void {
  if (navigator.serviceWorker?.controller) return;
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.crossOrigin = 'use-credentials';
  link.href = href;
  doc.head.append(link);
}
