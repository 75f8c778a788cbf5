// The preview of the home page's FAQs: the site's own accordion items (src/islands/faq/FaqList.tsx),
// every answer open and each question closing it on a click, with the registry's facts filled in.
import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import { useId, useState } from 'react';
import FaqList from '../../islands/faq/FaqList.tsx';
import type { Faq } from '../../lib/content/types.ts';
import { fillQuotes, type KnownFacts } from '../facts.ts';

interface FaqItem {
  id?: unknown;
  question?: unknown;
  answer?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The form's items as the accordion shows them; an item with no id yet gets a stand-in one. */
export function previewFaqs(items: readonly FaqItem[], facts: KnownFacts): Faq[] {
  return items.map((item, i) => ({
    id: typeof item.id === 'number' ? item.id : -(i + 1),
    question: fillQuotes(text(item.question), facts),
    answer: fillQuotes(text(item.answer), facts),
  }));
}

export function faqPreview(facts: KnownFacts) {
  return function FaqPreview({ entry }: PreviewTemplateComponentProps) {
    const items = (entry.get('data')?.get('items')?.toJS() ?? []) as FaqItem[];
    const [closed, setClosed] = useState<ReadonlySet<number>>(new Set());
    const baseId = useId();
    const toggle = ({ id }: Faq) => setClosed((set) => (set.has(id) ? new Set([...set].filter((n) => n !== id)) : new Set([...set, id])));
    return (
      <section aria-labelledby="faq-title" className="p-4">
        <h2 id="faq-title" className="text-2xl font-bold">
          Frequently Asked Questions
        </h2>
        <div className="mt-4">
          <FaqList faqs={previewFaqs(items, facts)} baseId={baseId} isOpen={(faq) => !closed.has(faq.id)} onToggle={toggle} />
        </div>
      </section>
    );
  };
}
