/**
 * The deck and knowledge-check pages paint their content from the static HTML before any island
 * JavaScript is fetched (`client:painted`, src/lib/hydration/), so on a slow phone network the
 * first paint waits for the document alone. The islands still hydrate, a moment later.
 */
import type { Page } from '@playwright/test';
import { expect, holdIsland, islandsHydrated, test } from './support.ts';

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
 * Until an island is live its controls are static HTML that answers a tap by itself (issue 33): a
 * deck's links to `#slide-N` with CSS, a knowledge check's native radio buttons, and a form's
 * submit that the page's inline script answers with the busy state, the island then running it
 * with what the form holds. The island's script is held back here (holdIsland) so the tap lands
 * before hydration; these check what the tap does, not how fast (the site bench times it).
 */

/** Opens a page without waiting for its islands (support's goto waits for them, and they are held). */
const openHeld = (page: Page, path: string) => page.mainFrame().goto(path);

test('Next, a dot and Previous move the deck before it is live, and the live deck carries on from there', async ({ page }) => {
  const release = await holdIsland(page, 'SlideViewer');
  await openHeld(page, '/modules/16');
  await expect(page.getByText('Slide 1 of 4')).toBeVisible();
  await page.getByRole('link', { name: 'Next' }).click();
  await expect(page.getByText('Slide 2 of 4')).toBeVisible();
  await expect(page.getByText('Slide 1 of 4')).toBeHidden();
  await page.getByRole('link', { name: /^Go to slide 4:/ }).click();
  await expect(page.getByText('Slide 4 of 4')).toBeVisible();
  await page.getByRole('link', { name: 'Previous' }).click();
  await expect(page.getByText('Slide 3 of 4')).toBeVisible();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(1);
  release();
  await islandsHydrated(page);
  // The live viewer starts where the static one was, with one status and one set of controls.
  await expect(page.getByTestId('slide-status')).toHaveText('Slide 3 of 4');
  await expect(page.getByRole('navigation', { name: 'Slide navigation' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByTestId('slide-status')).toHaveText('Slide 2 of 4');
});

test('an answer chosen and Check answers pressed before the knowledge check is live count once it is, without a page load', async ({
  page,
}) => {
  const release = await holdIsland(page, 'Quiz');
  await openHeld(page, '/modules/13/quiz');
  const before = page.url();
  const firstAnswer = page.getByRole('group').first().getByRole('radio').first();
  await firstAnswer.click();
  await expect(firstAnswer).toBeChecked();
  await page.getByRole('button', { name: 'Check answers' }).click();
  // Answered at once: busy, and still this page.
  await expect(page.getByRole('button', { name: 'Checking answers...' })).toBeDisabled();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(1);
  release();
  await islandsHydrated(page);
  // The answer reached the quiz: question 1 is checked and not among the unanswered.
  await expect(firstAnswer).toBeChecked();
  const alert = page.getByRole('alert').filter({ hasText: 'Answer every' });
  await expect(alert).toContainText('Answer every question before checking: question 2');
  await expect(alert).not.toContainText('question 1,');
  await expect(page.getByRole('button', { name: 'Check answers' })).toBeEnabled();
  expect(page.url()).toBe(before);
});

test('a kept last score has its room at the top of the knowledge check before the island writes it: nothing moves', async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('aca-training-hub:quiz-scores', JSON.stringify({ '13': { score: 6, total: 8, on: '2026-12-07' } })),
  );
  const release = await holdIsland(page, 'Quiz');
  await openHeld(page, '/modules/13/quiz');
  const firstQuestion = page.getByRole('heading', { level: 2, name: 'Question 1 of', exact: false });
  const before = (await firstQuestion.boundingBox())!.y;
  await expect(page.getByText(/^Your last score:/)).toHaveCount(0);
  release();
  await islandsHydrated(page);
  await expect(page.getByText('Your last score: 6 of 8 on 7 December 2026', { exact: true })).toBeVisible();
  expect((await firstQuestion.boundingBox())!.y).toBe(before);
});

