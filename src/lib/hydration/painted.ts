import type { ClientDirective } from 'astro';

/** If the browser reports no first paint (no Paint Timing), hydration starts this long after load. */
const NO_PAINT_TIMING_MS = 1_000;

/**
 * `client:painted`: hydrates once the page has loaded and painted its first content, when the
 * browser is next idle. For islands whose content is already in the static HTML (a deck's slides, a
 * knowledge check's questions, the toaster): their JavaScript is then never fetched before the
 * first paint, which on a slow phone network would otherwise share the connection with the page.
 * `client:idle` can fire before the first paint. Until it hydrates the island is its static HTML.
 */
const painted: ClientDirective = (load) => {
  let started = false;
  const hydrate = async () => {
    if (started) return;
    started = true;
    await (await load())();
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(hydrate, { timeout: 500 });
    else setTimeout(hydrate, 50);
  };

  const painted = new Promise<void>((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return resolve();
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  void Promise.all([painted, loaded]).then(whenIdle);
  // Never left static: a page that paints nothing contentful still hydrates after load.
  void loaded.then(() => setTimeout(hydrate, NO_PAINT_TIMING_MS));
};

export default painted;
