// The FAQ accordion's questions and answers (WAI-ARIA accordion): the home page's island
// (FaqAccordion.tsx) and the editor's FAQ preview render the same markup.
import type { Faq } from '../../lib/content/types.ts';
import { faqAnchorId } from '../../lib/faq-anchor.ts';

interface Props {
  faqs: readonly Faq[];
  /** The prefix of each question's and answer's id (React's `useId`). */
  baseId: string;
  isOpen: (faq: Faq) => boolean;
  onToggle: (faq: Faq) => void;
}

export default function FaqList({ faqs, baseId, isOpen, onToggle }: Props) {
  return (
    <div className="divide-y divide-slate-200 rounded-xl border border-slate-200">
      {faqs.map((faq) => {
        const open = isOpen(faq);
        const buttonId = `${baseId}-q-${faq.id}`;
        const panelId = `${baseId}-a-${faq.id}`;
        return (
          <div key={faq.id} id={faqAnchorId(faq.id)} data-state={open ? 'open' : 'closed'} className="group">
            <h3>
              <button
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => onToggle(faq)}
                className="flex min-h-14 w-full items-center justify-between gap-4 px-4 py-3 text-left font-medium text-slate-900 hover:bg-slate-50"
              >
                <span>{faq.question}</span>
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="size-5 shrink-0 transition-transform group-data-[state=open]:rotate-180"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                >
                  <path d="M6 9l6 6 6-6" />
                </svg>
              </button>
            </h3>
            {/* biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA accordion's panel is a labelled region, not a page section. */}
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} className="px-4 pb-4 text-slate-700">
              <p>{faq.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
