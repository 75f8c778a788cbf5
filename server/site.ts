/**
 * The built site (dist/) as Hono routes: a file as built (or its brotli or gzip copy), then the
 * rules of src/lib/routes.ts, then the not-found screen with 404 (docs/behaviour.md, "Routes on a static host").
 */ import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { type Policy, readPagePolicy } from '#lib/build/csp-meta.ts';
import { type RouteTable, resolveRoute } from '#lib/routes.ts';
import { type SecurityHeadersOptions, securityHeaders } from '../api/middleware/security-headers/index.ts';

export interface SiteOptions {
  hsts?: boolean;
}

/** What the server learns from the build once: its routes, its files by lower-cased path, its pages' policies. */
export interface BuiltSite {
  routes: RouteTable;
  /** Lower-cased URL path -> the file's URL path, for case-insensitive lookups. */
  files: Map<string, string>;
  /** The Content-Security-Policy meta of every page of the site (src/lib/build/csp-meta.ts). */
  pagePolicies: Policy[];
  /** The content editor's own policy (admin/index.html), kept apart from the site's; none in an older build. */
  editorPolicy: Policy | undefined;
}

/** The content editor, an app of its own with its own policy (src/lib/cms/integration.ts). */
const EDITOR_PATH = '/admin/';

const COMPRESSED_COPY = /\.(br|gz)$/;

export function readBuiltSite(distDir: string): BuiltSite {
  const files = new Map<string, string>();
  const pagePolicies: Policy[] = [];
  let editorPolicy: Policy | undefined;
  const moduleIds: number[] = [];
  const extraPages: string[] = [];
  for (const entry of readdirSync(distDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || COMPRESSED_COPY.test(entry.name)) continue;
    const full = join(entry.parentPath, entry.name);
    const urlPath = `/${relative(distDir, full).split(sep).join('/')}`;
    files.set(urlPath.toLowerCase(), urlPath);
    if (!urlPath.endsWith('.html')) continue;
    const policy = readPagePolicy(readFileSync(full, 'utf8'));
    // The build fails without it (src/lib/build/csp-meta.ts): this is a build from before, or not Astro's.
    if (!policy) throw new Error(`${urlPath} has no Content-Security-Policy meta: rebuild the site (astro build)`);
    if (urlPath.startsWith(EDITOR_PATH)) {
      editorPolicy = policy;
      continue;
    }
    pagePolicies.push(policy);
    const page = urlPath.endsWith('/index.html') ? urlPath.slice(0, -'/index.html'.length).toLowerCase() : '';
    const moduleMatch = /^\/modules\/(\d+)$/.exec(page);
    if (moduleMatch?.[1]) moduleIds.push(Number(moduleMatch[1]));
    else if (page) extraPages.push(page);
  }
  return { routes: { moduleIds, extraPages }, files, pagePolicies, editorPolicy };
}

type ContentSecurityPolicy = NonNullable<SecurityHeadersOptions['contentSecurityPolicy']>;

/**
 * The pages' header policy, from their metas so that the two never drift: each directive allows what
 * any page's meta allows (a page stays held to its own meta, which the browser enforces as well), and
 * `frame-ancestors 'none'`, which a meta cannot carry.
 */
export function pageContentSecurityPolicy(pagePolicies: readonly Policy[]): ContentSecurityPolicy {
  const union = new Map<string, Set<string>>();
  for (const policy of pagePolicies) {
    for (const [name, sources] of policy) union.set(name, new Set([...(union.get(name) ?? []), ...sources]));
  }
  union.set('frame-ancestors', new Set(["'none'"]));
  // Hono's secureHeaders takes camelCase names and writes them back as directive names.
  return Object.fromEntries([...union].map(([name, sources]) => [name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()), [...sources]]));
}

const HASHED_ASSETS = `${sep}_astro${sep}`;
const ICONS = /\/(?:favicon\.svg|icons\/[^/]+)$/;

/** Hashed build assets never change; icons may lag a deploy by a day; pages are revalidated so a deploy shows at once. */
function cacheControl(path: string): string {
  if (path.includes(HASHED_ASSETS)) return 'public, max-age=31536000, immutable';
  if (ICONS.test(path.split(sep).join('/'))) return 'public, max-age=86400';
  return 'public, max-age=0, must-revalidate';
}

export function siteRoutes(distDir: string, options: SiteOptions = {}): Hono {
  const built = readBuiltSite(distDir);
  const fileOptions = {
    root: distDir,
    precompressed: true,
    // The Node adapter's serveStatic calls onFound after it has made the answer, so these headers go
    // through `c.res`, which Hono merges into that answer (a bare `c.header` beforehand would be lost).
    onFound: (path: string, c: Context) => {
      c.header('Cache-Control', cacheControl(path));
      if (c.res.headers.get('Content-Type')?.startsWith('text/')) c.header('Vary', 'Accept-Encoding');
    },
  };
  // One serveStatic per file the rules answer with (a page, the 404 page), made once.
  const servers = new Map<string, MiddlewareHandler>();
  /** One file of the build, with the status the routing rules gave it. */
  const file = async (c: Context, path: string, status: 200 | 404) => {
    let serve = servers.get(path);
    if (!serve) {
      serve = serveStatic({ ...fileOptions, path });
      servers.set(path, serve);
    }
    const res = await serve(c, async () => {});
    if (!res) return c.notFound();
    return status === 200 ? res : new Response(res.body, { status, headers: res.headers });
  };

  const site = new Hono();
  const pageHeaders = securityHeaders({
    contentSecurityPolicy: pageContentSecurityPolicy(built.pagePolicies),
    hsts: options.hsts ?? false,
    // Same-origin pages keep their referrer: 'Complete Training' uses it to go back within the site.
    referrerPolicy: 'strict-origin-when-cross-origin',
  });
  // The editor signs in through a popup on the API (docs/editing.md): its opener must stay reachable.
  const editorHeaders = securityHeaders({
    contentSecurityPolicy: pageContentSecurityPolicy(built.editorPolicy ? [built.editorPolicy] : []),
    hsts: options.hsts ?? false,
    crossOriginOpenerPolicy: 'same-origin-allow-popups',
  });
  site.use((c, next) => (`${c.req.path}/`.startsWith(EDITOR_PATH) ? editorHeaders(c, next) : pageHeaders(c, next)));
  // The not-found page is never a page of its own.
  site.get('/404.html', (c) => file(c, '404.html', 404));
  site.use(serveStatic(fileOptions));
  site.get('*', (c) => {
    const match = resolveRoute(c.req.path, '/', built.routes);
    if (match.kind === 'page') return file(c, `${match.path}/index.html`, 200);
    // Any other file of the build, whatever the casing (for example /Favicon.svg).
    const exact = match.kind === 'not-found' ? built.files.get(c.req.path.toLowerCase()) : undefined;
    if (exact && exact !== '/404.html') return file(c, exact, 200);
    // The 404 page holds the fallback viewer for module ids without a page of their own.
    return file(c, '404.html', match.kind === 'module-fallback' ? 200 : 404);
  });
  site.all('*', (c) => c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' }));
  return site;
}
