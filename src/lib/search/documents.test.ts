import { describe, expect, it } from 'vitest';
import { contentDocument, pageDocuments, pageUrlOf, parseAttributes } from './documents.ts';
import { slideRecordAttributes } from './records.ts';
import { decodeEntities } from './text.ts';

const attrs = (a: Record<string, string>) =>
  Object.entries(a)
    .map(([k, v]) => `${k}="${v}"`)
    .join(' ');

describe('pageDocuments', () => {
  const slide = (i: number, title: string, body: string) =>
    `<div data-slide="${i}" ${i ? 'hidden ' : ''}${attrs(slideRecordAttributes('ACA Slide Deck', title, i, 2))}><p>${body}</p></div>`;
  const page = `<html><head><style>.x{}</style></head><body><header>Menu Dashboard</header><main>${slide(0, 'Metal Levels', 'Bronze &amp; silver')}${slide(1, 'Q&amp;A &quot;time&quot;', 'Form 1095-A')}</main></body></html>`;

  it('makes one document per marked element, linking to its anchor', () => {
    const documents = pageDocuments('/modules/13', page);
    expect(documents.map((d) => d.url)).toEqual(['/modules/13#slide-1', '/modules/13#slide-2']);
  });

  it('indexes only the marked element, with its title as a heading and its section as stored text', () => {
    const [first, second] = pageDocuments('/modules/13', page);
    expect(first!.html).not.toContain('Menu Dashboard');
    expect(first!.html).toContain('<div data-slide="0" data-search-record="slide-1"');
    expect(first!.html).toMatch(
      /data-search-kind="slide" data-pagefind-body><span data-pagefind-meta="section" data-pagefind-filter="kind:slide" data-pagefind-ignore>ACA Slide Deck · Slide 1 of 2<\/span><h1 data-pagefind-meta="title">Metal Levels<\/h1><p>Bronze &amp; silver/,
    );
    expect(second!.html).toContain('<h1 data-pagefind-meta="title">Q&amp;A &quot;time&quot;</h1><p>Form 1095-A');
  });

  it('links to the page itself for an empty anchor, and refuses a record without a title', () => {
    expect(pageDocuments('/faq', '<section data-search-record="" data-search-title="All cards">x</section>')[0]!.url).toBe('/faq');
    expect(() => pageDocuments('/x', '<div data-search-record="a">x</div>')).toThrow(/no data-search-title/);
  });

  it('ignores a page without records and the name inside another attribute', () => {
    expect(pageDocuments('/', '<p>nothing</p>')).toEqual([]);
    expect(pageDocuments('/', '<p title="see data-search-record">x</p>')).toEqual([]);
  });
});

describe('contentDocument', () => {
  it('escapes the content it wraps', () => {
    const doc = contentDocument({ url: '/#faq-1', title: 'A <b>', section: 'Home', text: 'income < 100% & more', kind: 'faq' });
    expect(doc.url).toBe('/#faq-1');
    expect(doc.html).toContain('data-pagefind-filter="kind:faq"');
    expect(doc.html).toContain('<h1 data-pagefind-meta="title">A &lt;b&gt;</h1><p>income &lt; 100% &amp; more</p>');
  });
});

describe('helpers', () => {
  it('maps built files to page URLs', () => {
    expect(pageUrlOf('index.html')).toBe('/');
    expect(pageUrlOf('modules/13/index.html')).toBe('/modules/13');
    expect(pageUrlOf('modules\\14\\index.html')).toBe('/modules/14');
    expect(pageUrlOf('about.html')).toBe('/about');
  });

  it('reads attributes and entities', () => {
    expect([...parseAttributes(` a="1 &amp; 2" b='x' c=y hidden`)]).toEqual([
      ['a', '1 & 2'],
      ['b', 'x'],
      ['c', 'y'],
      ['hidden', ''],
    ]);
    expect(decodeEntities('&lt;&#39;&#x41;&unknown;&#0;')).toBe("<'A&unknown;&#0;");
  });
});
