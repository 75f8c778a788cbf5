// Knowledge checks: src/content/quizzes/{module id}.yaml, one per deck, shown at
// /modules/{id}/quiz. Checks what the schema cannot (docs/content.md, "Knowledge checks"): the
// file names its deck, every built-in deck has one with enough questions, each question has
// exactly one right answer, rests on registry facts and names a slide of its deck that quotes one of
// them; and turns a file into what the page shows.
import type { CollectionEntry } from 'astro:content';
import { slideHash } from '../modules.ts';
import { countWords } from './duration.ts';
import { typedFigureProblem, typedFigures } from './figures.ts';
import { type FactLookup, factRefProblem, printedFacts } from './mdx.ts';
import { type ContentProblem, contentError, quote } from './problems.ts';
import { checkCues, checkQuizFairness, cueQuestions } from './quiz-fairness.ts';
import { knownFacts, storedHousehold, workedQuestion } from './quiz-text.ts';
import { factTokens, tokenText, withoutTokens } from './tokens.ts';
import type {
  DeckSlide,
  Fact,
  FactEntry,
  QuizFile,
  QuizQuestion,
  QuizReviewSlide,
  QuizSlide,
  QuizSource,
  QuizView,
  SlidePassage,
  WorkedQuizFile,
} from './types.ts';
import { HOUSEHOLD_TOKEN } from './worked-household.ts';

/** A reference()'s id as a deck number ("13" -> 13). */
export const deckNumber = (ref: { id: string }) => Number(ref.id);
/** A slide reference's id without its deck folder ("13/metal-levels" -> "metal-levels"). */
export const slideName = (ref: { id: string }) => ref.id.slice(ref.id.indexOf('/') + 1);

/** A knowledge check as the check and the views read it: deck, facts and slide by id, each question with its worked form. */
export function quizFile({ data }: CollectionEntry<'quizzes'>): WorkedQuizFile {
  return {
    ...data,
    module: deckNumber(data.module),
    questions: data.questions.map((q) => ({ ...q, facts: q.facts.map((ref) => ref.id), slide: slideName(q.slide) })),
  };
}

/** Every built-in deck's knowledge check has at least this many scenario questions. */
export const MIN_QUESTIONS = 6;

/**
 * No place in the answer lists may hold the right answer in more than this share of a check's
 * questions, so that always picking the same place cannot pass it.
 */
export const MAX_SHARE_AT_ONE_PLACE = 0.5;

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth'];

/**
 * Where the right answers sit: an error when one place holds more than half of them (docs/content.md,
 * "Knowledge checks"). Questions without exactly one right answer are reported elsewhere.
 */
export function checkAnswerPlaces(file: string, quiz: QuizFile): ContentProblem[] {
  const places = quiz.questions
    .filter((q) => q.answers.filter((a) => a.correct).length === 1)
    .map((q) => q.answers.findIndex((a) => a.correct));
  const counts = new Map<number, number>();
  for (const place of places) counts.set(place, (counts.get(place) ?? 0) + 1);
  const errors: ContentProblem[] = [];
  for (const [place, count] of counts) {
    if (count > places.length * MAX_SHARE_AT_ONE_PLACE) {
      const at = places.flatMap((p, i) => (p === place ? [`questions[${i}]`] : []));
      errors.push(
        contentError(
          file,
          'questions',
          `the right answer is the ${ORDINALS[place] ?? `#${place + 1}`} answer in ${count} of ${places.length} questions (${at.join(', ')}); expected it in different places, at most half of the questions at any one place, so that always picking the same place cannot pass`,
        ),
      );
    }
  }
  return errors;
}

/**
 * Checks every {{…}} quote in a text field and the figures typed around them. In a knowledge
 * check, {{household…}} quotes the question's worked household.
 */
export function checkText(
  file: string,
  field: string,
  text: string,
  facts: FactLookup,
  planYear: number,
  errors: ContentProblem[],
  household?: ReturnType<typeof storedHousehold>,
): void {
  for (const ref of factTokens(text)) {
    const problem =
      ref.name !== HOUSEHOLD_TOKEN
        ? factRefProblem(ref, facts, planYear)
        : household && 'print' in household
          ? household.problem(ref)
          : household
            ? undefined
            : `${tokenText(ref)} quotes a household, but the question has none; expected a household: block with the engine's fields (income, familySize, zipCode, ages)`;
    if (problem) errors.push(contentError(file, field, ref.name === HOUSEHOLD_TOKEN ? problem : `${tokenText(ref)}: ${problem}`));
  }
  const printed = printedFacts(facts, planYear);
  for (const figure of typedFigures(withoutTokens(text))) {
    errors.push(
      contentError(
        file,
        field,
        typedFigureProblem(figure, printed, (name) => `{{${name}}}`),
      ),
    );
  }
}

