/**
 * The search UI, loaded the first time a search field is used (control.ts): the header's popup and
 * the /search page, their keyboard paths and the announced count (docs/search.md).
 */
import type { PagefindModule } from './control.ts';
import { FIRST_LOAD, type ResultList, runSearch } from './engine.ts';
import { normalizeQuery } from './query.ts';
import { renderResults, type SearchView, statusText } from './render.ts';

/** The pause after a key before searching (Pagefind's `debouncedSearch`); the index chunks are asked for at once. */
const DEBOUNCE_MS = 120;
/** Results under the header's field; the rest are one link away. */
export const POPUP_RESULTS = 5;
/** Results per step on /search. */
export const PAGE_RESULTS = 10;
/**
 * Results the popup reads before it answers (engine.ts ranks them and shows the first five): six,
 * one round trip over the six connections a browser opens to a host on HTTP/1.1, where the page's
 * twelve (FIRST_LOAD) take two; on a phone's slow network each round trip is over half a second.
 */
export const POPUP_FIRST_LOAD = 6;

const UNAVAILABLE = import.meta.env.DEV
  ? 'Search has no index in the dev server: the build writes it (npm run build, then npm start).'
  : 'Search could not load. Check the connection and try again, or browse the FAQ page.';

function sameDocument(url: URL, location: Location): boolean {
  const path = (p: string) => p.replace(/\/+$/, '') || '/';
  return url.origin === location.origin && path(url.pathname) === path(location.pathname) && url.search === location.search;
}

/**
 * `root` carries the site's URLs (with its base), so this code needs no routing of its own:
 * `data-search-faq` (the FAQ page); the /search page is its form's action. `loadEngine` gives
 * Pagefind's engine (control.ts has started loading it).
 */
export function mountSearch(root: HTMLElement, loadEngine: () => Promise<PagefindModule>): void {
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
  let ticket = 0;
  let pointerInside = false;
  let engine: PagefindModule | undefined;

  const setOpen = (open: boolean) => {
    if (view !== 'popup') return;
    root.dataset['state'] = open ? 'open' : 'closed';
    panel.hidden = !open;
  };

  const show = () => {
    if (!results) return;
    renderResults(panel, results, { view, faqHref, searchHref, shown });
    status.textContent = statusText(results, Math.min(shown, results.hits.length));
    if (view === 'page' && shown < results.hits.length + results.remaining) {
      const more = doc.createElement('button');
      more.type = 'button';
      more.dataset['searchMore'] = '';
      more.className = 'mt-4 rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50';
      more.textContent = 'Show more results';
      panel.append(more);
    }
    setOpen(true);
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
      const result = await runSearch(engine, query, view === 'popup' ? POPUP_FIRST_LOAD : FIRST_LOAD, DEBOUNCE_MS);
      // null: a newer query took over during the pause.
      if (mine !== ticket || result === null) return;
      results = result;
      shown = step;
      show();
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
    panel.querySelectorAll<HTMLElement>('a[data-search-hit]')[first]?.focus();
  };

  const focusables = () => [...panel.querySelectorAll<HTMLElement>('a[href], button')];

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
      const next = event.target === input ? items[0] : items[Math.min(at + 1, items.length - 1)];
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
    // On the page it points into, a result only changes the hash, which the deck viewer and the FAQ
    // follow (they listen for hashchange). The same hash again changes nothing, so say it anyway,
    // after this click as a real change would be (once the side panel has closed and the page is no
    // longer inert).
    if (url.hash && sameDocument(url, win.location)) {
      event.preventDefault();
      setOpen(false);
      if (win.location.hash !== url.hash) win.location.hash = url.hash;
      else setTimeout(() => win.dispatchEvent(new HashChangeEvent('hashchange', { oldURL: url.href, newURL: url.href })));
    }
  });

  if (view === 'page') {
    const q = new URL(win.location.href).searchParams.get('q');
    if (q && !input.value) input.value = q;
  }
  if (normalizeQuery(input.value) !== '') void run();
}
