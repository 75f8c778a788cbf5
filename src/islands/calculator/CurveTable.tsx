import { formatUsd, formatUsdWhole } from '../../lib/format.ts';
import type { CurvePoint } from './credit-curve.ts';

/** The credit chart's figures as a table, closed until opened: one row per step of the poverty line. */
export default function CurveTable({ rows }: { rows: readonly CurvePoint[] }) {
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer rounded font-medium text-blue-800 underline">The chart’s figures as a table</summary>
      <table className="mt-2 w-full border-collapse text-left">
        <caption className="sr-only">Credit and benchmark plan after the credit, by income</caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-1 pr-2">
              % of poverty line
            </th>
            <th scope="col" className="py-1 pr-2">
              Income a year
            </th>
            <th scope="col" className="py-1 pr-2">
              Credit a month
            </th>
            <th scope="col" className="py-1 pr-2">
              Benchmark plan after the credit
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((p) => (
            <tr key={p.percent} className="border-b border-slate-200">
              <th scope="row" className="py-1 pr-2 font-medium">{`${Math.round(p.percent)}%`}</th>
              <td className="py-1 pr-2">{formatUsdWhole(p.income)}</td>
              <td className="py-1 pr-2">{formatUsd(p.credit)}</td>
              <td className="py-1 pr-2">{formatUsd(p.net)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
