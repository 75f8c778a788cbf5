/**
 * The offline copy of the site (docs/behaviour.md, "Offline"): Workbox's `generateSW` writes
 * `sw.js` precaching the finished build, after the search index and the CSP metas and before
 * precompress. The API is never precached; its content reads are cached network first.
 */
import { copyFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { generateSW } from 'workbox-build';
import { scriptUrl } from './script-url.ts';

const SW_FILE = 'sw.js';
/**
 * The 404 page's copy that the worker stores: `npm start` answers /404.html itself with status 404
 * (server/site.ts), which a precache cannot store, while this name is an ordinary file everywhere.
 */
const OFFLINE_FALLBACK = 'offline.html';

/** The Workbox options for a build in `dir`. */
function workboxOptions(dir: string): Parameters<typeof generateSW>[0] {
  return {
    globDirectory: dir,
    globPatterns: ['**/*'],
    // precompress's copies are never asked for by URL; the worker itself is not precached, nor the
    // content editor (online only, and its own app).
    globIgnores: ['**/*.br', '**/*.gz', SW_FILE, `${SW_FILE}.map`, '404.html', 'admin/**'],
    swDest: join(dir, SW_FILE),
    // The React client is the largest file (~200 KB); nothing here should be left out for size.
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    // Files Vite named by their hash need no revision of their own.
    dontCacheBustURLsMatching: /^_astro\//,
    // Pages read their query client-side (/search?q=…): the stored page serves any query.
    ignoreURLParametersMatching: [/./],
    directoryIndex: 'index.html',
    inlineWorkboxRuntime: true,
    sourcemap: false,
    mode: 'production',
    cleanupOutdatedCaches: true,
    // The first visit's page comes under the worker at once; an update waits for the reader's
    // "Reload" (the SKIP_WAITING message workbox-window sends), never mid-training.
    clientsClaim: true,
    skipWaiting: false,
    runtimeCaching: [
      {
        // The API's content reads, so the module grid, resource library and home FAQ work offline
        // after one visit. Network first: online, the reader always gets the API's answer.
        urlPattern: ({ url, request }) => request.method === 'GET' && /\/api\/(?:modules|resources|faqs)(?:\/[^/]+)?$/.test(url.pathname),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'api-content',
          networkTimeoutSeconds: 6,
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 100 },
        },
      },
      {
        // Site links are written without the trailing slash (/faq), which the host answers with a
        // redirect to /faq/. Offline, the worker gives the same redirect, and /faq/ is precached.
        urlPattern: ({ url, request, sameOrigin }) =>
          sameOrigin && request.mode === 'navigate' && !url.pathname.endsWith('/') && !/\.[a-z0-9]+$/i.test(url.pathname),
        handler: 'NetworkOnly',
        options: {
          plugins: [
            {
              handlerDidError: async ({ request }) => {
                const target = new URL(request.url);
                target.pathname += '/';
                return Response.redirect(target.href, 301);
              },
            },
          ],
        },
      },
      {
        // Any other page (an unknown module id, a mistyped address): offline, the site's 404 page
        // (its stored copy), whose fallback viewer reads the id from the address.
        urlPattern: ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate',
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: OFFLINE_FALLBACK } },
      },
    ],
  };
}

export default function offline(): AstroIntegration {
  return {
    name: 'aca-offline',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        const source = new URL('../offline/worker-client.ts', import.meta.url);
        updateConfig({ vite: { plugins: [scriptUrl({ source, placeholder: '__OFFLINE_WORKER_URL__', name: 'offline-worker' })] } });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        await copyFile(join(out, '404.html'), join(out, OFFLINE_FALLBACK));
        // Loaded here, not with the config, so `astro dev`, `astro check` and `astro sync` never load Workbox.
        const workbox = await import('workbox-build');
        const { count, size, warnings } = await workbox.generateSW(workboxOptions(out));
        for (const warning of warnings) logger.warn(warning);
        const sw = (await stat(join(out, SW_FILE))).size;
        logger.info(`${SW_FILE} (${(sw / 1024).toFixed(1)} KB) precaches ${count} files, ${(size / 1024).toFixed(1)} KB`);
      },
    },
  };
}
