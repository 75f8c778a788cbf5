import { expect, test } from './support.ts';

const LONG_DATE = /(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}/;

test.describe('facts that know their time', () => {
  test('the home page leads to What changed, and its FAQs say when their rules were checked', async ({ page }) => {
    await page.goto('/');
    const faqs = page.getByRole('region', { name: 'Frequently Asked Questions' });
    const asOf = faqs.getByText(/^Rules as of /);
    await expect(asOf).toContainText(LONG_DATE);
    await expect(asOf.locator('time').first()).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
    await expect(faqs.getByRole('link', { name: 'What changed' })).toHaveAttribute('href', /\/changes$/);
    await page.getByRole('link', { name: 'What changed this season' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'What changed' })).toBeVisible();
  });

  test('each deck says when its rules were checked, under its title', async ({ page }) => {
    for (const id of [13, 14, 15, 16, 17]) {
      await page.goto(`/modules/${id}`);
      const asOf = page.getByText(/^Rules as of /);
      await expect(asOf).toContainText(LONG_DATE);
      await expect(asOf.getByRole('link', { name: 'What changed' })).toBeVisible();
    }
  });

  test('What changed lists dated rule changes, each with its date, its words and its source', async ({ page }) => {
    await page.goto('/changes');
    const sections = [page.getByRole('region', { name: 'Coming up' }), page.getByRole('region', { name: 'The last twelve months' })];
    let listed = 0;
    for (const section of sections) {
      await expect(section).toBeVisible();
      const items = section.getByRole('listitem');
      const count = await items.count();
      listed += count;
      for (let i = 0; i < count; i++) {
        const item = items.nth(i);
        await expect(item.locator('time').first()).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
        const source = item.getByRole('link');
        await expect(source).toHaveAttribute('rel', 'noopener noreferrer');
        await expect(source).toHaveAttribute('href', /^https:\/\//);
      }
    }
    // The registry dates more than a handful of changes in any eighteen months.
    expect(listed).toBeGreaterThan(5);
    // The years run forward in Coming up and backward in the last twelve months.
    const dates = async (name: string) =>
      page
        .getByRole('region', { name })
        .locator('li p:first-child time')
        .evaluateAll((ts) => ts.map((t) => t.getAttribute('datetime') ?? ''));
    const coming = await dates('Coming up');
    const past = await dates('The last twelve months');
    expect(coming).toEqual([...coming].sort());
    expect(past).toEqual([...past].sort().reverse());
  });

  test('the footer links to it on every page', async ({ page }) => {
    await page.goto('/resources');
    await page.getByRole('contentinfo').getByRole('link', { name: 'What changed' }).click();
    await expect(page).toHaveURL(/\/changes$/);
  });
});
