/**
 * The Astro integration that builds the site search index at the end of every `astro build` (and
 * so of `npm run build`, `npm start`'s build and the GitHub Pages build), from the pages just built
 * and the content they were built from. Nobody edits the index: change a slide, rebuild, and the
 * index follows. `astro dev` has no index; its search says so (docs/search.md).
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { scriptUrl } from '../build/script-url.ts';

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
        const { lastCheck } = await import('../content/integration.ts');
        const { quizView } = await import('../content/quizzes.ts');
        const { contentRecords } = await import('./content-records.ts');
        const { buildSearchIndex } = await import('./build-index.ts');
        const { errors, bundle, content } = lastCheck();
        if (errors.length > 0 || !bundle)
          throw new Error(`search index: the content has ${errors.length} problem(s); the build lists them above`);
        const facts = new Map(content.facts.map((e) => [e.id, e.data]));
        const records = contentRecords({
          faqs: bundle.faqs,
          resources: bundle.resources,
          faqLinks: content.faqLinks.map((e) => e.data),
          faqResources: content.faqResources.map((e) => e.data),
          quizzes: content.quizzes.map(({ data }) => ({
            quiz: quizView(data, facts, content.planYear),
            deckTitle: bundle.modules.find((m) => m.id === data.module)?.title ?? `Module ${data.module}`,
          })),
        });
        const stats = await buildSearchIndex(fileURLToPath(dir), records);
        logger.info(
          `${stats.pageRecords + stats.contentRecords} records (${stats.pageRecords} from ${stats.pages} pages, ` +
            `${stats.contentRecords} from content): ${stats.files} files, ${(stats.bytes / 1000).toFixed(1)} KB, in ${stats.milliseconds} ms`,
        );
      },
    },
  };
}
