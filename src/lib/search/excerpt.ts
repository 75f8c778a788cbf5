/**
 * Excerpts and highlights for results, as plain segments (text, marked or not) that the UI turns
 * into text nodes and <mark> elements: no HTML from the index is ever inserted as markup. The
 * excerpt is Pagefind's; the title and section are marked here with the same matching.
 */
import { answers, type Concept, normalizeWord, wordMatches } from './query.ts';
import { decodeEntities } from './text.ts';

export interface Segment {
  text: string;
  mark: boolean;
}

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

/**
 * Pagefind's excerpt as segments. Its documented form is text with HTML entities encoded and the
 * words it matched in `<mark>` elements; of those, only the words that answer the query (`terms`)
 * stay marked, without their punctuation, so its looser matches ('D.' for 'DACA') are not shown
 * as hits.
 */
export function excerptSegments(excerpt: string, terms: readonly string[]): Segment[] {
  const segments: Segment[] = [];
  for (const [i, part] of excerpt.split(/<\/?mark>/).entries()) {
    const text = decodeEntities(part);
    const pieces = i % 2 === 1 ? highlight(text, terms) : [{ text, mark: false }];
    for (const piece of pieces) {
      const last = segments[segments.length - 1];
      if (piece.text === '') continue;
      if (last && last.mark === piece.mark) last.text += piece.text;
      else segments.push({ ...piece });
    }
  }
  return segments;
}

/**
 * How many of the query's concepts the title, section and matched words answer: 0 is junk from
 * the index's fuzzy matching (not shown); fewer than all ranks lower and is shown as a partial match.
 */
export function conceptsAnswered(parts: readonly string[], concepts: readonly Concept[]): number {
  const forms = parts.flatMap((part) => part.split(/\s+/).flatMap(tokenForms));
  return concepts.filter((concept) => answers(forms, concept)).length;
}
