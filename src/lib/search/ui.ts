/**
 * The search UI, loaded the first time a search field is used (control.ts): the header's popup and
 * the /search page, their keyboard paths and the announced count (docs/search.md).
 */
import { FIRST_LOAD, type ResultList, runSearch } from './engine.ts';
import { highlightTerms, markSearchedWords } from './landing.ts';
import type { Pagefind } from './pagefind.ts';
import { normalizeQuery } from './query.ts';
import { appendHits, fillQuestions, renderResults, type SearchView, statusText } from './render.ts';

/** On a page opened from a result: marks the words searched, from its address (landing.ts). */
export function markLanding(doc: Document): void {
  markSearchedWords(doc, highlightTerms(doc.location.search));
}

/** The pause after a key before searching (Pagefind's `debouncedSearch`); the index chunks are asked for at once. */
const DEBOUNCE_MS = 120;
/** Results under the header's field; the rest are one link away. */
export const POPUP_RESULTS = 5;
/**
 * Results per step on /search. The first FIRST_LOAD are read and shown at once (one round trip, on a
 * phone over half a second); the rest of the step follow, appended below them.
 */
export const PAGE_RESULTS = 10;

const UNAVAILABLE = import.meta.env.DEV
  ? 'Search has no index in the dev server: the build writes it (npm run build, then npm start).'
  : 'Search could not load. Check the connection and try again, or browse the FAQ page.';

/** Whether a result's URL is the page already open, its query (`?highlight=`) and hash aside. */
function samePage(url: URL, location: Location): boolean {
  const path = (p: string) => p.replace(/\/+$/, '') || '/';
  return url.origin === location.origin && path(url.pathname) === path(location.pathname);
}

const visible = (el: HTMLElement) => el.getClientRects().length > 0;

/**
 * `root` carries the site's URLs (with its base), so this code needs no routing of its own:
 * `data-search-faq` (the FAQ page); the /search page is its form's action. `loadEngine` gives
 * Pagefind's engine (control.ts has started loading it).
 */
