import { useTheScriptedParts } from './csp-support.ts';
import { cspViolations, expect, test } from './support.ts';

const notFound = async (page: import('@playwright/test').Page) => {
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
};

test.describe('routes under the production server', () => {
  test('an unknown path is the not-found screen with HTTP 404', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await notFound(page);
  });

  for (const [path, heading] of [
    ['/MODULES', 'Training Modules'],
    ['/Resources/', 'Resource Library'],
    ['/modules/', 'Training Modules'],
    ['/FAQ', 'ACA Training FAQ & Resources'],
    ['/%63alculator', 'Premium Tax Credit Calculator'],
  ] as const) {
    test(`${path} lands on ${heading}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    });
  }

  test('/MODULES/13 shows module 13', async ({ page }) => {
    const response = await page.goto('/MODULES/13');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'ACA Slide Deck' })).toBeVisible();
  });

  test('/modules/14abc reads the id as 14', async ({ page }) => {
    await page.goto('/modules/14abc');
    await expect(page.getByRole('heading', { level: 1, name: 'HealthSherpa Training' })).toBeVisible();
  });

  for (const path of ['/modules/99', '/modules/abc', '/modules/%E2%9C%93']) {
    test(`${path} shows the ACA fundamentals slides with the fallback title`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: 'Training Module' })).toBeVisible();
      await expect(page.getByText('Slide 1 of 5')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeHidden();
    });
  }

  for (const path of ['/modules/13/extra', `/${'x'.repeat(3000)}`, '/%E0%A4%A', '/api-nope', '/404']) {
    test(`${path.slice(0, 40)} is a defined not-found screen`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await notFound(page);
    });
  }

  test('a non-GET request to a page is refused cleanly', async ({ request }) => {
    const response = await request.post('/modules');
    expect(response.status()).toBe(405);
  });

  test('pages carry security headers', async ({ request }) => {
    const response = await request.get('/');
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBeTruthy();
  });

  test('pages run under their Content-Security-Policy without violations', async ({ page }) => {
    test.setTimeout(60_000);
    // The server's header and each page's meta, both enforced (the Pages build has the meta alone).
    const violations = await cspViolations(page);
    await useTheScriptedParts(page);
    expect(violations).toEqual([]);
  });
});
