// The knowledge checks' loader: Astro's glob() over src/content/quizzes/*.yaml, each file parsed for
// editors (loader.ts), then each question worked once (quiz-text.ts, workQuestion) with the facts
// registry (registry.ts) and stored with its texts as the page shows them. Every reader (the quiz
// page, handouts, search, the content check, deck minutes) takes that. A check is worked again
// only when its file or the registry changed (`workedWith`), in `astro dev` as soon as they do.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { glob, type Loader, type LoaderContext } from 'astro/loaders';
import type { z } from 'zod';
import { LAYOUT } from './layout.ts';
import { editorMessages } from './loader.ts';
import { workQuestion } from './quiz-text.ts';
import { readRegistry } from './registry.ts';
import type { QuizQuestion } from './types.ts';

/** A question as the collection's schema gives it: its facts and its slide as references to their collections. */
type LoadedQuestion = Omit<QuizQuestion, 'facts' | 'slide'> & { facts: Array<{ id: string }>; slide: { id: string } };

/**
 * A loaded knowledge check with each question worked once, and the registry it was worked with: what the collection stores.
 * @public also run by quiz-loader.test.ts, which counts the engine's runs over the real content
 */
export async function worked(root: string, data: Record<string, unknown>): Promise<Record<string, unknown>> {
  const registry = await readRegistry(root);
  const facts = new Map(registry.facts.map((fact) => [fact.id, fact.data.entry]));
  const questions = (data['questions'] as LoadedQuestion[]).map(({ worked: _stale, ...q }) => ({
    ...q,
    worked: workQuestion({ ...q, facts: q.facts.map((ref) => ref.id), slide: q.slide.id }, facts, registry.planYear),
  }));
  return { ...data, questions, workedWith: registry.digest };
}

/** Works again the stored checks worked with another registry (glob() keeps an unchanged file's entry). */
async function workStale(root: string, context: LoaderContext): Promise<void> {
  const { digest } = await readRegistry(root);
  for (const entry of context.store.values()) {
    if (entry.data['workedWith'] === digest) continue;
    const data = await worked(root, entry.data);
    context.store.set({ ...entry, data, digest: context.generateDigest(data) });
  }
}

/** The quizzes collection's loader: files parsed with `schema` for editors, each question worked once. */
export function quizLoader(schema: z.ZodType): Loader {
  const files = glob({ pattern: '*.yaml', base: `./${LAYOUT.quizzesDir}` });
  return {
    name: 'training-quizzes',
    load: async (context: LoaderContext) => {
      const root = fileURLToPath(context.config.root);
      await editorMessages(files, schema, (data) => worked(root, data)).load(context);
      await workStale(root, context);
      const registry = [LAYOUT.factsDir, LAYOUT.planYear].map((path) => join(root, path));
      context.watcher?.on('all', (_event, path) => {
        if (registry.some((dir) => path.startsWith(dir))) void workStale(root, context);
      });
    },
  };
}
