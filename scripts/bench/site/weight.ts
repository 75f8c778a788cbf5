// Page weight of one built route, read from dist/: the JavaScript it can run (scripts, islands,
// modulepreloads and their static imports), inline scripts, HTML and CSS, raw and gzip.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { findElements, isJavaScript, isRenderBlockingScript } from './html.ts';

export interface Size {
  raw: number;
  gzip: number;
}

export interface FileSize extends Size {
  url: string;
}

export interface Island {
  component: string;
  /** The client directive: load, idle, visible, media or only. */
  client: string;
}

export interface RouteWeight {
  html: Size;
  css: Size & { files: FileSize[]; inlineStyles: number };
  js: Size & { files: FileSize[]; inline: Size & { count: number }; lazyImports: string[] };
  /** The service worker's registration script and what only it loads: reported, not counted in js. */
  offline: Size & { files: FileSize[] };
  islands: Island[];
  /** External classic scripts in <head> without async/defer (their src). */
  renderBlockingScripts: string[];
}

const ORIGIN = 'http://site.invalid';

export function sizeOf(bytes: Buffer | string): Size {
  const buffer = typeof bytes === 'string' ? Buffer.from(bytes) : bytes;
  return { raw: buffer.byteLength, gzip: gzipSync(buffer, { level: 9 }).byteLength };
}

function sum(sizes: readonly Size[]): Size {
  return sizes.reduce((total, s) => ({ raw: total.raw + s.raw, gzip: total.gzip + s.gzip }), { raw: 0, gzip: 0 });
}

/**
 * Static imports of a bundled chunk. Rolldown/Vite hoist them to the top of the file
 * (`import{a as b}from"./x.js";import"./y.js";`), so reading the leading statements is exact and
 * cannot mistake a string that merely contains "import" for one. A chunk that itself loads code
 * later starts with Vite's list of that code's files (`const __vite__mapDeps=…;`, one line) before
 * its imports.
 */
