/**
 * Prints the one closing line CI reads, `N passed, N failed`, from the JSON reports of the steps that
 * ran (Vitest, Playwright) and the pass/fail of the check steps (type-checks, content check, builds).
 * Usage: node scripts/test-summary.ts <steps.tsv> <vitest.json> <e2e.json>
 */
import { existsSync, readFileSync } from 'node:fs';

const [stepsFile = '', vitestFile = '', e2eFile = ''] = process.argv.slice(2);
let passed = 0;
let failed = 0;

// Each line: "<name>\t<exit code>" for a check step that is not a test runner.
if (existsSync(stepsFile)) {
  for (const line of readFileSync(stepsFile, 'utf8').split('\n').filter(Boolean)) {
    const [name, code] = line.split('\t');
    if (code === '0') passed += 1;
    else {
      failed += 1;
      console.log(`failed step: ${name}`);
    }
  }
}

if (existsSync(vitestFile)) {
  const report = JSON.parse(readFileSync(vitestFile, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numTotalTestSuites: number;
    success: boolean;
  };
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  // A suite that failed to load counts as a failure even though no test inside it ran.
  if (!report.success && report.numFailedTests === 0) failed += 1;
}

interface PwSuite {
  specs?: { tests: { results: { status: string }[]; status?: string }[] }[];
  suites?: PwSuite[];
}
function walk(suite: PwSuite): void {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      const last = test.results.at(-1)?.status;
      if (last === 'passed') passed += 1;
      else if (last !== 'skipped' && last !== undefined) failed += 1;
    }
  }
  for (const child of suite.suites ?? []) walk(child);
}
if (existsSync(e2eFile)) {
  const report = JSON.parse(readFileSync(e2eFile, 'utf8')) as { suites: PwSuite[]; errors?: unknown[] };
  report.suites.forEach(walk);
  failed += report.errors?.length ?? 0;
}

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
