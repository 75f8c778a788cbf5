// Lighthouse (mobile defaults) against the built site served by the production server, in Debian's
// chromium, one headless browser for all runs.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../../tests/support/chromium.ts';
import { type Running, startNode } from '../lib.ts';
import { CATEGORIES, type LighthouseResult, summarize } from './lhr.ts';

export const CHROMIUM = CHROMIUM_PATH;
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

/** `npm start` without the build step, on a free port of 127.0.0.1, in the workspace `root`. */
export function serveSite(root: string): Promise<Running> {
  return startNode('production server', ['scripts/start.ts'], { env: { SKIP_BUILD: '1', LOG_LEVEL: 'error' }, readyPath: '/', cwd: root });
}

export interface RouteAudit extends LighthouseResult {
  /** Performance score of every run; the other figures are those of the median run. */
  performanceRuns: (number | null)[];
  /** CLS of every run; the budget takes the largest. */
  clsRuns: (number | null)[];
  /** LCP of every run, ms; the budget takes the median. */
  lcpRuns: (number | null)[];
}

export interface Auditor {
  audit(url: string, options: { expectStatus: number; runs: number }): Promise<RouteAudit>;
  close(): void;
}

export async function startAuditor(): Promise<Auditor> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });

  const once = async (url: string, expectStatus: number, attempt = 1): Promise<LighthouseResult> => {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      // The 404 page is meant to answer 404; Lighthouse refuses such a page unless told.
      ignoreStatusCode: expectStatus >= 400,
    });
    const error = result ? result.lhr.runtimeError : { code: 'NO_RESULT', message: 'Lighthouse returned nothing' };
    if (!result || error) {
      // A trace occasionally comes back without a navigation start on a busy machine (NO_NAVSTART).
      if (attempt < 2) return once(url, expectStatus, attempt + 1);
      throw new Error(`Lighthouse could not audit ${url}: ${error?.code} ${error?.message}`);
    }
    return summarize(result.lhr);
  };

  return {
    async audit(url, { expectStatus, runs }) {
      const results: LighthouseResult[] = [];
      for (let i = 0; i < runs; i++) results.push(await once(url, expectStatus));
      // Lighthouse's own advice for noisy machines: several runs, report the median one.
      const sorted = [...results].sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
      const median = sorted[Math.floor((sorted.length - 1) / 2)];
      if (!median) throw new Error(`no Lighthouse run for ${url}`);
      return {
        ...median,
        layoutShifts: [...new Set(results.flatMap((r) => r.layoutShifts))],
        performanceRuns: results.map((r) => r.performance),
        clsRuns: results.map((r) => r.cls),
        lcpRuns: results.map((r) => r.lcpMs),
      };
    },
    close: () => chrome.kill(),
  };
}
