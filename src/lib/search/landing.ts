/**
 * Landing on a result (docs/search.md, "Landing on the passage"): a result for a page's text links
 * to its passage with the query in the address (`?highlight=…`), and the page marks the query's
 * words in its indexed text with the same matching as the result's excerpt (query.ts, excerpt.ts).
 */
import { highlight } from './excerpt.ts';
import { markTerms, normalizeQuery, parseQuery } from './query.ts';

/** The address parameter that carries the query to the page a result opens. */
export const HIGHLIGHT_PARAM = 'highlight';

/** '/hub/modules/17#what-the-court-stayed' + 'court stay' -> '/hub/modules/17?highlight=court+stay#what-the-court-stayed'. */
export function withHighlight(href: string, query: string): string {
  const q = normalizeQuery(query);
  if (q === '') return href;
  const [path = '', hash] = href.split('#', 2);
  const [pathname = '', search = ''] = path.split('?', 2);
  const params = new URLSearchParams(search);
  params.set(HIGHLIGHT_PARAM, q);
  return `${pathname}?${params}${hash === undefined ? '' : `#${hash}`}`;
}

/** The normalized words to mark for an address's `?highlight=`; none without it. */
export function highlightTerms(search: string): string[] {
  const query = new URLSearchParams(search).get(HIGHLIGHT_PARAM) ?? '';
  return markTerms(parseQuery(query));
}

/** Marks made here, so a later landing on the same page can take them away first. */
const MARK = 'data-search-mark';

/**
 * Marks the words of `terms` in the page's indexed text (`[data-pagefind-body]`), leaving out what
 * the index leaves out (`[data-pagefind-ignore]`, a fact's citation). Returns how many it marked.
 */
export function markSearchedWords(doc: Document, terms: readonly string[]): number {
  for (const mark of doc.querySelectorAll(`mark[${MARK}]`)) mark.replaceWith(...mark.childNodes);
  for (const root of doc.querySelectorAll('[data-pagefind-body]')) root.normalize();
  if (terms.length === 0) return 0;
  let count = 0;
  for (const root of doc.querySelectorAll('[data-pagefind-body]')) {
    const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) =>
        node.parentElement?.closest('[data-pagefind-ignore], .fact-cite, script, style, mark')
          ? NodeFilter.FILTER_REJECT
          : NodeFilter.FILTER_ACCEPT,
    });
    const texts: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
    for (const text of texts) {
      const segments = highlight(text.data, terms);
      if (!segments.some((s) => s.mark)) continue;
      text.replaceWith(
        ...segments.map((s) => {
          if (!s.mark) return s.text;
          count += 1;
          const mark = doc.createElement('mark');
          mark.setAttribute(MARK, '');
          mark.textContent = s.text;
          return mark;
        }),
      );
    }
  }
  return count;
}
