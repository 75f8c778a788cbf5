import type { ClientDirective } from 'astro';

/**
 * `client:painted`: hydrates just after the page has painted its first content. For islands whose
 * content is already in the static HTML (a deck's slides, a knowledge check's questions, the
 * toaster): their JavaScript is then never fetched before the first paint, which on a slow phone
 * network would otherwise share the connection with the page (`client:idle` can fire before the
 * first paint). Until it hydrates the island is its static HTML. Every browser the site supports
 * reports the first contentful paint (Paint Timing); a tab opened in the background paints, and so
 * hydrates, when it is shown. Every page ships this code inline, so it is kept small.
 */
const painted: ClientDirective = (load) => {
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    setTimeout(async () => (await load())(), 50);
  }).observe({ type: 'paint', buffered: true });
};

export default painted;
