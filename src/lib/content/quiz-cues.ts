// The test-wise reader: answers every knowledge check with strategies that need no knowledge of
// the rules (option length, reasoning clauses, absolute and hedging words, yes/no polarity,
// agreement with the other options, position, a belief stated in the stem, the middle number) and
// reports a strategy that scores clearly better than chance (docs/content.md, "Knowledge checks").

/** A question as the page shows it: the stem and the options, facts and figures filled in. */
export interface CueQuestion {
  /** Where the question is, for messages: "src/content/quizzes/13.yaml questions[2] (late-enrollee)". */
  label: string;
  stem: string;
  options: readonly string[];
  /** Index of the right option. */
  key: number;
}

/** A strategy's pick for one question: the options it prefers, or every option when it has no cue. */
type Pick = readonly number[];

export interface Strategy {
  name: string;
  /** What the reader does, for the message: "picks the longest option". */
  does: string;
  pick: (q: CueQuestion) => Pick;
  /** How to write the options so that the cue gives nothing away. */
  fix: string;
}

/** A strategy counts as clearly better than chance when guessing scores as well this rarely. */
export const CLEARLY_BETTER_P = 0.05;

const all = (q: CueQuestion): Pick => q.options.map((_, i) => i);

/** The options for which `test` holds, unless it holds for none or for all (then the reader has no cue). */
function where(q: CueQuestion, test: (text: string, index: number) => boolean): Pick {
  const chosen = all(q).filter((i) => test(q.options[i] ?? '', i));
  return chosen.length === 0 || chosen.length === q.options.length ? all(q) : chosen;
}

/** The options scoring highest by `score`. */
function best(q: CueQuestion, score: (text: string, index: number) => number): Pick {
  const scores = q.options.map(score);
  const top = Math.max(...scores);
  return where(q, (_, i) => scores[i] === top);
}

/** Options ranked by length, longest first; `rank` 0 is the longest, ties share a rank. */
function byLengthRank(q: CueQuestion, rank: number): Pick {
  const lengths = [...new Set(q.options.map((o) => o.length))].sort((a, b) => b - a);
  const length = lengths[rank];
  return length === undefined ? all(q) : where(q, (text) => text.length === length);
}

const REASONING = /\b(?:because|since|so that|which means|given that|due to|in order to|otherwise|therefore|thus|as long as)\b|, so\b/i;
const ABSOLUTE =
  /\b(?:always|never|only|all|every|everyone|everything|any|none|no one|nobody|nothing|must|cannot|can't|whatever|whenever)\b/i;
const HEDGING = /\b(?:check(?:s|ed|ing)?|confirm(?:s|ed|ing)?|verif(?:y|ies|ied|ying)|look(?:s|ed|ing)? for|ask(?:s|ed|ing)?)\b/i;
const QUALIFIED = /\b(?:usually|generally|often|typically|may|might|most|some|sometimes|in most cases|depends)\b/i;
const YES = /^\s*(?:yes|yes,)\b/i;
const NO = /^\s*(?:no|not|never|nothing|none|neither)\b/i;
const BELIEF =
  /\b(?:says|said|tells (?:you|her|him|them)|told|believes?|thinks?|insists?|claims?|assumes?|is sure|heard|read (?:online|that)|swears?)\b/i;
const NUMBER = /-?\$?\d[\d,]*(?:\.\d+)?/;
const STOP = new Set(
  'a an and are as at be by for from has have he her his i if in is it its of on or she so that the their them they this to was were will with you your not no'.split(
    ' ',
  ),
);

export const hasReasoningClause = (text: string) => REASONING.test(text);
export const hasAbsoluteWord = (text: string) => ABSOLUTE.test(text);

const words = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}$%.]+/u)
      .filter((w) => w.length > 1 && !STOP.has(w)),
  );

/** How many content words an option shares with the other options of the question. */
function overlap(q: CueQuestion, index: number): number {
  const own = words(q.options[index] ?? '');
  return q.options.reduce((sum, other, j) => (j === index ? sum : sum + [...words(other)].filter((w) => own.has(w)).length), 0);
}

/** The leading number of each option, when every option has one (a question of figures). */
function numbers(q: CueQuestion): number[] | undefined {
  const values = q.options.map((o) => {
    const match = NUMBER.exec(o);
    return match ? Number(match[0].replace(/[$,]/g, '')) : Number.NaN;
  });
  return values.every(Number.isFinite) ? values : undefined;
}

function byNumber(q: CueQuestion, choose: (sorted: number[]) => number | undefined): Pick {
  const values = numbers(q);
  if (!values) return all(q);
  const target = choose([...values].sort((a, b) => a - b));
  return where(q, (_, i) => values[i] === target);
}

