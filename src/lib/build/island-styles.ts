/**
 * Astro writes the one rule its islands need, `astro-island{display:contents}`, as a `<style>` just
 * before the first island in `<body>`, which HTML allows only as the first child of an element
 * (docs/behaviour.md, Valid HTML). This integration moves that element into `<head>` of every built
 * page: same bytes, same place in the cascade, valid markup.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

const ISLAND_STYLE = /<style>astro-island,astro-slot(?:,astro-static-slot)?\{display:contents\}<\/style>/;

/** The page with the island rule moved to the end of `<head>`; unchanged when there is none. */
export function hoistIslandStyle(html: string): string {
  const match = ISLAND_STYLE.exec(html);
  const head = html.indexOf('</head>');
  if (!match || head === -1 || match.index < head) return html;
  const without = html.slice(0, match.index) + html.slice(match.index + match[0].length);
  return `${without.slice(0, head)}${match[0]}${without.slice(head)}`;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
}

export default function islandStyles(): AstroIntegration {
  return {
    name: 'aca-island-styles-in-head',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        for (const file of await htmlFiles(fileURLToPath(dir))) {
          const html = await readFile(file, 'utf8');
          const moved = hoistIslandStyle(html);
          if (moved !== html) await writeFile(file, moved);
        }
      },
    },
  };
}
