import { expect, failOnce, holdApi, test } from './support.ts';

const TITLES = ['ACA Slide Deck', 'HealthSherpa Training', 'CMS & FFM Training', 'Application Deep Dive', '2025 CMS Compliance & Changes'];

test.describe('/modules', () => {
  test('shows six skeleton cards while loading, then one card per module', async ({ page }) => {
    const hold = await holdApi(page, '**/api/modules');
    await page.goto('/modules');
    await expect(page.getByRole('heading', { level: 1, name: 'Training Modules' })).toBeVisible();
    await expect(page.getByTestId('module-skeleton')).toHaveCount(6);
    hold.release();
    const cards = page.getByRole('list', { name: 'Training modules' }).getByRole('listitem');
    await expect(cards).toHaveCount(5);
    await expect(page.getByTestId('module-skeleton')).toHaveCount(0);
    for (const title of TITLES) await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  });

  test('each card shows the duration twice, the Not Started badge and a Start button to its viewer', async ({ page, request }) => {
    const modules = (await (await request.get('/api/modules')).json()) as {
      id: number;
      title: string;
      duration: number;
      description: string;
    }[];
    await page.goto('/modules');
    for (const module of modules) {
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: module.title, exact: true }) });
      await expect(card.getByText(`${module.duration} Minutes`, { exact: true })).toBeVisible();
      await expect(card.getByText(`${module.duration} min`, { exact: true })).toBeVisible();
      await expect(card.getByText('Not Started', { exact: true })).toBeVisible();
      await expect(card.getByText(module.description)).toBeVisible();
      await expect(card.getByRole('progressbar')).toHaveCount(0);
      await expect(card.getByRole('link', { name: /^Start/ })).toHaveAttribute('href', `/modules/${module.id}`);
    }
  });

  test('cards follow the status rule for ids 1, 2 and 3', async ({ page }) => {
    await page.route('**/api/modules', (route) =>
      route.fulfill({
        json: [1, 2, 3, 4].map((id) => ({ id, title: `Module ${id}`, description: `About ${id}`, duration: 10 })),
      }),
    );
    await page.goto('/modules');
    const card = (id: number) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Module ${id}` }) });
    for (const id of [1, 2]) {
      await expect(card(id).getByText('Complete', { exact: true })).toBeVisible();
      await expect(card(id).getByRole('link', { name: /^Review/ })).toHaveAttribute('href', `/modules/${id}`);
    }
    await expect(card(3).getByText('In Progress', { exact: true })).toBeVisible();
    await expect(card(3).getByRole('link', { name: /^Continue/ })).toBeVisible();
    await expect(card(3).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '65');
    await expect(card(3).getByText('65%')).toBeVisible();
    await expect(card(4).getByText('Not Started', { exact: true })).toBeVisible();
  });

  test('lays the grid out in 1, 2 and 3 columns by screen size', async ({ page }) => {
    await page.goto('/modules');
    const cards = page.getByRole('list', { name: 'Training modules' }).getByRole('listitem');
    await expect(cards).toHaveCount(5);
    const columns = async () =>
      new Set(await cards.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().left)))).size;
    for (const [width, expected] of [
      [375, 1],
      [800, 2],
      [1280, 3],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(columns).toBe(expected);
    }
  });

  test('a failed list call says so and offers a retry', async ({ page }) => {
    await failOnce(page, '**/api/modules');
    await page.goto('/modules');
    await expect(page.getByRole('alert').filter({ hasText: /./ })).toContainText("We couldn't load the training modules.");
    await expect(page.getByRole('alert').filter({ hasText: /./ })).toContainText('500:');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('list', { name: 'Training modules' }).getByRole('listitem')).toHaveCount(5);
  });

  test('an unknown title gets the default look', async ({ page }) => {
    await page.route('**/api/modules', (route) =>
      route.fulfill({ json: [{ id: 99, title: 'Something New', description: 'New', duration: 5 }] }),
    );
    await page.goto('/modules');
    await expect(page.getByRole('heading', { name: 'Something New' })).toBeVisible();
  });
});
