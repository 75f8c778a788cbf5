/**
 * The Astro integration that builds the site search index at the end of every `astro build` (and
 * so of `npm run build`, `npm start`'s build and the GitHub Pages build), from the pages just built
 * and the content records the build wrote from the content pipeline (src/pages/build/). Nobody edits the index: change a slide, rebuild, and the
 * index follows. `astro dev` has no index; its search says so (docs/search.md).
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { scriptUrl } from '../build/script-url.ts';
import type { SearchRecord } from './records.ts';

export default function searchIndex(): AstroIntegration {
  return {
    name: 'aca-search-index',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        // The search UI is loaded by URL on first use (control.ts), as a script of its own.
        updateConfig({
          vite: {
            plugins: [scriptUrl({ source: new URL('./ui.ts', import.meta.url), placeholder: '__SEARCH_UI_URL__', name: 'search-ui' })],
          },
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        // Loaded here, not at config time, so `astro dev` and `astro check` never start Pagefind.
        const { SEARCH_ARTIFACT, takeArtifact } = await import('../content/artifacts.ts');
        const { buildSearchIndex } = await import('./build-index.ts');
        // The records of content no page renders, as the build wrote them from the content pipeline.
        const records = takeArtifact<SearchRecord[]>(fileURLToPath(dir), SEARCH_ARTIFACT);
        const stats = await buildSearchIndex(fileURLToPath(dir), records);
        logger.info(
          `${stats.pageRecords + stats.contentRecords} records (${stats.pageRecords} from ${stats.pages} pages, ` +
            `${stats.contentRecords} from content): ${stats.files} files, ${(stats.bytes / 1000).toFixed(1)} KB, in ${stats.milliseconds} ms`,
        );
      },
    },
  };
}
