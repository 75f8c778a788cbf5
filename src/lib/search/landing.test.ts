import { describe, expect, it } from 'vitest';
import { highlightTerms, withHighlight } from './landing.ts';

describe('the query in a result’s address', () => {
  it('goes before the hash, which still opens the passage', () => {
    expect(withHighlight('/hub/modules/17#what-the-court-stayed', ' court  stay ')).toBe(
      '/hub/modules/17?highlight=court+stay#what-the-court-stayed',
    );
    expect(withHighlight('/hub/modules/13#slide-2', 'OOP & 2027')).toBe('/hub/modules/13?highlight=OOP+%26+2027#slide-2');
    expect(withHighlight('/hub/search/?q=x', 'y')).toBe('/hub/search/?q=x&highlight=y');
    expect(withHighlight('/hub/page', '  ')).toBe('/hub/page');
  });

  it('gives back the words the result marked: shorthand spelt out, stop words dropped', () => {
    expect(highlightTerms('?highlight=OOP+max')).toEqual(['oop', 'outofpocket', 'max']);
    expect(highlightTerms('?highlight=can+a+client+keep+it')).toEqual(['client', 'keep']);
    expect(highlightTerms('?q=x')).toEqual([]);
  });
});
