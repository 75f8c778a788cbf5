import { expect, failOnce, holdApi, test } from './support.ts';

interface Resource {
  id: number;
  title: string;
  type: string;
  category: string;
  url: string;
  fileSize?: string;
  duration?: string;
}

test.describe('/resources', () => {
  test('three skeleton cards while loading, then one card per category', async ({ page }) => {
    const hold = await holdApi(page, '**/api/resources');
    await page.goto('/resources');
    await expect(page.getByRole('heading', { level: 1, name: 'Resource Library' })).toBeVisible();
    await expect(page.getByTestId('resource-skeleton')).toHaveCount(3);
    hold.release();
    for (const label of ['Downloadable Resources', 'Video Tutorials', 'Official Resources']) {
      await expect(page.getByRole('heading', { level: 2, name: label })).toBeVisible();
    }
    await expect(page.getByTestId('resource-skeleton')).toHaveCount(0);
  });

  test('rows show the right-hand detail by rule and open links the right way', async ({ page, request }) => {
    const resources = (await (await request.get('/api/resources')).json()) as Resource[];
    await page.goto('/resources');
    for (const resource of resources) {
      const link = page.getByRole('link', { name: new RegExp(`^${resource.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).first();
      await expect(link).toBeVisible();
      const detail = link.getByTestId('resource-detail');
      if (resource.type === 'interactive' || resource.type === 'link') await expect(detail).toHaveAttribute('data-kind', 'open');
      else if (resource.fileSize) await expect(detail).toHaveText(resource.fileSize);
      else if (resource.duration) await expect(detail).toHaveText(resource.duration);
      else await expect(detail).toHaveAttribute('data-kind', 'download');
      if (resource.url.startsWith('/')) {
        await expect(link).toHaveAttribute('href', resource.url);
        await expect(link).not.toHaveAttribute('target', '_blank');
      } else {
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        await expect(link).toContainText('(opens in a new tab)');
      }
    }
  });

  test('every internal resource link leads to a real page or file', async ({ request }) => {
    const resources = (await (await request.get('/api/resources')).json()) as Resource[];
    const internal = resources.filter((r) => r.url.startsWith('/'));
    expect(internal.length).toBeGreaterThan(0);
    for (const resource of internal) expect((await request.get(resource.url)).status(), resource.url).toBe(200);
  });

  test('an unknown category shows its raw value', async ({ page }) => {
    await page.route('**/api/resources', (route) =>
      route.fulfill({ json: [{ id: 1, title: 'Webinar series', type: 'video', category: 'webinars', url: 'https://www.cms.gov/' }] }),
    );
    await page.goto('/resources');
    await expect(page.getByRole('heading', { level: 2, name: 'webinars' })).toBeVisible();
  });

  test('a failed list call offers a retry', async ({ page }) => {
    await failOnce(page, '**/api/resources');
    await page.goto('/resources');
    await expect(page.getByRole('alert').filter({ hasText: /./ })).toContainText("We couldn't load the resources.");
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Official Resources' })).toBeVisible();
  });
});
