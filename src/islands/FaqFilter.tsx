/**
 * /faq category filter: starts at All; a category shows only its cards. The
 * choices are toggle buttons in a labelled group with aria-pressed, so the selected one is announced.
 */
import { useState } from 'react';
import type { FaqLink } from '../lib/content/types.ts';
import ExternalLinkNote from './ExternalLinkNote.tsx';

interface Props {
  cards: FaqLink[];
  categories: readonly string[];
}

const ALL = 'All';

export default function FaqFilter({ cards, categories }: Props) {
  const [selected, setSelected] = useState(ALL);
  const shown = selected === ALL ? cards : cards.filter((card) => card.category === selected);

  return (
    <div>
      {/* biome-ignore lint/a11y/useSemanticElements: a set of toggle buttons, not form fields a fieldset would group. */}
      <div role="group" aria-label="Filter questions by category" className="flex flex-wrap gap-2">
        {[ALL, ...categories].map((category) => (
          <button
            key={category}
            type="button"
            aria-pressed={selected === category}
            onClick={() => setSelected(category)}
            className="min-h-11 rounded-full border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 aria-pressed:border-blue-700 aria-pressed:bg-blue-700 aria-pressed:text-white"
          >
            {category}
          </button>
        ))}
      </div>
      <p className="sr-only" aria-live="polite">{`${shown.length} ${shown.length === 1 ? 'card' : 'cards'} shown`}</p>
      <ul className="mt-6 grid gap-4 md:grid-cols-2" aria-label="Official FAQ links">
        {shown.map((card) => (
          <li key={card.url} data-category={card.category}>
            <a
              href={card.url}
              target="_blank"
              rel="noopener noreferrer"
              className="flex h-full flex-col gap-2 rounded-2xl border border-slate-200 p-5 hover:border-blue-700 hover:bg-blue-50"
            >
              <span className="text-xs font-semibold tracking-wide text-blue-800 uppercase">{card.category}</span>
              <span className="text-lg font-semibold text-slate-900">
                {card.title}
                <ExternalLinkNote />
              </span>
              <span className="text-sm text-slate-700">{card.description}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
