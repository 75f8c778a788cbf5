/**
 * The last score of each deck's knowledge check, kept in this device's localStorage only
 * (docs/behaviour.md, "Knowledge check"); a storage that is missing or refuses keeps nothing and
 * raises nothing. The store starts empty and the island loads it once live, so hydration matches.
 */ import { atom } from 'nanostores';

export interface QuizScore {
  /** Right answers. */
  score: number;
  /** Questions in the check. */
  total: number;
  /** The day it was checked, on this device's calendar: 'YYYY-MM-DD'. */
  on: string;
}

/** Last scores by deck id ('13'). */
export type QuizScores = Readonly<Record<string, QuizScore>>;

/** The localStorage key, named for the site so another site on the same origin (GitHub Pages) does not collide. */
export const QUIZ_SCORES_KEY = 'aca-training-hub:quiz-scores';

export const $quizScores = atom<QuizScores>({});

/** The part of the Web Storage API used here. */
export type ScoreStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** This device's localStorage, or null where there is none or reading it throws (storage blocked). */
export function deviceStorage(): ScoreStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function isScore(value: unknown): value is QuizScore {
  if (typeof value !== 'object' || value === null) return false;
  const { score, total, on } = value as Record<string, unknown>;
  return (
    Number.isInteger(score) &&
    Number.isInteger(total) &&
    (total as number) > 0 &&
    (score as number) >= 0 &&
    (score as number) <= (total as number) &&
    typeof on === 'string' &&
    formatScoreDay(on) !== ''
  );
}

/** The stored text read back: well-formed entries only; anything else (missing, not JSON, edited by hand) is no score. */
export function parseQuizScores(raw: string | null): QuizScores {
  if (raw === null) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const scores: Record<string, QuizScore> = {};
  for (const [id, value] of Object.entries(parsed)) {
    if (/^\d+$/.test(id) && isScore(value)) scores[id] = { score: value.score, total: value.total, on: value.on };
  }
  return scores;
}

function read(storage: ScoreStorage | null): QuizScores {
  if (!storage) return {};
  try {
    return parseQuizScores(storage.getItem(QUIZ_SCORES_KEY));
  } catch {
    return {};
  }
}

/** What is kept now: the device's copy (another tab may have changed it), or the store's without storage. */
const current = (storage: ScoreStorage | null): QuizScores => (storage ? read(storage) : $quizScores.get());

/** Whether the device took the scores. */
function write(storage: ScoreStorage | null, scores: QuizScores): boolean {
  if (!storage) return false;
  try {
    if (Object.keys(scores).length === 0) storage.removeItem(QUIZ_SCORES_KEY);
    else storage.setItem(QUIZ_SCORES_KEY, JSON.stringify(scores));
    return true;
  } catch {
    // Storage refused (quota, private mode): the score stays in the store for this visit only.
    return false;
  }
}

/** Fills the store from the device (once the island is live). */
export function loadQuizScores(storage: ScoreStorage | null = deviceStorage()): void {
  $quizScores.set(read(storage));
}

/** 'YYYY-MM-DD' of a moment on this device's calendar. */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** '2026-11-27' -> '27 November 2026'; '' for anything that is not a real day. */
export function formatScoreDay(day: string): string {
  const match = DAY.exec(day);
  if (!match) return '';
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, date));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return '';
  return `${date} ${MONTHS[month - 1]} ${year}`;
}

/** 'Your last score: 6 of 8 on 27 November 2026' */
export function lastScoreText({ score, total, on }: QuizScore): string {
  return `Your last score: ${score} of ${total} on ${formatScoreDay(on)}`;
}

/** The attribute `markKeptScore` sets on the page's root when the device keeps the deck's score. */
export const KEPT_SCORE_MARK = 'data-kept-score';

/**
 * The inline script's body (src/components/KeptScoreMark.astro), run before the first paint as
 * `(markKeptScore)(document, key, deck)`: marks the page when the device keeps a score for the deck,
 * so that the room of the line the island then writes is there from the start and nothing moves.
 * Its text is written into the page, so it uses nothing from outside its parameters.
 */
export function markKeptScore(doc: Document, key: string, deck: string): void {
  try {
    const kept = JSON.parse(globalThis.localStorage?.getItem(key) ?? 'null') as Record<string, unknown> | null;
    if (kept !== null && typeof kept === 'object' && deck in kept) doc.documentElement.setAttribute('data-kept-score', '');
  } catch {
    // No storage, or not JSON: nothing is kept, nothing to mark.
  }
}

/**
 * Keeps a deck's score as its last one, replacing the one before, and says whether the device kept
 * it (false without storage: the store has it for this visit). The device's copy is read afresh
 * first, so what another tab saved or cleared meanwhile is kept as it is.
 */
export function saveQuizScore(
  moduleId: number,
  { score, total }: { score: number; total: number },
  now: Date = new Date(),
  storage: ScoreStorage | null = deviceStorage(),
): boolean {
  const scores = { ...current(storage), [String(moduleId)]: { score, total, on: localDay(now) } };
  $quizScores.set(scores);
  return write(storage, scores);
}

/** Forgets a deck's last score, on the device and in the store. */
export function clearQuizScore(moduleId: number, storage: ScoreStorage | null = deviceStorage()): void {
  const { [String(moduleId)]: _cleared, ...others } = current(storage);
  write(storage, others);
  $quizScores.set(others);
}
