import { describe, expect, it } from 'vitest';
import { pageParts, partAt, partHref, passageAt, topHeadings } from './parts.ts';

const anchors = [
  { element: 'span', id: 'x', text: '', location: 0 },
  { element: 'h2', id: 'slide-intro', text: 'Intro', location: 0 },
  { element: 'h3', id: 'how-much', text: 'How much', location: 5 },
  { element: 'h2', id: 'slide-rules', text: 'Rules ', location: 9 },
];

describe('parts', () => {
  it('takes the top level of headings only', () => {
    expect(topHeadings(anchors).map((a) => a.id)).toEqual(['slide-intro', 'slide-rules']);
    expect(topHeadings([])).toEqual([]);
  });

  it('links a heading without the page’s trailing slash, the site root as it is', () => {
    expect(partHref('/hub/modules/13/', 'a')).toBe('/hub/modules/13#a');
    expect(partHref('/', 'faq-1')).toBe('/#faq-1');
    expect(partHref('/hub/modules/13/', '')).toBe('/hub/modules/13/');
  });

  it('names parts by their headings, numbered and opened as the page’s metadata says', () => {
    const parts = pageParts({ url: '/m/13/', meta: { title: 'Deck', section: 'Deck', part: 'Slide', anchor: 'slide-{n}' }, anchors });
    expect(parts.map((p) => [p.href, p.title, p.section])).toEqual([
      ['/m/13/', 'Deck', 'Deck'],
      ['/m/13#slide-1', 'Intro', 'Deck · Slide 1 of 2'],
      ['/m/13#slide-2', 'Rules', 'Deck · Slide 2 of 2'],
    ]);
    // A word under the h3 belongs to the slide around it.
    expect(partAt(parts, 6).title).toBe('Intro');
    expect(partAt(parts, 9).title).toBe('Rules');
    expect(pageParts({ url: '/p/', meta: { title: 'T', section: 'S' }, anchors }).map((p) => p.href)).toEqual([
      '/p/',
      '/p#slide-intro',
      '/p#slide-rules',
    ]);
  });

  it('is the page alone without headings (a custom record)', () => {
    const parts = pageParts({ url: '/#faq-1', meta: { title: 'Q', section: 'FAQ' }, anchors: [] });
    expect(parts).toHaveLength(1);
    expect(partAt(parts, 3)).toMatchObject({ href: '/#faq-1', title: 'Q', section: 'FAQ' });
  });
});

describe('passages', () => {
  const deck = [
    { element: 'h2', id: 'slide-a', text: 'A', location: 0 },
    { element: 'h3', id: 'first', text: 'First ', location: 4 },
    { element: 'p', id: 'note', text: 'note', location: 6 },
    { element: 'h4', id: 'deeper', text: 'Deeper', location: 8 },
    { element: 'h2', id: 'slide-b', text: 'B', location: 12 },
    { element: 'h3', id: 'second', text: 'Second', location: 15 },
  ];
  const parts = pageParts({ url: '/m/17/', meta: { title: 'D', section: 'D', part: 'Slide', anchor: 'slide-{n}' }, anchors: deck });

  it('counts the headings inside each part from 1, in order, the part’s own text 0', () => {
    const [, a, b] = parts;
    expect(passageAt(deck, a!, 2)).toEqual({ index: 0, id: '', title: '' });
    expect(passageAt(deck, a!, 4)).toEqual({ index: 1, id: 'first', title: 'First' });
    expect(passageAt(deck, a!, 9)).toEqual({ index: 2, id: 'deeper', title: 'Deeper' });
    expect(passageAt(deck, b!, 15)).toEqual({ index: 1, id: 'second', title: 'Second' });
  });

  it('is the part’s own text on a page without headings', () => {
    const [page] = pageParts({ url: '/#faq-1', meta: { title: 'Q', section: 'FAQ' }, anchors: [] });
    expect(passageAt([], page!, 3)).toEqual({ index: 0, id: '', title: '' });
  });
});
