// The content editor at /admin as an app of its own (src/admin): Vite builds it apart from the site
// after the pages, so no page shares a chunk with it; `astro dev` serves it through Vite's
// middleware. It carries its own Content-Security-Policy, and the facts route feeds its Fact block.
// Its preview pane wears the site's own Tailwind CSS, compiled by this build.
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import type { AstroIntegration } from 'astro';
import type { InlineConfig, Plugin } from 'vite';

const ADMIN_ROOT = fileURLToPath(new URL('../../admin/', import.meta.url));
const VIRTUAL = 'virtual:editor-config';

/** What the build gives the editor (docs/editing.md lists the variables). */
export interface EditorBuildSettings {
  repo: string | undefined;
  branch: string;
  apiBaseUrl: string;
  localBackendUrl: string | undefined;
  base: string;
}

export function settingsFromEnv(env: NodeJS.ProcessEnv, base: string): EditorBuildSettings {
  const local = env['CMS_LOCAL_BACKEND_URL']?.trim();
  return {
    repo: env['CMS_GITHUB_REPO']?.trim() || env['GITHUB_REPOSITORY']?.trim() || undefined,
    branch: env['CMS_GITHUB_BRANCH']?.trim() || 'main',
    apiBaseUrl: env['PUBLIC_API_BASE_URL']?.trim() ?? '',
    localBackendUrl: local === 'off' ? undefined : local || 'http://localhost:8081/api/v1',
    base: base.endsWith('/') ? base : `${base}/`,
  };
}

const origin = (url: string | undefined) => (url ? new URL(url).origin : undefined);

/**
 * The editor's policy: Decap compiles its config schema at start (`'unsafe-eval'`) and styles with
 * injected `<style>` elements (`'unsafe-inline'` for styles only); it talks to GitHub's API, the
 * API's sign-in, its own draft copies (`blob:`) and, on localhost, the local backend. Nothing else loads.
 */
export function editorPolicy(settings: EditorBuildSettings): string {
  const connect = ["'self'", 'blob:', 'https://api.github.com', origin(settings.apiBaseUrl || undefined), origin(settings.localBackendUrl)];
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    `connect-src ${[...new Set(connect.filter(Boolean))].join(' ')}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** `virtual:editor-config` (the collections and the Fact block's name field, worked out from the schemas here, in Node) and the page's policy meta. */
function editorConfigPlugin(settings: EditorBuildSettings): Plugin {
  const resolved = `\0${VIRTUAL}`;
  return {
    name: 'aca-editor-config',
    resolveId: (id) => (id === VIRTUAL ? resolved : undefined),
    load: async (id) => {
      if (id !== resolved) return undefined;
      const { collections, factNameField } = await import('./collections.ts');
      return [
        `export const collections = ${JSON.stringify(collections())};`,
        `export const factNameField = ${JSON.stringify(factNameField())};`,
        `export const settings = ${JSON.stringify(settings)};`,
        '',
      ].join('\n');
    },
    // Right after the charset, quoted as the site's pages write theirs (server/site.ts reads it into a header).
    transformIndexHtml: (html) =>
      html.replace(
        /(<meta charset="utf-8" \/>)/,
        `$1\n    <meta http-equiv="content-security-policy" content="${editorPolicy(settings)}">`,
      ),
  };
}

function viteConfig(settings: EditorBuildSettings, outDir?: string): InlineConfig {
  return {
    configFile: false,
    root: ADMIN_ROOT,
    base: `${settings.base}admin/`,
    cacheDir: fileURLToPath(new URL('../../../node_modules/.vite-admin', import.meta.url)),
    logLevel: 'warn',
    // Tailwind compiles the site's CSS for the preview pane (src/admin/previews/site.css).
    plugins: [editorConfigPlugin(settings), tailwindcss()],
    build: {
      ...(outDir ? { outDir } : {}),
      emptyOutDir: false,
      chunkSizeWarningLimit: 8_000,
      reportCompressedSize: false,
      // Decap's dependencies mark React client modules with "use client", which means nothing here.
      rolldownOptions: { onwarn: (warning, warn) => warning.code === 'MODULE_LEVEL_DIRECTIVE' || warn(warning) },
    },
  };
}

export default function cmsEditor(): AstroIntegration {
  let base = '/';
  return {
    name: 'aca-cms-editor',
    hooks: {
      'astro:config:setup': ({ config, injectRoute, updateConfig }) => {
        base = config.base;
        injectRoute({ pattern: '/admin/facts.json', entrypoint: new URL('./facts-route.ts', import.meta.url), prerender: true });
        // Astro's dev server scans every src/**/*.html for dependencies to pre-bundle; the editor's
        // page imports a module only its own server provides, which would fail the whole scan.
        updateConfig({ vite: { optimizeDeps: { entries: ['!src/admin/**'] } } });
      },
      'astro:server:setup': async ({ server }) => {
        const { createServer } = await import('vite');
        const settings = settingsFromEnv(process.env, base);
        const admin = await createServer({ ...viteConfig(settings), server: { middlewareMode: true, hmr: false }, appType: 'custom' });
        server.httpServer?.once('close', () => void admin.close());
        const prefix = `${settings.base}admin/`;
        server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
          const path = (req.url ?? '').split('?')[0] ?? '';
          if (path === prefix.slice(0, -1)) {
            res.writeHead(301, { Location: prefix }).end();
            return;
          }
          if (!path.startsWith(prefix) || path.endsWith('/facts.json')) return next();
          if (path === prefix || path === `${prefix}index.html`) {
            // The page's path within the editor's root, so that Vite resolves ./main.ts there.
            void readFile(join(ADMIN_ROOT, 'index.html'), 'utf8')
              .then((html) => admin.transformIndexHtml('/index.html', html, req.url))
              .then((html) => res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html), next);
            return;
          }
          admin.middlewares(req, res, next);
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now();
        const { build } = await import('vite');
        const settings = settingsFromEnv(process.env, base);
        await build(viteConfig(settings, join(fileURLToPath(dir), 'admin')));
        const where = settings.repo ? `pull requests on ${settings.repo}` : 'no repository set (CMS_GITHUB_REPO): local backend only';
        logger.info(`admin/ built in ${Math.round(performance.now() - started)} ms: ${where}`);
      },
    },
  };
}
