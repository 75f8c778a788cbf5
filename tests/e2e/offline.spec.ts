/**
 * Offline (docs/behaviour.md, Offline): after one visit the service worker has stored the whole
 * training, so with the connection gone a deck, its knowledge check, a handout, the resource
 * library, /faq and the site search still open; the calculators say a calculation needs a
 * connection and keep what was typed; a new build's worker waits until the reader presses Reload.
 */

import { OFFLINE_MESSAGE } from '#lib/offline/status.ts';
import { readIndexedRecords } from '#lib/search/inspect.ts';
import { calculator } from './calculator-support.ts';
import { visitOnce } from './offline-support.ts';
import { slideOnlyWord } from './search-support.ts';
import { axeViolations, cspViolations, expect, test } from './support.ts';

test.use({ serviceWorkers: 'allow' });

test('after one visit, the training opens without a connection', async ({ page, context }) => {
  test.slow();
  const violations = await cspViolations(page);
  await visitOnce(page, '/');
  await context.setOffline(true);

  // Links are written without the trailing slash; offline the worker redirects like the host does.
  await page.goto('/modules/13');
  await expect(page.getByTestId('slide-status')).toContainText(/Slide 1 of \d+/);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('slide-status')).toContainText(/Slide 2 of \d+/);

  await page.goto('/modules/13/quiz');
  await expect(page.getByRole('heading', { level: 1, name: 'Knowledge check: ACA Slide Deck' })).toBeVisible();
  await expect(page.getByRole('radio').first()).toBeVisible();
  // Checked offline: the result, a missed question's slide and the last score need no connection.
  for (const group of await page.getByRole('group').all()) await group.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Check answers' }).click();
  const result = page.getByRole('region', { name: 'Your result' });
  await expect(result.getByRole('status')).toHaveText(/^You answered \d+ of \d+ questions correctly/);
  await result
    .getByRole('link', { name: /^slide \d+: / })
    .first()
    .click();
  await expect(page.getByTestId('slide-status')).toContainText(/Slide \d+ of \d+/);
  await page.goto('/modules/13/quiz');
  await expect(page.getByText(/^Your last score: \d+ of \d+ on /)).toBeVisible();

  await page.goto('/handouts/module-13');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The resource library and the module grid read the API: their copy came with the first visit.
  await page.goto('/resources');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /try again/i })).toHaveCount(0);
  await page.goto('/modules');
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: /ACA Slide Deck/ })
      .first(),
  ).toBeVisible();

  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'ACA Training FAQ & Resources' })).toBeVisible();

  const { word } = slideOnlyWord(await readIndexedRecords('dist'));
  await page.goto(`/search?q=${encodeURIComponent(word)}`);
  await expect(page.getByRole('list', { name: 'Search results' }).getByRole('link').first()).toBeVisible();

  // A page that was never built: the stored 404 page, not the browser's error.
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  // The worker, its registration and the update client all run under the pages' policy.
  expect(violations).toEqual([]);
});

test('offline, the calculator says a calculation needs a connection and keeps the inputs', async ({ page, context }) => {
  await visitOnce(page, '/');
  await context.setOffline(true);
  await page.goto('/calculator');
  const ui = calculator(page);
  await expect(ui.zip).toBeEnabled();
  await ui.zip.fill('30301');
  await ui.income.fill('45000');
  await ui.button.click();
  await expect(ui.result).toContainText(OFFLINE_MESSAGE);
  await expect(ui.button).toBeEnabled();
  await expect(ui.zip).toHaveValue('30301');
  await expect(ui.income).toHaveValue('45000');
});

test('offline, the home calculator says a calculation needs a connection and keeps the inputs', async ({ page, context }) => {
  await visitOnce(page, '/');
  await context.setOffline(true);
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Subsidy Calculator' });
  const income = section.getByRole('spinbutton', { name: 'Annual income' });
  const zip = section.getByRole('textbox', { name: 'ZIP code' });
  const button = section.getByRole('button', { name: /^(Calculate Subsidy|Calculating\.\.\.)$/ });
  await expect(button).toBeEnabled();
  await income.fill('45000');
  await section.getByRole('combobox', { name: 'Family size' }).selectOption({ label: '2 people' });
  await zip.fill('30301');
  await button.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Calculation Error' })).toContainText(OFFLINE_MESSAGE);
  await expect(button).toBeEnabled();
  await expect(income).toHaveValue('45000');
  await expect(zip).toHaveValue('30301');
});

test('a new build waits for the reader: the notice is announced, and Reload lets it in', async ({ page }) => {
  await visitOnce(page, '/modules/13');
  // A new build, as the browser sees one: a worker script the registration has not run yet. The
  // same file under another address installs as a new worker and waits, as a changed sw.js would;
  // the page's own registration (sw.js) then installs over it on the next load and waits too.
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.register('/sw.js?next-build', { scope: '/' });
    await new Promise<void>((resolve) => {
      const check = () => (registration.waiting ? resolve() : setTimeout(check, 50));
      check();
    });
  });
  await page.reload();
  // Announced: the notice is written into a polite live region (the region itself has no box: the
  // notice inside is fixed to the bottom of the screen).
  const notice = page.getByRole('status').filter({ hasText: 'A new version of the training is ready.' });
  await expect(notice).toBeAttached({ timeout: 15_000 });
  await expect(notice.getByText('A new version of the training is ready.')).toBeVisible();
  const reload = notice.getByRole('button', { name: 'Reload' });
  await expect(reload).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Keyboard: the button is reachable and works with Enter.
  await page.evaluate(() => Object.assign(window, { beforeUpdate: true }));
  await reload.focus();
  await expect(reload).toBeFocused();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => !('beforeUpdate' in window), undefined, { timeout: 15_000 });
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return registration?.waiting === null && navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js');
  });
  await expect(page.getByRole('status').filter({ hasText: 'A new version' })).toHaveCount(0);
});

test('the web app manifest comes with the worker: a name, a scope under the site, and icons that load', async ({ page, request }) => {
  await visitOnce(page, '/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toMatch(/manifest\.webmanifest$/);
  const response = await request.get(new URL(href ?? '', page.url()).href);
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as { name: string; scope: string; start_url: string; icons: { src: string; sizes: string }[] };
  expect(manifest.name).toMatch(/Training Hub/);
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) expect((await request.get(new URL(icon.src, response.url()).href)).ok(), icon.src).toBe(true);
});