/** Every text of a question, with its field name. */
function questionTexts(q: QuizQuestion, at: string): Array<[field: string, text: string]> {
  return [
    [`${at}.scenario`, q.scenario],
    [`${at}.question`, q.question],
    ...q.answers.flatMap(
      (a, j): Array<[string, string]> => [
        [`${at}.answers[${j}].text`, a.text],
        [`${at}.answers[${j}].explanation`, a.explanation],
      ],
    ),
  ];
}

/** A question's household problems: it cannot be worked, or nothing quotes it. */
function checkHousehold(file: string, at: string, q: QuizQuestion, household: ReturnType<typeof storedHousehold>): ContentProblem[] {
  if (!q.household) {
    return (['yearEndIncome', 'nonFilerIncome'] as const).flatMap((field) =>
      q[field] === undefined
        ? []
        : [contentError(file, `${at}.${field}`, 'is given without a household; expected a household: block for it to apply to')],
    );
  }
  if (household && 'error' in household) return [contentError(file, `${at}.household`, `cannot be worked: ${household.error}`)];
  const quoted = questionTexts(q, at).some(([, text]) => factTokens(text).some((ref) => ref.name === HOUSEHOLD_TOKEN));
  return quoted
    ? []
    : [
        contentError(
          file,
          `${at}.household`,
          'is quoted nowhere; expected the scenario or the answers to quote its figures, as {{household.income}}',
        ),
      ];
}

/** Problems of one parsed knowledge check that no schema can see. */
export function checkQuiz(file: string, quiz: QuizFile, facts: FactLookup, planYear: number): ContentProblem[] {
  const errors: ContentProblem[] = [];
  const ids = new Map<string, number>();
  quiz.questions.forEach((q, i) => {
    const at = `questions[${i}]`;
    const earlier = ids.get(q.id);
    if (earlier !== undefined)
      errors.push(
        contentError(file, `${at}.id`, `${quote(q.id)} is already used by questions[${earlier}]; expected each question id once`),
      );
    else ids.set(q.id, i);
    const right = q.answers.filter((a) => a.correct).length;
    if (right !== 1) {
      errors.push(contentError(file, `${at}.answers`, `has ${right} answers marked correct: true; expected exactly one right answer`));
    }
    const worked = workedQuestion(q, knownFacts(facts), planYear);
    const household = storedHousehold(worked);
    errors.push(...checkHousehold(file, at, q, household));
    const shown = new Set<string>();
    worked.answers.forEach(({ text }, j) => {
      if (shown.has(text))
        errors.push(contentError(file, `${at}.answers[${j}].text`, `${quote(text)} appears twice; expected each answer once`));
      shown.add(text);
    });
    for (const [field, text] of questionTexts(q, at)) checkText(file, field, text, facts, planYear, errors, household);
    q.facts.forEach((name, j) => {
      const problem = factRefProblem({ name, field: 'display', year: 'current' }, facts, planYear);
      if (problem) errors.push(contentError(file, `${at}.facts[${j}]`, problem));
    });
  });
  errors.push(
    ...checkAnswerPlaces(file, quiz),
    ...checkQuizFairness(file, quiz, facts, planYear),
    ...checkCues(file, cueQuestions(quiz, facts, planYear)),
  );
  return errors;
}

/** Words a learner reads taking the check: scenarios, questions, answers and explanations. */
export function quizWords(quiz: QuizFile, facts: ReadonlyMap<string, FactEntry>, planYear: number): number {
  return quiz.questions.reduce((sum, q) => {
    const w = workedQuestion(q, facts, planYear);
    return sum + countWords([w.scenario, w.question, ...w.answers.flatMap((a) => [a.text, a.explanation])].join(' '));
  }, 0);
}

