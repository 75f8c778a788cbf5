import { serveSite, startAuditor } from './bench/site/lighthouse.ts';
const site = await serveSite('/work/main/');
const auditor = await startAuditor();
try {
  for (const path of process.argv.slice(2)) {
    try {
      const r = await auditor.audit(`${site.url}${path}`, { expectStatus: 200, runs: 3 });
      console.log(path, 'perf', r.performanceRuns, 'lcp', r.lcpRuns, JSON.stringify(r).match(/"total-blocking-time[^}]{0,200}/)?.[0] ?? '');
    } catch (e) { console.log(path, 'ERR', String(e).slice(0, 200)); }
  }
} finally { auditor.close(); site.stop(); }
