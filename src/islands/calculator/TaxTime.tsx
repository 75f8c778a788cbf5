/**
 * The tax-time picture under the credit chart (docs/behaviour.md, /calculator): the advance credit
 * for the year, a table of what the tax return allows and settles at other year-end incomes, the
 * plan year's repayment rule and what the form's rounding changes at the estimate. The wording is
 * ./tax-time.ts. On a phone the percentage goes under the income, in the same cell, so the table
 * keeps to the screen's width; from the `sm` breakpoint it has a column of its own.
 */
import type { SubsidyResult } from '../../lib/subsidy/types.ts';
import { describeTaxTime } from './tax-time.ts';

const cell = 'py-1.5 pr-2 align-top';

export default function TaxTime({ result, titleId }: { result: SubsidyResult; titleId: string }) {
  const view = describeTaxTime(result);
  return (
    <section aria-labelledby={titleId} className="mt-8 min-w-0">
      <h3 id={titleId} className="text-lg font-semibold">
        At tax time
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        {view.advance} The tax return (Form 8962) settles the credit on the income the year actually ends with.
      </p>
      <table className="mt-3 w-full border-collapse text-left text-sm tabular-nums">
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
            <tr key={row.label} data-direction={row.direction} className="border-b border-slate-200">
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
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-sm text-slate-700">The percentage is the one the form uses, its decimals dropped. {view.rule}</p>
      {view.rounding ? <p className="mt-2 text-sm text-slate-700">{view.rounding}</p> : null}
    </section>
  );
}
