// Knowledge checks that test understanding, not test-taking (docs/content.md, "Knowledge checks"):
// the right answer must not give itself away by being the longest option or by hedging words that
// only right answers use, and each deck asks at least two applied questions. Lengths and words are
// read as the page shows them, with the facts filled in.

import type { FactLookup } from './mdx.ts';
import { type ContentProblem, contentError } from './problems.ts';
import { type CueQuestion, clearlyBetterThanChance } from './quiz-cues.ts';
import { knownFacts, workedQuestion } from './quiz-text.ts';
import type { QuizFile } from './types.ts';

/** In at most this share of a deck's questions may the right answer be the longest option. */
export const MAX_SHARE_RIGHT_IS_LONGEST = 1 / 3;

/** Applied questions every deck's knowledge check asks at least. */
export const MIN_APPLIED_QUESTIONS = 2;

/**
 * Words that sound careful, which test-takers learn to pick. A deck must use them in wrong answers
 * at least as often (as a share of its wrong answers) as in right ones.
 */
export const HEDGING_WORDS = ['check', 'confirm', 'verify', 'look for'] as const;
const HEDGE = /\b(?:check(?:s|ed|ing)?|confirm(?:s|ed|ing)?|verif(?:y|ies|ied|ying)|look(?:s|ed|ing)? for)\b/i;

export function hasHedgingWord(text: string): boolean {
  return HEDGE.test(text);
}

interface Answer {
  text: string;
  correct: boolean;
}

/** Whether the right answer is the longest option, a tie included (picking the longest would find it). */
export function rightIsLongest(answers: readonly Answer[]): boolean {
  const right = answers.find((a) => a.correct);
  return right !== undefined && answers.every((a) => a.text.length <= right.text.length);
}

/** "questions[1] (late-enrollee), questions[4] (share-of-income)": where, and which question. */
const listOf = (quiz: QuizFile) => (at: readonly number[]) => at.map((i) => `questions[${i}] (${quiz.questions[i]?.id ?? '?'})`).join(', ');
const percent = (part: number, whole: number) => `${whole === 0 ? 0 : Math.round((100 * part) / whole)}%`;

/** The three rules over one parsed knowledge check; questions without exactly one right answer are reported elsewhere. */
export function checkQuizFairness(file: string, quiz: QuizFile, facts: FactLookup, planYear: number): ContentProblem[] {
  const known = knownFacts(facts);
  const list = listOf(quiz);
  const questions = quiz.questions
    .map((q, index) => {
      const worked = workedQuestion(q, known, planYear);
      return { index, q, answers: q.answers.map((a, j) => ({ text: (worked.answers[j]?.text ?? '').trim(), correct: a.correct })) };
    })
    .filter(({ answers }) => answers.filter((a) => a.correct).length === 1);
  const errors: ContentProblem[] = [];

  const longest = questions.filter(({ answers }) => rightIsLongest(answers)).map(({ index }) => index);
  const allowed = Math.floor(questions.length * MAX_SHARE_RIGHT_IS_LONGEST);
  if (longest.length > allowed)
    errors.push(
      contentError(
        file,
        'questions',
        `the right answer is the longest option in ${longest.length} of ${questions.length} questions (${list(longest)}); expected at most a third (${allowed}), so that picking the longest answer cannot pass: shorten the right answer or make a wrong one as full`,
      ),
    );

  const right = questions.map(({ index, answers }) => ({ index, hedges: answers.some((a) => a.correct && hasHedgingWord(a.text)) }));
  const hedgingRight = right.filter((r) => r.hedges).map((r) => r.index);
  const wrong = questions.flatMap(({ answers }) => answers.filter((a) => !a.correct));
  const hedgingWrong = wrong.filter((a) => hasHedgingWord(a.text)).length;
  // Shares compared in integers: hedgingWrong / wrong >= hedgingRight / right.
  if (hedgingWrong * right.length < hedgingRight.length * wrong.length)
    errors.push(
      contentError(
        file,
        'questions',
        `"${HEDGING_WORDS.join('", "')}" appear in ${hedgingRight.length} of ${right.length} right answers (${percent(hedgingRight.length, right.length)}: ${list(hedgingRight)}) but in ${hedgingWrong} of ${wrong.length} wrong answers (${percent(hedgingWrong, wrong.length)}); expected them in wrong answers at least as often as in right ones, so that careful-sounding words do not give the answer away: take them out of right answers or put them in wrong answers that agents would really give`,
      ),
    );

  const applied = quiz.questions.flatMap((q, i) => (q.applied ? [i] : []));
  if (applied.length < MIN_APPLIED_QUESTIONS)
    errors.push(
      contentError(
        file,
        'questions',
        `has ${applied.length} applied question${applied.length === 1 ? '' : 's'}${applied.length > 0 ? ` (${list(applied)})` : ''}; expected at least ${MIN_APPLIED_QUESTIONS}: a household or situation where the agent combines two rules, marked applied: true`,
      ),
    );
  for (const i of applied) {
    const q = quiz.questions[i];
    if (q && q.facts.length < 2)
      errors.push(
        contentError(
          file,
          `questions[${i}].facts`,
          `lists ${q.facts.length} fact; expected at least two for an applied question, one for each rule it combines`,
        ),
      );
  }
  return errors;
}

