/**
 * Registers the Workbox service worker (sw.js, written by src/lib/build/offline.ts) with
 * workbox-window, and offers a new build's content when its worker is waiting: a notice in the
 * page's update live region, "A new version of the training is ready", with a Reload button that
 * lets the new worker take over and reloads the page. Nothing is reloaded without that click.
 */
import { Workbox } from 'workbox-window';
import { fetchRead } from '../api-read.ts';
import { withBase } from '../paths.ts';

/** The API's content reads the site's islands make; the worker keeps a copy for offline use. */

const NOTICE_ID = 'update-notice';

/** Fills the live region with the notice; `onReload` runs once, on the button's click. */
function showUpdateNotice(doc: Document, onReload: () => void): void {
  const region = doc.getElementById(NOTICE_ID);
  if (!region || region.childElementCount > 0) return;
  const box = doc.createElement('div');
  box.className =
    'fixed right-4 bottom-4 left-4 z-50 flex flex-wrap items-center gap-3 rounded-xl border border-blue-200 bg-white p-4 text-slate-900 shadow-lg sm:right-auto sm:max-w-md';
  const text = doc.createElement('p');
  text.className = 'flex-1 text-sm';
  text.textContent = 'A new version of the training is ready.';
  const button = doc.createElement('button');
  button.type = 'button';
  button.className =
    'rounded-md bg-blue-700 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:opacity-70';
  button.textContent = 'Reload';
  button.addEventListener(
    'click',
    () => {
      button.disabled = true;
      button.textContent = 'Reloading…';
      onReload();
    },
    { once: true },
  );
  box.append(text, button);
  region.append(box);
}

function startWorker(): void {
  // The web app manifest (installing the site) goes with the worker, rather than in every page's
  // <head>: the browser fetches a manifest link as the page loads, beside the page itself.
  const manifest = document.createElement('link');
  manifest.rel = 'manifest';
  manifest.href = withBase('/manifest.webmanifest');
  document.head.append(manifest);

  const wb = new Workbox(withBase('/sw.js'), { scope: withBase('/') });

  wb.addEventListener('waiting', () => {
    showUpdateNotice(document, () => {
      navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
      wb.messageSkipWaiting();
      // Another tab may have let the new worker in already: nothing waits, so just reload.
      void wb.getSW().then((sw) => {
        if (sw.state === 'activated' && navigator.serviceWorker.controller === sw) location.reload();
      });
    });
  });

  // The first time a worker takes this page over, read the API's content once through it, so the
  // module grid, resource library and FAQs have a copy for offline use even if not opened yet.
  wb.addEventListener('controlling', (event) => {
    if (event.isUpdate) return;
    void Promise.allSettled([fetchRead('/api/modules'), fetchRead('/api/resources'), fetchRead('/api/faqs')]);
  });

  // A refused registration (a browser setting, a private window) leaves the site as it was: online only.
  wb.register().catch(() => undefined);
}

// Loaded by ./register.ts once the page is done; it starts the worker as it arrives.
if ('serviceWorker' in navigator) startWorker();
