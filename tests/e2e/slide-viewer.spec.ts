import { expect, holdApi, islandsHydrated, isMobile, test } from './support.ts';

test.describe('slide viewer', () => {
  test('steps through a deck with Previous, Next and Complete Training', async ({ page }) => {
    await page.goto('/modules');
    await page.getByRole('link', { name: /^Start\s+CMS & FFM Training$/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'CMS & FFM Training' })).toBeVisible();
    // A link, not goto: wait for the deck's island as goto does (it hydrates after the page's paint).
    await islandsHydrated(page);
    await expect(page.getByText('Slide 1 of 4')).toBeVisible();
    await expect(page.getByText('25% complete')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    const titles: string[] = [];
    for (let i = 1; i <= 4; i += 1) {
      await expect(page.getByText(`Slide ${i} of 4`)).toBeVisible();
      await expect(page.getByRole('progressbar', { name: 'Module progress' })).toHaveAttribute(
        'aria-valuenow',
        String(Math.round((i / 4) * 100)),
      );
      titles.push((await page.getByRole('article').getByRole('heading', { level: 2 }).textContent()) ?? '');
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

  test('a pre-rendered deck has its title, banner and document title in the static HTML, with no API call', async ({ page, request }) => {
    const html = await (await request.get('/modules/14')).text();
    expect(html).toContain('<title>HealthSherpa Training | ACA Agent Training Hub</title>');
    expect(html).toMatch(/<h1[^>]*>HealthSherpa Training<\/h1>/);
    expect(html).toContain('Enrollment Platform Training');
    expect(html).not.toContain('>Training Module<');

    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/modules')) calls.push(r.url());
    });
    const hold = await holdApi(page, '**/api/modules/**');
    await page.goto('/modules/14');
    await expect(page.getByRole('heading', { level: 1, name: 'HealthSherpa Training' })).toBeVisible();
    await expect(page.getByTestId('module-banner')).toContainText('Enrollment Platform Training');
    await expect(page).toHaveTitle('HealthSherpa Training | ACA Agent Training Hub');
    hold.release();
    expect(calls).toEqual([]);
  });

  test('the fallback viewer shows Training Module while its call is pending or failed, then the API title', async ({ page }) => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/modules/99', async (route) => {
      await gate;
      await route.fulfill({ json: { id: 99, title: 'Agency Onboarding', description: 'x', duration: 5 } });
    });
    await page.goto('/modules/99');
    await expect(page.getByRole('heading', { level: 1, name: 'Training Module' })).toBeVisible();
    await expect(page.getByTestId('module-banner')).toContainText('Training Module');
    await expect(page.getByText('Slide 1 of 5')).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Agency Onboarding' })).toBeVisible();
    await expect(page).toHaveTitle('Agency Onboarding | ACA Agent Training Hub');

    await page.unrouteAll();
    await page.route('**/api/modules/98', (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.goto('/modules/98');
    await expect(page.getByText('Slide 1 of 5')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Training Module' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: /./ })).toHaveCount(0);
  });

  test('Previous, Next and the dots keep focus; Complete Training takes it from Next; the live region announces', async ({ page }) => {
    await page.goto('/modules/17');
    const status = page.getByTestId('slide-status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    const next = page.getByRole('button', { name: 'Next' });
    const previous = page.getByRole('button', { name: 'Previous' });

    await next.focus();
    for (const n of [2, 3, 4]) {
      await page.keyboard.press('Enter');
      await expect(status).toHaveText(`Slide ${n} of 5`);
      await expect(next).toBeFocused();
    }
    await page.keyboard.press('Enter');
    await expect(status).toHaveText('Slide 5 of 5');
    await expect(page.getByRole('button', { name: 'Complete Training' })).toBeFocused();

    await previous.focus();
    await page.keyboard.press('Space');
    await expect(status).toHaveText('Slide 4 of 5');
    await expect(previous).toBeFocused();

    const dot = page.getByRole('button', { name: /^Go to slide 1:/ });
    await dot.focus();
    await page.keyboard.press('Enter');
    await expect(status).toHaveText('Slide 1 of 5');
    await expect(dot).toBeFocused();

    // On the first slide Previous stays focusable and says it is unavailable.
    await previous.focus();
    await page.keyboard.press('Enter');
    await expect(status).toHaveText('Slide 1 of 5');
    await expect(previous).toBeDisabled();
    await expect(previous).toBeFocused();
  });

  test('arrow keys, Home and End work anywhere on the page, but not while typing in a field', async ({ page }) => {
    await page.goto('/modules/13');
    const status = page.getByTestId('slide-status');
    // Focus on the page itself, then on a header link: the keys still move the slides.
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('ArrowRight');
    await expect(status).toHaveText('Slide 2 of 5');
    await page.getByRole('link', { name: 'Resources' }).first().focus();
    await page.keyboard.press('End');
    await expect(status).toHaveText('Slide 5 of 5');
    await page.keyboard.press('ArrowLeft');
    await expect(status).toHaveText('Slide 4 of 5');
    await page.keyboard.press('Home');
    await expect(status).toHaveText('Slide 1 of 5');
    await page.keyboard.press('ArrowLeft');
    await expect(status).toHaveText('Slide 1 of 5');

    // A text field on the page (such as a search box) keeps its keys.
    await page.evaluate(() => {
      const input = document.createElement('input');
      input.setAttribute('aria-label', 'Search the site');
      document.querySelector('main')?.prepend(input);
    });
    const field = page.getByRole('textbox', { name: 'Search the site' });
    await field.fill('premium');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('End');
    await expect(status).toHaveText('Slide 1 of 5');
    await expect(field).toBeFocused();
  });

  test('the last slide offers the knowledge check beside Complete Training; it is not a slide', async ({ page }) => {
    await page.goto('/modules/13#slide-4');
    const nav = page.getByRole('navigation', { name: 'Slide navigation' });
    const quiz = nav.getByRole('link', { name: 'Take the knowledge check' });
    await expect(quiz).toHaveCount(0);
    await nav.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Slide 5 of 5')).toBeVisible();
    // Right before Complete Training, in the navigation's order and on screen.
    const controls = nav.locator('a, button');
    await expect(controls.nth(-2)).toHaveAccessibleName('Take the knowledge check');
    await expect(controls.last()).toHaveAccessibleName('Complete Training');
    await expect(quiz).toHaveAttribute('href', '/modules/13/quiz');
    const [link, complete] = [await quiz.boundingBox(), await nav.getByRole('button', { name: 'Complete Training' }).boundingBox()];
    if (isMobile(page)) expect(link!.y).toBeGreaterThan(complete!.y);
    else expect(Math.abs(link!.y - complete!.y)).toBeLessThan(2);
    await quiz.click();
    await expect(page).toHaveURL(/\/modules\/13\/quiz$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Knowledge check: ACA Slide Deck' })).toBeVisible();
  });

  test('a link with a slide hash opens that slide, and the hash follows without adding history', async ({ page }) => {
    await page.goto('/modules/13#slide-3');
    await expect(page.getByText('Slide 3 of 5')).toBeVisible();
    const before = await page.evaluate(() => history.length);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/#slide-4$/);
    expect(await page.evaluate(() => history.length)).toBe(before);
  });

  test('a slide hash set on the open page moves the viewer; another hash, like the skip link, does not', async ({ page }) => {
    await page.goto('/modules/13#slide-2');
    await expect(page.getByText('Slide 2 of 5')).toBeVisible();
    await page.evaluate(() => {
      window.location.hash = '#slide-4';
    });
    await expect(page.getByText('Slide 4 of 5')).toBeVisible();
    await page.evaluate(() => {
      window.location.hash = '#main';
    });
    await expect(page).toHaveURL(/#main$/);
    await expect(page.getByText('Slide 4 of 5')).toBeVisible();
  });

  test('only the current slide is shown, each slide title a heading with a stable id', async ({ page }) => {
    await page.goto('/modules/13');
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article')).toHaveAccessibleName('Essential Health Benefits, Metal Levels and Out-of-Pocket Limits');
    await expect(page.locator('h2#slide-premium-tax-credit')).toHaveCount(1);
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
