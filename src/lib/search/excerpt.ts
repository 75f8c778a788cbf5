/**
 * Excerpts and highlights for results, as plain segments (text, marked or not) that the UI turns
 * into text nodes and <mark> elements: no HTML from the index is ever inserted as markup.
 */
import { answers, type Concept, markTerms, normalizeWord, wordMatches } from './query.ts';

export interface Segment {
  text: string;
  mark: boolean;
}

/** Words of the excerpt around the best match. */
export const EXCERPT_WORDS = 28;

/** A token's comparable forms: 'out-of-pocket,' -> ['outofpocket', 'out', 'of', 'pocket']. */
export function tokenForms(token: string): string[] {
  const whole = normalizeWord(token);
  const parts = token
    .split(/[-/–—]/)
    .map(normalizeWord)
    .filter((p) => p !== '' && p !== whole);
  return whole === '' ? parts : [whole, ...parts];
}

const isMarked = (token: string, terms: readonly string[]) =>
  tokenForms(token).some((form) => terms.some((term) => wordMatches(form, term)));

/** Every word of the text that answers one of the terms is marked (its punctuation is not). */
export function highlight(text: string, terms: readonly string[]): Segment[] {
  const segments: Segment[] = [];
  const push = (text: string, mark: boolean) => {
    if (text === '') return;
    const last = segments[segments.length - 1];
    if (last && last.mark === mark) last.text += text;
    else segments.push({ text, mark });
  };
  for (const piece of text.split(/(\s+)/)) {
    const parts = /^([^\p{L}\p{N}]*)([\s\S]*?)([^\p{L}\p{N}]*)$/u.exec(piece);
    const [, lead = '', core = '', tail = ''] = parts ?? [];
    if (core !== '' && isMarked(core, terms)) {
      push(lead, false);
      push(core, true);
      push(tail, false);
    } else push(piece, false);
  }
  return segments;
}

/** The concepts (by index) one word answers. */
function answered(token: string, concepts: readonly Concept[]): number[] {
  const forms = tokenForms(token);
  return concepts.flatMap((concept, i) => (answers(forms, concept) || answersPart(forms, concept) ? [i] : []));
}

/** A word answers a multi-word spelling-out when it matches one of its words. */
function answersPart(forms: readonly string[], concept: Concept): boolean {
  return markTerms([concept]).some((term) => forms.some((form) => wordMatches(form, term)));
}

/**
 * The result's text without the title the index stored at its start ('Title. Text…' -> 'Text…'),
 * twice when the record's own heading repeats it (a slide's).
 */
export function bodyText(content: string, title: string): string {
  let text = content.trim();
  for (let i = 0; i < 2 && title !== '' && text.startsWith(title); i += 1) text = text.slice(title.length).replace(/^[\s.:]+/, '');
  return text;
}

/**
 * About EXCERPT_WORDS words of the text around the stretch that answers the most concepts (then
 * the most words), with an ellipsis where text is cut, and the matching words marked.
 */
export function excerpt(text: string, concepts: readonly Concept[], size = EXCERPT_WORDS): Segment[] {
  const tokens = text.split(/\s+/).filter((t) => t !== '');
  if (tokens.length === 0) return [];
  const hits = tokens.map((token) => answered(token, concepts));
  // The window answering the most concepts, then holding the most matching words, then with its
  // first match about a quarter in, so the match reads with some words before it.
  const lead = Math.floor(size / 4);
  let start = 0;
  let bestScore = -Infinity;
  for (let from = 0; from < Math.max(1, tokens.length - size + 1); from += 1) {
    const window = hits.slice(from, from + size);
    const first = window.findIndex((h) => h.length > 0);
    const score =
      new Set(window.flat()).size * 1e6 + window.filter((h) => h.length > 0).length * 1e3 - (first === -1 ? 0 : Math.abs(first - lead));
    if (score > bestScore) {
      start = from;
      bestScore = score;
    }
  }
  const end = Math.min(tokens.length, start + size);
  const words = tokens.slice(start, end).join(' ');
  const segments = highlight(words, markTerms(concepts));
  if (start > 0) segments.unshift({ text: '… ', mark: false });
  if (end < tokens.length) segments.push({ text: ' …', mark: false });
  return segments;
}

/**
 * How many of the query's concepts the title, section and text answer: 0 is junk from the index's
 * fuzzy matching (not shown); fewer than all ranks lower and is shown as a partial match.
 */
export function conceptsAnswered(parts: readonly string[], concepts: readonly Concept[]): number {
  const forms = parts.flatMap((part) => part.split(/\s+/).flatMap(tokenForms));
  return concepts.filter((concept) => answers(forms, concept)).length;
}
