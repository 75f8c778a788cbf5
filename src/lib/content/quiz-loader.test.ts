import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { REPO_ROOT } from './fixture-project.ts';
import { LAYOUT } from './layout.ts';
import { cueQuestions } from './quiz-fairness.ts';
import { worked } from './quiz-loader.ts';
import { checkQuiz, quizView, quizWords } from './quizzes.ts';
import { readRegistry } from './registry.ts';
import { quizFileSchema } from './schemas.ts';
import type { QuizFile, WorkedQuizFile } from './types.ts';
import * as household from './worked-household.ts';

vi.mock('./worked-household.ts', async (original) => {
  const actual = await original<typeof household>();
  return { ...actual, workHousehold: vi.fn(actual.workHousehold) };
});

/** The real knowledge checks as the collection's schema gives them: facts and slides as references. */
function realQuizzes(): Record<string, unknown>[] {
  const dir = join(REPO_ROOT, LAYOUT.quizzesDir);
  return readdirSync(dir).map((name) => {
    const quiz = quizFileSchema.parse(parse(readFileSync(join(dir, name), 'utf8')));
    const questions = quiz.questions.map((q) => ({
      ...q,
      facts: q.facts.map((id) => ({ id, collection: 'facts' })),
      slide: { id: `${quiz.module}/${q.slide}`, collection: 'slides' },
    }));
    return { ...quiz, questions };
  });
}

describe('the quizzes loader', () => {
  it("works each question's household once per build: every reader takes the stored form", async () => {
    const registry = await readRegistry(REPO_ROOT);
    const facts = new Map(registry.facts.map((f) => [f.id, f.data.entry]));
    const runs = vi.mocked(household.workHousehold);
    runs.mockClear();

    const loaded = await Promise.all(realQuizzes().map((data) => worked(REPO_ROOT, data)));
    const quizzes = loaded.map(
      (data): QuizFile => ({
        ...(data as QuizFile),
        questions: (data as QuizFile).questions.map((q) => ({
          ...q,
          facts: (q.facts as unknown as { id: string }[]).map((f) => f.id),
          slide: (q.slide as unknown as { id: string }).id.split('/')[1] ?? '',
        })),
      }),
    );
    const households = quizzes.flatMap((quiz) => quiz.questions.filter((q) => q.household));
    expect(households.length).toBeGreaterThan(10);
    expect(runs).toHaveBeenCalledTimes(households.length);
    const asked = (q: (typeof households)[number]) => JSON.stringify({ ...q.household, year: q.household?.year ?? registry.planYear });
    for (const q of households)
      expect(
        runs.mock.calls.filter(([input]) => JSON.stringify(input.request) === asked(q)),
        q.id,
      ).toHaveLength(1);

    // The content check, its fairness and cue checks, the deck minutes and the page: no engine run.
    for (const quiz of quizzes) {
      expect(checkQuiz(`${LAYOUT.quizzesDir}/${quiz.module}.yaml`, quiz, facts, registry.planYear)).toEqual([]);
      cueQuestions(quiz, facts, registry.planYear);
      expect(quizWords(quiz, facts, registry.planYear)).toBeGreaterThan(0);
      const slides = new Map(quiz.questions.map((q) => [q.slide, { index: 0, title: 'Slide', passages: [] }]));
      const view = quizView(quiz as WorkedQuizFile, new Map(), slides);
      const texts = view.questions.flatMap((q) => [q.scenario, q.question, ...q.answers.flatMap((a) => [a.text, a.explanation])]);
      expect(texts.join(' ')).not.toMatch(/\{\{|\}\}/);
    }
    expect(runs).toHaveBeenCalledTimes(households.length);
  });
});
