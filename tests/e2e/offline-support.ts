/** Shared steps of the offline specs: one visit that leaves the site's service worker in charge. */
import type { Page } from '@playwright/test';
import { expect } from './support.ts';

/**
 * Opens `path` and waits until the service worker controls the page (clients.claim after the
 * precache is stored) and has kept the API's content reads (the first-control warm-up).
 */
export async function visitOnce(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  await expect
    .poll(async () => page.evaluate(async () => (await (await caches.open('api-content')).keys()).length), { timeout: 10_000 })
    .toBeGreaterThanOrEqual(3);
}
