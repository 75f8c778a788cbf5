import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSearchIndex, collectPageDocuments, FIRST_QUERY_CHUNK_BYTES, firstQueryFiles } from './build-index.ts';
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

const deck = `<html lang="en"><body><header>Dashboard Modules</header><main>
<div data-slide="0" data-search-record="slide-1" data-search-title="Premium Tax Credit" data-search-section="Deck · Slide 1 of 2" data-search-kind="slide"><p>Income from 100% to 400% <sup class="fact-cite"><a href="https://x.gov">source<span>: 26 USC 36B</span></a></sup></p></div>
<div data-slide="1" hidden data-search-record="slide-2" data-search-title="Form 1095-A" data-search-section="Deck · Slide 2 of 2" data-search-kind="slide"><p>The client reconciles on Form 8962.</p></div>
</main><footer>Footer words</footer></body></html>`;

describe('buildSearchIndex', () => {
  it('indexes each marked element and each content record, and nothing else of the page', async () => {
    const dist = site({
      'modules/13/index.html': deck,
      '404.html': deck.replaceAll('data-search-record', 'data-x'),
      'index.html': '<html lang="en"><body><h1>Welcome</h1></body></html>',
    });
    const stats = await buildSearchIndex(dist, [
      { url: '/#faq-1', title: 'Who qualifies?', section: 'Home · FAQ', text: 'People with income < 400%.', kind: 'faq' },
    ]);
    expect(stats).toMatchObject({ pageRecords: 2, contentRecords: 1, pages: 1 });
    const records = await readIndexedRecords(dist);
    expect(records.map((r) => [r.url, r.title, r.section])).toEqual([
      ['/#faq-1', 'Who qualifies?', 'Home · FAQ'],
      ['/modules/13#slide-1', 'Premium Tax Credit', 'Deck · Slide 1 of 2'],
      ['/modules/13#slide-2', 'Form 1095-A', 'Deck · Slide 2 of 2'],
    ]);
    const slide1 = records[1]!.content;
    expect(slide1).toContain('Income from 100% to 400%');
    for (const left of ['Dashboard', 'Footer', '8962', 'source', '36B', 'Deck']) expect(slide1).not.toContain(left);
    expect(records[2]!.content).toContain('8962');
    expect((await readIndexedRecords(dist, 'slide')).map((r) => r.url)).toEqual(['/modules/13#slide-1', '/modules/13#slide-2']);
  });

  it('writes the engine and the index but not Pagefind’s own UIs nor its worker', async () => {
    const dist = site({ 'modules/13/index.html': deck });
    await buildSearchIndex(dist, []);
    const files = readdirSync(join(dist, 'pagefind'));
    expect(files).toEqual(expect.arrayContaining(['pagefind.js', 'wasm.en.pagefind', 'pagefind-entry.json', 'index', 'fragment']));
    expect(files.filter((f) => /ui|highlight|playground|worker/.test(f))).toEqual([]);
    // The list of what a first query needs names files that exist.
    const list = JSON.parse(readFileSync(join(dist, 'pagefind', 'first-query.json'), 'utf8')) as { meta: string[]; chunks: string[] };
    expect(list.meta).toHaveLength(1);
    expect(list.chunks.length).toBeGreaterThan(0);
    for (const file of [...list.meta, ...list.chunks]) expect(existsSync(join(dist, 'pagefind', file))).toBe(true);
  });

  it('lists the word chunks for a first query only while they are small together', () => {
    const meta = { path: 'pagefind.en_1.pf_meta', bytes: 900 };
    const chunk = (n: number, bytes: number) => ({ path: `index/en_${n}.pf_index`, bytes });
    const other = [{ path: 'fragment/en_1.pf_fragment', bytes: 10 }, { path: 'wasm.en.pagefind', bytes: 70_000 }, meta];
    expect(firstQueryFiles([...other, chunk(1, 20_000), chunk(2, 20_000)])).toEqual({
      meta: ['pagefind.en_1.pf_meta'],
      chunks: ['index/en_1.pf_index', 'index/en_2.pf_index'],
    });
    expect(firstQueryFiles([...other, chunk(1, FIRST_QUERY_CHUNK_BYTES), chunk(2, 1)]).chunks).toEqual([]);
  });

  it('fails the build when no page marks a record, or two records share a URL', async () => {
    await expect(buildSearchIndex(site({ 'index.html': '<p>x</p>' }), [])).rejects.toThrow(/no page .* marks a record/);
    const dist = site({ 'modules/13/index.html': deck });
    await expect(
      buildSearchIndex(dist, [{ url: '/modules/13#slide-2', title: 't', section: 's', text: 'x', kind: 'page' }]),
    ).rejects.toThrow(/two records link to \/modules\/13#slide-2/);
  });

  it('skips the not-found page and an earlier index', () => {
    const dist = site({ '404.html': deck, 'pagefind/x.html': deck, 'a/index.html': deck });
    expect(collectPageDocuments(dist).documents.map((d) => d.url)).toEqual(['/a#slide-1', '/a#slide-2']);
  });
});
