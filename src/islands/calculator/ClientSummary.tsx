/**
 * The summary a client reads (summary.ts), loaded when the agent opens it: English or Spanish (the
 * Spanish words load when chosen), Copy (announced by the site's toast; without a clipboard the text
 * is selected instead) and Print, which prints the summary alone (the page's print style sheet keeps
 * only `[data-print-alone]`, sized to one page).
 */
import { useRef, useState } from 'react';
import { toast } from '../../lib/toast-store.ts';
import type { PersonName } from './form.ts';
import type { Calculated } from './state.ts';
import { clientSummary, type Language, type SummaryWords, summaryText } from './summary.ts';
import { en } from './summary-en.ts';

const LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Español' },
] as const;

const buttonClass =
  'inline-flex min-h-11 items-center rounded-lg border border-blue-700 px-3 py-2 text-sm font-semibold text-blue-800 hover:bg-blue-50';

interface Props {
  calculated: Calculated;
  /** The names the agent has given so far: the summary follows them as they are typed. */
  names: readonly PersonName[];
  idBase: string;
}

export default function ClientSummary({ calculated, names, idBase }: Props) {
  const text = useRef<HTMLDivElement>(null);
  const [lang, setLang] = useState<Language>('en');
  const [spanish, setSpanish] = useState<SummaryWords | null>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const words = lang === 'es' && spanish ? spanish : en;
  const summary = clientSummary(calculated, names, words);

  function choose(next: Language) {
    setLang(next);
    if (next === 'es' && spanish === null)
      import('./summary-es.ts').then(
        (module) => setSpanish(module.es),
        () => {
          setLang('en');
          toast({
            title: 'Could not load the Spanish summary',
            description: 'Check the connection, then choose Español again.',
            variant: 'destructive',
          });
        },
      );
  }

  async function onCopy() {
    try {
      await navigator.clipboard.writeText(summaryText(summary));
      setCopy('copied');
      toast({ title: 'Summary copied' });
    } catch {
      if (text.current) window.getSelection()?.selectAllChildren(text.current);
      setCopy('failed');
      toast({
        title: 'Could not copy the summary',
        description: 'It is selected: copy it with Ctrl+C (⌘C on a Mac).',
        variant: 'destructive',
      });
    }
  }

  return (
    <div data-state={copy} className="mt-3 grid gap-3">
      <div className="flex flex-wrap items-end gap-x-4 gap-y-2">
        <fieldset className="min-w-0">
          <legend className="text-sm font-medium text-slate-800">Language of the summary</legend>
          <div className="mt-1 flex gap-4">
            {LANGUAGES.map(({ value, label }) => (
              <label key={value} lang={value} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name={`${idBase}-language`}
                  value={value}
                  checked={lang === value}
                  onChange={() => choose(value)}
                  className="size-5 accent-blue-700"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        <button type="button" onClick={() => void onCopy()} className={buttonClass}>
          Copy summary
        </button>
        <button type="button" onClick={() => window.print()} className={buttonClass}>
          Print summary
        </button>
      </div>
      <p role="status" className="sr-only">
        {lang === 'es' && spanish === null ? 'Loading the Spanish summary…' : ''}
      </p>
      <div
        ref={text}
        lang={summary.lang}
        data-print-alone
        aria-busy={lang !== summary.lang}
        className="space-y-3 text-slate-800 print:space-y-1.5"
      >
        <h4 className="text-lg font-bold print:text-base">{summary.title}</h4>
        {summary.sections.map(({ heading, lines, list }, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a section is its place in the summary.
          <div key={i}>
            {heading === null ? null : <h5 className="font-semibold text-slate-900">{heading}</h5>}
            {list ? (
              <ul className="mt-1 list-disc space-y-1 pl-5 print:mt-0.5 print:space-y-0">
                {lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : (
              lines.map((line) => (
                <p key={line} className="mt-1 print:mt-0.5">
                  {line}
                </p>
              ))
            )}
          </div>
        ))}
      </div>
    </div>
  );
}
