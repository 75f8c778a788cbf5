/**
 * A checked knowledge check kept in its page's history entry (history.state), so that the result
 * and the review are there again after a slide link and the browser's Back (docs/behaviour.md,
 * "Knowledge check"). Only the answers chosen are kept, in this tab's history; nothing is stored.
 */

/** The key under which the entry's state holds the check, beside whatever else the page keeps there. */
export const CHECK_STATE_KEY = 'aca-training-hub:quiz-check';

interface KeptCheck {
  module: number;
  /** The answer chosen, by question id. */
  chosen: Record<string, number>;
}

type Question = { id: string; answers: readonly unknown[] };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The answers of the check kept in `state` for this deck's questions, or null: none kept, another
 * deck's, or one that no longer fits the questions (an answer missing or out of range).
 */
export function checkInState(state: unknown, moduleId: number, questions: readonly Question[]): Record<string, number> | null {
  const kept = isRecord(state) ? state[CHECK_STATE_KEY] : undefined;
  if (!isRecord(kept) || kept['module'] !== moduleId || !isRecord(kept['chosen'])) return null;
  const saved = kept['chosen'];
  const chosen: Record<string, number> = {};
  for (const q of questions) {
    const pick = saved[q.id];
    if (!Number.isInteger(pick) || (pick as number) < 0 || (pick as number) >= q.answers.length) return null;
    chosen[q.id] = pick as number;
  }
  return chosen;
}

/** The entry's state with this check kept in it (what else it holds is kept too). */
export function stateWithCheck(state: unknown, moduleId: number, chosen: Readonly<Record<string, number>>): Record<string, unknown> {
  const check: KeptCheck = { module: moduleId, chosen: { ...chosen } };
  return { ...(isRecord(state) ? state : {}), [CHECK_STATE_KEY]: check };
}

/** The entry's state without a kept check ('Try again'). */
export function stateWithoutCheck(state: unknown): unknown {
  if (!isRecord(state) || !(CHECK_STATE_KEY in state)) return state;
  const { [CHECK_STATE_KEY]: _dropped, ...rest } = state;
  return Object.keys(rest).length === 0 ? null : rest;
}
