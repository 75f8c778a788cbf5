/**
 * DOM for search results, built from segments and text only (no HTML strings), shared by the
 * header's results panel and the /search page: the answers, then the knowledge-check questions in
 * one collapsed group (a native disclosure, <details>).
 */

import type { Hit, ResultList } from './engine.ts';
import type { Segment } from './excerpt.ts';

export type SearchView = 'popup' | 'page';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Answers found (read or not). */
const answerCount = (results: ResultList) => results.hits.length + results.remaining;
/** Knowledge-check questions found (read or not). */
export const questionCount = (results: ResultList) => results.questions.hits.length + results.questions.remaining;

/** What the status region says (and screen readers announce) for a result list. */
export function statusText(results: ResultList, shown: number): string {
  const q = `“${results.query}”`;
  const total = answerCount(results);
  const questions = questionCount(results);
  if (total === 0 && questions === 0) return `No results for ${q}. Try other words, or browse the FAQ page.`;
  if (total === 0) return `${plural(questions, 'practice question')} for ${q}, and no other results.`;
  const more = shown < total ? ` Showing the first ${shown}.` : '';
  const practice = questions > 0 ? ` Also ${plural(questions, 'practice question')}, grouped last.` : '';
  if (!results.complete) return `No result has every word of ${q}; ${plural(total, 'result')} match some of them.${more}${practice}`;
  return `${plural(total, 'result')} for ${q}.${more}${practice}`;
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
  if (hit.passage.length > 0) {
    // The passage the result opens at, read with the title as one name.
    const passage = element(doc, 'span', 'block text-sm font-medium text-slate-700');
    appendSegments(passage, hit.passage);
    link.append(element(doc, 'span', 'sr-only', ': '), passage);
  }
  if (hit.external) {
    link.target = '_blank';
    link.rel = 'noopener noreferrer';
    const arrow = element(doc, 'span', '', ' ↗');
    arrow.setAttribute('aria-hidden', 'true');
    link.append(arrow, element(doc, 'span', 'sr-only', ' (opens in a new tab)'));
  }
  item.append(section, link);
  if (hit.status.length > 0) {
    const badges = element(doc, 'ul', 'mt-1 flex flex-wrap gap-1');
    badges.setAttribute('aria-label', 'Rule status');
    for (const status of hit.status)
      badges.append(element(doc, 'li', 'rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900', status));
    item.append(badges);
  }
  const excerpt = element(doc, 'p', 'mt-1 text-sm text-slate-700');
  appendSegments(excerpt, hit.excerpt);
  item.append(excerpt);
  return item;
}

export interface RenderOptions {
  view: SearchView;
  /** The site's /faq and /search pages (with its base). */
  faqHref: string;
  searchHref: string;
  /** How many answers to show. */
  shown: number;
  /** Whether the practice questions' group is open. */
  questionsOpen: boolean;
}

/**
 * Hits read after the first ones drawn, added at the end of the answers' list, so that nothing
 * drawn moves or loses focus; the way to more results goes once all are shown.
 */
export function appendHits(container: HTMLElement, results: ResultList, from: number, shown: number): void {
  const list = container.querySelector<HTMLOListElement>('ol[aria-label="Search results"]');
  for (const hit of results.hits.slice(from, shown)) list?.append(hitItem(container.ownerDocument, hit));
  if (shown >= answerCount(results)) container.querySelector('[data-search-more]')?.remove();
}

/** The practice questions' list inside their group, or a line saying they are being read. */
export function fillQuestions(group: HTMLDetailsElement, results: ResultList): void {
  const doc = group.ownerDocument;
  if (questionCount(results) === 0) {
    group.remove();
    return;
  }
  const summary = group.querySelector('summary');
  if (summary) summary.textContent = `Practice questions (${questionCount(results)})`;
  for (const old of group.querySelectorAll(':scope > :not(summary)')) old.remove();
  if (results.questions.hits.length === 0) {
    group.append(element(doc, 'p', 'px-3 py-2 text-sm text-slate-700', 'Reading the practice questions…'));
    return;
  }
  const list = element(doc, 'ol', 'flex flex-col');
  list.setAttribute('aria-label', 'Practice questions');
  for (const hit of results.questions.hits) list.append(hitItem(doc, hit));
  group.append(list);
}

/**
 * Fills `container` with the answers, the way to more of them, the practice questions' group and
 * the no-result advice.
 */
export function renderResults(container: HTMLElement, results: ResultList, options: RenderOptions): void {
  const { view, faqHref, searchHref, shown, questionsOpen } = options;
  const doc = container.ownerDocument;
  container.replaceChildren();
  const total = answerCount(results);
  if (view === 'popup') container.append(element(doc, 'p', 'px-3 pt-2 pb-1 text-sm text-slate-700', statusText(results, shown)));
  if (total === 0 && questionCount(results) === 0) {
    const advice = element(doc, 'p', 'px-3 pb-3 text-sm text-slate-700', 'Questions agents ask most are answered on the ');
    const faq = element(doc, 'a', 'font-medium text-blue-800 underline', 'FAQ page');
    faq.href = faqHref;
    advice.append(faq, doc.createTextNode('.'));
    container.append(advice);
    return;
  }
  if (total > 0) {
    const list = element(doc, 'ol', view === 'popup' ? 'flex flex-col' : 'mt-2 flex flex-col gap-2');
    list.setAttribute('aria-label', 'Search results');
    for (const hit of results.hits.slice(0, shown)) list.append(hitItem(doc, hit));
    container.append(list);
  }
  if (view === 'page' && shown < total) {
    const more = element(
      doc,
      'button',
      'mt-4 rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50',
      'Show more results',
    );
    more.type = 'button';
    more.dataset['searchMore'] = '';
    container.append(more);
  }
  if (questionCount(results) > 0) {
    const group = element(doc, 'details', view === 'popup' ? 'm-1 rounded-lg' : 'mt-4 rounded-lg border border-slate-200');
    group.dataset['searchQuestions'] = '';
    group.open = questionsOpen;
    group.append(
      element(
        doc,
        'summary',
        'cursor-pointer rounded-lg px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50',
        'Practice questions',
      ),
    );
    fillQuestions(group, results);
    container.append(group);
  }
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
