/**
 * The pages' Content-Security-Policy as a `<meta>` (docs/content.md, "Content-Security-Policy"):
 * the policy Astro writes, then an integration that moves the meta first in `<head>`, keeps only the
 * hashes of each page's own inline scripts and styles, and fails the build on a page without one.
 */ import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroUserConfig } from 'astro';

type AstroCsp = Exclude<NonNullable<NonNullable<AstroUserConfig['security']>['csp']>, boolean>;

/**
 * What the pages may load besides the inline scripts and styles Astro hashes: their own files,
 * `data:` images, and fetches to their own origin and the API's (`PUBLIC_API_BASE_URL`, another
 * origin on GitHub Pages).
 */
export function pagePolicy(apiBaseUrl = ''): AstroCsp {
  const api = apiBaseUrl ? [new URL(apiBaseUrl).origin] : [];
  return {
    directives: [
      "default-src 'self'",
      "img-src 'self' data:",
      `connect-src ${["'self'", ...api].join(' ')}`,
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ],
    // 'wasm-unsafe-eval' lets the site search compile its WebAssembly engine (Pagefind, loaded on
    // first use); it allows no eval of JavaScript. Inline scripts run only by their hash.
    scriptDirective: { resources: ["'self'", "'wasm-unsafe-eval'"] },
    // Inline <style> elements run only by their hash too (style-src is Astro's 'self' and hashes);
    // React sets style attributes (progress bars, swipe offsets), which style-src-attr allows alone.
    styleDirective: { resources: [{ resource: "'unsafe-inline'", kind: 'attribute' }] },
  };
}

/** `sha256-…` of a script or style's text, as Astro's CSP hashes are written. */
export function sha256Source(text: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(text).digest('base64')}`;
}

/** Directive name -> its sources, in the order written. */
export type Policy = Map<string, string[]>;

const CSP_META = /<meta http-equiv="content-security-policy" content="([^"]*)">/i;
const CHARSET = /<meta charset="[^"]*">/i;
const HEAD = /<head>/i;
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
const INLINE_STYLE = /<style[^>]*>([\s\S]*?)<\/style>/gi;
/** A script the browser runs (and so the policy checks): no type, a module or a JavaScript type. */
const RUNS = /^(?:module|(?:text|application)\/(?:java|ecma)script)?$/i;

export function parsePolicy(content: string): Policy {
  const policy: Policy = new Map();
  for (const directive of content.split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name) policy.set(name.toLowerCase(), sources);
  }
  return policy;
}

export function serializePolicy(policy: Policy): string {
  return [...policy].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** The policy of the page's CSP meta; undefined when it has none. */
export function readPagePolicy(html: string): Policy | undefined {
  const content = CSP_META.exec(html)?.[1];
  return content === undefined ? undefined : parsePolicy(content);
}

/** `'sha256-…'` of every inline script the browser would run, and of every inline style, in the page. */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const hash = (text: string) => `'${sha256Source(text)}'`;
  const scripts = [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes = '', text]) => text && RUNS.test(/\btype="([^"]*)"/i.exec(attributes)?.[1] ?? ''))
    .map(([, , text = '']) => hash(text));
  const styles = [...html.matchAll(INLINE_STYLE)].filter(([, text]) => text).map(([, text = '']) => hash(text));
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

/**
 * The page with Astro's CSP meta first in `<head>` (after `<meta charset>`) and only the page's own
 * inline scripts and styles hashed in it; or the problems that stop the build.
 */
export function finishCspMeta(html: string): { html: string; problems: string[] } {
  const meta = CSP_META.exec(html);
  if (!meta) return { html, problems: ['no Content-Security-Policy meta (is security.csp on in astro.config.mjs?)'] };
  const policy = parsePolicy(meta[1] ?? '');
  const problems: string[] = [];
  const { scripts, styles } = inlineHashes(html);
  for (const [directive, own, kind, fix] of [
    ['script-src', scripts, 'script', 'write an is:inline script with <InlineScript>'],
    ['style-src', styles, 'style', 'let Astro bundle the style rather than is:inline'],
  ] as const) {
    const sources = policy.get(directive) ?? [];
    for (const hash of own)
      if (!sources.includes(hash)) problems.push(`an inline ${kind} without its hash ${hash} in ${directive}: ${fix}`);
    policy.set(
      directive,
      sources.filter((source) => !/^'sha(256|384|512)-/.test(source) || own.includes(source)),
    );
  }
  if (policy.get('script-src')?.includes("'unsafe-inline'")) problems.push("script-src allows 'unsafe-inline'");
  const without = html.slice(0, meta.index) + html.slice(meta.index + meta[0].length);
  const anchor = CHARSET.exec(without) ?? HEAD.exec(without);
  if (!anchor) return { html, problems: [...problems, 'no <head>'] };
  const at = anchor.index + anchor[0].length;
  const finished = `<meta http-equiv="content-security-policy" content="${serializePolicy(policy)}">`;
  return { html: `${without.slice(0, at)}${finished}${without.slice(at)}`, problems };
}

async function htmlFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
}

/** What the tests hold a built page to: its policy, its own inline scripts and styles, and what precedes the meta. */
export interface BuiltPage {
  path: string;
  policy: Policy | undefined;
  scripts: string[];
  styles: string[];
  /** The markup between `<head>` and the meta. */
  beforeMeta: string;
}

export async function inspectBuiltPages(root: string): Promise<BuiltPage[]> {
  return Promise.all(
    (await htmlFiles(root)).map(async (file) => {
      const html = await readFile(file, 'utf8');
      const head = html.search(HEAD) + '<head>'.length;
      const meta = html.search(CSP_META);
      return {
        path: relative(root, file),
        policy: readPagePolicy(html),
        ...inlineHashes(html),
        beforeMeta: meta === -1 ? html.slice(head) : html.slice(head, meta),
      };
    }),
  );
}

export default function cspMeta(): AstroIntegration {
  return {
    name: 'aca-csp-meta',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const pages = await htmlFiles(root);
        const problems: string[] = [];
        const sizes: number[] = [];
        for (const page of pages) {
          const finished = finishCspMeta(await readFile(page, 'utf8'));
          problems.push(...finished.problems.map((problem) => `${relative(root, page)}: ${problem}`));
          sizes.push(Buffer.byteLength(CSP_META.exec(finished.html)?.[0] ?? ''));
          await writeFile(page, finished.html);
        }
        if (problems.length > 0) throw new Error(`Content-Security-Policy:\n${problems.join('\n')}`);
        logger.info(`${pages.length} pages carry the Content-Security-Policy meta (${Math.min(...sizes)}–${Math.max(...sizes)} bytes)`);
      },
    },
  };
}
