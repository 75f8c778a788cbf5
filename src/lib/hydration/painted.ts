import type { ClientDirective } from 'astro';

/** How long without a new largest paint before the page counts as shown. */
const SETTLED_MS = 200;

/**
 * `client:painted`: hydrates once the page has painted what it shows first. For islands whose
 * content is already in the static HTML (a deck's slides, a knowledge check's questions): their
 * JavaScript is then never fetched before the page's largest paint, which on a slow phone network
 * would otherwise share the connection with the page (`client:idle` can fire before the first
 * paint). Each largest contentful paint (or, where the browser does not report those, each paint)
 * restarts a short wait; when it runs out, the island hydrates. Until then it is its static HTML;
 * a tab opened in the background paints, and so hydrates, when it is shown.
 */
const painted: ClientDirective = (load) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new PerformanceObserver(() => {
    clearTimeout(timer);
    timer = setTimeout(async () => {
      observer.disconnect();
      await (await load())();
    }, SETTLED_MS);
  });
  const lcp = PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint');
  observer.observe({ type: lcp ? 'largest-contentful-paint' : 'paint', buffered: true });
};

export default painted;
