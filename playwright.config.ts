import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './tests/support/chromium.ts';
import { STAND_IN } from './tests/support/github-stand-in.ts';

/**
 * End-to-end tests in Debian's chromium (Playwright's own browser download cannot work here).
 * - 'mobile' and 'desktop' run the site as production serves it: `npm start`'s server, site and API
 *   on one port (scripts/test.sh builds first).
 * - 'pages' runs the GitHub Pages build (base path, API on another origin) behind a dumb static host.
 * - The content editor's spec (editor.spec.ts, desktop only) starts its own decap-server on
 *   EDITOR_BACKEND_PORT, the local backend scripts/test.sh builds /admin to talk to; its sign-in
 *   spec (editor-sign-in.spec.ts) signs in through the API with a stand-in for GitHub's OAuth pages.
 */
const PORT = Number(process.env['E2E_PORT'] ?? 4400);
const PAGES_PORT = PORT + 1;
const PAGES_API_PORT = PORT + 2;
export const PAGES_BASE = '/aca-training-hub/';
export const EDITOR_BACKEND_PORT = PORT + 10;
// PORT + 3 is the search spec's rebuilt site (tests/e2e/search.spec.ts).
const GITHUB_STAND_IN_PORT = PORT + 4;

const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS],
  },
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-report/e2e.json' }]],
  // The service worker (docs/behaviour.md, Offline) would answer requests that page.route mocks and
  // precache the site beside every test; only the offline specs let it in (serviceWorkers: 'allow').
  use: { trace: 'retain-on-failure', serviceWorkers: 'block' },
  projects: [
    {
      name: 'mobile',
      // The content editor is for desks, not phones: its spec runs in the desktop project only.
      testIgnore: [/pages\//, /editor(-sign-in)?\.spec\.ts/],
      use: { ...chromium, baseURL: `http://127.0.0.1:${PORT}`, viewport: { width: 375, height: 812 }, hasTouch: true },
    },
    {
      name: 'desktop',
      testIgnore: /pages\//,
      use: { ...chromium, baseURL: `http://127.0.0.1:${PORT}`, viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'pages',
      testMatch: /pages\/.*\.spec\.ts/,
      use: { ...chromium, baseURL: `http://127.0.0.1:${PAGES_PORT}${PAGES_BASE}`, viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    {
      command: `node scripts/start.ts`,
      url: `http://127.0.0.1:${PORT}/api/health`,
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'error',
        RATE_LIMIT_MAX: '1000',
        SKIP_BUILD: '1',
        CMS_GITHUB_CLIENT_ID: STAND_IN.clientId,
        CMS_GITHUB_CLIENT_SECRET: STAND_IN.clientSecret,
        CMS_SITE_ORIGIN: `http://127.0.0.1:${PORT}`,
        CMS_GITHUB_URL: `http://127.0.0.1:${GITHUB_STAND_IN_PORT}`,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node tests/support/github-stand-in.ts ${GITHUB_STAND_IN_PORT}`,
      url: `http://127.0.0.1:${GITHUB_STAND_IN_PORT}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node tests/support/static-host.ts dist-pages ${PAGES_PORT} ${PAGES_BASE}`,
      url: `http://127.0.0.1:${PAGES_PORT}${PAGES_BASE}`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node api/node/main.ts`,
      url: `http://127.0.0.1:${PAGES_API_PORT}/api/health`,
      env: {
        PORT: String(PAGES_API_PORT),
        HOST: '127.0.0.1',
        API_ALLOWED_ORIGINS: `http://127.0.0.1:${PAGES_PORT}`,
        LOG_LEVEL: 'error',
        RATE_LIMIT_MAX: '1000',
      },
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