export function mountSearch(root: HTMLElement, loadEngine: () => Promise<Pagefind>): void {
  const doc = root.ownerDocument;
  const win = doc.defaultView ?? window;
  const input = root.querySelector<HTMLInputElement>('input[type="search"]');
  const status = root.querySelector<HTMLElement>('[data-search-status]');
  const panel = root.querySelector<HTMLElement>('[data-search-results]');
  if (!input || !status || !panel || root.dataset['mounted'] !== undefined) return;
  root.dataset['mounted'] = '';
  const faqHref = root.dataset['searchFaq'] ?? '';
  const searchHref = root.querySelector('form')?.getAttribute('action') ?? root.getAttribute('action') ?? '';
  const view: SearchView = root.dataset['search'] === 'page' ? 'page' : 'popup';
  const step = view === 'page' ? PAGE_RESULTS : POPUP_RESULTS;
  let results: ResultList | null = null;
  let shown = step;
  let questionsOpen = false;
  let ticket = 0;
  let pointerInside = false;
  let engine: Pagefind | undefined;

  const setOpen = (open: boolean) => {
    if (view !== 'popup') return;
    root.dataset['state'] = open ? 'open' : 'closed';
    panel.hidden = !open;
  };

  const say = (text: string) => {
    // The same words again are not news: a live region set anew may announce them twice.
    if (status.textContent !== text) status.textContent = text;
  };

  const show = () => {
    if (!results) return;
    renderResults(panel, results, { view, faqHref, searchHref, shown, questionsOpen });
    say(statusText(results, Math.min(shown, results.hits.length + results.remaining)));
    setOpen(true);
  };

  /** After the first answers are on screen, the rest of the page's step, below them. */
  const fillIn = async (mine: number) => {
    if (!results) return;
    const drawn = results.hits.length;
    const missing = Math.min(shown, drawn + results.remaining) - drawn;
    if (missing <= 0) return;
    const more = await results.loadMore(missing);
    if (mine !== ticket) return;
    results = more;
    appendHits(panel, results, drawn, shown);
    say(statusText(results, Math.min(shown, results.hits.length + results.remaining)));
  };

  /**
   * The practice questions are read when their group is first opened: until then they cost a phone
   * nothing, not even the connections the next query's results need.
   */
  const openQuestions = async (group: HTMLDetailsElement) => {
    const mine = ticket;
    if (!results || results.questions.hits.length > 0 || results.questions.remaining === 0) return;
    const withQuestions = await results.loadQuestions(step);
    if (mine !== ticket) return;
    results = withQuestions;
    fillQuestions(group, results);
  };

  const syncAddress = (query: string) => {
    if (view !== 'page') return;
    const url = new URL(win.location.href);
    if (query) url.searchParams.set('q', query);
    else url.searchParams.delete('q');
    win.history.replaceState(win.history.state, '', url);
  };

  const run = async () => {
    const query = normalizeQuery(input.value);
    syncAddress(query);
    const mine = ++ticket;
    if (query === '') {
      results = null;
      panel.replaceChildren();
      status.textContent = '';
      setOpen(false);
      return;
    }
    panel.setAttribute('aria-busy', 'true');
    if (!engine) status.textContent = 'Loading search…';
    try {
      engine = await loadEngine();
      const result = await runSearch(engine, query, { firstLoad: FIRST_LOAD, debounceMs: DEBOUNCE_MS });
      // null: a newer query took over during the pause.
      if (mine !== ticket || result === null) return;
      results = result;
      shown = step;
      questionsOpen = false;
      show();
      await fillIn(mine);
    } catch {
      if (mine !== ticket) return;
      results = null;
      status.textContent = UNAVAILABLE;
      const note = doc.createElement('p');
      note.className = 'p-3 text-sm text-slate-700';
      const faq = doc.createElement('a');
      faq.href = faqHref;
      faq.className = 'font-medium text-blue-800 underline';
      faq.textContent = 'Browse the FAQ page';
      note.append('Search could not load. ', faq, '.');
      panel.replaceChildren(note);
      setOpen(true);
    } finally {
      if (mine === ticket) panel.removeAttribute('aria-busy');
    }
  };

  const schedule = () => {
    // Pagefind fetches the index chunks for the words typed so far while the search waits.
    engine?.preload(normalizeQuery(input.value)).catch(() => {});
    void run();
  };

  const showMore = async () => {
    if (!results) return;
    const first = shown;
    if (results.hits.length < shown + step && results.remaining > 0) results = await results.loadMore(step);
    shown += step;
    show();
    // Focus the first new result, so a keyboard user carries on where the list grew.
    panel.querySelectorAll<HTMLElement>('ol[aria-label="Search results"] a[data-search-hit]')[first]?.focus();
  };

  // What the arrows move through: the links and buttons on screen, the questions' group's summary
  // (open, its questions follow it).
  const focusables = () => [...panel.querySelectorAll<HTMLElement>('a[href], button, summary')].filter(visible);

  input.addEventListener('input', schedule);
  // A click in the field reopens closed results (focus alone does not: Escape returns focus here).
  input.addEventListener('click', () => {
    if (results && normalizeQuery(input.value) === results.query) setOpen(true);
  });
  root.addEventListener('submit', (event) => {
    // The page searches as you type; the header's field goes to /search (also without JavaScript).
    if (view === 'page') {
      event.preventDefault();
      void run();
    }
  });
  root.addEventListener('keydown', (event) => {
    const items = focusables();
    const at = items.indexOf(doc.activeElement as HTMLElement);
    if (event.key === 'ArrowDown' && (event.target === input || at >= 0)) {
      if (panel.hidden && results) setOpen(true);
      const next = event.target === input ? focusables()[0] : items[Math.min(at + 1, items.length - 1)];
      if (next) {
        event.preventDefault();
        next.focus();
      }
    } else if (event.key === 'ArrowUp' && at >= 0) {
      event.preventDefault();
      (at === 0 ? input : items[at - 1])?.focus();
    } else if (event.key === 'Escape' && view === 'popup' && !panel.hidden) {
      // Closes the results only: a second Escape closes the side panel around them.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      input.focus();
    }
  });
  root.addEventListener('pointerdown', () => {
    pointerInside = true;
  });
  doc.addEventListener('pointerup', () => {
    setTimeout(() => (pointerInside = false));
  });
  root.addEventListener('focusout', (event) => {
    const next = event.relatedTarget as Node | null;
    if (!pointerInside && (!next || !root.contains(next))) setOpen(false);
  });
  panel.addEventListener('click', (event) => {
    if ((event.target as Element).closest('[data-search-more]')) {
      void showMore();
      return;
    }
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-search-hit]');
    if (!link || link.target === '_blank' || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const url = new URL(link.href);
    // On the page it points into, a result changes only the address (a new history entry, as a link
    // would make) and the marked words; the deck viewer and the FAQ follow the hash (they listen for
    // hashchange). A new entry made here fires no hashchange, nor does the same hash again, so say
    // it, after this click as a real change would be (once the side panel has closed and the page
    // is no longer inert).
    if (url.hash && samePage(url, win.location)) {
      event.preventDefault();
      setOpen(false);
      const from = win.location.href;
      if (url.href !== from) win.history.pushState(win.history.state, '', url);
      markSearchedWords(doc, highlightTerms(url.search));
      setTimeout(() => win.dispatchEvent(new HashChangeEvent('hashchange', { oldURL: from, newURL: url.href })));
    }
  });
  // The questions' group keeps its state when the list is drawn again (more results), and reads its
  // questions the first time it opens.
  panel.addEventListener(
    'toggle',
    (event) => {
      const group = event.target as HTMLDetailsElement;
      if (!group.matches('details[data-search-questions]')) return;
      questionsOpen = group.open;
      if (group.open) void openQuestions(group);
    },
    true,
  );

  if (view === 'page') {
    const q = new URL(win.location.href).searchParams.get('q');
    if (q && !input.value) input.value = q;
  }
  if (normalizeQuery(input.value) !== '') void run();
}