/** Where the review after checking opens a question's slide: at its `passage` heading, else at the slide's top. */
function reviewOf(moduleId: number, slide: QuizSlide, passage?: string): QuizReviewSlide {
  const { index, title } = slide;
  const heading = passage === undefined ? undefined : slide.passages.find((p) => p.id === passage);
  const path = `/modules/${moduleId}${heading ? `#${heading.id}` : slideHash(index)}`;
  return heading ? { index, title, passage: heading, path } : { index, title, path };
}

/** A slide's `###` headings as passages, from the headings render(entry) gives (with the ids the page gives them). */
export function slidePassages(headings: readonly { depth: number; slug: string; text: string }[]): SlidePassage[] {
  return headings.flatMap((h) => (h.depth === 3 ? [{ id: h.slug, text: h.text }] : []));
}

/** A deck's slides as an editor picks among them: `id ("Title")`, comma-separated. */
const slideList = (slides: readonly DeckSlide[]) => slides.map((s) => `${s.id} (${quote(s.title)})`).join(', ');

/**
 * Each question's `slide` is one of its deck's slides (`slides`: the deck's, in viewing order), quotes
 * one of the question's facts, and has the `###` heading its `passage` names.
 */
export function checkQuestionSlides(file: string, quiz: QuizFile, slides: readonly DeckSlide[]): ContentProblem[] {
  return quiz.questions.flatMap((q, i) => {
    const at = `questions[${i}]`;
    const index = slides.findIndex((s) => s.id === q.slide);
    const slide = slides[index];
    if (!slide)
      return [
        contentError(
          file,
          `${at}.slide`,
          `${quote(q.slide)} is not a slide of deck ${quiz.module}; expected one of its slide ids: ${slideList(slides)}`,
        ),
      ];
    const errors: ContentProblem[] = [];
    const where = `slide ${index + 1} (${quote(slide.title)})`;
    const wanted = new Set(q.facts);
    if (wanted.size > 0 && !slide.facts.some((name) => wanted.has(name))) {
      const quoting = slides.filter((s) => s.facts.some((name) => wanted.has(name)));
      const expected =
        quoting.length === 0
          ? `no slide of deck ${quiz.module} quotes one; expected the rule's facts quoted on the slide that teaches it, or the question's facts changed`
          : `expected a slide that quotes one of them: ${slideList(quoting)}`;
      errors.push(
        contentError(
          file,
          `${at}.slide`,
          `${quote(q.slide)} is ${where}, which quotes none of the question's facts (${q.facts.join(', ')}); ${expected}`,
        ),
      );
    }
    if (q.passage !== undefined && !slide.passages.some((p) => p.id === q.passage)) {
      const expected =
        slide.passages.length === 0
          ? 'that slide has no ### heading; expected the field removed, or a ### heading added to that slide'
          : `expected one of its headings: ${slide.passages.map((h) => `${h.id} (${quote(h.text)})`).join(', ')}`;
      errors.push(
        contentError(file, `${at}.passage`, `${quote(q.passage)} is not a ### heading of ${where}, the question's slide; ${expected}`),
      );
    }
    return errors;
  });
}

/**
 * The knowledge check as the page shows it, from the questions as the quizzes collection worked
 * them: each question's sources (`sources`: its facts as the current plan year prints them) and its
 * slide to review (`slides`: the slides the questions name, by slide id).
 */
export function quizView(quiz: WorkedQuizFile, sources: ReadonlyMap<string, Fact>, slides: ReadonlyMap<string, QuizSlide>): QuizView {
  return {
    moduleId: quiz.module,
    questions: quiz.questions.map(({ worked, ...q }) => {
      const slide = slides.get(q.slide);
      if (!slide)
        throw new Error(`quizView: question ${quote(q.id)} names the slide ${quote(q.slide)}, which is not among its deck's slides`);
      return {
        id: q.id,
        scenario: worked.scenario,
        question: worked.question,
        answers: q.answers.map((a, j) => ({
          text: worked.answers[j]?.text ?? '',
          correct: a.correct,
          explanation: worked.answers[j]?.explanation ?? '',
        })),
        sources: q.facts.flatMap((name): QuizSource[] => {
          const fact = sources.get(name);
          if (!fact) return [];
          return [{ display: fact.display, source: fact.source, url: fact.url, verification: fact.verification, planYear: fact.planYear }];
        }),
        review: reviewOf(quiz.module, slide, q.passage),
      };
    }),
  };
}
