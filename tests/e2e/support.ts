import type { Page, Route } from '@playwright/test';

/** Holds every matching API call until `release()` is called, to observe loading states. */
export async function holdApi(page: Page, pattern: string): Promise<{ release: () => void }> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route: Route) => {
    await gate;
    await route.continue();
  });
  return { release: () => release() };
}

/** Fails the first matching call with a 500, then lets later ones through. */
export async function failOnce(page: Page, pattern: string): Promise<void> {
  let failed = false;
  await page.route(pattern, async (route) => {
    if (failed) return route.continue();
    failed = true;
    return route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal server error"}' });
  });
}

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;
