// Astro content-layer loaders for src/content. Every loader first runs validateContent, so a
// malformed file stops `astro build` (and `astro dev` at start-up) with the same editor-facing
// messages as scripts/build-content.ts and the tests. The data collections are filled from the
// validator's own parse, so pages and the API bundle read exactly the same entries.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { glob, type Loader, type LoaderContext } from 'astro/loaders';
import { LAYOUT } from './read.ts';
import { validateContent, type ParsedContent } from './validate.ts';

export type DataCollection = 'modules' | 'faqs' | 'resources' | 'faqLinks' | 'faqResources' | 'facts';

/** Every content problem at once. Not named `errors`: Astro's error printer treats that as nested errors. */
export class ContentError extends Error {
  readonly problems: readonly string[];
  /** Shown by Astro under the message. */
  readonly hint = 'Each line names the file, the field and what is expected; CONTRIBUTING.md explains the content files.';

  constructor(problems: readonly string[]) {
    super(`${problems.length} problem(s) in ${LAYOUT.contentDir}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ContentError';
    this.problems = problems;
  }
}

/** Validated content of the project at `root`; throws ContentError listing every problem. */
export function loadValidContent(root: string): ParsedContent {
  const { errors, content } = validateContent(root);
  if (errors.length > 0) throw new ContentError(errors);
  return content;
}

function rootOf(context: LoaderContext): string {
  return fileURLToPath(context.config.root);
}

/** In `astro dev`, re-run on any change under src/content; a bad edit is logged, the last good data stays. */
function watchContent(context: LoaderContext, reload: () => Promise<void>): void {
  const dir = join(rootOf(context), LAYOUT.contentDir);
  context.watcher?.on('all', (_event, path) => {
    if (!path.startsWith(dir)) return;
    reload().catch((error: unknown) => context.logger.error(error instanceof Error ? error.message : String(error)));
  });
}

/** A collection filled from one kind of validated content (YAML decks, FAQs, resources, cards, facts). */
export function contentLoader(kind: DataCollection): Loader {
  return {
    name: `training-content:${kind}`,
    load: async (context) => {
      const sync = async () => {
        const entries = loadValidContent(rootOf(context))[kind];
        context.store.clear();
        for (const { id, data, filePath } of entries) {
          const parsed = await context.parseData({ id, data: data as Record<string, unknown>, filePath });
          context.store.set({ id, data: parsed, filePath });
        }
      };
      await sync();
      watchContent(context, sync);
    },
  };
}

/** The MDX slides, loaded by Astro's glob loader (for rendering) after the whole content validates. */
export function slidesLoader(): Loader {
  const inner = glob({ pattern: '*/*.mdx', base: `./${LAYOUT.slidesDir}` });
  return {
    name: 'training-content:slides',
    load: async (context) => {
      loadValidContent(rootOf(context));
      await inner.load(context);
    },
  };
}
