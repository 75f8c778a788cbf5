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

test('on a phone, a result opens its passage just under the header with the words marked; practice questions wait in their group', async ({
  page,
}) => {
  test.skip(!isMobile(page), 'the phone profile is the mobile project');
  await page.goto('/');
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  const panel = page.getByRole('dialog', { name: 'Menu' });
  await panel.getByRole('searchbox', { name: 'Search slides, FAQs and resources' }).fill('failure to reconcile');
  const first = panel.getByRole('list', { name: 'Search results' }).getByRole('link').first();
  await expect(first).toHaveText(/failure to reconcile/i);
  // No practice question among the answers; any there are wait closed after them.
  await expect(panel.getByRole('list', { name: 'Search results' }).locator('a[href*="/quiz"]')).toHaveCount(0);
  await expect(panel.getByRole('list', { name: 'Practice questions' })).toHaveCount(0);

  const hash = decodeURIComponent(((await first.getAttribute('href')) ?? '').split('#')[1] ?? '');
  await first.click();
  await expect(page).toHaveURL(/\?highlight=failure\+to\+reconcile#/);
  const heading = page.locator(`[id="${hash}"]`);
  await expect(heading).toBeVisible();
  // Right under the sticky header: the page's scroll-padding, no hunting for it.
  await expect
    .poll(async () => {
      const [header, box] = await Promise.all([page.getByRole('banner').boundingBox(), heading.boundingBox()]);
      return header && box ? Math.round(box.y - (header.y + header.height)) : -1;
    })
    .toBeGreaterThanOrEqual(0);
  const [header, box] = await Promise.all([page.getByRole('banner').boundingBox(), heading.boundingBox()]);
  expect((box?.y ?? 0) - ((header?.y ?? 0) + (header?.height ?? 0))).toBeLessThanOrEqual(24);
  await expect(
    page
      .getByRole('article')
      .locator('mark')
      .filter({ hasText: /^failure$/i })
      .first(),
  ).toBeInViewport();
  // The viewer's rules hold on the slide it opened.
  await expect(page.getByTestId('slide-status')).toHaveText(/^Slide \d+ of \d+$/);
  await expect(page.getByRole('button', { name: /^Go to slide \d+:/ }).and(page.locator('[aria-current="step"]'))).toHaveCount(1);
});
