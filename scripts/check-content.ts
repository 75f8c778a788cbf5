// `npm run check:content`: the content check alone, through Astro's dev server on a free loopback
// port, no site build (docs/content.md, "The content pipeline"). Prints each problem and exits 1,
// or a summary and exits 0; under GitHub Actions each problem is also an annotation. With
// `--view <file>` it also writes what agents see of the training there (for `npm run content:changes`).
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { dev } from 'astro';
import type { ViteDevServer } from 'vite';
import { annotation } from '#content/annotations.ts';
import { readAgentView, runPipeline } from '#content/integration.ts';
import { isContentError } from '#content/loader.ts';
import { type ContentProblem, formatProblem } from '#content/problems.ts';

const started = performance.now();
const { values } = parseArgs({ options: { view: { type: 'string' } } });

async function check(): Promise<{ problems: readonly ContentProblem[]; warnings: readonly ContentProblem[]; summary: string }> {
  let vite: ViteDevServer | undefined;
  const ready = Promise.withResolvers<void>();
  const server = await dev({
    logLevel: 'error',
    server: { host: '127.0.0.1', port: 0 },
    integrations: [
      {
        name: 'content-check-runner',
        hooks: {
          'astro:server:setup': ({ server: viteServer }) => {
            vite = viteServer;
          },
          'astro:server:start': () => ready.resolve(),
        },
      },
    ],
  });
  try {
    await ready.promise;
    if (!vite) throw new Error('the dev server gave no module loader');
    const { problems, warnings, content } = await runPipeline(vite);
    if (values.view) writeFileSync(values.view, JSON.stringify(await readAgentView(vite)));
    const minutes = content.modules.map((m) => `${m.data.id}: ${m.data.duration} min`).join(', ');
    const summary = `content OK for plan year ${content.planYear}: ${content.modules.length} modules (${minutes}), ${content.slides.length} slides, ${content.quizzes.length} knowledge checks, ${content.facts.length} facts, ${content.faqs.length} FAQs, ${content.resources.length} resources`;
    return { problems, warnings, summary };
  } finally {
    await server.stop();
  }
}

let result: { problems: readonly ContentProblem[]; warnings: readonly ContentProblem[]; summary: string };
try {
  result = await check();
} catch (error) {
  // A file that fails its own schema stops the content layer as the dev server starts.
  if (!isContentError(error)) throw error;
  result = { problems: error.problems, warnings: [], summary: '' };
}

const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (result.warnings.length > 0) {
  console.warn(`${result.warnings.length} warning(s) in src/content:`);
  for (const warning of result.warnings) console.warn(`  - ${formatProblem(warning)}`);
  if (process.env['GITHUB_ACTIONS'] === 'true') for (const warning of result.warnings) console.log(annotation(warning, 'warning'));
}
if (result.problems.length === 0) {
  console.log(`${result.summary} (${seconds} s)`);
} else {
  console.error(`${result.problems.length} problem(s) in src/content (${seconds} s):`);
  for (const problem of result.problems) console.error(`  - ${formatProblem(problem)}`);
  if (process.env['GITHUB_ACTIONS'] === 'true') for (const problem of result.problems) console.log(annotation(problem));
}
// A content layer that failed while the dev server started can leave its file watchers open:
// exit once the output is written rather than wait for them.
const code = result.problems.length === 0 ? 0 : 1;
process.stdout.write('', () => process.stderr.write('', () => process.exit(code)));
