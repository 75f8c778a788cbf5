import { describe, expect, it } from 'vitest';
import { conceptsAnswered, excerptSegments, highlight, tokenForms } from './excerpt.ts';
import { markTerms, parseQuery } from './query.ts';

const text = (segments: { text: string; mark: boolean }[]) => segments.map((s) => (s.mark ? `[${s.text}]` : s.text)).join('');

describe('highlight', () => {
  it('marks whole words that answer a term, not their punctuation', () => {
    expect(text(highlight('The out-of-pocket maximum, in 2027.', ['outofpocket', 'max', '2027']))).toBe(
      'The [out-of-pocket] [maximum], in [2027].',
    );
  });

  it('marks a hyphenated word by one of its parts', () => {
    expect(text(highlight('Form 1095-A and re-authenticate', ['authenticate']))).toBe('Form 1095-A and [re-authenticate]');
    expect(tokenForms('out-of-pocket,')).toEqual(['outofpocket', 'out', 'of', 'pocket']);
  });

  it('never marks a fragment the index matched loosely', () => {
    expect(text(highlight('(D. Md.) ruled', ['daca']))).toBe('(D. Md.) ruled');
  });
});

describe('excerptSegments', () => {
  it('reads Pagefind’s excerpt: entities decoded, its marks kept where they answer the query', () => {
    const terms = markTerms(parseQuery('consent DACA'));
    expect(text(excerptSegments('Agent &amp; broker <mark>(consent,</mark> records) &lt;b&gt; (<mark>D.</mark> Md.)', terms))).toBe(
      'Agent & broker ([consent], records) <b> (D. Md.)',
    );
  });

  it('marks nothing of a word Pagefind did not mark', () => {
    expect(text(excerptSegments('consent <mark>consented</mark>', ['consent']))).toBe('consent [consented]');
  });
});

describe('conceptsAnswered', () => {
  it('counts the concepts found in the title, section or text', () => {
    const concepts = parseQuery('OOP max 2027');
    expect(conceptsAnswered(['Metal levels and out-of-pocket limits', 'ACA Slide Deck', 'The maximum for 2026'], concepts)).toBe(2);
    expect(conceptsAnswered(['Rule', '(D. Md.)', 'stayed'], parseQuery('DACA'))).toBe(0);
  });
});
