import { expect, test } from './support.ts';

const CATEGORIES = ['All', 'General', 'Enrollment', 'Financial', 'Professional', 'Eligibility', 'Plans', 'Current Year'];

test.describe('/faq', () => {
  test('filter starts at All with eight cards and exposes its selection', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'ACA Training FAQ & Resources' })).toBeVisible();
    const group = page.getByRole('group', { name: 'Filter questions by category' });
    await expect(group.getByRole('button')).toHaveText(CATEGORIES);
    await expect(group.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('list', { name: 'Official FAQ links' }).getByRole('listitem')).toHaveCount(8);
  });

  test('a category shows only its cards; All shows every card again', async ({ page }) => {
    await page.goto('/faq');
    const group = page.getByRole('group', { name: 'Filter questions by category' });
    const cards = page.getByRole('list', { name: 'Official FAQ links' }).getByRole('listitem');
    for (const category of CATEGORIES.slice(1)) {
      await group.getByRole('button', { name: category, exact: true }).click();
      await expect(group.getByRole('button', { name: category, exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(group.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
      const count = await cards.count();
      expect(count).toBeGreaterThan(0);
      for (let i = 0; i < count; i += 1) await expect(cards.nth(i)).toHaveAttribute('data-category', category);
    }
    await group.getByRole('button', { name: 'All' }).click();
    await expect(cards).toHaveCount(8);
  });

  test('cards and resource cards open official https government pages in a new tab', async ({ page }) => {
    await page.goto('/faq');
    const links = page.getByRole('main').getByRole('link');
    await expect(links).toHaveCount(11);
    for (const link of await links.all()) {
      const href = (await link.getAttribute('href')) ?? '';
      expect(new URL(href).protocol).toBe('https:');
      expect(new URL(href).hostname).toMatch(/\.gov$/);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(page.getByRole('heading', { level: 2, name: 'Official Resources' })).toBeVisible();
    await expect(page.getByText('All links go to official government pages')).toBeVisible();
  });
});