export function staticImports(code: string): string[] {
  const found: string[] = [];
  const statement = /^\s*(?:\/\*[\s\S]*?\*\/\s*)*import\s*(?:[\w$*{}\s,]+?\s*from\s*)?(["'])([^"']+)\1\s*;?/;
  let rest = code.replace(/^\s*const __vite__mapDeps=[^\n]*\n/, '');
  for (let match = statement.exec(rest); match; match = statement.exec(rest)) {
    found.push(match[2] ?? '');
    rest = rest.slice(match[0].length);
  }
  return found;
}

/** `import("…")` with a literal specifier: code split off to load later, reported, not counted. */
export function dynamicImports(code: string): string[] {
  return [...code.matchAll(/\bimport\(\s*(["'`])([^"'`]+)\1\s*\)/g)].map((m) => m[2] ?? '');
}

export interface WeightOptions {
  distDir: string;
  /** The route's HTML file, relative to distDir (e.g. modules/13/index.html). */
  file: string;
  /** The route's URL path, to resolve relative references. */
  path: string;
  /** The build's base path (default /). */
  base?: string;
}

export function routeWeight({ distDir, file, path, base = '/' }: WeightOptions): RouteWeight {
  const html = readFileSync(join(distDir, file), 'utf8');
  const pageUrl = new URL(path, ORIGIN);

  /** A URL the page references → the file under dist/, or null when it is on another origin. */
  const local = (reference: string, from: URL): { url: string; file: string } | null => {
    const url = new URL(reference, from);
    if (url.origin !== ORIGIN) return null;
    const inBase = url.pathname.startsWith(base) ? url.pathname.slice(base.length - 1) : url.pathname;
    return { url: url.pathname, file: join(distDir, decodeURIComponent(inBase)) };
  };

  const scripts = findElements(html, 'script', true).filter(isJavaScript);
  const links = findElements(html, 'link', false);
  const islandTags = findElements(html, 'astro-island', false);

  const entryPoints = [
    ...scripts.flatMap((s) => s.attributes.get('src') ?? []),
    ...links.filter((l) => l.attributes.get('rel')?.split(/\s+/).includes('modulepreload')).flatMap((l) => l.attributes.get('href') ?? []),
    ...islandTags.flatMap((i) => [i.attributes.get('component-url') ?? '', i.attributes.get('renderer-url') ?? ''].filter((u) => u !== '')),
  ];
  // The offline registration loads Workbox's window library after load, by URL, as a chunk of
  // its own (src/lib/offline/register.ts): reported apart, like the service worker.
  const isOfflineChunk = (url: string) => /\/offline-worker\.[^/]*\.js$/.test(url);
  const inlineScripts = scripts.filter((s) => !s.attributes.has('src')).map((s) => s.body);
  // Inline module scripts may import chunks too.
  const inlineImports = inlineScripts.flatMap((code) => staticImports(code));

  const seen = new Map<string, FileSize>();
  const lazy = new Set<string>();
  const offlineSeen = new Map<string, FileSize>();
  const visit = (reference: string, from: URL, into = seen) => {
    const target = local(reference, from);
    if (!target || seen.has(target.url) || into.has(target.url)) return;
    if (!existsSync(target.file)) throw new Error(`${file} loads ${reference}, which is not in ${distDir}`);
    const code = readFileSync(target.file);
    into.set(target.url, { url: target.url, ...sizeOf(code) });
    const text = code.toString('utf8');
    const here = new URL(target.url, ORIGIN);
    for (const dynamic of dynamicImports(text)) {
      const d = local(dynamic, here);
      if (d) lazy.add(d.url);
    }
    for (const next of staticImports(text)) visit(next, here, into);
  };
  for (const reference of [...entryPoints, ...inlineImports]) visit(reference, pageUrl);
  // An inline script may load code later too (the header's search UI, on first use).
  for (const dynamic of inlineScripts.flatMap((code) => dynamicImports(code))) {
    const d = local(dynamic, pageUrl);
    if (d) lazy.add(d.url);
  }
  // After everything else, so a chunk the page needs anyway stays counted with the page.
  for (const url of [...lazy].filter(isOfflineChunk)) visit(url, pageUrl, offlineSeen);
  const offlineFiles = [...offlineSeen.values()];

  const jsFiles = [...seen.values()].sort((a, b) => b.gzip - a.gzip);
  const inline = { count: inlineScripts.length, ...sum(inlineScripts.map((code) => sizeOf(code))) };

  const cssFiles = links
    .filter((l) => l.attributes.get('rel')?.split(/\s+/).includes('stylesheet'))
    .flatMap((l) => {
      const target = local(l.attributes.get('href') ?? '', pageUrl);
      return target ? [{ url: target.url, ...sizeOf(readFileSync(target.file)) }] : [];
    });
  const inlineStyles = findElements(html, 'style', true).map((s) => sizeOf(s.body));

  return {
    html: sizeOf(html),
    css: { ...sum([...cssFiles, ...inlineStyles]), files: cssFiles, inlineStyles: inlineStyles.length },
    js: { ...sum([...jsFiles, inline]), files: jsFiles, inline, lazyImports: [...lazy].filter((u) => !seen.has(u) && !offlineSeen.has(u)) },
    offline: { ...sum(offlineFiles), files: offlineFiles },
    islands: islandTags.map((i) => {
      let component = '?';
      try {
        component = String((JSON.parse(i.attributes.get('opts') ?? '{}') as { name?: unknown }).name ?? '?');
      } catch {
        // A malformed opts attribute leaves the name unknown; the URL still counts.
      }
      return { component, client: i.attributes.get('client') ?? 'none' };
    }),
    renderBlockingScripts: scripts.filter(isRenderBlockingScript).map((s) => s.attributes.get('src') ?? ''),
  };
}
