/**
 * The tax-time picture under the credit chart (docs/behaviour.md, /calculator): the advance credit
 * for the year, a table of what the tax return allows and settles at other year-end incomes, rows
 * for incomes the agent types (each with the answer's note when tax time differs from a new
 * estimate), the plan year's repayment rule and what the form's rounding changes at the estimate.
 * The wording is ./tax-time.ts. On a phone the percentage goes under the income, in the same cell,
 * so the table keeps to the screen's width; from the `sm` breakpoint it has a column of its own.
 */
import { Fragment, type SubmitEvent, useRef, useState } from 'react';
import { formatUsdWhole } from '../../lib/format.ts';
import { MAX_YEAR_END_INCOMES } from '../../lib/subsidy/rules.ts';
import type { SubsidyResult } from '../../lib/subsidy/types.ts';
import { controlClass, describedBy } from './Field.tsx';
import { describeTaxTime, FIXED_ROWS, readYearEndIncome, type TaxTimeRow } from './tax-time.ts';

const cell = 'py-1.5 pr-2 align-top';
const buttonClass =
  'inline-flex min-h-11 items-center rounded-lg border border-blue-700 px-3 py-2 text-sm font-semibold text-blue-800 hover:bg-blue-50 aria-disabled:opacity-60';

interface Props {
  result: Pick<SubsidyResult, 'taxTime' | 'year'>;
  titleId: string;
  /** The incomes of the agent's own rows, as sent. */
  added: readonly string[];
  /** The estimate is being worked out again. */
  busy: boolean;
  /** Asks the estimate again with these rows of the agent's own. */
  onYearEnd: (incomes: string[]) => void;
}

/** What the status region says once a row the agent asked for is in the table. */
const arrived = (row: TaxTimeRow | undefined) => (row ? `Row added: ${row.label}: the household ${row.settles}.` : '');

/** "Another income the year may end with": typed, checked here, then asked of the API as `yearEndIncomes`. */
function YearEndField({ id, added, busy, rows, onYearEnd }: Omit<Props, 'result' | 'titleId'> & { id: string; rows: TaxTimeRow[] }) {
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [asked, setAsked] = useState<string | null>(null);
  const hint = `Whole dollars, up to ${MAX_YEAR_END_INCOMES} rows of your own: each is worked as Form 8962 works it, against the same advance credit.`;
  const ask = (incomes: string[]) => {
    onYearEnd(incomes);
    input.current?.focus();
  };
  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const read = readYearEndIncome(text, added);
    if ('error' in read) {
      setError(read.error);
      input.current?.focus();
      return;
    }
    setError(null);
    setText('');
    setAsked(read.income);
    ask([...added, read.income]);
  }
  const row =
    asked !== null && !busy && added.includes(asked)
      ? rows.slice(FIXED_ROWS).find((r) => r.income === formatUsdWhole(Number(asked)))
      : undefined;
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-label`} className="mt-3 grid gap-2">
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 basis-48">
          <label id={`${id}-label`} htmlFor={id} className="block text-sm font-medium text-slate-800">
            Another income the year may end with
          </label>
          <input
            ref={input}
            id={id}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder="80000"
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-describedby={describedBy(id, error, hint)}
            aria-invalid={error ? true : undefined}
            className={controlClass}
          />
        </div>
        <button type="submit" aria-disabled={busy || undefined} className={buttonClass}>
          {busy && asked !== null && !added.includes(asked) ? 'Working out the row…' : 'Add its row'}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {hint}
      </p>
      {added.length > 0 ? (
        <ul aria-label="Your rows" className="flex flex-wrap gap-2">
          {added.map((income) => (
            <li key={income}>
              <button
                type="button"
                aria-disabled={busy || undefined}
                onClick={() => {
                  if (busy) return;
                  setAsked(null);
                  ask(added.filter((a) => a !== income));
                }}
                className={buttonClass}
              >
                Remove the {formatUsdWhole(Number(income))} row
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <p role="status" className="sr-only">
        {arrived(row)}
      </p>
    </form>
  );
}

export default function TaxTime({ result, titleId, added, busy, onYearEnd }: Props) {
  const view = describeTaxTime(result);
  return (
    <section aria-labelledby={titleId} className="mt-8 min-w-0">
      <h3 id={titleId} className="text-lg font-semibold">
        At tax time
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        {view.advance} The tax return (Form 8962) settles the credit on the income the year actually ends with.
      </p>
      <table aria-busy={busy} className="mt-3 w-full border-collapse text-left text-sm tabular-nums">
        <caption className="mb-1 text-left font-medium text-slate-800">
          What the tax return settles, by the income the year ends with
        </caption>
        <thead>
          <tr className="border-b border-slate-300 align-bottom">
            <th scope="col" className={cell}>
              Year ends
            </th>
            <th scope="col" className={cell}>
              Income<span className="sm:hidden"> (% of poverty line)</span>
            </th>
            <th scope="col" className={`${cell} hidden sm:table-cell`}>
              % of poverty line
            </th>
            <th scope="col" className={cell}>
              Credit allowed
            </th>
            <th scope="col" className={`${cell} pr-0`}>
              The household
            </th>
          </tr>
        </thead>
        <tbody>
          {view.rows.map((row) => (
            <Fragment key={row.label}>
              <tr data-direction={row.direction} className={row.note ? '' : 'border-b border-slate-200'}>
                <th scope="row" className={`${cell} font-medium`}>
                  {row.label}
                </th>
                <td className={cell}>
                  {row.income}
                  <span className="block sm:hidden">{`(${row.fpl})`}</span>
                </td>
                <td className={`${cell} hidden sm:table-cell`}>{row.fpl}</td>
                <td className={cell}>{row.allowed}</td>
                <td
                  className={`${cell} pr-0 font-semibold in-data-[direction=gets-back]:text-green-800 in-data-[direction=repays]:text-red-800`}
                >
                  {row.settles}
                </td>
              </tr>
              {row.note ? (
                <tr data-note className="border-b border-slate-200">
                  <td colSpan={5} className="pb-2 text-slate-700">
                    {row.note}
                  </td>
                </tr>
              ) : null}
            </Fragment>
          ))}
        </tbody>
      </table>
      <YearEndField id={`${titleId}-year-end`} added={added} busy={busy} rows={view.rows} onYearEnd={onYearEnd} />
      <p className="mt-3 text-sm text-slate-700">The percentage is the one the form uses, its decimals dropped. {view.rule}</p>
      {view.rounding ? <p className="mt-2 text-sm text-slate-700">{view.rounding}</p> : null}
    </section>
  );
}
