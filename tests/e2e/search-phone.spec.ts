/**
 * The site search on the phone profile of its bench (tests/support/phone.ts): on a throttled page
 * the first query finds its results, and what the first query needs (the UI, the engine and the
 * index files its init() loads) was all asked for before the first result arrived
 * (once the page was done, or at the first use, whichever came first). The
 * bench (`npm run bench -- site`) times it; this test only checks it works and loads in parallel.
 */
import { throttleLikeAPhone } from '../support/phone.ts';
import { expect, isMobile, test } from './support.ts';

test('a search on a throttled phone finds its results, its files requested up front', async ({ page }) => {
  test.skip(!isMobile(page), 'the phone profile is the mobile project');
  test.slow();
  const requested: string[] = [];
  page.on('request', (request) => {
    if (/search-ui|pagefind/.test(request.url())) requested.push(request.url());
  });
  await page.goto('/');
  await throttleLikeAPhone(page);

  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  const panel = page.getByRole('dialog', { name: 'Menu' });
  await panel.getByRole('searchbox', { name: 'Search slides, FAQs and resources' }).fill('special enrollment');
  await expect(panel.getByRole('list', { name: 'Search results' }).getByRole('link').first()).toBeVisible({ timeout: 30_000 });

  // The UI, the engine and the files its init() loads (whatever Pagefind names them).
  for (const file of [/search-ui/, /pagefind\.js$/])
    expect(
      requested.some((url) => file.test(url)),
      String(file),
    ).toBe(true);
  expect(requested.filter((url) => /\/pagefind\//.test(url) && !/pagefind\.js$/.test(url)).length).toBeGreaterThanOrEqual(3);
});
