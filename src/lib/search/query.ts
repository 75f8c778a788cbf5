/**
 * What a query asks for, independent of the index: its concepts (one per meaningful word, with the
 * spelled-out form of the shorthand agents type), and how a word of a result answers one. The
 * same matching decides whether a result is relevant, builds its excerpt and highlights its title,
 * so what is marked is what matched.
 */

/** Agents' shorthand and the words the training spells out (searched besides the shorthand itself). */
export const GLOSSARY: Readonly<Record<string, string>> = {
  aor: 'agent of record',
  aptc: 'premium tax credit',
  cac: 'certified application counselor',
  csr: 'cost-sharing reductions',
  csrs: 'cost-sharing reductions',
  dmi: 'data-matching issue',
  ede: 'enhanced direct enrollment',
  ehb: 'essential health benefits',
  ffm: 'federally facilitated',
  fpl: 'poverty',
  hsa: 'health savings account',
  magi: 'modified adjusted gross income',
  mfa: 'multi-factor',
  moop: 'out-of-pocket maximum',
  nbpp: 'payment notice',
  npn: 'national producer number',
  oe: 'open enrollment',
  oep: 'open enrollment',
  oop: 'out-of-pocket',
  ptc: 'premium tax credit',
  qle: 'qualifying life event',
  sbe: 'state-based',
  sbm: 'state-based',
  sep: 'special enrollment',
  slcsp: 'benchmark',
};

/** Words that carry no topic; dropped unless the query has nothing else. */
const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i if in is it my of on or the to what when where which who why will with you your'.split(
    ' ',
  ),
);

/** The longest query read; anything longer is cut (a pasted paragraph is not a search). */
export const MAX_QUERY_LENGTH = 120;

export interface Concept {
  /** The word as typed, lower-cased ('oop', '1095-a'). */
  term: string;
  /** The glossary's spelling-out, when the word is shorthand ('out-of-pocket'). */
  expansion?: string;
}

export function normalizeQuery(raw: string): string {
  return raw.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH).trim();
}

/** 'Re-authenticate,' -> 'reauthenticate'; '1095-A' -> '1095a': how words are compared. */
export function normalizeWord(word: string): string {
  return word
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]/gu, '');
}

export function parseQuery(raw: string): Concept[] {
  const words = normalizeQuery(raw)
    .toLowerCase()
    .split(' ')
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((w) => normalizeWord(w) !== '');
  const meaningful = words.filter((w) => !STOP_WORDS.has(w));
  const chosen = meaningful.length > 0 ? meaningful : words;
  const seen = new Set<string>();
  return chosen.flatMap((term) => {
    const key = normalizeWord(term);
    if (seen.has(key)) return [];
    seen.add(key);
    const expansion = GLOSSARY[key];
    return [expansion === undefined ? { term } : { term, expansion }];
  });
}

function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  return i;
}

/**
 * Whether a result's word (normalized) answers a query word (normalized), close to the index's own
 * stemming: the word starts with it ('max' finds 'maximum'), both share a stem ('reconciling' finds
 * 'reconciles', 'applying' finds 'application'), or the query word is the word plus a short ending
 * ('taxes' finds 'tax'). A short fragment never answers a longer word: 'DACA' does not find 'D.',
 * which the index's fuzzy matching returns.
 */
export function wordMatches(word: string, term: string): boolean {
  if (word === '' || term === '') return false;
  if (word.startsWith(term)) return true;
  const shared = commonPrefix(word, term);
  if (shared >= 4 && shared >= Math.min(word.length, term.length) - 4) return true;
  return shared === word.length && word.length >= 3 && term.length - word.length <= 2;
}

/** The normalized words that must all appear for each way of answering a concept. */
export function conceptForms(concept: Concept): string[][] {
  const forms = [[normalizeWord(concept.term)]];
  if (concept.expansion)
    forms.push(
      concept.expansion
        .split(/\s+/)
        .map(normalizeWord)
        .filter((w) => !STOP_WORDS.has(w)),
    );
  return forms;
}

/** Whether the words of a text answer the concept (any of its forms, every word of that form). */
export function answers(words: readonly string[], concept: Concept): boolean {
  return conceptForms(concept).some((form) => form.every((term) => words.some((word) => wordMatches(word, term))));
}

/** Every normalized word that would be marked in a result: the query's words and expansions. */
export function markTerms(concepts: readonly Concept[]): string[] {
  return [...new Set(concepts.flatMap((c) => conceptForms(c).flat()))];
}

/** The searches to ask the index for a concept: the word and its spelling-out. */
export function conceptQueries(concept: Concept): string[] {
  return concept.expansion ? [concept.term, concept.expansion] : [concept.term];
}

/** The query's words in order, normalized ('Agent of Record' -> 'agent of record'); '' for one word. */
export function queryPhrase(raw: string): string {
  const words = normalizeQuery(raw)
    .split(' ')
    .map(normalizeWord)
    .filter((w) => w !== '');
  return words.length > 1 ? words.join(' ') : '';
}

/** The same word, or another ending of it: 'changes' for 'changed', 'reconciling' for 'reconcile', not 'recordings' for 'record'. */
function sameWord(word: string, term: string): boolean {
  if (word === term) return true;
  const shared = commonPrefix(word, term);
  return shared >= 4 && Math.abs(word.length - term.length) <= 2 && shared >= Math.min(word.length, term.length) - 2;
}

/**
 * Whether a text holds the phrase's words in that order, each a whole word or another ending of it
 * ('the agent of record for', 'report income changes' for 'income changed').
 */
export function containsPhrase(text: string, phrase: string): boolean {
  if (phrase === '') return false;
  const wanted = phrase.split(' ');
  const words = text
    .split(/[\s\-/–—]+/)
    .map(normalizeWord)
    .filter((w) => w !== '');
  return words.some((_, start) => wanted.every((term, i) => sameWord(words[start + i] ?? '', term)));
}
