/**
 * The deck and knowledge-check pages paint their content from the static HTML before any island
 * JavaScript is fetched (`client:painted`, src/lib/hydration/), so on a slow phone network the
 * first paint waits for the document alone. The islands still hydrate, a moment later.
 */
import { expect, test } from './support.ts';

for (const path of ['/modules/13', '/modules/13/quiz']) {
  test(`${path}: no island JavaScript is fetched before the first paint, and the islands then hydrate`, async ({ page }) => {
    await page.goto(path);
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/_astro\/.*\.js$/.test(entry.name))
        .map((entry) => ({ name: entry.name.split('/').pop(), start: entry.startTime }));
      return { paint, scripts };
    });
    expect(timing.paint).not.toBeNull();
    expect(timing.scripts.length).toBeGreaterThan(0);
    for (const script of timing.scripts) expect(script.start, script.name).toBeGreaterThan(timing.paint ?? Number.POSITIVE_INFINITY);
    // Hydrated (support's goto waited for it): the page's controls answer.
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  });
}
