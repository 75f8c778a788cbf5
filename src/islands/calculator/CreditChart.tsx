/**
 * The credit and the benchmark plan's net premium against income, 0-600 % of the poverty line, for
 * the household just calculated. Readable without colour: solid and dashed lines, labelled edges, a
 * legend in text; the figure's caption says what it shows and a table gives the same figures.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { formatPercent, formatUsd, formatUsdWhole } from '../../lib/format.ts';
import type { SubsidyResult } from '../../lib/subsidy/types.ts';
import CurveTable from './CurveTable.tsx';
import { type CurveInput, type CurvePoint, creditCurve, pointAt } from './credit-curve.ts';
import type { CalculatorFacts } from './outcome.ts';

const MAX_PERCENT = 600;
// One unit of the drawing is one CSS pixel: the drawing is as wide as the space it gets (at most
// MAX_W), so its 13-14 px text stays 13-14 px on a phone instead of shrinking with the picture.
const DEFAULT_W = 480;
const MIN_W = 260;
const MAX_W = 576;
const H = 300;
const PLOT = { left: 58, rightGap: 28, top: 34, bottom: 248 };
/** Below this width the income axis is labelled every 200 % instead of every 100 %. */
const NARROW_W = 400;
const TABLE_STEP = 50;

/** A round axis top, at least `value`, whose quarters are round too: 1, 1.2, 1.6, 2, 2.4, 3, 4, 6 or 8 x 10^n. */
function niceCeil(value: number): number {
  const power = 10 ** Math.floor(Math.log10(Math.max(value, 1)));
  return ([1, 1.2, 1.6, 2, 2.4, 3, 4, 6, 8, 10].find((m) => m * power >= value) ?? 10) * power;
}

