/** A whole visit with the keyboard only: no click, no mouse. */
import type { Locator, Page } from '@playwright/test';
import { expect, isMobile, test } from './support.ts';

async function tabTo(page: Page, target: Locator, { reverse = false, max = 80 } = {}): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(reverse ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`could not reach ${target} with the keyboard`);
}

test('keyboard-only journey: a module end to end, the FAQ, the home calculator', async ({ page }) => {
  test.slow();
  await page.goto('/');
  await page.waitForLoadState('networkidle');

  // Home -> module list -> first module.
  await tabTo(page, page.getByRole('link', { name: 'Start Training' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Training Modules' })).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: /^Start\s+ACA Slide Deck$/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'ACA Slide Deck' })).toBeVisible();

  // Every slide, by the Next button and then by arrow keys. On a desktop Next keeps focus; on a
  // phone focus moves to the new slide's heading, and Tab reaches the controls again.
  const phone = isMobile(page);
  const heading = page.getByRole('article').getByRole('heading', { level: 2 });
  const next = page.getByRole('button', { name: 'Next' });
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Slide 2 of 5', { exact: true })).toBeVisible();
  await expect(phone ? heading : next).toBeFocused();
  if (phone) await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Slide 3 of 5', { exact: true })).toBeVisible();
  for (const n of [4, 5]) {
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText(`Slide ${n} of 5`, { exact: true })).toBeVisible();
  }
  const complete = page.getByRole('button', { name: 'Complete Training' });
  if (phone) {
    await expect(heading).toBeFocused();
    await tabTo(page, complete);
  }
  await expect(complete).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Training Modules' })).toBeVisible();

  // Back to the dashboard through the header's home link.
  await tabTo(page, page.getByRole('link', { name: 'Agent Training Hub' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the ACA Agent Training Hub' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  // Search the FAQ and open an answer.
  const search = page.getByRole('searchbox', { name: 'Search questions' });
  await tabTo(page, search);
  await page.keyboard.type('open enrollment');
  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
  const question = faq.getByRole('button', { expanded: false }).first();
  await expect(question).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(question).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(faq.getByRole('button', { expanded: true })).toHaveCount(1);
  await expect(faq.getByRole('region')).toBeVisible();

  // Run the home calculator and read the result.
  await tabTo(page, page.getByLabel('Annual income'), { reverse: true });
  await page.keyboard.type('32000');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Family size')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('ZIP code')).toBeFocused();
  await page.keyboard.type('27601');
  await page.keyboard.press('Enter');
  const result = page.getByRole('region', { name: 'Estimated Monthly Subsidy' });
  await expect(result).toBeVisible();
  await expect(result).toContainText('Based on Silver plan benchmark');
  await expect(result).toContainText(/\$\d/);
  await expect(page.getByRole('status').filter({ hasText: 'Subsidy Calculated' })).toContainText('Monthly subsidy: $');
});
