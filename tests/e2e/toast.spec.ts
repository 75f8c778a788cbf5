/** The site-wide toaster (docs/behaviour.md, Shared frame), driven through the home calculator. */
import { expect, test } from './support.ts';

const submitEmpty = async (page: import('@playwright/test').Page) => page.getByRole('button', { name: 'Calculate Subsidy' }).click();

test.describe('toasts', () => {
  test('a destructive toast is announced assertively and closes after 5000 ms', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await submitEmpty(page);
    const toast = page.getByTestId('toast');
    await expect(toast).toHaveCount(1);
    await expect(toast).toHaveAttribute('data-variant', 'destructive');
    await expect(page.getByRole('alert').filter({ hasText: 'Missing Information' })).toContainText('Please fill in all fields.');
    // The installed clock also runs in real time between steps, so the checks keep a margin.
    await page.clock.fastForward(3500);
    await expect(toast).toHaveCount(1);
    await page.clock.fastForward(1600);
    await expect(toast).toHaveCount(0);
  });

  test('at most one toast is visible: a new one replaces the old', async ({ page }) => {
    await page.goto('/');
    await submitEmpty(page);
    await expect(page.getByTestId('toast')).toHaveCount(1);
    await page.getByLabel('Annual income').fill('30000');
    await page.getByLabel('Family size').selectOption('1');
    await page.getByLabel('ZIP code').fill('30301');
    await page.getByRole('button', { name: 'Calculate Subsidy' }).click();
    await expect(page.getByTestId('toast')).toHaveCount(1);
    await expect(page.getByTestId('toast')).toContainText('Subsidy Calculated');
    await expect(page.getByTestId('toast')).toHaveAttribute('data-variant', 'default');
    await expect(page.getByRole('status').filter({ hasText: 'Subsidy Calculated' })).toContainText('Monthly subsidy: $');
  });

  test('a swipe right past 50 px dismisses; a shorter one does not', async ({ page }) => {
    await page.goto('/');
    await submitEmpty(page);
    const toast = page.getByTestId('toast');
    const box = (await toast.boundingBox())!;
    const y = box.y + box.height / 2;
    const swipe = async (dx: number) => {
      await toast.dispatchEvent('pointerdown', { pointerId: 1, clientX: box.x + 20, clientY: y, isPrimary: true });
      await toast.dispatchEvent('pointermove', { pointerId: 1, clientX: box.x + 20 + dx, clientY: y, isPrimary: true });
      await toast.dispatchEvent('pointerup', { pointerId: 1, clientX: box.x + 20 + dx, clientY: y, isPrimary: true });
    };
    await swipe(30);
    await expect(toast).toHaveCount(1);
    await swipe(60);
    await expect(toast).toHaveCount(0);
  });

  test('the dismiss button closes the toast and is keyboard reachable', async ({ page }) => {
    await page.goto('/');
    await submitEmpty(page);
    const close = page.getByRole('button', { name: 'Dismiss notification' });
    await close.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('toast')).toHaveCount(0);
  });
});
