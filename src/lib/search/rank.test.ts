import { describe, expect, it } from 'vitest';
import { compareRanking, type Ranking } from './rank.ts';

const result = (name: string, over: Partial<Ranking>): Ranking & { name: string } => ({
  name,
  answered: 2,
  phrase: 0,
  kind: 'slide',
  score: 1,
  order: 0,
  ...over,
});
const order = (results: (Ranking & { name: string })[]) => [...results].sort(compareRanking).map((r) => r.name);

describe('compareRanking', () => {
  it('puts what answers more of the query first, whatever Pagefind scored', () => {
    expect(order([result('one word', { answered: 1, score: 9 }), result('both', { answered: 2, score: 1 })])).toEqual(['both', 'one word']);
  });

  it('puts the query as written in a heading before it in the text, and before its words apart', () => {
    expect(
      order([
        result('apart', { phrase: 0, score: 5 }),
        result('in the text', { phrase: 1, score: 4, kind: 'faq' }),
        result('passage heading', { phrase: 2, score: 1 }),
      ]),
    ).toEqual(['passage heading', 'in the text', 'apart']);
  });

  it('puts a slide or an FAQ before a resource or an official link that answers as much', () => {
    expect(
      order([
        result('official page', { kind: 'link', phrase: 2, score: 9 }),
        result('library', { kind: 'resource', phrase: 2, score: 8 }),
        result('faq', { kind: 'faq', phrase: 2, score: 2 }),
        result('slide', { kind: 'slide', phrase: 2, score: 1 }),
      ]),
    ).toEqual(['faq', 'slide', 'official page', 'library']);
  });

  it('falls back to Pagefind’s score, then to the page’s order', () => {
    expect(order([result('later', { order: 40 }), result('higher', { score: 2, order: 90 }), result('earlier', { order: 3 })])).toEqual([
      'higher',
      'earlier',
      'later',
    ]);
  });
});
