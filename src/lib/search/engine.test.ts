import { describe, expect, it } from 'vitest';
import { type ResultList, runSearch } from './engine.ts';
import type { Pagefind, PagefindData, SearchOptions } from './pagefind.ts';
import type { RecordKind } from './parts.ts';

interface Doc extends PagefindData {
  /** The words the fake index answers for (its matching is not under test). */
  words: string[];
}
/** `excerpt`: what Pagefind would return, its matched words in <mark> (the same for every query here). */
const doc = (url: string, title: string, section: string, excerpt: string, words: string[], kind: RecordKind = 'faq'): Doc => ({
  url: url.startsWith('/') ? `/hub${url}` : url,
  excerpt,
  meta: { title, section },
  filters: { kind: [kind] },
  words,
});

const kindMatches = (d: Doc, options?: SearchOptions) => {
  const wanted = options?.filters?.kind;
  const kind = d.filters?.['kind']?.[0];
  if (wanted === undefined) return true;
  return typeof wanted === 'string' ? kind === wanted : kind !== wanted.not;
};

/** An index that answers a query with every document whose words include each word of it, of the kind asked for. */
function fakeIndex(docs: Doc[]): Pagefind & { queries: string[]; preloaded: string[] } {
  const queries: string[] = [];
  const preloaded: string[] = [];
  return {
    queries,
    preloaded,
    async preload(query) {
      preloaded.push(query);
    },
    async debouncedSearch(query, options) {
      return this.search(query, options);
    },
    async search(query, options) {
      if (options?.filters?.kind !== 'question') queries.push(query);
      const terms = query.toLowerCase().split(/\s+/);
      return {
        results: docs
          .map((d, i) => ({ d, i }))
          .filter(({ d }) => terms.every((t) => d.words.includes(t)) && kindMatches(d, options))
          .map(({ d, i }) => ({ id: String(i), score: 10 - i, data: async () => d })),
      };
    },
  };
}

/** A search no newer one superseded. */
async function settled(...args: Parameters<typeof runSearch>): Promise<ResultList> {
  const results = await runSearch(...args);
  if (!results) throw new Error('superseded');
  return results;
}

const docs = [
  doc('/#faq-4', 'What is the out-of-pocket maximum?', 'Home · FAQ', '$10,600 in 2026.', ['out-of-pocket', 'max', '2026']),
  doc(
    '/modules/13#slide-2',
    'Metal Levels',
    'Deck · Slide 2 of 5',
    'The <mark>out-of-pocket</mark> <mark>maximum</mark> for <mark>2027</mark> is higher.',
    ['out-of-pocket', 'max', '2027'],
    'page',
  ),
  doc('/modules/17#slide-1', 'The Rule', 'Deck · Slide 1 of 5', 'City of Columbus v. Kennedy (<mark>D.</mark> Md.)', ['daca'], 'page'),
  doc(
    'https://www.healthcare.gov/sep/',
    'Special Enrollment Period',
    'Official FAQ',
    'Life events.',
    ['special enrollment', 'special', 'enrollment'],
    'link',
  ),
];

