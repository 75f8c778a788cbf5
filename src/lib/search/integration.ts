// The Astro integration behind site search: it gives the search UI its own script, injects the
// route that writes the records of content no page renders, and at the end of every `astro build`
// indexes the built pages and those records (build-index.ts). `astro dev` has no index.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { scriptUrl } from '../build/script-url.ts';
import type { SearchRecord } from './records.ts';

/** The injected route's output, read and removed once the pages are built (never deployed). */
export const RECORDS_ROUTE = '_search-records.json';

export default function searchIndex(): AstroIntegration {
  return {
    name: 'aca-search-index',
    hooks: {
      'astro:config:setup': ({ updateConfig, injectRoute }) => {
        // The search UI is loaded by URL on first use (control.ts), as a script of its own.
        updateConfig({
          vite: {
            plugins: [scriptUrl({ source: new URL('./ui.ts', import.meta.url), placeholder: '__SEARCH_UI_URL__', name: 'search-ui' })],
          },
        });
        injectRoute({ pattern: `/${RECORDS_ROUTE}`, entrypoint: new URL('./records-route.ts', import.meta.url), prerender: true });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const file = join(out, RECORDS_ROUTE);
        const records = JSON.parse(readFileSync(file, 'utf8')) as SearchRecord[];
        rmSync(file);
        // Loaded here, not at config time, so `astro dev` and `astro check` never start Pagefind.
        const { buildSearchIndex } = await import('./build-index.ts');
        const stats = await buildSearchIndex(out, records);
        logger.info(
          `${stats.pagesRead} pages read and ${stats.contentRecords} records from content: ` +
            `${stats.files} files, ${(stats.bytes / 1000).toFixed(1)} KB, in ${stats.milliseconds} ms`,
        );
      },
    },
  };
}
