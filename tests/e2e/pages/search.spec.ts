/**
 * Site search in the GitHub Pages build (base path /aca-training-hub/, plain static host): the index
 * is served from under the base, results link under it, and /SEARCH reaches /search with its query.
 */

import type { Faq } from '#content/types.ts';
import { readIndexedRecords } from '#lib/search/inspect.ts';
import { slideOnlyWord } from '../search-support.ts';
import { expect, test } from '../support.ts';

const apiOrigin = `http://127.0.0.1:${Number(process.env['E2E_PORT'] ?? 4400) + 2}`;

test('results link under the base path and open the slide at its passage, the word marked', async ({ page }) => {
  const { record, word } = slideOnlyWord(await readIndexedRecords('dist-pages'));
  await page.goto('./');
  const search = page.getByRole('banner').getByRole('search', { name: 'Site search' });
  await search.getByRole('searchbox', { name: 'Search slides, FAQs and resources' }).fill(word);
  const hit = search.getByRole('list', { name: 'Search results' }).getByRole('link').first();
  await expect(hit).toHaveAttribute('href', new RegExp(`^/aca-training-hub${record.url.replace(/#.*$/, '')}\\?highlight=${word}#`));
  await hit.click();
  // The static host adds the directory slash (301); the browser keeps the query and the hash.
  await expect(page).toHaveURL(new RegExp(`/aca-training-hub/modules/\\d+/?\\?highlight=${word}#.+$`));
  await expect(page.getByTestId('slide-status')).toContainText(`Slide ${/\d+$/.exec(record.url)?.[0]} of`);
  await expect(page.getByRole('heading', { level: 2, name: record.title })).toBeVisible();
  await expect(
    page
      .getByRole('article')
      .locator('mark')
      .filter({ hasText: new RegExp(`^${word}`, 'i') }),
  ).not.toHaveCount(0);
});

test('a FAQ result opens the answer on the home page under the base path', async ({ page, request }) => {
  const faq = ((await (await request.get(`${apiOrigin}/api/faqs`)).json()) as Faq[])[0]!;
  await page.goto(`./search?q=${encodeURIComponent(faq.question)}`);
  const hit = page.getByRole('list', { name: 'Search results' }).getByRole('link').first();
  await expect(hit).toHaveText(faq.question);
  await expect(hit).toHaveAttribute('href', `/aca-training-hub/#faq-${faq.id}`);
  await hit.click();
  await expect(page.getByRole('button', { name: faq.question })).toHaveAttribute('aria-expanded', 'true');
});

test('/SEARCH?q= lands on /search and keeps the query', async ({ page }) => {
  await page.goto('./SEARCH?q=consent');
  await expect(page).toHaveURL(/\/aca-training-hub\/search\/?\?q=consent$/);
  await expect(page.getByRole('status').filter({ hasText: /consent/ })).toHaveText(/results? for “consent”/);
});
