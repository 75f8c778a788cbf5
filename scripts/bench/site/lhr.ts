// What the site bench keeps from a Lighthouse result, and why a score fell short: the weighted audits,
// the opportunities, what blocked rendering or shifted, and the LCP element.
import type lighthouse from 'lighthouse';

export type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
type AuditResult = Lhr['audits'][string];

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

export interface Failing {
  id: string;
  title: string;
  /** What Lighthouse points at: selectors, URLs or values. */
  items: string[];
}

export interface LighthouseResult {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  cls: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  speedIndexMs: number | null;
  /** The largest contentful paint element (selector and text). */
  lcpElement: string | null;
  /** Requests the render-blocking insight lists (CSS and JS); the budget forbids the JS ones. */
  renderBlocking: string[];
  /** The elements that moved, when CLS is above 0 (Lighthouse's layout-shifts audit). */
  layoutShifts: string[];
  /** Weighted audits of the three categories below a full score: why a score is short. */
  failing: Failing[];
  /** Diagnostics and insights with estimated savings on a metric (e.g. unused JavaScript). */
  opportunities: string[];
  warnings: string[];
}

const score = (lhr: Lhr, id: string) => {
  const value = lhr.categories[id]?.score;
  return value === null || value === undefined ? null : Math.round(value * 100);
};
const numeric = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue ?? null;

type Item = Record<string, unknown>;
const itemList = (audit: AuditResult | undefined): Item[] => (audit?.details as { items?: Item[] } | undefined)?.items ?? [];

/** The first `max` things an audit's table points at, as text. */
function itemsOf(audit: AuditResult | undefined, max = 5): string[] {
  const texts = itemList(audit).map((item) => {
    const node = item['node'] as { selector?: string } | undefined;
    const text = node?.selector ?? item['url'] ?? item['source'] ?? item['description'] ?? item['value'];
    return typeof text === 'string' ? text : JSON.stringify(text ?? item).slice(0, 120);
  });
  return texts.slice(0, max).concat(texts.length > max ? [`… ${texts.length - max} more`] : []);
}

function lcpElement(lhr: Lhr): string | null {
  const node = itemList(lhr.audits['lcp-breakdown-insight']).find((item) => item['type'] === 'node') as
    | { selector?: string; nodeLabel?: string }
    | undefined;
  return node ? `${node.selector ?? '?'} "${(node.nodeLabel ?? '').slice(0, 60)}"` : null;
}

function failingAudits(lhr: Lhr): Failing[] {
  const ids = new Set(CATEGORIES.flatMap((c) => (lhr.categories[c]?.auditRefs ?? []).filter((r) => r.weight > 0).map((r) => r.id)));
  return [...ids].flatMap((id) => {
    const audit = lhr.audits[id];
    if (!audit || audit.score === null || audit.score >= 1) return [];
    return [{ id, title: `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`, items: itemsOf(audit) }];
  });
}

interface Checklist {
  type: string;
  items: Record<string, { label: string; value: boolean }>;
}

function opportunities(lhr: Lhr): string[] {
  return Object.entries(lhr.audits).flatMap(([id, audit]) => {
    const savings = Object.entries(audit.metricSavings ?? {}).filter(([, ms]) => (ms ?? 0) > 0);
    // A checklist insight (e.g. document latency) names its failed checks instead of a saving.
    const checklist = audit.details as Checklist | undefined;
    const failedChecks =
      checklist?.type === 'checklist'
        ? Object.values(checklist.items)
            .filter((c) => !c.value)
            .map((c) => c.label)
        : [];
    if (audit.score === null || audit.score >= 1 || (savings.length === 0 && failedChecks.length === 0)) return [];
    const saved = savings.map(([metric, v]) => (metric === 'CLS' ? `CLS −${v}` : `${metric} −${Math.round(v ?? 0)} ms`)).join(', ');
    return [`${id}: ${[audit.displayValue, saved, failedChecks.join(', ')].filter(Boolean).join('; ')}`];
  });
}

export function summarize(lhr: Lhr): LighthouseResult {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    speedIndexMs: numeric(lhr, 'speed-index'),
    lcpElement: lcpElement(lhr),
    renderBlocking: itemsOf(lhr.audits['render-blocking-insight'], Infinity),
    layoutShifts: itemsOf(lhr.audits['layout-shifts']),
    failing: failingAudits(lhr),
    opportunities: opportunities(lhr),
    warnings: lhr.runWarnings.map(String),
  };
}