describe('runSearch', () => {
  it('searches each word and its spelling-out, and ranks results answering more of them first', async () => {
    const index = fakeIndex(docs);
    const results = await settled(index, 'OOP max 2027');
    expect(index.queries.sort()).toEqual(['2027', 'max', 'oop', 'out-of-pocket', 'out-of-pocket max 2027'].sort());
    expect(results.hits.map((h) => h.href)).toEqual(['/hub/modules/13?highlight=OOP+max+2027#slide-2', '/hub/#faq-4']);
    expect(results.hits.map((h) => h.answered)).toEqual([3, 2]);
    expect(results.complete).toBe(true);
    const marked = results.hits[0]!.excerpt.filter((s) => s.mark).map((s) => s.text);
    expect(marked).toEqual(['out-of-pocket', 'maximum', '2027']);
  });

  it('ranks the query as written above its words apart, in the title first', async () => {
    const index = fakeIndex([
      doc('/r/1', 'Agent and broker standards', 'Library', '<mark>consent</mark> and <mark>records</mark>', ['agent', 'record']),
      doc('/#faq-2', 'How do I switch clients?', 'FAQ', 'Become the <mark>agent</mark> of <mark>record</mark> on a call.', [
        'agent',
        'record',
      ]),
      doc('/r/3', 'Changing the agent of record', 'Library', 'A three-way call.', ['agent', 'record']),
    ]);
    expect((await settled(index, 'agent of record')).hits.map((h) => [h.href, h.phrase])).toEqual([
      ['/hub/r/3', 2],
      ['/hub/#faq-2', 1],
      ['/hub/r/1', 0],
    ]);
  });

  it('says when no result answers every word', async () => {
    const results = await settled(fakeIndex(docs), 'OOP 2028');
    expect(results.complete).toBe(false);
    expect(results.hits).toHaveLength(2);
  });

  it('drops what the index matched loosely and the result does not answer', async () => {
    const results = await settled(fakeIndex(docs), 'DACA');
    expect(results.hits).toEqual([]);
    expect(results.remaining).toBe(0);
  });

  it('highlights the title and section, keeps external links as they are', async () => {
    const [hit] = (await settled(fakeIndex(docs), 'SEP')).hits;
    expect(hit).toMatchObject({ href: 'https://www.healthcare.gov/sep/', external: true });
    expect(hit!.title.filter((s) => s.mark).map((s) => s.text)).toEqual(['Special', 'Enrollment']);
  });

  it('loads the text of the first results only, and the rest on request, in order', async () => {
    const many = Array.from({ length: 30 }, (_, i) => doc(`/p/${i}`, `Page ${i}`, 'S', '<mark>consent</mark> record', ['consent']));
    const results = await settled(fakeIndex(many), 'consent', { firstLoad: 12 });
    expect(results.hits).toHaveLength(12);
    expect(results.remaining).toBe(18);
    const more = await results.loadMore(10);
    expect(more.hits.map((h) => h.href).slice(10, 14)).toEqual(['/hub/p/10', '/hub/p/11', '/hub/p/12', '/hub/p/13']);
    expect(more.remaining).toBe(8);
  });

  it('answers an empty query with nothing, without searching', async () => {
    const index = fakeIndex(docs);
    expect((await settled(index, '  ')).hits).toEqual([]);
    expect(index.queries).toEqual([]);
  });

  it('gives up a query that a newer one superseded during the pause, having asked for its chunks', async () => {
    const index = fakeIndex(docs);
    index.debouncedSearch = async () => null;
    expect(await runSearch(index, 'OOP max')).toBeNull();
    expect(index.queries).toEqual([]);
    expect(index.preloaded.length).toBeGreaterThan(0);
  });

  it('makes a hit of each slide of a deck the words are on, opened at the passage with the words to mark', async () => {
    const deck: Doc = {
      url: '/hub/modules/13/',
      excerpt: '',
      // The second slide's first heading's rules were stayed; the third slide's own text has a start to come.
      meta: { title: 'Deck', section: 'Deck', part: 'Slide', anchor: 'slide-{n}', status: '1.1=s 3.0=f20280101' },
      filters: { kind: ['slide', 'slide', 'slide'] },
      anchors: [
        { element: 'h2', id: 'slide-intro', text: 'Intro', location: 0 },
        { element: 'h3', id: 'how', text: 'How the grace works', location: 4 },
        { element: 'h2', id: 'slide-rules', text: 'Rules', location: 8 },
        { element: 'h2', id: 'slide-end', text: 'End', location: 12 },
      ],
      sub_results: [
        {
          title: 'How the grace works',
          url: '/hub/modules/13/#how',
          excerpt: 'the <mark>grace</mark> period',
          anchor: { element: 'h3', id: 'how', location: 4 },
        },
        {
          title: 'End',
          url: '/hub/modules/13/#slide-end',
          excerpt: 'a <mark>grace</mark> note',
          anchor: { element: 'h2', id: 'slide-end', location: 12 },
        },
      ],
      words: ['grace'],
    };
    const results = await settled(fakeIndex([deck]), 'grace', { today: '2026-12-07' });
    const text = (segments: { text: string }[]) => segments.map((s) => s.text).join('');
    expect(results.hits.map((h) => [h.href, text(h.title), text(h.passage), text(h.section), h.status])).toEqual([
      ['/hub/modules/13?highlight=grace#how', 'Intro', 'How the grace works', 'Deck · Slide 1 of 3', ['Stayed by a court']],
      ['/hub/modules/13?highlight=grace#slide-3', 'End', '', 'Deck · Slide 3 of 3', ['From January 1, 2028']],
    ]);
    // The query as written in the passage's heading counts as in the title.
    expect(results.hits[0]?.phrase).toBe(0);
    expect((await settled(fakeIndex([deck]), 'grace works')).hits[0]).toMatchObject({ phrase: 2 });
  });

  it('finds knowledge-check questions apart, read on request, never among the answers', async () => {
    const index = fakeIndex([
      doc(
        '/modules/17/quiz#q1-heading',
        'Which notice is live?',
        'Deck · Knowledge check · Question 1 of 7',
        'A <mark>mismatch</mark>',
        ['mismatch'],
        'question',
      ),
      doc('/#faq-13', 'What is a data-matching issue?', 'FAQ', 'A <mark>mismatch</mark> with data sources', ['mismatch']),
      doc(
        '/modules/16/quiz#q6-heading',
        'How long to resolve it?',
        'Deck · Knowledge check · Question 6 of 8',
        'the <mark>mismatch</mark>',
        ['mismatch'],
        'question',
      ),
    ]);
    const results = await settled(index, 'mismatch');
    expect(results.hits.map((h) => [h.href, h.kind])).toEqual([['/hub/#faq-13', 'faq']]);
    expect(results.questions).toEqual({ hits: [], remaining: 2 });
    const questions = (await results.loadQuestions(5)).questions;
    expect(questions.remaining).toBe(0);
    // A question opens at its heading on the quiz page, whose text is not marked.
    expect(questions.hits.map((h) => h.href)).toEqual(['/hub/modules/17/quiz#q1-heading', '/hub/modules/16/quiz#q6-heading']);
  });

  it('says the status of what an FAQ quotes, as of the day', async () => {
    const faq = {
      ...doc('/#faq-34', 'Can she keep the credit?', 'FAQ', '<mark>reconcile</mark>', ['reconcile']),
      meta: { title: 'Can she keep the credit?', section: 'FAQ', status: '0.0=u20271231,f20280101' },
    };
    expect((await settled(fakeIndex([faq]), 'reconcile', { today: '2026-12-07' })).hits[0]?.status).toEqual([
      'Until December 31, 2027',
      'From January 1, 2028',
    ]);
    expect((await settled(fakeIndex([faq]), 'reconcile', { today: '2028-02-01' })).hits[0]?.status).toEqual(['Ended December 31, 2027']);
  });
});
