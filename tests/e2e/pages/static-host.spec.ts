/**
 * The GitHub Pages build (base path /aca-training-hub/, API on another origin) behind a dumb static
 * host: 404.html routing, case-insensitivity, unknown module ids and CORS with credentials, as they
 * will run in production.
 */
import { expect, islandsHydrated, test } from '../support.ts';

test('every internal link keeps the base path', async ({ page }) => {
  await page.goto('./');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the ACA Agent Training Hub' })).toBeVisible();
  const hrefs = await page.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(5);
  for (const href of hrefs) expect(href.startsWith('/aca-training-hub/') || href === '/aca-training-hub').toBe(true);
  await page.getByRole('link', { name: 'Start Training' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Training Modules' })).toBeVisible();
});

test('an unknown path gets the not-found screen with status 404', async ({ page }) => {
  const response = await page.goto('./nowhere');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
});

test('a known route in other casing lands on the route', async ({ page }) => {
  await page.goto('./MODULES/13');
  await expect(page).toHaveURL(/\/aca-training-hub\/modules\/13\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ACA Slide Deck' })).toBeVisible();
  await page.goto('./FAQ');
  await expect(page.getByRole('heading', { level: 1, name: 'ACA Training FAQ & Resources' })).toBeVisible();
});

test('an unknown module id shows the fallback viewer in place', async ({ page }) => {
  await page.goto('./modules/42');
  await expect(page).toHaveURL(/\/modules\/42$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Training Module' })).toBeVisible();
  await expect(page.getByText('Slide 1 of 5')).toBeVisible();
});

test('the module list comes from the API on another origin with credentials', async ({ page }) => {
  const apiCall = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/modules');
  await page.goto('./modules');
  const response = await apiCall;
  expect(response.status()).toBe(200);
  expect(response.headers()['access-control-allow-credentials']).toBe('true');
  expect(response.headers()['access-control-allow-origin']).toBe(new URL(page.url()).origin);
  await expect(page.getByRole('heading', { level: 2, name: 'CMS & FFM Training' })).toBeVisible();
});

test('a pre-rendered deck needs no API call for its title', async ({ page }) => {
  await page.goto('./modules/15');
  await expect(page.getByRole('heading', { level: 1, name: 'CMS & FFM Training' })).toBeVisible();
});

test('a knowledge check in other casing lands on it; an unknown one is not found', async ({ page }) => {
  await page.goto('./MODULES/13/QUIZ');
  await expect(page).toHaveURL(/\/aca-training-hub\/modules\/13\/quiz\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Knowledge check: ACA Slide Deck' })).toBeVisible();
  const response = await page.goto('./modules/99/quiz');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
});

test("the last slide's knowledge check and the review's slide links keep the base path", async ({ page }) => {
  await page.goto('./modules/13#slide-5');
  const quiz = page.getByRole('navigation', { name: 'Slide navigation' }).getByRole('link', { name: 'Take the knowledge check' });
  await expect(quiz).toHaveAttribute('href', '/aca-training-hub/modules/13/quiz');
  await quiz.click();
  await islandsHydrated(page);
  for (const group of await page.getByRole('group').all()) await group.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Check answers' }).click();
  const slide = page
    .getByRole('region', { name: 'Your result' })
    .getByRole('link', { name: /^slide \d+: / })
    .first();
  await expect(slide).toHaveAttribute('href', /^\/aca-training-hub\/modules\/13#slide-\d+$/);
  // A passage's link too.
  await expect(page.getByRole('region', { name: 'Your result' }).getByRole('link', { name: /“This tax season”$/ })).toHaveAttribute(
    'href',
    '/aca-training-hub/modules/13#this-tax-season',
  );
  await slide.click();
  await expect(page.getByTestId('slide-status')).toHaveText(/^Slide \d+ of \d+$/);
});
