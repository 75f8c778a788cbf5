import type { Page } from '@playwright/test';
import { expect, holdApi, islandsHydrated, isMobile, test } from './support.ts';

/** The slide on screen: its article and its heading. */
const currentSlide = (page: Page) => page.getByRole('article');
const currentHeading = (page: Page) => currentSlide(page).getByRole('heading', { level: 2 });

/**
 * Whether the current slide's top and its heading are on screen: below the sticky header and above
 * the bottom of the window or the slide navigation stuck there.
 */
async function slideTopOnScreen(page: Page): Promise<boolean> {
  const [header, slide, heading, nav] = await Promise.all([
    page.getByRole('banner').boundingBox(),
    currentSlide(page).boundingBox(),
    currentHeading(page).boundingBox(),
    page.getByRole('navigation', { name: 'Slide navigation' }).boundingBox(),
  ]);
  if (!header || !slide || !heading || !nav) return false;
  const bottom = Math.min(page.viewportSize()?.height ?? 0, nav.y);
  return slide.y >= header.y + header.height && heading.y + heading.height <= bottom;
}

/**
 * Waits for the slide change to bring the slide's top on screen, and for its smooth scroll to end
 * (200 ms without a scroll event), so the next step starts from a page at rest.
 */
async function slideTopArrives(page: Page) {
  await expect.poll(() => slideTopOnScreen(page)).toBe(true);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let timer = setTimeout(done, 200);
        function onScroll() {
          clearTimeout(timer);
          timer = setTimeout(done, 200);
        }
        function done() {
          window.removeEventListener('scroll', onScroll);
          resolve();
        }
        window.addEventListener('scroll', onScroll);
      }),
  );
  expect(await slideTopOnScreen(page)).toBe(true);
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const scrollBy = (page: Page, dy: number) => page.evaluate((by) => window.scrollBy({ top: by, behavior: 'instant' }), dy);