function path(points: readonly CurvePoint[], x: (p: number) => number, value: (p: CurvePoint) => number, y: (v: number) => number): string {
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.percent).toFixed(1)},${y(value(p)).toFixed(1)}`).join(' ');
}

/** The width the figure has, in CSS pixels, kept current as the window is resized. */
function useFigureWidth() {
  const ref = useRef<HTMLElement>(null);
  const [width, setWidth] = useState(DEFAULT_W);
  useLayoutEffect(() => {
    const figure = ref.current;
    if (!figure) return;
    const measure = () => setWidth(Math.min(Math.max(Math.floor(figure.clientWidth), MIN_W), MAX_W));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(figure);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

interface Props {
  result: SubsidyResult;
  income: number;
  facts: CalculatorFacts;
  titleId: string;
}

export default function CreditChart({ result: r, income, facts, titleId }: Props) {
  const { ref, width: W } = useFigureWidth();
  const scale = facts.scales[String(r.year)];
  if (!scale) return null;
  const right = W - PLOT.rightGap;
  const x = (percent: number) => PLOT.left + (Math.min(percent, MAX_PERCENT) / MAX_PERCENT) * (right - PLOT.left);
  const { creditFrom, medicaidUpTo } = r.incomeLimits;
  const input: CurveInput = {
    scale,
    guideline: r.povertyGuideline,
    benchmark: r.benchmarkPremium,
    lowerLimit: creditFrom,
    medicaidLimit: medicaidUpTo,
  };
  const points = creditCurve(input, MAX_PERCENT);
  const top = niceCeil(r.benchmarkPremium);
  const y = (v: number) => PLOT.bottom - (v / top) * (PLOT.bottom - PLOT.top);
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => f * top);
  const cap = scale.upperLimitFplPercent;
  const edges = [
    { percent: creditFrom, label: `${creditFrom}%` },
    ...(medicaidUpTo === null ? [] : [{ percent: medicaidUpTo, label: `${medicaidUpTo}% Medicaid` }]),
    ...(cap === null ? [] : [{ percent: cap, label: `${cap}% limit` }]),
  ];
  const household = pointAt(input, income);
  const dollarsAt = (percent: number) => formatUsdWhole((r.povertyGuideline * percent) / 100);
  const rows = Array.from({ length: MAX_PERCENT / TABLE_STEP + 1 }, (_, i) =>
    pointAt(input, Math.round((r.povertyGuideline * i * TABLE_STEP) / 100)),
  );

  const summary = [
    `At this household’s income, ${formatUsdWhole(income)} (${formatPercent(r.fplPercent)} of the poverty line), the credit is ${formatUsd(household.credit)} a month and the benchmark plan costs ${formatUsd(household.net)}.`,
    ` There is no credit below ${creditFrom}% (${dollarsAt(creditFrom)} a year)`,
    medicaidUpTo === null
      ? '.'
      : `, and up to ${medicaidUpTo}% (${dollarsAt(medicaidUpTo)}) adults in ${r.stateName} usually get Medicaid instead.`,
    ` Above that the credit shrinks as income rises`,
    cap === null
      ? ', with no upper income limit in this year.'
      : ` and stops above ${cap}% (${dollarsAt(cap)} a year), where the benchmark plan costs the full ${formatUsd(r.benchmarkPremium)} a month.`,
    r.medicaidChipMembers.length > 0
      ? ' The lines keep this benchmark at every income: above the state’s limit for their age the children likely on Medicaid or CHIP would be priced in, and the credit would be larger.'
      : '',
  ].join('');

  return (
    <figure ref={ref} className="mt-8" aria-labelledby={titleId}>
      <h3 id={titleId} className="text-lg font-semibold">
        Credit by income for this household
      </h3>
      <figcaption id={`${titleId}-summary`} className="mt-1 text-sm text-slate-700">
        {summary}
      </figcaption>
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-800" aria-label="Legend">
        <li className="flex items-center gap-2">
          <svg aria-hidden="true" width="28" height="8">
            <line x1="0" y1="4" x2="28" y2="4" stroke="#1d4ed8" strokeWidth="3" />
          </svg>
          Premium tax credit (solid)
        </li>
        <li className="flex items-center gap-2">
          <svg aria-hidden="true" width="28" height="8">
            <line x1="0" y1="4" x2="28" y2="4" stroke="#92400e" strokeWidth="3" strokeDasharray="7 4" />
          </svg>
          Benchmark plan after the credit (dashed)
        </li>
        <li className="flex items-center gap-2">
          <svg aria-hidden="true" width="12" height="12">
            <circle cx="6" cy="6" r="4.5" fill="white" stroke="#0f172a" strokeWidth="2" />
          </svg>
          This household
        </li>
      </ul>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        width={W}
        height={H}
        className="mt-2 h-auto max-w-full"
        role="img"
        aria-labelledby={`${titleId} ${titleId}-summary`}
        focusable="false"
      >
        <title>Credit and benchmark plan after the credit, by income</title>
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PLOT.left} x2={right} y1={y(t)} y2={y(t)} stroke="#e2e8f0" />
            <text x={PLOT.left - 8} y={y(t) + 4} textAnchor="end" fontSize="14" fill="#334155">
              {formatUsdWhole(t)}
            </text>
          </g>
        ))}
        {(W < NARROW_W ? [0, 200, 400, 600] : [0, 100, 200, 300, 400, 500, 600]).map((p) => (
          <text key={p} x={x(p)} y={PLOT.bottom + 18} textAnchor="middle" fontSize="14" fill="#334155">{`${p}%`}</text>
        ))}
        <text x={(PLOT.left + right) / 2} y={H - 6} textAnchor="middle" fontSize="14" fill="#334155">
          Income as % of the poverty line
        </text>
        {edges.map((e, i) => (
          <g key={e.label}>
            <line x1={x(e.percent)} x2={x(e.percent)} y1={PLOT.top} y2={PLOT.bottom} stroke="#64748b" strokeDasharray="2 3" />
            <text x={x(e.percent) + 3} y={PLOT.top - 6 - (i % 2) * 14} fontSize="13" fill="#334155">
              {e.label}
            </text>
          </g>
        ))}
        <line x1={PLOT.left} x2={right} y1={PLOT.bottom} y2={PLOT.bottom} stroke="#334155" />
        <path d={path(points, x, (p) => p.net, y)} fill="none" stroke="#92400e" strokeWidth="3" strokeDasharray="7 4" />
        <path d={path(points, x, (p) => p.credit, y)} fill="none" stroke="#1d4ed8" strokeWidth="3" />
        <line x1={x(household.percent)} x2={x(household.percent)} y1={PLOT.top} y2={PLOT.bottom} stroke="#0f172a" strokeWidth="1.5" />
        <circle cx={x(household.percent)} cy={y(household.credit)} r="5" fill="white" stroke="#0f172a" strokeWidth="2" />
        <circle cx={x(household.percent)} cy={y(household.net)} r="5" fill="white" stroke="#0f172a" strokeWidth="2" />
      </svg>
      <CurveTable rows={rows} />
    </figure>
  );
}
