// Astro content-layer loaders for src/content. The content is validated once per build: the first
// loader to run calls validateContent, every other collection reuses that pass (keyed by a
// fingerprint of the files, so `astro dev` validates again after an edit), and the same pass writes
// the API's content bundle. A malformed file stops `astro build` (and `astro dev` at start-up)
// with the same editor-facing messages as scripts/build-content.ts and the tests.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { glob, type Loader, type LoaderContext } from 'astro/loaders';
import { writeBundle } from './bundle-file.ts';
import { contentFingerprint, LAYOUT } from './read.ts';
import { type ParsedContent, type ValidationResult, validateContent } from './validate.ts';

export type DataCollection = 'modules' | 'faqs' | 'resources' | 'faqLinks' | 'faqResources' | 'facts' | 'quizzes';

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

interface Pass {
  fingerprint: string;
  result: ValidationResult;
}

/**
 * The last validation pass per project root. Kept on globalThis because Astro may load this module
 * more than once in one process (the content config and the pages run in different module graphs).
 */
const shared = globalThis as { __trainingContentPasses?: Map<string, Pass> };
shared.__trainingContentPasses ??= new Map();
const passes: Map<string, Pass> = shared.__trainingContentPasses;

/** How many times validateContent has run in this process (the tests hold it to one per build). */
export function validationCount(): number {
  return (globalThis as { __trainingContentRuns?: number }).__trainingContentRuns ?? 0;
}

/** The validation of the project at `root`, run again only when a file under it has changed. */
export function validatedContent(root: string): ValidationResult {
  const fingerprint = contentFingerprint(root);
  const last = passes.get(root);
  if (last?.fingerprint === fingerprint) return last.result;
  const result = validateContent(root);
  const g = globalThis as { __trainingContentRuns?: number };
  g.__trainingContentRuns = (g.__trainingContentRuns ?? 0) + 1;
  passes.set(root, { fingerprint, result });
  if (result.bundle) writeBundle(root, result.bundle);
  return result;
}

/** Validated content of the project at `root`; throws ContentError listing every problem. */
export function loadValidContent(root: string): ParsedContent {
  const { errors, content } = validatedContent(root);
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

/** A collection filled from one kind of validated content (decks, FAQs, resources, cards, facts, quizzes). */
export function contentLoader(kind: DataCollection): Loader {
  return {
    name: `training-content:${kind}`,
    load: async (context) => {
      const sync = async () => {
        const entries = loadValidContent(rootOf(context))[kind];
        context.store.clear();
        for (const { id, data, filePath } of entries) {
          const parsed = await context.parseData({ id, data: data as unknown as Record<string, unknown>, filePath });
          context.store.set({ id, data: parsed, filePath });
        }
      };
      await sync();
      watchContent(context, sync);
    },
  };
}

/** The plan year the training teaches, as a one-entry collection (entry id "current"). */
export function planYearLoader(): Loader {
  return {
    name: 'training-content:planYear',
    load: async (context) => {
      const sync = async () => {
        const { planYear } = loadValidContent(rootOf(context));
        context.store.clear();
        const data = await context.parseData({ id: 'current', data: { current: planYear }, filePath: LAYOUT.planYear });
        context.store.set({ id: 'current', data, filePath: LAYOUT.planYear });
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
