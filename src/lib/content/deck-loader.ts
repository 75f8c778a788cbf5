// The decks' loader: Astro's glob() over src/content/modules/*.yaml, then each deck's duration,
// computed from the words of its slides and its knowledge check (duration.ts) with the facts they
// quote printed, so the minutes live in the modules collection and nowhere else. In `astro dev` an
// edit of a slide, a knowledge check or a fact recomputes them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Loader, LoaderContext } from 'astro/loaders';
import { glob } from 'astro/loaders';
import { mdxToMdast } from 'satteri';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import { countWords, moduleMinutes } from './duration.ts';
import { resolveFact } from './facts.ts';
import { LAYOUT } from './layout.ts';
import { editorMessages } from './loader.ts';
import { collectSlide, type MdastNode } from './mdx.ts';
import { quizWords } from './quizzes.ts';
import { readRegistry } from './registry.ts';
import { quizFileSchema } from './schemas.ts';
import { factText } from './tokens.ts';
import type { FactEntry } from './types.ts';

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** What a deck's duration is computed from, read from the content folder under `root`. */
export interface DurationSources {
  facts: ReadonlyMap<string, FactEntry>;
  planYear: number;
  /** The text of a file under the content folder, or undefined when there is none. */
  read: (path: string) => string | undefined;
}

async function readSources(root: string): Promise<DurationSources> {
  const read = (path: string) => {
    try {
      return readFileSync(join(root, path), 'utf8');
    } catch {
      return undefined;
    }
  };
  const registry = await readRegistry(root);
  return { facts: new Map(registry.facts.map((f) => [f.id, f.data.entry])), planYear: registry.planYear, read };
}

/** Words a reader reads on one slide: its title and body, with every quoted fact printed. */
export function slideWords(source: string, { facts, planYear }: Pick<DurationSources, 'facts' | 'planYear'>): number {
  const frontmatter = FRONTMATTER.exec(source);
  const title = (parseYaml(frontmatter?.[1] ?? '') as { title?: unknown } | null)?.title;
  const report = collectSlide(mdxToMdast(source.slice(frontmatter?.[0].length ?? 0)) as unknown as MdastNode);
  let words = report.words + countWords(typeof title === 'string' ? title : '');
  for (const finding of report.findings) {
    if (finding.kind !== 'fact' || !finding.name) continue;
    const entry = facts.get(finding.name);
    const fact = entry && resolveFact(entry, planYear, finding.year);
    words += countWords((fact && factText(fact, finding.field)) ?? '');
  }
  return words;
}

/** A deck's minutes: its slides' words and its knowledge check's, as duration.ts weighs them. */
export function deckMinutes(deck: { id: number; slides: readonly string[] }, sources: DurationSources): number {
  const slideTotal = deck.slides.reduce((sum, slide) => {
    const text = sources.read(`${LAYOUT.slidesDir}/${deck.id}/${slide}.mdx`);
    return sum + (text === undefined ? 0 : slideWords(text, sources));
  }, 0);
  const quizText = sources.read(`${LAYOUT.quizzesDir}/${deck.id}.yaml`);
  const quiz = quizText === undefined ? undefined : quizFileSchema.safeParse(parseYaml(quizText));
  const questions = quiz?.success ? quiz.data : undefined;
  return moduleMinutes({
    slideWords: slideTotal,
    quizWords: questions ? quizWords(questions, sources.facts, sources.planYear) : 0,
    questions: questions?.questions.length ?? 0,
  });
}

interface StoredDeck {
  id: number;
  slides: ReadonlyArray<{ id: string }>;
}

async function addDurations(context: LoaderContext): Promise<void> {
  const sources = await readSources(fileURLToPath(context.config.root));
  for (const entry of context.store.values()) {
    const deck = entry.data as unknown as StoredDeck;
    const slides = deck.slides.map((s) => s.id.slice(s.id.indexOf('/') + 1));
    const data = { ...entry.data, duration: deckMinutes({ id: deck.id, slides }, sources) };
    context.store.set({ ...entry, data, digest: context.generateDigest(data) });
  }
}

/** The modules collection's loader: decks parsed with `schema` for editors, each with its duration. */
export function deckLoader(schema: z.ZodType): Loader {
  const decks = editorMessages(
    glob({ pattern: '*.yaml', base: `./${LAYOUT.modulesDir}`, generateId: ({ entry, data }) => String(data['id'] ?? entry) }),
    schema,
  );
  return {
    name: 'training-decks',
    load: async (context) => {
      await decks.load(context);
      await addDurations(context);
      const dirs = [LAYOUT.modulesDir, LAYOUT.slidesDir, LAYOUT.quizzesDir, LAYOUT.factsDir, LAYOUT.planYear].map((d) =>
        join(fileURLToPath(context.config.root), d),
      );
      let timer: ReturnType<typeof setTimeout> | undefined;
      context.watcher?.on('all', (_event, path) => {
        if (!dirs.some((dir) => path.startsWith(dir))) return;
        // After glob() has stored an edited deck again.
        clearTimeout(timer);
        timer = setTimeout(() => void addDurations(context), 50);
      });
    },
  };
}
