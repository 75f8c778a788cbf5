/**
 * DOM for search results, built from segments and text only (no HTML strings), shared by the
 * header's results panel and the /search page.
 */

import type { Hit, ResultList } from './engine.ts';
import type { Segment } from './excerpt.ts';

export type SearchView = 'popup' | 'page';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** What the status region says (and screen readers announce) for a result list. */
export function statusText(results: ResultList, shown: number): string {
  const q = `“${results.query}”`;
  const total = results.hits.length + results.remaining;
  if (total === 0) return `No results for ${q}. Try other words, or browse the FAQ page.`;
  const more = shown < total ? ` Showing the first ${shown}.` : '';
  if (!results.complete) return `No result has every word of ${q}; ${plural(total, 'result')} match some of them.${more}`;
  return `${plural(total, 'result')} for ${q}.${more}`;
}

function element<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, className = '', text?: string): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

export function appendSegments(parent: HTMLElement, segments: readonly Segment[]): void {
  const doc = parent.ownerDocument;
  for (const segment of segments) {
    if (!segment.mark) parent.append(doc.createTextNode(segment.text));
    else parent.append(element(doc, 'mark', 'rounded-sm bg-yellow-200 px-0.5 text-inherit', segment.text));
  }
}

function hitItem(doc: Document, hit: Hit): HTMLLIElement {
  const item = element(doc, 'li', 'relative rounded-lg p-3 hover:bg-slate-50');
  const section = element(doc, 'p', 'text-xs font-semibold tracking-wide text-blue-800 uppercase');
  appendSegments(section, hit.section);
  const link = element(
    doc,
    'a',
    'mt-0.5 block font-semibold text-slate-900 underline-offset-2 hover:underline after:absolute after:inset-0',
  );
  link.href = hit.href;
  link.dataset['searchHit'] = '';
  appendSegments(link, hit.title);
  if (hit.external) {
    link.target = '_blank';
    link.rel = 'noopener noreferrer';
    const arrow = element(doc, 'span', '', ' ↗');
    arrow.setAttribute('aria-hidden', 'true');
    link.append(arrow, element(doc, 'span', 'sr-only', ' (opens in a new tab)'));
  }
  const excerpt = element(doc, 'p', 'mt-1 text-sm text-slate-700');
  appendSegments(excerpt, hit.excerpt);
  item.append(section, link, excerpt);
  return item;
}

export interface RenderOptions {
  view: SearchView;
  /** The site's /faq and /search pages (with its base). */
  faqHref: string;
  searchHref: string;
  /** How many hits to show. */
  shown: number;
}

/** Fills `container` with the results list, the no-result advice, and the way to more results. */
export function renderResults(container: HTMLElement, results: ResultList, { view, faqHref, searchHref, shown }: RenderOptions): void {
  const doc = container.ownerDocument;
  container.replaceChildren();
  const total = results.hits.length + results.remaining;
  if (view === 'popup') container.append(element(doc, 'p', 'px-3 pt-2 pb-1 text-sm text-slate-700', statusText(results, shown)));
  if (total === 0) {
    const advice = element(doc, 'p', 'px-3 pb-3 text-sm text-slate-700', 'Questions agents ask most are answered on the ');
    const faq = element(doc, 'a', 'font-medium text-blue-800 underline', 'FAQ page');
    faq.href = faqHref;
    advice.append(faq, doc.createTextNode('.'));
    container.append(advice);
    return;
  }
  const list = element(doc, 'ol', view === 'popup' ? 'flex flex-col' : 'mt-2 flex flex-col gap-2');
  list.setAttribute('aria-label', 'Search results');
  for (const hit of results.hits.slice(0, shown)) list.append(hitItem(doc, hit));
  container.append(list);
  if (view === 'popup' && total > shown) {
    const all = element(
      doc,
      'a',
      'm-1 block rounded-lg px-3 py-2 text-sm font-semibold text-blue-800 hover:bg-blue-50',
      `See all ${total} results`,
    );
    all.href = `${searchHref}?q=${encodeURIComponent(results.query)}`;
    container.append(all);
  }
}