/** A yes/no question: every option opens with an answer of yes or of no. */
const polarities = (q: CueQuestion) => q.options.map((o) => (YES.test(o) ? 'yes' : NO.test(o) ? 'no' : undefined));
const isYesNo = (q: CueQuestion) => polarities(q).every((p) => p !== undefined);

function lonePolarity(q: CueQuestion): Pick {
  if (!isYesNo(q)) return all(q);
  const p = polarities(q);
  const yes = p.filter((x) => x === 'yes').length;
  if (yes === 1) return where(q, (_, i) => p[i] === 'yes');
  if (p.length - yes === 1) return where(q, (_, i) => p[i] === 'no');
  return all(q);
}

/**
 * The classic test-taking heuristics in one reader: drop options with absolute words, then those
 * with a reasoning clause, then pick among the rest the option that agrees most with the others.
 */
function testWise(q: CueQuestion): Pick {
  let left = all(q);
  for (const drop of [hasAbsoluteWord, hasReasoningClause]) {
    const kept = left.filter((i) => !drop(q.options[i] ?? ''));
    if (kept.length > 0) left = kept;
  }
  const scores = left.map((i) => overlap(q, i));
  const top = Math.max(...scores);
  return left.filter((_, k) => scores[k] === top);
}

const positions = [0, 1, 2, 3, 4].map(
  (place): Strategy => ({
    name: `position-${place + 1}`,
    does: `always picks option ${place + 1}`,
    fix: 'move the right answer so that no place holds it more than chance would',
    pick: (q) => (place < q.options.length ? [place] : all(q)),
  }),
);

