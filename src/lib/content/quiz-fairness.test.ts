import { describe, expect, it } from 'vitest';
import { formatProblem } from './problems.ts';
import { checkQuizFairness as checkQuizFairnessProblems, hasHedgingWord, rightIsLongest } from './quiz-fairness.ts';
import type { FactEntry, QuizFile } from './types.ts';

/** The problems as the lines an editor reads. */
const checkQuizFairness = (...args: Parameters<typeof checkQuizFairnessProblems>) => checkQuizFairnessProblems(...args).map(formatProblem);

const FILE = 'src/content/quizzes/99.yaml';
const sourced = { source: 'A rule', url: 'https://www.example.gov/', verification: 'verified' as const, checked: '2026-11-20' };
const facts = new Map<string, FactEntry | null>([
  ['deadline', { value: '2027-01-15', display: 'January 15, 2027', effective: '2026-11-01', ...sourced }],
  ['limit', { value: 200, display: '200% of the poverty level', effective: '2026-07-01', ...sourced }],
]);

interface Q {
  right: string;
  wrong: string[];
  applied?: boolean;
  facts?: string[];
}

/** A knowledge check from answer texts: the right one first, then the wrong ones. */
function quiz(questions: Q[]): QuizFile {
  return {
    module: 99,
    questions: questions.map((q, i) => ({
      id: `q-${i}`,
      scenario: 'A client asks.',
      question: 'What do you say?',
      answers: [q.right, ...q.wrong].map((text, j) => ({ text, correct: j === 0, explanation: 'Because.' })),
      facts: q.facts ?? ['deadline', 'limit'],
      slide: 'only',
      applied: q.applied ?? true,
    })),
  };
}

const fair: Q = { right: 'Yes', wrong: ['No, not until next year', 'Only with a special enrollment period'] };

describe('rightIsLongest and hasHedgingWord', () => {
  it('counts a tie for the longest as longest', () => {
    expect(
      rightIsLongest([
        { text: 'abc', correct: true },
        { text: 'xyz', correct: false },
      ]),
    ).toBe(true);
    expect(
      rightIsLongest([
        { text: 'ab', correct: true },
        { text: 'xyz', correct: false },
      ]),
    ).toBe(false);
  });
  it('finds the hedging words in any inflection, as whole words', () => {
    for (const text of [
      'Check the notice',
      'she checked',
      'Confirming it',
      'verifies',
      'We verified',
      'look for the letter',
      'looking for',
    ])
      expect(hasHedgingWord(text), text).toBe(true);
    for (const text of ['a checkbook', 'unconfirmed', 'the lookout', 'Look at it']) expect(hasHedgingWord(text), text).toBe(false);
  });
});

describe('checkQuizFairness', () => {
  it('accepts a check whose right answers do not stand out', () => {
    expect(checkQuizFairness(FILE, quiz([fair, fair, fair, fair, fair, fair]), facts, 2027)).toEqual([]);
  });

  it('refuses a check whose right answer is the longest in more than a third of its questions, measured with the facts filled in', () => {
    // {{deadline}} reads "January 15, 2027": longer than both wrong answers once filled in.
    const long: Q = { right: 'By {{deadline}}', wrong: ['By the 1st', 'Never'] };
    expect(checkQuizFairness(FILE, quiz([long, long, long, fair, fair, fair]), facts, 2027)).toEqual([
      `${FILE}: questions: the right answer is the longest option in 3 of 6 questions (questions[0] (q-0), questions[1] (q-1), questions[2] (q-2)); expected at most a third (2), so that picking the longest answer cannot pass: shorten the right answer or make a wrong one as full`,
    ]);
    expect(checkQuizFairness(FILE, quiz([long, long, fair, fair, fair, fair]), facts, 2027)).toEqual([]);
  });

  it('refuses hedging words that right answers use more often than wrong ones, naming the questions', () => {
    const hedged: Q = { right: 'Confirm it', wrong: ['Tell her no, it is too late', 'Tell her yes, any time at all'] };
    expect(checkQuizFairness(FILE, quiz([hedged, fair, fair, fair, fair, fair]), facts, 2027)).toEqual([
      `${FILE}: questions: "check", "confirm", "verify", "look for" appear in 1 of 6 right answers (17%: questions[0] (q-0)) but in 0 of 12 wrong answers (0%); expected them in wrong answers at least as often as in right ones, so that careful-sounding words do not give the answer away: take them out of right answers or put them in wrong answers that agents would really give`,
    ]);
    // Two of twelve wrong answers hedge too (17 %): as often as the right answers.
    const wrongHedges: Q = { right: 'No', wrong: ['Check the notice first, then renew', 'Verify the income and renew'] };
    expect(checkQuizFairness(FILE, quiz([hedged, wrongHedges, fair, fair, fair, fair]), facts, 2027)).toEqual([]);
  });

  it('asks for two applied questions, each resting on two facts', () => {
    const plain: Q = { ...fair, applied: false };
    expect(checkQuizFairness(FILE, quiz([{ ...fair, facts: ['deadline'] }, plain, plain, plain, plain, plain]), facts, 2027)).toEqual([
      `${FILE}: questions: has 1 applied question (questions[0] (q-0)); expected at least 2: a household or situation where the agent combines two rules, marked applied: true`,
      `${FILE}: questions[0].facts: lists 1 fact; expected at least two for an applied question, one for each rule it combines`,
    ]);
  });
});
