import AxeBuilder from '@axe-core/playwright';
import type { Page, Route } from '@playwright/test';
import { test as base, expect } from '@playwright/test';

/** The WCAG 2.2 AA rules every page is held to. */
export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe's violations on the page as it is now (within `include` when given), each with where it is. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_AA);
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** Holds every request matching `pattern` until the returned release is called. */
async function holdRequests(page: Page, pattern: string | RegExp): Promise<() => void> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route: Route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** Holds every matching API call until `release()` is called, to observe loading states. */
export async function holdApi(page: Page, pattern: string): Promise<{ release: () => void }> {
  return { release: await holdRequests(page, pattern) };
}

/**
 * Holds back the island script of `component` (its `/_astro/<component>.<hash>.js` bundle) until the
 * returned release is called, so the page can be used before that island is live.
 */
export function holdIsland(page: Page, component: string): Promise<() => void> {
  return holdRequests(page, new RegExp(`/_astro/${component}\\.[\\w-]+\\.js$`));
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

/**
 * Every Content-Security-Policy violation on the page from now on, across navigations: each
 * document's `securitypolicyviolation` events (directive and what was refused) and the console's
 * reports of refusals (which also name a refused WebAssembly compile or worker).
 */
export async function cspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeBinding('reportCspViolation', (_source, violation: string) => {
    violations.push(violation);
  });
  await page.addInitScript(() => {
    const report = (window as unknown as { reportCspViolation: (violation: string) => void }).reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) => report(`${event.effectiveDirective} refused ${event.blockedURI}`));
  });
  page.on('console', (message) => {
    // Playwright's own refusal of the service worker (serviceWorkers: 'block', playwright.config.ts)
    // is no policy's; the offline specs, which allow the worker, check it under the policy.
    if (message.text() === 'Service Worker registration blocked by Playwright') return;
    if (/Content Security Policy|WebAssembly|Worker/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/**
 * `test` with a page whose goto also waits until every island has hydrated (Astro removes the
 * island's `ssr` attribute then), so a test never clicks a server-rendered button before React
 * listens to it. Specs import `test` and `expect` from here.
 */
/** Waits until every island of the page has hydrated (Astro removes the island's `ssr` attribute then). */
export async function islandsHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'), undefined, { timeout: 15_000 });
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await islandsHydrated(page);
      return response;
    };
    await use(page);
  },
});
export { expect };
