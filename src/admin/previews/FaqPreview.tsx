// The preview of the home page's FAQs, as its accordion shows them (src/islands/FaqAccordion.tsx),
// every answer open and each question closing it on a click, with the registry's facts filled in.
import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import { useState } from 'react';
import { fillQuotes, type KnownFacts } from '../facts.ts';

interface Faq {
  id?: number | string;
  question?: string;
  answer?: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function faqPreview(facts: KnownFacts) {
  return function FaqPreview({ entry }: PreviewTemplateComponentProps) {
    const items = (entry.get('data')?.get('items')?.toJS() ?? []) as Faq[];
    const [closed, setClosed] = useState<ReadonlySet<number>>(new Set());
    const toggle = (i: number) => setClosed((set) => (set.has(i) ? new Set([...set].filter((n) => n !== i)) : new Set([...set, i])));
    return (
      <section aria-labelledby="faq-title" className="p-4">
        <h2 id="faq-title" className="text-2xl font-bold">
          Frequently Asked Questions
        </h2>
        <div className="mt-4">
          <div className="divide-y divide-slate-200 rounded-xl border border-slate-200">
            {items.map((faq, i) => {
              const open = !closed.has(i);
              return (
                <div key={faq.id ?? `new-${i}`} data-state={open ? 'open' : 'closed'} className="group">
                  <h3>
                    <button
                      type="button"
                      aria-expanded={open}
                      onClick={() => toggle(i)}
                      className="flex min-h-14 w-full items-center justify-between gap-4 px-4 py-3 text-left font-medium text-slate-900 hover:bg-slate-50"
                    >
                      <span>{fillQuotes(text(faq.question), facts)}</span>
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
                  <div hidden={!open} className="px-4 pb-4 text-slate-700">
                    <p>{fillQuotes(text(faq.answer), facts)}</p>
                  </div>
                </div>
              );
            })}
          </div>
        </div>
      </section>
    );
  };
}
