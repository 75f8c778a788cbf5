/**
 * Home page FAQ: four skeleton rows while loading, then an accordion that
 * follows the WAI-ARIA accordion pattern (none open at first, one open at a time, the open one closes
 * on a second click) with a case-insensitive search on question or answer. A link to one answer
 * ('/#faq-4', from the site search) opens it, scrolls to it and focuses its question.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { Faq } from '../lib/content/types.ts';
import { faqAnchorId, faqIdFromHash } from '../lib/faq-anchor.ts';
import { FAQ_SEARCH_EXAMPLES, filterFaqs } from '../lib/faq-search.ts';
import { useQuery } from '../lib/use-query.ts';
import ErrorNotice from './ErrorNotice.tsx';
import FaqList from './faq/FaqList.tsx';

const SKELETON_ROWS = 4;

function Skeleton() {
  return (
    <ul aria-hidden="true" className="divide-y divide-slate-200 rounded-xl border border-slate-200" data-testid="faq-skeleton">
      {Array.from({ length: SKELETON_ROWS }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder.
        <li key={i} className="flex h-14 items-center px-4">
          <span className="h-4 w-3/4 animate-pulse rounded bg-slate-200" />
        </li>
      ))}
    </ul>
  );
}

export default function FaqAccordion() {
  const query = useQuery('/api/faqs');
  const [search, setSearch] = useState('');
  const [openId, setOpenId] = useState<Faq['id'] | null>(null);
  const baseId = useId();
  const searchRef = useRef<HTMLInputElement>(null);

  // Words typed into the server-rendered box before hydration are kept, not silently dropped.
  useEffect(() => {
    const typed = searchRef.current?.value;
    if (typed) setSearch(typed);
  }, []);

  const faqs = query.status === 'success' ? (query.data ?? []) : [];
  const shown = filterFaqs(faqs, search);

  // The questions arrive after the browser looked for the hash's target, so the accordion finds it.
  const [target, setTarget] = useState<string | null>(null);
  const loaded = query.status === 'success' ? query.data : undefined;
  useEffect(() => {
    if (!loaded) return;
    const openFromHash = () => {
      const id = faqIdFromHash(window.location.hash);
      const faq = id === null ? undefined : loaded.find((f) => String(f.id) === id);
      if (!faq) return;
      setSearch('');
      setOpenId(faq.id);
      setTarget(faqAnchorId(faq.id));
    };
    openFromHash();
    window.addEventListener('hashchange', openFromHash);
    return () => window.removeEventListener('hashchange', openFromHash);
  }, [loaded]);
  useEffect(() => {
    if (target === null) return;
    const item = document.getElementById(target);
    item?.scrollIntoView({ block: 'start' });
    item?.querySelector('button')?.focus({ preventScroll: true });
    setTarget(null);
  }, [target]);

  return (
    <div className="mt-4" aria-busy={query.status === 'pending'}>
      <div className="mb-4">
        <label htmlFor={`${baseId}-search`} className="block text-sm font-medium text-slate-800">
          Search questions
        </label>
        <input
          id={`${baseId}-search`}
          ref={searchRef}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={`Try ${FAQ_SEARCH_EXAMPLES.map((example) => `“${example}”`).join(' or ')}`}
          className="mt-1 block w-full rounded-lg border border-slate-400 px-3 py-2 text-base placeholder:text-slate-500"
          aria-describedby={`${baseId}-count`}
        />
        <p id={`${baseId}-count`} className="sr-only" aria-live="polite">
          {query.status === 'success' && search.trim() ? `${shown.length} of ${faqs.length} questions match.` : ''}
        </p>
      </div>
      {query.status === 'pending' ? <Skeleton /> : null}
      {query.status === 'error' ? <ErrorNotice what="the questions" error={query.error} onRetry={query.retry} /> : null}
      {query.status === 'success' && shown.length === 0 ? (
        <p className="rounded-xl border border-slate-200 p-4 text-slate-700">{`No questions match “${search.trim()}”. Try a different word.`}</p>
      ) : null}
      {shown.length > 0 ? (
        <FaqList
          faqs={shown}
          baseId={baseId}
          isOpen={(faq) => openId === faq.id}
          onToggle={(faq) => setOpenId(openId === faq.id ? null : faq.id)}
        />
      ) : null}
    </div>
  );
}
