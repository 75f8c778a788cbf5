/**
 * Offline in the GitHub Pages build (base path /aca-training-hub/, API on another origin): the
 * worker and its precache live under the base, so a deck and the resource library open offline.
 */
import { visitOnce } from '../offline-support.ts';
import { expect, test } from '../support.ts';

test.use({ serviceWorkers: 'allow' });

test('after one visit under the base path, a deck and the resource library open offline', async ({ page, context }) => {
  await visitOnce(page, './');
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope)).toMatch(/\/aca-training-hub\/$/);
  await context.setOffline(true);
  await page.goto('./modules/14');
  await expect(page).toHaveURL(/\/aca-training-hub\/modules\/14\/$/);
  await expect(page.getByTestId('slide-status')).toContainText(/Slide 1 of \d+/);
  await page.goto('./resources');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
  await page.goto('./faq/');
  await expect(page.getByRole('heading', { level: 1, name: 'ACA Training FAQ & Resources' })).toBeVisible();
});
