/**
 * The plans entered, side by side: a table with a column per plan from `sm`, a card per plan on a
 * phone. Loaded with the result panel.
 */
import type { PlanInputs } from './form.ts';
import { describePlans, type PlanFacts } from './plans-compared.ts';

export default function PlansCompared({
  result,
  entered,
  captionId,
}: {
  result: PlanFacts;
  entered: readonly PlanInputs[];
  captionId: string;
}) {
  const { fitting, rows, columns } = describePlans(result, entered);
  const unavailable = columns.filter((c) => c.unavailable !== null);
  return (
    <div className="mt-3">
      {fitting ? <p className="font-semibold text-slate-900">{fitting}</p> : null}
      <table className="mt-3 hidden w-full table-fixed border-collapse text-sm sm:table">
        <caption id={captionId} className="mb-1 text-left font-semibold text-slate-900">
          Plans compared
        </caption>
        <thead>
          <tr>
            <td className="w-1/4" />
            {columns.map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a plan is its place in the list.
              <th key={i} scope="col" className="break-words px-2 py-2 text-left align-bottom font-semibold text-slate-900">
                {c.label}
                <span className="block font-normal text-slate-600">
                  {c.metal}
                  {c.unavailable ? ': cannot be bought' : ''}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={row} className="border-t border-slate-200 align-top">
              <th scope="row" className="py-2 pr-2 text-left font-medium text-slate-700">
                {row}
              </th>
              {columns.map((c, i) => {
                const figure = c.figures[r];
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a plan is its place in the list.
                  <td key={i} className="break-words px-2 py-2 text-slate-900">
                    {figure?.value}
                    {figure?.note ? <span className="block text-xs text-slate-600">{figure.note}</span> : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <ul aria-label="Plans compared" className="mt-3 grid gap-3 sm:hidden">
        {columns.map((c, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a plan is its place in the list.
          <li key={i} className="rounded-lg border border-slate-300 p-3">
            <p className="font-semibold text-slate-900">
              {c.label} <span className="font-normal text-slate-600">({c.metal})</span>
            </p>
            {c.unavailable ? <p className="mt-1 text-sm text-amber-900">{c.unavailable}</p> : null}
            <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
              {rows.map((row, r) => (
                <div key={row} className="contents">
                  <dt className="text-slate-700">{row}</dt>
                  <dd className="text-right font-semibold text-slate-900">
                    {c.figures[r]?.value}
                    {c.figures[r]?.note ? <span className="block text-xs font-normal text-slate-600">{c.figures[r]?.note}</span> : null}
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      {unavailable.length > 0 ? (
        <ul className="mt-2 hidden list-disc pl-5 text-sm text-slate-700 sm:block">
          {unavailable.map((c) => (
            <li key={c.label}>{`${c.label}: ${c.unavailable}`}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
