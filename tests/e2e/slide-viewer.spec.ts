import { holdApi, expect, test } from './support.ts';

test.describe('slide viewer', () => {
  test('steps through a deck with Previous, Next and Complete Training', async ({ page }) => {
    await page.goto('/modules');
    await page.getByRole('link', { name: /^Start\s+CMS & FFM Training$/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'CMS & FFM Training' })).toBeVisible();
    await expect(page.getByText('Slide 1 of 4')).toBeVisible();
    await expect(page.getByText('25% complete')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    const titles: string[] = [];
    for (let i = 1; i <= 4; i += 1) {
      await expect(page.getByText(`Slide ${i} of 4`)).toBeVisible();
      await expect(page.getByRole('progressbar', { name: 'Module progress' })).toHaveAttribute('aria-valuenow', String(Math.round((i / 4) * 100)));
      titles.push((await page.getByRole('heading', { level: 2 }).first().textContent()) ?? '');
      if (i < 4) await page.getByRole('button', { name: 'Next' }).click();
    }
    expect(titles.map((t) => t.toLowerCase()).join(' | ')).toMatch(/overview.*account setup.*training.*compliance/);
    await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByText('Slide 3 of 4')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Complete Training' }).click();
    await expect(page).toHaveURL(/\/modules$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Training Modules' })).toBeVisible();
  });

  test('Complete Training on a deep link opens the module list', async ({ page }) => {
    await page.goto('/modules/16#slide-4');
    await expect(page.getByText('Slide 4 of 4')).toBeVisible();
    await page.getByRole('button', { name: 'Complete Training' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Training Modules' })).toBeVisible();
  });

  test('dots jump to a slide and mark current, visited and unvisited', async ({ page }) => {
    await page.goto('/modules/13');
    const dots = page.getByRole('navigation', { name: 'Slide navigation' }).getByRole('listitem').getByRole('button');
    await expect(dots).toHaveCount(5);
    await dots.nth(3).click();
    await expect(page.getByText('Slide 4 of 5')).toBeVisible();
    await expect(dots.nth(3)).toHaveAttribute('aria-current', 'step');
    await expect(dots.nth(3)).toHaveAttribute('data-state', 'current');
    await expect(dots.nth(0)).toHaveAttribute('data-state', 'visited');
    await expect(dots.nth(1)).toHaveAttribute('data-state', 'unvisited');
    await expect(page).toHaveURL(/#slide-4$/);
  });

  test('the title falls back to Training Module while pending and when the call fails', async ({ page }) => {
    const hold = await holdApi(page, '**/api/modules/14');
    await page.goto('/modules/14');
    await expect(page.getByRole('heading', { level: 1, name: 'Training Module' })).toBeVisible();
    await expect(page.getByTestId('module-banner')).toContainText('Training Module');
    hold.release();
    await expect(page.getByRole('heading', { level: 1, name: 'HealthSherpa Training' })).toBeVisible();
    await expect(page.getByTestId('module-banner')).toContainText('Enrollment Platform Training');

    await page.unrouteAll();
    await page.route('**/api/modules/15', (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.goto('/modules/15');
    await expect(page.getByText('Slide 1 of 4')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Training Module' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: /./ })).toHaveCount(0);
  });

  test('keyboard: arrows, Home and End move; focus goes to the slide heading; the change is announced', async ({ page }) => {
    await page.goto('/modules/17');
    await expect(page.getByText('Slide 1 of 5')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Slide 2 of 5', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText('Slide 3 of 5', { exact: true })).toBeVisible();
    await page.keyboard.press('End');
    await expect(page.getByText('Slide 5 of 5', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Complete Training' })).toBeVisible();
    await page.keyboard.press('Home');
    await expect(page.getByText('Slide 1 of 5', { exact: true })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByText('Slide 1 of 5', { exact: true })).toBeVisible();
    await expect(page.getByTestId('slide-status')).toHaveAttribute('aria-live', 'polite');
  });

  test('a link with a slide hash opens that slide, and the hash follows without adding history', async ({ page }) => {
    await page.goto('/modules/13#slide-3');
    await expect(page.getByText('Slide 3 of 5')).toBeVisible();
    const before = await page.evaluate(() => history.length);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/#slide-4$/);
    expect(await page.evaluate(() => history.length)).toBe(before);
  });

  test('only the current slide is in the tab order', async ({ page }) => {
    await page.goto('/modules/13');
    await expect(page.getByRole('article')).toHaveCount(1);
  });

  test('swipe left moves to the next slide on a touch screen', async ({ page }) => {
    test.skip((page.viewportSize()?.width ?? 1280) >= 768, 'touch is emulated on the phone project');
    await page.goto('/modules/13');
    const card = page.getByRole('article');
    await expect(page.getByText('Slide 1 of 5')).toBeVisible();
    const box = (await card.boundingBox())!;
    const y = box.y + box.height / 2;
    await card.dispatchEvent('pointerdown', { pointerType: 'touch', clientX: box.x + box.width - 20, clientY: y, isPrimary: true });
    await card.dispatchEvent('pointerup', { pointerType: 'touch', clientX: box.x + 20, clientY: y, isPrimary: true });
    await expect(page.getByText('Slide 2 of 5')).toBeVisible();
  });
});
