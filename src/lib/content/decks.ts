// Cross-checks between deck files (src/content/modules/*.yaml) and slide files
// (src/content/slides/{module id}/*.mdx), and a deck's minutes from its slides and knowledge check.

import { countWords, moduleMinutes } from './duration.ts';
import { resolveFact } from './facts.ts';
import { LAYOUT } from './layout.ts';
import type { SlideReport } from './mdx.ts';
import { type ContentProblem, contentError, quote } from './problems.ts';
import { quizWords } from './quizzes.ts';
import { factText } from './tokens.ts';
import type { DeckFile, Entry, FactEntry, QuizFile } from './types.ts';

/** The five decks the product ships, with their slide counts (docs/content.md, "The decks"). */
export const REQUIRED_DECKS: ReadonlyMap<number, number> = new Map([
  [13, 5],
  [14, 5],
  [15, 4],
  [16, 4],
  [17, 5],
]);

/** An unknown module id shows the ACA fundamentals deck (the fallback viewer). */
export const DEFAULT_DECK_ID = 13;

/** Slide files found on disk for one module folder: slide id → file path. */
export type SlideFiles = ReadonlyMap<string, string>;

export function checkDecks(
  modules: readonly Entry<Pick<DeckFile, 'id' | 'slides'>>[],
  slideFolders: ReadonlyMap<string, SlideFiles>,
): ContentProblem[] {
  const errors: ContentProblem[] = [];
  const byId = new Map(modules.map((m) => [m.data.id, m]));
  for (const [id, count] of REQUIRED_DECKS) {
    const deck = byId.get(id);
    if (!deck) {
      errors.push(
        contentError(
          LAYOUT.modulesDir,
          `module ${id}`,
          `is missing; expected a deck file ${LAYOUT.modulesDir}/${id}-….yaml (the built-in decks are ${[...REQUIRED_DECKS.keys()].join(', ')}; docs/content.md)`,
        ),
      );
    } else if (deck.data.slides.length !== count) {
      errors.push(
        contentError(
          deck.filePath,
          'slides',
          `lists ${deck.data.slides.length} slides; expected exactly ${count} for module ${id} (docs/content.md, "The decks")`,
        ),
      );
    }
  }
  for (const deck of modules) {
    const folder = `${LAYOUT.slidesDir}/${deck.data.id}`;
    const files = slideFolders.get(String(deck.data.id)) ?? new Map<string, string>();
    const seen = new Set<string>();
    deck.data.slides.forEach((slideId, i) => {
      if (seen.has(slideId)) {
        errors.push(contentError(deck.filePath, `slides[${i}]`, `${quote(slideId)} is listed twice; expected each slide id once`));
      }
      seen.add(slideId);
      if (!files.has(slideId)) {
        errors.push(contentError(deck.filePath, `slides[${i}]`, `${quote(slideId)} has no slide file; expected ${folder}/${slideId}.mdx`));
      }
    });
    for (const [slideId, file] of files) {
      if (!seen.has(slideId)) {
        errors.push(
          contentError(
            file,
            'id',
            `${quote(slideId)} is not listed in ${deck.filePath} slides; expected it listed there (or the file deleted)`,
          ),
        );
      }
    }
  }
  const deckIds = new Set(modules.map((m) => String(m.data.id)));
  for (const folder of slideFolders.keys()) {
    if (!deckIds.has(folder)) {
      errors.push(
        contentError(
          `${LAYOUT.slidesDir}/${folder}`,
          '(folder)',
          `${quote(folder)} matches no deck; expected a folder named after a module id (${[...deckIds].join(', ')})`,
        ),
      );
    }
  }
  return errors;
}

/** A slide as its deck's minutes read it: its title and the report of its MDX compile (slide-plugin.ts). */
interface SlideWords {
  title: string;
  report: SlideReport | undefined;
}

/** Words a reader reads on one slide: its title and body, with every quoted fact printed. */
export function slideWords({ title, report }: SlideWords, facts: ReadonlyMap<string, FactEntry>, planYear: number): number {
  let words = countWords(title) + (report?.words ?? 0);
  for (const finding of report?.findings ?? []) {
    if (finding.kind !== 'fact' || !finding.name) continue;
    const entry = facts.get(finding.name);
    const fact = entry && resolveFact(entry, planYear, finding.year);
    words += countWords((fact && factText(fact, finding.field)) ?? '');
  }
  return words;
}

/**
 * A deck's minutes, from the collections: its slides' words (`slides`, in viewing order) and its
 * knowledge check's as the quizzes collection stores them, weighed as duration.ts says.
 */
export function deckMinutes(
  slides: readonly SlideWords[],
  quiz: QuizFile | undefined,
  facts: ReadonlyMap<string, FactEntry>,
  planYear: number,
): number {
  return moduleMinutes({
    slideWords: slides.reduce((sum, slide) => sum + slideWords(slide, facts, planYear), 0),
    quizWords: quiz ? quizWords(quiz, facts, planYear) : 0,
    questions: quiz?.questions.length ?? 0,
  });
}
