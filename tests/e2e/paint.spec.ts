/**
 * The deck and knowledge-check pages paint their content from the static HTML before any island
 * JavaScript is fetched (`client:painted`, src/lib/hydration/), so on a slow phone network the
 * first paint waits for the document alone. The islands still hydrate, a moment later.
 */
import type { Page } from '@playwright/test';
import { expect, islandsHydrated, test } from './support.ts';

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

/**
 * Until an island has hydrated its buttons are static HTML. A press in that moment is held and
 * pressed again once the island's code has run, exactly once; a submit button does not send its
 * form as a page load. The island's script is held back here so the press lands before hydration.
 */
async function holdIsland(page: Page, component: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(new RegExp(`/_astro/${component}\\.[\\w-]+\\.js$`), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('a press on Next before the deck has hydrated moves one slide once it has', async ({ page }) => {
  const release = await holdIsland(page, 'SlideViewer');
  // The frame's goto, not support's: that one waits for the islands, which are held.
  await page.mainFrame().goto('/modules/16');
  await expect(page.getByText('Slide 1 of 4')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(1);
  await expect(page.getByText('Slide 1 of 4')).toBeVisible();
  release();
  await islandsHydrated(page);
  await expect(page.getByText('Slide 2 of 4')).toBeVisible();
  // Handled once, not twice: one Previous is back on the first slide.
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText('Slide 1 of 4')).toBeVisible();
});

test('an answer and Check answers before the knowledge check has hydrated count once it has, without a page load', async ({ page }) => {
  const release = await holdIsland(page, 'Quiz');
  await page.mainFrame().goto('/modules/13/quiz');
  const before = page.url();
  const firstAnswer = page.getByRole('group').first().getByRole('radio').first();
  await firstAnswer.click();
  await page.getByRole('button', { name: 'Check answers' }).click();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(1);
  release();
  await islandsHydrated(page);
  // The answer reached the quiz: question 1 is checked and not among the unanswered.
  await expect(firstAnswer).toBeChecked();
  const alert = page.getByRole('alert').filter({ hasText: 'Answer every' });
  await expect(alert).toContainText('Answer every question before checking: question 2');
  await expect(alert).not.toContainText('question 1,');
  expect(page.url()).toBe(before);
});
