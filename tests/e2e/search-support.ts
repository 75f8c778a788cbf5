/**
 * Queries for the search tests, taken from what a build indexed (read through Pagefind's API,
 * inspect.ts), so they hold whatever the slides say.
 */
import type { IndexedRecord } from '#lib/search/inspect.ts';
import { normalizeWord, wordMatches } from '#lib/search/query.ts';

const words = (text: string) =>
  text
    .split(/\s+/)
    .flatMap((w) => [normalizeWord(w), ...w.split(/[-/]/).map(normalizeWord)])
    .filter((w) => w !== '');

/**
 * A word of one record's text (a slide's by default) that no other record, and not its own title
 * or section, contains.
 */
export function slideOnlyWord(records: readonly IndexedRecord[], kind = /#slide-\d+$/): { record: IndexedRecord; word: string } {
  const all = records.map((r) => new Set(words(`${r.content} ${r.title} ${r.section}`)));
  for (const [i, record] of records.entries()) {
    if (!kind.test(record.url)) continue;
    const own = new Set(words(`${record.title} ${record.section}`));
    const candidates = [...new Set(words(record.content))].filter((w) => /^[a-z]{7,}$/.test(w) && !own.has(w)).sort();
    for (const word of candidates) {
      const elsewhere = all.some((set, j) => j !== i && [...set].some((other) => wordMatches(other, word)));
      const inTitle = [...own].some((other) => wordMatches(other, word));
      if (!elsewhere && !inTitle) return { record, word };
    }
  }
  throw new Error(`no record of this build matching ${kind} has a word of its own in its search index`);
}

/**
 * A word of a knowledge check's answers or explanations that no record of the index has, not even
 * by a shared stem: a search for it can reach a quiz only if they were indexed. `texts` are the
 * answers' and explanations' texts as written, {{fact}} quotes and all.
 */
export function unindexedWord(records: readonly IndexedRecord[], texts: readonly string[]): string {
  const indexed = new Set(records.flatMap((r) => words(`${r.content} ${r.title} ${r.section}`)));
  const candidates = [...new Set(texts.flatMap((t) => words(t.replace(/\{\{[^}]*\}\}/g, ' '))))]
    .filter((w) => /^[a-z]{7,}$/.test(w))
    .sort();
  const word = candidates.find((w) => ![...indexed].some((other) => wordMatches(other, w) || wordMatches(w, other)));
  if (!word) throw new Error('every word of these knowledge-check texts is also in the index');
  return word;
}
