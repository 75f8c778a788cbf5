/**
 * Serves the built static site (dist/) the way the README's routing note says a request lands:
 * exact files first, then known routes case-insensitively, /modules/{id} for ids without a page
 * through the 404 page's fallback viewer (status 200), and the not-found screen with status 404.
 * Every file is read once at start-up; no request touches the disk.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type RouteTable, resolveRoute } from '#lib/routes.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
};

export interface StaticFile {
  body: Uint8Array;
  type: string;
  cacheControl: string;
  /** Pre-compressed copies of text files, made once at start-up. */
  br?: Uint8Array;
  gzip?: Uint8Array;
}

/** Text worth compressing: every page, script, stylesheet and SVG of the build. */
function isCompressible(type: string): boolean {
  return /^(text\/|application\/(json|xml)|image\/svg)/.test(type);
}

function compressed(body: Buffer, type: string): Pick<StaticFile, 'br' | 'gzip'> {
  if (!isCompressible(type) || body.byteLength < 1024) return {};
  return {
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } }),
    gzip: gzipSync(body, { level: 9 }),
  };
}

export interface SiteSnapshot {
  files: Map<string, StaticFile>;
  /** Lower-cased URL path -> exact URL path, for case-insensitive lookups. */
  lowerCase: Map<string, string>;
  routes: RouteTable;
  /** sha256 sources of every inline script, for the pages' Content-Security-Policy. */
  inlineScriptHashes: string[];
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

export function loadSite(distDir: string): SiteSnapshot {
  const files = new Map<string, StaticFile>();
  const lowerCase = new Map<string, string>();
  const hashes = new Set<string>();
  const moduleIds: number[] = [];
  const extraPages: string[] = [];

  for (const full of walk(distDir)) {
    const urlPath = `/${relative(distDir, full).split(sep).join('/')}`;
    const body = readFileSync(full);
    const type = CONTENT_TYPES[extname(full).toLowerCase()] ?? 'application/octet-stream';
    // Hashed build assets never change; pages must be revalidated so a deploy shows at once.
    const cacheControl = urlPath.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate';
    files.set(urlPath, { body, type, cacheControl, ...compressed(body, type) });
    lowerCase.set(urlPath.toLowerCase(), urlPath);

    if (urlPath.endsWith('/index.html')) {
      const page = urlPath.slice(0, -'/index.html'.length).toLowerCase();
      const moduleMatch = /^\/modules\/(\d+)$/.exec(page);
      if (moduleMatch?.[1]) moduleIds.push(Number(moduleMatch[1]));
      else if (page) extraPages.push(page);
    }
    if (type.startsWith('text/html')) {
      for (const match of body.toString('utf8').matchAll(INLINE_SCRIPT)) {
        const source = match[1] ?? '';
        if (source.trim()) hashes.add(`'sha256-${createHash('sha256').update(source).digest('base64')}'`);
      }
    }
  }
  return { files, lowerCase, routes: { moduleIds, extraPages }, inlineScriptHashes: [...hashes] };
}

export type SiteAnswer = { status: 200 | 404; file: StaticFile };

function pageFile(site: SiteSnapshot, path: string): StaticFile | undefined {
  return site.files.get(path === '/' ? '/index.html' : `${path}/index.html`);
}

/** Decides what a GET for `pathname` answers; undefined only when the build has no 404 page. */
export function answer(site: SiteSnapshot, pathname: string): SiteAnswer | undefined {
  const exact = site.files.get(pathname);
  if (exact && !pathname.endsWith('/404.html')) return { status: 200, file: exact };

  const match = resolveRoute(pathname, '/', site.routes);
  if (match.kind === 'page') {
    const file = pageFile(site, match.path);
    if (file) return { status: 200, file };
  }
  if (match.kind === 'not-found' && pathname.length < 2048) {
    // Any other file of the build, whatever the casing (for example /Favicon.svg).
    const exactPath = site.lowerCase.get(pathname.toLowerCase());
    const file = exactPath ? site.files.get(exactPath) : undefined;
    if (file && !exactPath?.endsWith('/404.html')) return { status: 200, file };
  }
  const notFound = site.files.get('/404.html');
  if (!notFound) return undefined;
  // The 404 page holds the fallback viewer for module ids without a page of their own.
  return { status: match.kind === 'module-fallback' ? 200 : 404, file: notFound };
}
