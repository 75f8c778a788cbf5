// Site bench (`npm run bench -- site`): page weight and Lighthouse per route, build time, search and
// what a phone waits for, against the budgets of site/report.ts and site/phone.ts, in a scratch copy
// of the project (site/workspace.ts).
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { type BenchModule, round } from './lib.ts';
import { type GeneratedSet, writeGeneratedDecks } from './site/generate.ts';
import { type RouteAudit, serveSite, startAuditor } from './site/lighthouse.ts';
import { offlineReport, offlineWeight } from './site/offline.ts';
import { benchPhone, type PhoneBench, phoneFailures, phoneReport } from './site/phone.ts';
import { BUDGETS, budgetFailures, type RouteResult, routeDetails, routeTable } from './site/report.ts';
import { benchSearch, type SearchBench, searchFailures, searchReport } from './site/search.ts';
import { routeWeight } from './site/weight.ts';
import { type Build, build, copyProject } from './site/workspace.ts';

const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The routes of issue 7 (with /search and a knowledge check) and the file the static host serves for each (README, "Routing"). */
const ROUTES: readonly { path: string; file: string; status: number }[] = [
  { path: '/', file: 'index.html', status: 200 },
  { path: '/modules', file: 'modules/index.html', status: 200 },
  { path: '/modules/13', file: 'modules/13/index.html', status: 200 },
  { path: '/modules/13/quiz', file: 'modules/13/quiz/index.html', status: 200 },
  { path: '/resources', file: 'resources/index.html', status: 200 },
  { path: '/calculator', file: 'calculator/index.html', status: 200 },
  { path: '/faq', file: 'faq/index.html', status: 200 },
  { path: '/search', file: 'search/index.html', status: 200 },
  { path: '/nope', file: '404.html', status: 404 },
];

const GENERATED: GeneratedSet = { decks: 200, slidesPerDeck: 10, firstId: 1000 };
/** Lighthouse runs per route (median reported); LIGHTHOUSE_RUNS=1 for a quick look. */
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env['LIGHTHOUSE_RUNS'] ?? 3) || 3);
/** Timed builds of each content set after one warm-up build; the fastest is reported. */
const BUILD_RUNS = 2;

const load = () =>
  loadavg()
    .map((l) => round(l, 1))
    .join(' ');

type Audit = RouteAudit | { error: string };

/** Lighthouse on every route, then the search bench, against one production server. */
async function auditSite(
  root: string,
): Promise<{ audits: Map<string, Audit>; search: SearchBench | { error: string }; phone: PhoneBench | { error: string } }> {
  const site = await serveSite(root);
  try {
    const audits = await lighthouseAll(site.url);
    console.log('  search: time to first result on a phone profile…');
    const search = await benchSearch(site.url, `${root}/dist`).catch((error: unknown) => ({
      error: error instanceof Error ? error.message : String(error),
    }));
    console.log('  phone: taps, lists and search after load…');
    const phone = await benchPhone(site.url).catch((error: unknown) => ({ error: error instanceof Error ? error.message : String(error) }));
    return { audits, search, phone };
  } finally {
    site.stop();
  }
}

async function lighthouseAll(siteUrl: string): Promise<Map<string, Audit>> {
  const results = new Map<string, Audit>();
  const auditor = await startAuditor();
  try {
    for (const route of ROUTES) {
      const url = `${siteUrl}${route.path}`;
      const status = (await fetch(url)).status;
      if (status !== route.status) {
        results.set(route.path, { error: `${url} answered ${status}, expected ${route.status}` });
        continue;
      }
      try {
        const r = await auditor.audit(url, { expectStatus: route.status, runs: LIGHTHOUSE_RUNS });
        results.set(route.path, r);
        console.log(
          `  lighthouse ${route.path}: perf ${r.performanceRuns.join('/')}, a11y ${r.accessibility}, best-practices ${r.bestPractices}, CLS ${r.clsRuns.join('/')}`,
        );
      } catch (error) {
        results.set(route.path, { error: error instanceof Error ? error.message : String(error) });
        console.log(`  lighthouse ${route.path}: failed`);
      }
    }
  } finally {
    auditor.close();
  }
  return results;
}

async function timedBuilds(name: string, root: string) {
  const runs: Build[] = [];
  for (let i = 0; i < BUILD_RUNS; i++) runs.push(await build(root));
  const best = runs.reduce((a, b) => (b.astroSeconds < a.astroSeconds ? b : a));
  return {
    name,
    astroBuildSeconds: round(best.astroSeconds),
    runsSeconds: runs.map((r) => round(r.astroSeconds)),
    contentCheckSeconds: round(best.contentSeconds),
    pages: best.pages,
    msPerPage: round((best.astroSeconds * 1000) / best.pages, 1),
  };
}