test("the home calculator's Calculate before it is live says Calculating... and then calculates what was typed", async ({ page }) => {
  const release = await holdIsland(page, 'HomeCalculator');
  await openHeld(page, '/');
  const section = page.getByRole('region', { name: 'Subsidy Calculator' });
  await section.getByRole('spinbutton', { name: 'Annual income' }).fill('30000');
  await section.getByRole('combobox', { name: 'Family size' }).selectOption({ label: '1 person' });
  await section.getByRole('textbox', { name: 'ZIP code' }).fill('30301');
  await section.getByRole('button', { name: 'Calculate Subsidy' }).click();
  await expect(section.getByRole('button', { name: 'Calculating...' })).toBeDisabled();
  const answer = page.waitForResponse('**/api/subsidy-calculation');
  release();
  const request = (await answer).request();
  expect(request.postDataJSON()).toEqual({ income: 30000, familySize: 1, zipCode: '30301' });
  await expect(section.getByRole('region', { name: 'Estimated Monthly Subsidy' })).toContainText(
    'For 1 person, ZIP code 30301, $30,000 a year.',
  );
  await expect(section.getByRole('button', { name: 'Calculate Subsidy' })).toBeEnabled();
});

test("the home calculator's Calculate before it is live, with a field empty, ends in Missing Information", async ({ page }) => {
  const release = await holdIsland(page, 'HomeCalculator');
  await openHeld(page, '/');
  const section = page.getByRole('region', { name: 'Subsidy Calculator' });
  await section.getByRole('spinbutton', { name: 'Annual income' }).fill('30000');
  await section.getByRole('button', { name: 'Calculate Subsidy' }).click();
  await expect(section.getByRole('button', { name: 'Calculating...' })).toBeDisabled();
  release();
  await expect(page.getByRole('alert').filter({ hasText: 'Missing Information' })).toHaveText(
    'Missing Information. Please fill in all fields.',
  );
  await expect(section.getByRole('button', { name: 'Calculate Subsidy' })).toBeEnabled();
});

test("/calculator's Calculate before it is live says Calculating... and then calculates what was typed", async ({ page }) => {
  const release = await holdIsland(page, 'PtcCalculator');
  await openHeld(page, '/calculator');
  await page.getByRole('textbox', { name: 'ZIP code' }).fill('30301');
  await page.getByRole('spinbutton', { name: 'Household income for the year' }).fill('30000');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByRole('button', { name: 'Calculating...' })).toBeDisabled();
  const answer = page.waitForResponse('**/api/subsidy-calculation');
  release();
  const body = (await answer).request().postDataJSON() as { zipCode: string; income: number };
  expect(body).toMatchObject({ zipCode: '30301', income: 30000 });
  await expect(page.getByRole('region', { name: /^Estimate/ })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'ZIP code' })).toHaveValue('30301');
});

for (const { path, api } of [
  { path: '/modules', api: '/api/modules' },
  { path: '/', api: '/api/faqs' },
  { path: '/resources', api: '/api/resources' },
]) {
  test(`${path} asks for ${api} with the page, and its island uses that one answer`, async ({ page }) => {
    const reads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === api) reads.push(request.url());
    });
    await page.goto(path);
    const preload = page.locator(`link[rel="preload"][as="fetch"][href$="${api}"]`);
    await expect(preload).toHaveCount(1);
    await expect(preload).toHaveAttribute('crossorigin', 'use-credentials');
    await page.waitForLoadState('networkidle');
    expect(reads).toHaveLength(1);
  });
}

test('the search engine and index are fetched once the page is done, before any search', async ({ page }) => {
  const engine = page.waitForRequest(/\/pagefind\/pagefind\.js$/);
  // Pagefind's init(): one of the index's own files, whatever it is named.
  const index = page.waitForRequest((request) => /\/pagefind\//.test(request.url()) && !/pagefind\.js$/.test(request.url()));
  await page.goto('/');
  await engine;
  await index;
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the deck moves by its links, its last slide offers the knowledge check, and the check takes answers', async ({ page }) => {
    await page.mainFrame().goto('/modules/16');
    await expect(page.getByText('Slide 1 of 4')).toBeVisible();
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page.getByText('Slide 2 of 4')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).filter({ visible: true })).toHaveCount(1);
    await page
      .getByRole('link', { name: /^Go to slide 4:/ })
      .filter({ visible: true })
      .click();
    await expect(page.getByText('Slide 4 of 4')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Slide navigation' }).filter({ visible: true });
    await expect(nav.getByRole('link', { name: 'Complete Training' })).toHaveAttribute('href', '/modules');
    await nav.getByRole('link', { name: 'Take the knowledge check' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Knowledge check: Application Deep Dive' })).toBeVisible();
    await page.mainFrame().goto('/modules/13/quiz');
    const answer = page.getByRole('group').first().getByRole('radio').nth(1);
    await answer.click();
    await expect(answer).toBeChecked();
  });
});
