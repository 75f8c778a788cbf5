import { describe, expect, it } from 'vitest';
import { bodyText, conceptsAnswered, excerpt, highlight, tokenForms } from './excerpt.ts';
import { parseQuery } from './query.ts';

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

describe('excerpt', () => {
  const words = (n: number, word = 'filler') => Array.from({ length: n }, () => word).join(' ');

  it('shows the stretch with the most concepts, cut with ellipses, the match a few words in', () => {
    const body = `${words(40)} the 1095-A form ${words(10)} reconcile on Form 8962 ${words(40)}`;
    const result = text(excerpt(body, parseQuery('1095-A 8962'), 20));
    expect(result.startsWith('… ')).toBe(true);
    expect(result.endsWith(' …')).toBe(true);
    expect(result).toContain('[1095-A]');
    expect(result).toContain('[8962]');
    expect(result.indexOf('[1095-A]')).toBeGreaterThan(10);
  });

  it('starts at the beginning when nothing matches (a match in the title or section only)', () => {
    expect(text(excerpt('one two three', parseQuery('zebra')))).toBe('one two three');
  });

  it('drops the title the index stored at the start of the text', () => {
    expect(bodyText('Log-in and Re-authentication. Your own credentials only.', 'Log-in and Re-authentication')).toBe(
      'Your own credentials only.',
    );
    expect(bodyText('Other text', 'Title')).toBe('Other text');
    expect(bodyText('Metal Levels. Metal Levels. A metal level…', 'Metal Levels')).toBe('A metal level…');
  });
});

describe('conceptsAnswered', () => {
  it('counts the concepts found in the title, section or text', () => {
    const concepts = parseQuery('OOP max 2027');
    expect(conceptsAnswered(['Metal levels and out-of-pocket limits', 'ACA Slide Deck', 'The maximum for 2026'], concepts)).toBe(2);
    expect(conceptsAnswered(['Rule', '(D. Md.)', 'stayed'], parseQuery('DACA'))).toBe(0);
  });
});