/** A knowledge check's questions as the page shows them, for the test-wise reader. */
export function cueQuestions(quiz: QuizFile, facts: FactLookup, planYear: number): CueQuestion[] {
  const known = knownFacts(facts);
  return quiz.questions.flatMap((q, index) => {
    const key = q.answers.findIndex((a) => a.correct);
    if (key < 0 || q.answers.filter((a) => a.correct).length !== 1) return [];
    const worked = workedQuestion(q, known, planYear);
    return [
      {
        label: `questions[${index}] (${q.id})`,
        stem: `${worked.scenario} ${worked.question}`,
        options: worked.answers.map((a) => a.text.trim()),
        key,
      },
    ];
  });
}

const round = (x: number) => Math.round(x * 10) / 10;

/**
 * One problem for each strategy that answers `questions` clearly better than guessing: what the
 * reader does, how well it scores, where the cue gave the answer away and how to write it out.
 */
export function checkCues(file: string, questions: readonly CueQuestion[], scope = ''): ContentProblem[] {
  return clearlyBetterThanChance(questions).map(({ strategy, score, chance, p, hits }) =>
    contentError(
      file,
      'questions',
      `a reader who ${strategy.does} scores ${round(score)} of ${questions.length}${scope} where guessing scores ${round(chance)} (guessing does as well ${p < 0.001 ? 'less than 0.1' : round(100 * p)}% of the time); the cue gives away ${hits.join(', ')}; expected no strategy that needs no knowledge of the rules to beat guessing clearly: ${strategy.fix}`,
    ),
  );
}

/** The content words of a scenario, for comparing scenarios across decks. */
function scenarioWords(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 3),
  );
}

/** Two scenarios are the same one when they share this share of their words (Jaccard). */
export const SAME_SCENARIO = 0.4;

/**
 * A scenario belongs to one deck: a question whose scenario shares most of its words with one in
 * another deck's knowledge check is reported on the later file.
 */
export function checkSharedScenarios(checks: ReadonlyArray<{ file: string; questions: readonly CueQuestion[] }>): ContentProblem[] {
  const errors: ContentProblem[] = [];
  checks.forEach((later, k) => {
    for (const question of later.questions) {
      const mine = scenarioWords(question.stem);
      for (const earlier of checks.slice(0, k)) {
        for (const other of earlier.questions) {
          const theirs = scenarioWords(other.stem);
          const shared = [...mine].filter((w) => theirs.has(w)).length;
          const union = new Set([...mine, ...theirs]).size;
          if (union > 0 && shared / union >= SAME_SCENARIO)
            errors.push(
              contentError(
                later.file,
                'questions',
                `${question.label} repeats the scenario of ${earlier.file} ${other.label} (${Math.round((100 * shared) / union)}% of their words shared); expected each deck to test its own material with a scenario of its own`,
              ),
            );
        }
      }
    }
  });
  return errors;
}
