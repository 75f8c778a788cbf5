import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSearchIndex } from './build-index.ts';
import { readIndexedRecords } from './inspect.ts';

const dirs: string[] = [];
function site(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'search-index-'));
  dirs.push(dir);
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), body);
  }
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

// A deck page as DeckViewer.astro marks it: each slide's article indexed, the page's metadata in
// hidden, unindexed elements, a heading inside a slide that belongs to the slide.
const deck = `<html lang="en"><body><header>Dashboard Modules</header><main>
<span id="slide-1" hidden></span>
<article data-pagefind-body data-pagefind-filter="kind:slide">
<span hidden data-pagefind-ignore data-pagefind-meta="title">Deck, one</span><span hidden data-pagefind-ignore data-pagefind-meta="section">Deck, one</span><span hidden data-pagefind-ignore data-pagefind-meta="part">Slide</span><span hidden data-pagefind-ignore data-pagefind-meta="anchor">slide-{n}</span>
<h2 id="slide-premium-tax-credit">Premium Tax Credit</h2><p>Income from 100% to 400% <sup class="fact-cite"><a href="https://x.gov">source<span>: 26 USC 36B</span></a></sup></p>
<h3 id="how-much">How much</h3><p>Benchmark silver plan.</p></article>
<span id="slide-2" hidden></span>
<article data-pagefind-body data-pagefind-filter="kind:slide"><h2 id="slide-form">Form 1095-A</h2><p>The client reconciles on Form 8962.</p></article>
</main><footer>Footer words</footer></body></html>`;

describe('buildSearchIndex', () => {
  it('indexes the marked parts of the pages and each content record, and nothing else', async () => {
    const dist = site({
      'modules/13/index.html': deck,
      '404.html': deck.replaceAll('data-pagefind-body', 'data-x'),
      'index.html': '<html lang="en"><body><h1>Welcome</h1></body></html>',
    });
    const stats = await buildSearchIndex(dist, [
      { url: '/#faq-1', title: 'Who qualifies?', section: 'Home · FAQ', text: 'People with income < 400%.', kind: 'faq' },
    ]);
    expect(stats).toMatchObject({ pagesRead: 3, contentRecords: 1 });
    const records = await readIndexedRecords(dist);
    expect(records.map((r) => [r.url, r.title, r.section])).toEqual([
      ['/#faq-1', 'Who qualifies?', 'Home · FAQ'],
      ['/modules/13#slide-1', 'Premium Tax Credit', 'Deck, one · Slide 1 of 2'],
      ['/modules/13#slide-2', 'Form 1095-A', 'Deck, one · Slide 2 of 2'],
    ]);
    const slide1 = records[1]!.content;
    expect(slide1).toContain('Income from 100% to 400%');
    expect(slide1).toContain('Benchmark silver plan');
    for (const left of ['Dashboard', 'Footer', '8962', 'source', '36B', 'Deck']) expect(slide1).not.toContain(left);
    expect(records[2]!.content).toContain('8962');
    expect(records[0]!.content).toBe('People with income < 400%.');
    expect((await readIndexedRecords(dist, 'slide')).map((r) => r.url)).toEqual(['/modules/13#slide-1', '/modules/13#slide-2']);
  });

  it('writes Pagefind’s bundle with writeFiles', async () => {
    const dist = site({ 'modules/13/index.html': deck });
    const stats = await buildSearchIndex(dist, []);
    const files = readdirSync(join(dist, 'pagefind'));
    expect(files).toEqual(expect.arrayContaining(['pagefind.js', 'index', 'fragment']));
    expect(stats.files).toBeGreaterThan(files.length - 1);
  });
});