/** A tap where the control is on screen, as a finger gives it (no scrolling to it first, as locator.tap would). */
async function tapOnScreen(page: Page, name: string | RegExp) {
  const box = await page.getByRole('button', { name }).boundingBox();
  if (!box) throw new Error(`no ${name} on screen`);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * A real touch gesture through the Chrome DevTools Protocol, as a finger gives it: down at `from`,
 * moved in steps a frame apart, lifted at `to`. Chromium's own gesture handling sees it, so
 * touch-action, scrolling and pointercancel behave as on a phone (synthetic pointer events do not).
 */
async function touchDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }, steps = 8) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let i = 1; i <= steps; i += 1) {
    const point = { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
    await page.waitForTimeout(16);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

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

  test('on a desktop, Previous, Next and the dots keep focus; Complete Training takes it from Next; the live region announces', async ({
    page,
  }) => {
    test.skip(isMobile(page), 'a phone moves focus to the heading (the next test)');
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

  test("a slide hash set on the open page moves the viewer to the slide's heading; another hash, like the skip link, does not", async ({
    page,
  }) => {
    await page.goto('/modules/13#slide-2');
    await expect(page.getByText('Slide 2 of 5')).toBeVisible();
    // A search result for another slide of this deck, followed from the end of the slide.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await page.evaluate(() => {
      window.location.hash = '#slide-4';
    });
    await expect(page.getByText('Slide 4 of 5')).toBeVisible();
    await expect(currentHeading(page)).toBeFocused();
    await slideTopArrives(page);
    await page.evaluate(() => {
      window.location.hash = '#main';
    });
    await expect(page).toHaveURL(/#main$/);
    await expect(page.getByText('Slide 4 of 5')).toBeVisible();
  });

  test('a link to a passage (a heading inside a slide) opens that slide there; Slide N of M, the progress, the dots and Next hold', async ({
    page,
  }) => {
    // A heading inside the third slide, whatever the slides say.
    await page.goto('/modules/13');
    const id = await page.locator('[data-frame="2"] article h3[id]').first().getAttribute('id');
    await page.goto(`/modules/13?highlight=x#${id}`);
    await expect(page.getByTestId('slide-status')).toHaveText('Slide 3 of 5');
    await expect(page.getByRole('progressbar', { name: 'Module progress' })).toHaveAttribute('aria-valuenow', '60');
    await expect(page.getByRole('button', { name: /^Go to slide 3:/ })).toHaveAttribute('aria-current', 'step');
    await expect(page.getByRole('article')).toHaveCount(1);
    const passage = page.locator(`[id="${id}"]`);
    await expect(passage).toBeInViewport();
    const [header, box] = await Promise.all([page.getByRole('banner').boundingBox(), passage.boundingBox()]);
    expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByTestId('slide-status')).toHaveText('Slide 4 of 5');
    await expect(page).toHaveURL(/\?highlight=x#slide-4$/);
  });

  test('a passage hash set on the open page moves the viewer to its slide, its heading focused and the slide announced', async ({
    page,
  }) => {
    await page.goto('/modules/13#slide-1');
    await expect(page.getByText('Slide 1 of 5')).toBeVisible();
    const id = await page.locator('[data-frame="3"] article h3[id]').first().getAttribute('id');
    await page.evaluate((hash) => {
      window.location.hash = hash;
    }, `#${id}`);
    // The live region says the new place; focus is on the passage, which is on screen.
    await expect(page.getByTestId('slide-status')).toHaveText('Slide 4 of 5');
    await expect(page.getByTestId('slide-status')).toHaveAttribute('aria-live', 'polite');
    const passage = page.locator(`[id="${id}"]`);
    await expect(passage).toBeFocused();
    await expect(passage).toBeInViewport();
    await expect(page.getByRole('button', { name: /^Go to slide 4:/ })).toHaveAttribute('aria-current', 'step');
  });

  test('only the current slide is shown, each slide title a heading with a stable id', async ({ page }) => {
    await page.goto('/modules/13');
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article')).toHaveAccessibleName('Essential Health Benefits, Metal Levels and Out-of-Pocket Limits');
    await expect(page.locator('h2#slide-premium-tax-credit')).toHaveCount(1);
  });

  test("on a phone, Next, Previous, a dot and the keys bring the new slide's top on screen and focus its heading; the live region announces", async ({
    page,
  }) => {
    test.skip(!isMobile(page), 'the phone project has the touch screen');
    await page.goto('/modules/13');
    const status = page.getByTestId('slide-status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    // Reading down the first slide, two screens and more: its top has gone up past the header.
    await scrollBy(page, 900);
    expect(await slideTopOnScreen(page)).toBe(false);

    await tapOnScreen(page, 'Next');
    await expect(status).toHaveText('Slide 2 of 5');
    await expect(currentHeading(page)).toBeFocused();
    await slideTopArrives(page);

    await scrollBy(page, 1200);
    expect(await slideTopOnScreen(page)).toBe(false);
    await tapOnScreen(page, 'Previous');
    await expect(status).toHaveText('Slide 1 of 5');
    await expect(currentHeading(page)).toBeFocused();
    await slideTopArrives(page);

    // The dots settle under the slide at its end.
    await scrollBy(page, 5000);
    const dot = page.getByRole('button', { name: /^Go to slide 4:/ });
    await expect(dot).toBeInViewport();
    await tapOnScreen(page, /^Go to slide 4:/);
    await expect(status).toHaveText('Slide 4 of 5');
    await expect(dot).toHaveAttribute('data-state', 'current');
    await expect(currentHeading(page)).toBeFocused();
    await slideTopArrives(page);

    // A key on a phone (a keyboard attached): the same.
    await scrollBy(page, 900);
    await page.keyboard.press('ArrowRight');
    await expect(status).toHaveText('Slide 5 of 5');
    await expect(currentHeading(page)).toBeFocused();
    await slideTopArrives(page);
    await expect(page.getByRole('button', { name: 'Complete Training' })).toBeInViewport();
  });

  test('on a phone, Previous, the place and Next stay at the bottom of the screen; the dots wait under the slide', async ({ page }) => {
    test.skip(!isMobile(page), 'the compact bar is the phone layout');
    await page.goto('/modules/13');
    const viewport = page.viewportSize() ?? { width: 0, height: 0 };
    const nav = page.getByRole('navigation', { name: 'Slide navigation' });
    for (const scrolled of [0, 400, 400]) {
      await scrollBy(page, scrolled);
      for (const control of [
        nav.getByRole('button', { name: 'Previous' }),
        nav.getByRole('button', { name: 'Next' }),
        nav.getByText('1 / 5'),
      ]) {
        const box = await control.boundingBox();
        if (!box) throw new Error('the bar is not on the page');
        expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
        expect(box.y).toBeGreaterThan(viewport.height - 80);
      }
      await expect(nav.getByRole('button', { name: /^Go to slide 2:/ })).not.toBeInViewport();
    }
    // A link in the slide that takes focus is not left behind the bar (WCAG 2.4.11).
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    const navTop = async () => (await nav.boundingBox())?.y ?? 0;
    await currentHeading(page).focus();
    for (const link of await currentSlide(page).getByRole('link').all()) {
      await page.keyboard.press('Tab');
      await expect(link).toBeFocused();
      // The page glides to it (scroll-behavior: smooth): its end, once there, is above the bar.
      await expect
        .poll(async () => {
          const box = await link.boundingBox();
          return (box?.y ?? Number.POSITIVE_INFINITY) + (box?.height ?? 0) <= (await navTop());
        })
        .toBe(true);
    }
    // Tab on to the dots: the bar goes back to its place under the slide, and the dot shows.
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('button', { name: 'Previous' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('button', { name: /^Go to slide 1:/ })).toBeFocused();
    await expect(nav.getByRole('button', { name: /^Go to slide 1:/ })).toBeInViewport();
    // At the end of the slide the bar and the dots sit under it.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await expect(nav.getByRole('button', { name: /^Go to slide 5:/ })).toBeInViewport();
  });

  test('on a desktop, a slide change that shows where it starts leaves the page be; one that does not scrolls to it, focus staying put', async ({
    page,
  }) => {
    test.skip(isMobile(page), 'the desktop project');
    await page.goto('/modules/13');
    const status = page.getByTestId('slide-status');
    const next = page.getByRole('button', { name: 'Next' });
    // At the top of the page the next slide starts on screen: a click on Next moves nothing.
    const box = await next.boundingBox();
    if (!box) throw new Error('no Next');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(status).toHaveText('Slide 2 of 5');
    await expect(next).toBeFocused();
    expect(await scrollY(page)).toBe(0);
    expect(await slideTopOnScreen(page)).toBe(true);
    // From the end of a slide taller than the window, Next (Enter) brings the next one's top back.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    expect(await slideTopOnScreen(page)).toBe(false);
    await page.keyboard.press('Enter');
    await expect(status).toHaveText('Slide 3 of 5');
    await expect(next).toBeFocused();
    await slideTopArrives(page);
  });

  test('a slide change glides to the slide, unless the reader prefers reduced motion', async ({ page }) => {
    await page.goto('/modules/13');
    const behaviour = () => page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior);
    // Smooth once the viewer is live (DeckViewer.astro), which can come after the load event.
    await expect.poll(behaviour).toBe('smooth');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await behaviour()).toBe('auto');
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('slide-status')).toHaveText('Slide 2 of 5');
    // At once: the scroll happened with the slide change, before the next frame.
    expect(await slideTopOnScreen(page)).toBe(true);
  });

  test('on a phone, a sideways swipe with real touch moves to the next or the previous slide', async ({ page }) => {
    test.skip(!isMobile(page), 'the phone project has the touch screen');
    await page.goto('/modules/13');
    const status = page.getByTestId('slide-status');
    await scrollBy(page, 600);
    const box = await currentSlide(page).boundingBox();
    if (!box) throw new Error('no slide');
    const y = (page.viewportSize()?.height ?? 800) / 2;
    await touchDrag(page, { x: box.x + box.width - 30, y }, { x: box.x + 40, y: y + 20 });
    await expect(status).toHaveText('Slide 2 of 5');
    await expect(currentHeading(page)).toBeFocused();
    await slideTopArrives(page);
    await expect(page).toHaveURL(/#slide-2$/);

    await touchDrag(page, { x: box.x + 40, y }, { x: box.x + box.width - 30, y: y - 30 });
    await expect(status).toHaveText('Slide 1 of 5');
    await expect(currentHeading(page)).toBeFocused();
  });

  test('on a phone, a vertical touch drag scrolls the slide and never changes it; nor does a short or steep sideways one', async ({
    page,
  }) => {
    test.skip(!isMobile(page), 'the phone project has the touch screen');
    await page.goto('/modules/13');
    const status = page.getByTestId('slide-status');
    const x = (page.viewportSize()?.width ?? 375) / 2;
    const before = await scrollY(page);
    await touchDrag(page, { x, y: 650 }, { x: x + 10, y: 250 });
    await expect.poll(() => scrollY(page)).toBeGreaterThan(before + 200);
    await page.waitForTimeout(300);
    await expect(status).toHaveText('Slide 1 of 5');

    await touchDrag(page, { x: x + 20, y: 500 }, { x: x - 20, y: 505 });
    await touchDrag(page, { x: x + 60, y: 600 }, { x: x - 40, y: 380 });
    await page.waitForTimeout(300);
    await expect(status).toHaveText('Slide 1 of 5');
    await expect(page).not.toHaveURL(/#slide-/);
  });
});
