// A module's duration in minutes, computed at build time from its content (docs/content.md,
// "Durations"): the time to read its slides plus the time to take its knowledge check. Nobody
// types a duration, so it cannot promise twenty minutes for five minutes of reading.

/**
 * Reading speed for dense regulatory material. Adults read general non-fiction at about 240
 * words a minute; rules with figures and citations read slower, and agents re-read them.
 */
export const WORDS_PER_MINUTE = 180;

/** Time to weigh a scenario's answers and choose, on top of reading them. */
export const SECONDS_TO_ANSWER = 30;

/** Words in a piece of plain text (numbers and figures count as words). */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

export interface DurationInput {
  /** Words of the slides, titles and quoted facts included. */
  slideWords: number;
  /** Words of the knowledge check: scenarios, questions, answers and their explanations. */
  quizWords: number;
  /** Questions in the knowledge check. */
  questions: number;
}

/** A module is a sitting: its slides and knowledge check take at most this long. */
export const MAX_MODULE_MINUTES = 30;

/** Whole minutes, rounded up, never less than one. */
export function moduleMinutes({ slideWords, quizWords, questions }: DurationInput): number {
  const minutes = (slideWords + quizWords) / WORDS_PER_MINUTE + (questions * SECONDS_TO_ANSWER) / 60;
  return Math.max(1, Math.ceil(minutes));
}
