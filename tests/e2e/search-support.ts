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
