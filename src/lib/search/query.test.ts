import { describe, expect, it } from 'vitest';
import {
  answers,
  conceptQueries,
  containsPhrase,
  markTerms,
  normalizeQuery,
  normalizeWord,
  parseQuery,
  queryPhrase,
  wordMatches,
} from './query.ts';

describe('parseQuery', () => {
  it('keeps the meaningful words, lower-cased, once each', () => {
    expect(parseQuery('  Agent   of Record  ')).toEqual([{ term: 'agent' }, { term: 'record' }]);
    expect(parseQuery('DACA daca')).toEqual([{ term: 'daca' }]);
  });

  it('spells out the shorthand agents type', () => {
    expect(parseQuery('OOP max 2027')).toEqual([{ term: 'oop', expansion: 'out-of-pocket' }, { term: 'max' }, { term: '2027' }]);
    expect(parseQuery('SEP')).toEqual([{ term: 'sep', expansion: 'special enrollment' }]);
  });

  it('keeps stop words when the query has nothing else, and ignores bare punctuation', () => {
    expect(parseQuery('how to')).toEqual([{ term: 'how' }, { term: 'to' }]);
    expect(parseQuery(' - , ')).toEqual([]);
    expect(parseQuery('1095-A?')).toEqual([{ term: '1095-a' }]);
  });

  it('cuts a pasted paragraph', () => {
    expect(normalizeQuery('x'.repeat(500))).toHaveLength(120);
  });

  it('asks the index for a word and its spelling-out', () => {
    expect(conceptQueries({ term: 'oop', expansion: 'out-of-pocket' })).toEqual(['oop', 'out-of-pocket']);
  });
});

describe('wordMatches', () => {
  it.each([
    ['maximum', 'max'],
    ['reauthenticate', 'reauthenticate'],
    ['reconciles', 'reconciling'],
    ['application', 'applying'],
    ['enrollment', 'enrollments'],
    ['tax', 'taxes'],
    ['1095a', '1095a'],
  ])('%s answers %s', (word, term) => expect(wordMatches(word, term)).toBe(true));

  it.each([
    ['d', 'daca'],
    ['date', 'daca'],
    ['2026', '2027'],
    ['age', 'agents'],
    ['', 'x'],
  ])('%s does not answer %s', (word, term) => expect(wordMatches(word, term)).toBe(false));

  it('compares words without case, accents or punctuation', () => {
    expect(normalizeWord('Re-Authenticate,')).toBe('reauthenticate');
    expect(normalizeWord('Médicaid')).toBe('medicaid');
  });
});

describe('answers', () => {
  it('takes a concept as answered by the word or by every word of its spelling-out', () => {
    const oop = { term: 'oop', expansion: 'out-of-pocket' };
    expect(answers(['outofpocket', 'maximum'], oop)).toBe(true);
    expect(answers(['oop'], oop)).toBe(true);
    expect(answers(['pocket'], oop)).toBe(false);
    const sep = { term: 'sep', expansion: 'special enrollment' };
    expect(answers(['special', 'enrollment'], sep)).toBe(true);
    expect(answers(['special'], sep)).toBe(false);
  });

  it('marks the words and the spelled-out words, without stop words', () => {
    expect(markTerms(parseQuery('AOR'))).toEqual(['aor', 'agent', 'record']);
  });
});

describe('phrases', () => {
  it('keeps every word of the query in order, stop words included', () => {
    expect(queryPhrase('Agent of Record')).toBe('agent of record');
    expect(queryPhrase('DACA')).toBe('');
  });

  it('finds the phrase as whole words only', () => {
    expect(containsPhrase('How do I become the agent of record for a client?', 'agent of record')).toBe(true);
    expect(containsPhrase('CMS: changing the agent-of-record (three-way call)', 'agent of record')).toBe(true);
    expect(containsPhrase('agent and broker standards (consent, records)', 'agent of record')).toBe(false);
    expect(containsPhrase('the agent of recordings', 'agent of record')).toBe(false);
    expect(containsPhrase('Report income changes when they happen.', 'income changed')).toBe(true);
    expect(containsPhrase('Failure to reconcile in plan year 2027', 'failure to reconcile')).toBe(true);
    expect(containsPhrase('without filing and reconciling', 'filing and reconcile')).toBe(true);
    expect(containsPhrase('the income has changed', 'income changed')).toBe(false);
  });
});
