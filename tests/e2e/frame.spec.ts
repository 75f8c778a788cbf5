import { expect, test } from './support.ts';

const ROUTES = [
  { path: '/', heading: 'Welcome to the ACA Agent Training Hub', active: 'Dashboard' },
  { path: '/modules', heading: 'Training Modules', active: 'Modules' },
  { path: '/resources', heading: 'Resource Library', active: 'Resources' },
  { path: '/calculator', heading: 'Premium Tax Credit Calculator', active: null },
  { path: '/faq', heading: 'ACA Training FAQ & Resources', active: 'FAQ' },
  { path: '/changes', heading: 'What changed', active: null },
] as const;

const isMobile = (width: number | undefined) => (width ?? 1280) < 768;

test.describe('shared frame', () => {
  for (const route of ROUTES) {
    test(`${route.path} shows its heading and the right active link`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      if (isMobile(page.viewportSize()?.width)) await page.getByRole('button', { name: 'Open navigation menu' }).click();
      const nav = page.getByRole('navigation', { name: /^Main/ }).filter({ visible: true });
      for (const label of ['Dashboard', 'Modules', 'Resources', 'FAQ']) {
        const link = nav.getByRole('link', { name: label, exact: true });
        if (label === route.active) await expect(link).toHaveAttribute('aria-current', 'page');
        else await expect(link).not.toHaveAttribute('aria-current', 'page');
      }
    });
  }

  test('Modules stays active on a module page and Dashboard does not', async ({ page }) => {
    await page.goto('/modules/14');
    if (isMobile(page.viewportSize()?.width)) await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const nav = page.getByRole('navigation', { name: /^Main/ }).filter({ visible: true });
    await expect(nav.getByRole('link', { name: 'Modules', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).not.toHaveAttribute('aria-current', 'page');
  });

  test('footer links and copyright year', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('2024');
    for (const href of ['/modules', '/resources', '/faq', '/calculator', '/changes']) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    await footer.getByRole('link', { name: 'Premium Tax Credit Calculator' }).click();
    await expect(page).toHaveURL(/\/calculator$/);
  });

  test('header is sticky', async ({ page }) => {
    await page.goto('/faq');
    await page.mouse.wheel(0, 2000);
    await expect(page.getByRole('banner')).toBeInViewport();
  });
});

test.describe('side panel on small screens', () => {
  test.skip(({ viewport }) => !isMobile(viewport?.width), 'the side panel is for small screens');

  test('opens from its button, keeps focus inside, closes on Escape and returns focus', async ({ page }) => {
    await page.goto('/resources');
    const opener = page.getByRole('button', { name: 'Open navigation menu' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel).toBeVisible();
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
  });

  test('closes on a click outside', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel).toBeVisible();
    await page.mouse.click(360, 400);
    await expect(panel).toBeHidden();
  });

  test('closes on its close button and navigates from a link', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await page.getByRole('button', { name: 'Close navigation menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ACA Training FAQ & Resources' })).toBeVisible();
  });

  test('desktop links are hidden in favour of the button', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden();
  });
});

test.describe('desktop header', () => {
  test.skip(({ viewport }) => isMobile(viewport?.width), 'desktop only');
  test('shows the links inline without a menu button', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Resources' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open navigation menu' })).toBeHidden();
  });
});