export const siteBench: BenchModule = {
  name: 'site',
  async run() {
    const loadBefore = load();
    console.log(
      `Site bench: Node ${process.version}, ${cpus().length} CPUs, load average ${loadBefore}; Lighthouse mobile (default config, ` +
        `simulated throttling), median of ${LIGHTHOUSE_RUNS} run(s) per route; KB = 1000 bytes; gzip level 9`,
    );
    const workspace = copyProject(PROJECT_ROOT);
    try {
      console.log(`  scratch copy: ${workspace.root}\n  building the real content…`);
      const warmUp = await build(workspace.root);
      const dist = `${workspace.root}/dist`;
      const weights = ROUTES.map((r) => ({ path: r.path, weight: routeWeight({ distDir: dist, file: r.file, path: r.path }) }));
      const offline = offlineWeight(dist);
      const { audits, search, phone } = await auditSite(workspace.root);
      const routes: RouteResult[] = weights.map((w) => ({ ...w, lighthouse: audits.get(w.path) ?? { error: 'not run' } }));

      console.log(
        `  timing builds: real content ×${BUILD_RUNS}, then ${GENERATED.decks} generated decks × ${GENERATED.slidesPerDeck} slides ×${BUILD_RUNS} (each cold: no Astro cache)…`,
      );
      const real = await timedBuilds('real content (5 decks)', workspace.root);
      writeGeneratedDecks(workspace.root, GENERATED);
      const big = await timedBuilds(`5 decks + ${GENERATED.decks} generated × ${GENERATED.slidesPerDeck} slides`, workspace.root);
      const marginalMsPerPage = round(((big.astroBuildSeconds - real.astroBuildSeconds) * 1000) / (big.pages - real.pages), 1);
      const loadAfter = load();

      console.log(`\n${routeTable(routes)}\n\n${routeDetails(routes)}`);
      console.log(`\n${'error' in search ? `search bench failed: ${search.error}` : searchReport(search)}`);
      console.log(`\n${'error' in phone ? `phone bench failed: ${phone.error}` : phoneReport(phone)}`);
      console.log(`\n${offlineReport(offline, weights[0]?.weight.offline)}`);
      console.log(
        `\nstatic build (astro build, no Astro cache, wall clock, best of ${BUILD_RUNS} after a ${round(warmUp.astroSeconds)} s warm-up build):`,
      );
      for (const b of [real, big]) {
        console.log(
          `  ${b.name}: ${b.astroBuildSeconds} s for ${b.pages} pages (${b.msPerPage} ms/page; runs ${b.runsSeconds.join(', ')} s); content check ${b.contentCheckSeconds} s`,
        );
      }
      console.log(`  each added page: ${marginalMsPerPage} ms (difference of the two builds / difference in pages)`);
      console.log(`  load average before ${loadBefore}, after ${loadAfter}`);

      const failures = budgetFailures(routes);
      failures.push(...('error' in search ? [`search: ${search.error}`] : searchFailures(search)));
      failures.push(...('error' in phone ? [`phone: ${phone.error}`] : phoneFailures(phone)));
      console.log(
        `\nbudgets: JS ≤ ${BUDGETS.jsGzipBytes / 1000} KB gzip, performance ≥ ${BUDGETS.performanceMin}, ` +
          `accessibility ${BUDGETS.accessibilityMin}, CLS ${BUDGETS.clsMax}, no render-blocking JS, ` +
          `LCP ≤ ${BUDGETS.lcpMaxMs} ms (median) on ${BUDGETS.lcpRoutes.join(' and ')}`,
      );
      if (failures.length === 0) console.log('budgets: all met');
      else {
        for (const line of failures) console.error(`BUDGET FAILED ${line}`);
        console.error(`site bench: ${failures.length} budget(s) broken`);
        process.exitCode = 1;
      }
      return {
        node: process.version,
        cpus: cpus().length,
        loadAverage: { before: loadBefore, after: loadAfter },
        lighthouseRunsPerRoute: LIGHTHOUSE_RUNS,
        budgets: BUDGETS,
        budgetFailures: failures,
        routes,
        search,
        phone,
        offline,
        builds: { warmUpSeconds: round(warmUp.astroSeconds), real, generated: big, generatedSet: GENERATED, marginalMsPerPage },
      };
    } finally {
      workspace.remove();
    }
  },
};