/** Every strategy the check runs, each on its own. */
export const STRATEGIES: readonly Strategy[] = [
  {
    name: 'longest',
    does: 'picks the longest option',
    fix: 'give every option the same length and shape',
    pick: (q) => byLengthRank(q, 0),
  },
  {
    name: 'second-longest',
    does: 'picks the second-longest option',
    fix: 'give every option the same length and shape',
    pick: (q) => byLengthRank(q, 1),
  },
  {
    name: 'shortest',
    does: 'picks the shortest option',
    fix: 'give every option the same length and shape',
    pick: (q) => best(q, (t) => -t.length),
  },
  {
    name: 'reasoning',
    does: 'picks an option that gives a reason (because, since, so …)',
    fix: 'keep reasons out of the options; the explanation gives them',
    pick: (q) => where(q, hasReasoningClause),
  },
  {
    name: 'no-reasoning',
    does: 'picks an option that gives no reason',
    fix: 'keep reasons out of the options; the explanation gives them',
    pick: (q) => where(q, (t) => !hasReasoningClause(t)),
  },
  {
    name: 'absolute',
    does: 'picks an option with an absolute word (always, never, only, every …)',
    fix: 'use absolute words where the rule is absolute, in right options as often as in wrong ones',
    pick: (q) => where(q, hasAbsoluteWord),
  },
  {
    name: 'no-absolute',
    does: 'picks an option without absolute words',
    fix: 'use absolute words where the rule is absolute, in right options as often as in wrong ones',
    pick: (q) => where(q, (t) => !hasAbsoluteWord(t)),
  },
  {
    name: 'hedged',
    does: 'picks an option that says to check, confirm, verify or ask',
    fix: 'make an action an option only when doing it is the point of the question',
    pick: (q) => where(q, (t) => HEDGING.test(t)),
  },
  {
    name: 'not-hedged',
    does: 'picks an option that does not say to check, confirm, verify or ask',
    fix: 'make an action an option only when doing it is the point of the question',
    pick: (q) => where(q, (t) => !HEDGING.test(t)),
  },
  {
    name: 'qualified',
    does: 'picks an option with a qualifier (usually, generally, may, most …)',
    fix: 'qualify right and wrong options alike',
    pick: (q) => where(q, (t) => QUALIFIED.test(t)),
  },
  {
    name: 'unqualified',
    does: 'picks an option without a qualifier',
    fix: 'qualify right and wrong options alike',
    pick: (q) => where(q, (t) => !QUALIFIED.test(t)),
  },
  {
    name: 'lone-polarity',
    does: 'in a yes/no question, picks the one "yes" among noes or the one "no" among yeses',
    fix: 'balance yes and no among the options, or ask which rather than whether',
    pick: lonePolarity,
  },
  {
    name: 'say-no',
    does: 'in a yes/no question, picks a "no"',
    fix: 'balance yes and no keys across the deck, or ask which rather than whether',
    pick: (q) => (isYesNo(q) ? where(q, (t) => NO.test(t)) : all(q)),
  },
  {
    name: 'say-yes',
    does: 'in a yes/no question, picks a "yes"',
    fix: 'balance yes and no keys across the deck, or ask which rather than whether',
    pick: (q) => (isYesNo(q) ? where(q, (t) => YES.test(t)) : all(q)),
  },
  {
    name: 'belief-is-wrong',
    does: 'when the stem states what someone believes, picks an option that says no or not',
    fix: 'let the belief in the stem be right about as often as wrong',
    pick: (q) => (BELIEF.test(q.stem) ? where(q, (t) => NO.test(t) || /\bnot\b|n't\b/i.test(t)) : all(q)),
  },
  {
    name: 'belief-is-right',
    does: 'when the stem states what someone believes, picks an option that does not say no or not',
    fix: 'let the belief in the stem be right about as often as wrong',
    pick: (q) => (BELIEF.test(q.stem) ? where(q, (t) => !(NO.test(t) || /\bnot\b|n't\b/i.test(t))) : all(q)),
  },
  {
    name: 'convergence',
    does: 'picks the option that shares the most words with the others',
    fix: 'make each wrong option differ from the right one in the one element that matters, not all of them built around it',
    pick: (q) => best(q, (_, i) => overlap(q, i)),
  },
  {
    name: 'divergence',
    does: 'picks the option that shares the fewest words with the others',
    fix: 'make each wrong option differ from the right one in the one element that matters, not all of them built around it',
    pick: (q) => best(q, (_, i) => -overlap(q, i)),
  },
  {
    name: 'middle-number',
    does: 'among figures, picks the middle one',
    fix: 'let the right figure sit at different ranks among the figures',
    pick: (q) => byNumber(q, (s) => s[Math.floor((s.length - 1) / 2)]),
  },
  {
    name: 'largest-number',
    does: 'among figures, picks the largest',
    fix: 'let the right figure sit at different ranks among the figures',
    pick: (q) => byNumber(q, (s) => s.at(-1)),
  },
  {
    name: 'smallest-number',
    does: 'among figures, picks the smallest',
    fix: 'let the right figure sit at different ranks among the figures',
    pick: (q) => byNumber(q, (s) => s[0]),
  },
  {
    name: 'test-wise',
    does: 'drops options with absolute words or reasons, then picks the one that agrees most with the others',
    fix: 'write every option as a full, plausible claim of the same shape, with no absolute words or reasons that only wrong options carry',
    pick: testWise,
  },
  ...positions,
];

/** Points in whole sixtieths, so that 1/1 … 1/5 of a point are exact integers. */
const UNIT = 60;

export interface StrategyScore {
  strategy: Strategy;
  /** Expected right answers: a pick of k options with the key among them scores 1/k. */
  score: number;
  /** Expected right answers for a reader who guesses. */
  chance: number;
  /** The chance that guessing scores at least as well. */
  p: number;
  /** The questions where the strategy's pick holds the key and not every option. */
  hits: string[];
}

/**
 * How a strategy does over `questions`. Under guessing the key is any option with equal chance, so
 * a pick of k of n options scores 1/k with chance k/n: the exact distribution of the total gives p.
 */
export function scoreStrategy(strategy: Strategy, questions: readonly CueQuestion[]): StrategyScore {
  let observed = 0;
  let dist = new Map<number, number>([[0, 1]]);
  const hits: string[] = [];
  for (const q of questions) {
    const pick = strategy.pick(q);
    const points = UNIT / pick.length;
    if (pick.includes(q.key)) {
      observed += points;
      if (pick.length < q.options.length) hits.push(q.label);
    }
    const hitChance = pick.length / q.options.length;
    const next = new Map<number, number>();
    for (const [total, chance] of dist) {
      next.set(total + points, (next.get(total + points) ?? 0) + chance * hitChance);
      next.set(total, (next.get(total) ?? 0) + chance * (1 - hitChance));
    }
    dist = next;
  }
  let p = 0;
  for (const [total, chance] of dist) if (total >= observed) p += chance;
  const chance = questions.reduce((sum, q) => sum + 1 / q.options.length, 0);
  return { strategy, score: observed / UNIT, chance, p, hits };
}

/** The strategies that score clearly better than chance over these questions, best first. */
export function clearlyBetterThanChance(questions: readonly CueQuestion[]): StrategyScore[] {
  return STRATEGIES.map((s) => scoreStrategy(s, questions))
    .filter((r) => r.p < CLEARLY_BETTER_P && r.score > r.chance)
    .sort((a, b) => a.p - b.p);
}
