/**
 * "Summary for the client" under the plan choice: a disclosure (the WAI-ARIA pattern, the button in
 * the heading) whose content, the summary and its words, loads the first time it opens or is about
 * to (ClientSummary.tsx), so the result panel does not carry it.
 */
import { useState } from 'react';
import type { PersonName } from './form.ts';
import type { Calculated } from './state.ts';

type SummaryModule = typeof import('./ClientSummary.tsx');
const loadSummary = (): Promise<SummaryModule> => import('./ClientSummary.tsx');

interface Props {
  calculated: Calculated;
  names: readonly PersonName[];
  headingId: string;
}

export default function SummarySection({ calculated, names, headingId }: Props) {
  const [open, setOpen] = useState(false);
  const [module, setModule] = useState<SummaryModule | null>(null);
  const [failed, setFailed] = useState(false);
  const load = () => {
    if (module !== null) return;
    setFailed(false);
    loadSummary().then(setModule, () => setFailed(true));
  };
  const bodyId = `${headingId}-body`;
  return (
    <section aria-labelledby={headingId} data-state={open ? 'open' : 'closed'} className="mt-4 rounded-xl border border-slate-300 p-4">
      <h3 id={headingId} className="text-lg font-semibold">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => {
            setOpen(!open);
            if (!open) load();
          }}
          onFocus={load}
          onPointerDown={load}
          className="flex min-h-11 w-full items-center justify-between gap-2 rounded-lg text-left"
        >
          Summary for the client
          <span aria-hidden="true" className="transition-transform in-data-[state=open]:rotate-180">
            ▾
          </span>
        </button>
      </h3>
      <p className="text-sm text-slate-600">
        In plain words for the client, with their own people, in English or Spanish: to copy, or to print on one page.
      </p>
      <div id={bodyId} hidden={!open}>
        {!open ? null : module ? (
          <module.default calculated={calculated} names={names} idBase={headingId} />
        ) : failed ? (
          <p className="mt-2 text-sm text-slate-700">The summary could not load. Check the connection, then close and open it again.</p>
        ) : (
          <p className="mt-2 text-sm text-slate-600">Loading the summary…</p>
        )}
      </div>
    </section>
  );
}
