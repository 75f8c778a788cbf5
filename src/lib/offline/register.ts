/**
 * Registers the service worker once the page has loaded, in a built site only (there is no sw.js
 * in `astro dev`). Loaded on every page by src/components/OfflineWorker.astro.
 */
import { startWorker } from './worker-client.ts';

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  if (document.readyState === 'complete') startWorker();
  else addEventListener('load', startWorker, { once: true });
}
