import type { ClientDirective } from 'astro';

/** How long without a new largest paint before the page counts as shown. */
const SETTLED_MS = 200;

/**
 * `client:painted`: hydrates once the page has painted what it shows first. For islands whose
 * content and controls already work as static HTML (a deck's slides with their links, a knowledge
 * check's radio buttons): their JavaScript is then never fetched before the page's largest paint,
 * which on a slow phone network would otherwise share the connection with the page (`client:idle`
 * can fire before the first paint). Each largest contentful paint (or, where the browser does not
 * report those, each paint) restarts a short wait; when it runs out, the island hydrates, or sooner,
 * at the reader's first touch, focus or key inside it. A tab opened in the background paints, and
 * so hydrates, when it is shown. Nothing is held meanwhile: the static controls answer by
 * themselves, and the one that cannot (checking a knowledge check's answers) is answered by the
 * page's inline script (src/lib/early-submit.ts).
 */
const painted: ClientDirective = (load, _options, island) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let started = false;
  const hydrate = async () => {
    if (started) return;
    started = true;
    observer.disconnect();
    await (await load())();
  };
  const observer = new PerformanceObserver(() => {
    clearTimeout(timer);
    timer = setTimeout(hydrate, SETTLED_MS);
  });
  const lcp = PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint');
  observer.observe({ type: lcp ? 'largest-contentful-paint' : 'paint', buffered: true });
  // A reader who reaches for the island before then (a tap, Tab, a key) starts it at once.
  for (const type of ['pointerdown', 'focusin', 'keydown']) island.addEventListener(type, hydrate, { once: true });
};

export default painted;
