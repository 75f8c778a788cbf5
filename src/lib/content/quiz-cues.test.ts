import { describe, expect, it } from 'vitest';
import { type CueQuestion, clearlyBetterThanChance, STRATEGIES, scoreStrategy } from './quiz-cues.ts';

const strategy = (name: string) => {
  const found = STRATEGIES.find((s) => s.name === name);
  if (!found) throw new Error(`no strategy ${name}`);
  return found;
};

const q = (options: string[], key = 0, stem = 'A client asks. What do you tell her?'): CueQuestion => ({
  label: 'questions[0] (q)',
  stem,
  options,
  key,
});

describe('each strategy picks what it says', () => {
  it('by length and rank', () => {
    const question = q(['A plan at full price', 'A plan with the credit and no reductions', 'Medicaid', 'A catastrophic plan']);
    expect(strategy('longest').pick(question)).toEqual([1]);
    expect(strategy('second-longest').pick(question)).toEqual([0]);
    expect(strategy('shortest').pick(question)).toEqual([2]);
  });

  it('by reasons and absolute, hedging and qualifying words, with no cue when every option or none has one', () => {
    const question = q(['Yes, since she applied', 'No, never', 'Check the notice first', 'Usually it is the insurer']);
    expect(strategy('reasoning').pick(question)).toEqual([0]);
    expect(strategy('no-reasoning').pick(question)).toEqual([1, 2, 3]);
    expect(strategy('absolute').pick(question)).toEqual([1]);
    expect(strategy('hedged').pick(question)).toEqual([2]);
    expect(strategy('qualified').pick(question)).toEqual([3]);
    expect(strategy('reasoning').pick(q(['A', 'B', 'C']))).toEqual([0, 1, 2]);
  });

  it('by yes/no polarity, only in a question answered yes or no', () => {
    const question = q(['Yes, with a special enrollment period', 'Yes, until the deadline', 'No: open enrollment has closed']);
    expect(strategy('lone-polarity').pick(question)).toEqual([2]);
    expect(strategy('say-no').pick(question)).toEqual([2]);
    expect(strategy('say-yes').pick(question)).toEqual([0, 1]);
    expect(strategy('say-no').pick(q(['Yes', 'Maybe', 'No']))).toEqual([0, 1, 2]);
  });

  it('by a belief stated in the stem', () => {
    const question = q(
      ['No: the family share decides it', 'Yes, the whole family is out'],
      0,
      'A colleague says the offer rules the family out. Is she right?',
    );
    expect(strategy('belief-is-wrong').pick(question)).toEqual([0]);
    expect(strategy('belief-is-right').pick(question)).toEqual([1]);
    expect(strategy('belief-is-wrong').pick(q(['No: the family share decides it', 'Yes, the whole family is out']))).toEqual([0, 1]);
  });

  it('by agreement with the other options', () => {
    const question = q(['The spouse and the children', 'The worker and the spouse and the children', 'The worker alone', 'Nobody']);
    expect(strategy('convergence').pick(question)).toEqual([1]);
    expect(strategy('divergence').pick(question)).toEqual([3]);
  });

  it('by the rank of a figure among figures', () => {
    const question = q(['$1,203.48 a month', '$612.00 a month', '$4,100.10 a month', '$0.00 a month']);
    expect(strategy('middle-number').pick(question)).toEqual([1]);
    expect(strategy('largest-number').pick(question)).toEqual([2]);
    expect(strategy('smallest-number').pick(question)).toEqual([3]);
    expect(strategy('middle-number').pick(q(['Medicaid', '$612.00']))).toEqual([0, 1]);
  });

  it('by position', () => {
    expect(strategy('position-2').pick(q(['a', 'b', 'c']))).toEqual([1]);
    expect(strategy('position-5').pick(q(['a', 'b', 'c']))).toEqual([0, 1, 2]);
  });
});

describe('scoreStrategy', () => {
  it('gives the exact chance that guessing does as well', () => {
    // Two questions of two options, the first option right in both: guessing gets both a quarter of the time.
    const score = scoreStrategy(strategy('position-1'), [q(['a', 'b'], 0), q(['c', 'd'], 0)]);
    expect(score).toMatchObject({ score: 2, chance: 1, p: 0.25, hits: ['questions[0] (q)', 'questions[0] (q)'] });
  });

  it('counts a pick of several options as a share of a point, and no cue as a guess', () => {
    const score = scoreStrategy(strategy('reasoning'), [q(['Yes, since it is so', 'Yes, because', 'No'], 1), q(['A', 'B', 'C'], 2)]);
    expect(score.score).toBeCloseTo(0.5 + 1 / 3, 10);
    expect(score.hits).toEqual(['questions[0] (q)']);
  });
});

describe('clearlyBetterThanChance', () => {
  const deck = (keyOf: (i: number) => number, options: (i: number) => string[]) =>
    Array.from({ length: 10 }, (_, i) => ({ ...q(options(i), keyOf(i)), label: `questions[${i}] (q${i})` }));

  it('finds a deck whose right answer is always the longest', () => {
    const longestRight = deck(
      (i) => i % 4,
      (i) => [0, 1, 2, 3].map((j) => (j === i % 4 ? `The right answer to question ${i}, spelt out in full` : `Wrong ${j}`)),
    );
    expect(clearlyBetterThanChance(longestRight).map((s) => s.strategy.name)).toContain('longest');
  });

  it('passes a deck where nothing but the rule tells the options apart', () => {
    const fair = deck(
      (i) => (i * 3) % 4,
      (i) => ['Franklin County rates', 'Wake County rates', 'Dallas County rates', 'Fulton County rates'].map((o) => `${o} for year ${i}`),
    );
    expect(clearlyBetterThanChance(fair)).toEqual([]);
  });
});
