// The content's Astro integration (docs/content.md, "The content pipeline"): runs the pipeline
// before pages render (middleware.ts); at the end of `astro build` writes the API's bundle from the
// route it injects (bundle-route.ts) to api/generated/content.json; in `astro dev`, runs the
// pipeline again after each edit under src/content, so the API beside it serves what the editor sees.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import type { ViteDevServer } from 'vite';
import type { AgentView } from './agent-view.ts';
import { BUNDLE_PATH, writeBundle } from './bundle-file.ts';
import { LAYOUT } from './layout.ts';
import type { ContentCheck } from './pipeline.ts';
import { stalePlanYearWarning } from './plan-year.ts';
import { formatProblem } from './problems.ts';
import type { ContentArtifact } from './types.ts';

/** Modules as the dev server loads them (Vite resolves astro:content there), by their file paths. */
const PIPELINE_MODULE = fileURLToPath(new URL('./pipeline.ts', import.meta.url));
const BUNDLE_MODULE = fileURLToPath(new URL('./bundle-route.ts', import.meta.url));
/** The injected route's output, read and removed once the pages are built (never deployed). */
const BUNDLE_ROUTE = '_content-bundle.json';

/** Runs the content pipeline inside a running dev server (or `npm run check:content`'s). */
export async function runPipeline(server: ViteDevServer): Promise<ContentCheck> {
  const pipeline = (await server.ssrLoadModule(PIPELINE_MODULE)) as typeof import('./pipeline.ts');
  return pipeline.checkTrainingContent();
}

/** What agents see of the training (agent-view.ts), read inside a running dev server. */
export async function readAgentView(server: ViteDevServer): Promise<AgentView> {
  const pipeline = (await server.ssrLoadModule(PIPELINE_MODULE)) as typeof import('./pipeline.ts');
  return pipeline.readAgentView();
}

function summary({ planYear, knowledgeChecks, bundle }: ContentArtifact): string {
  const modules = bundle.modules.map((m) => `${m.id}: ${m.duration} min`).join(', ');
  return `content OK for plan year ${planYear}: ${bundle.modules.length} modules (${modules}), ${knowledgeChecks} knowledge checks, ${bundle.faqs.length} FAQs, ${bundle.resources.length} resources -> ${BUNDLE_PATH}`;
}

export default function trainingContent(): AstroIntegration {
  let root = process.cwd();
  return {
    name: 'training-content',
    hooks: {
      'astro:config:setup': ({ config, command, addMiddleware, injectRoute }) => {
        root = fileURLToPath(config.root);
        addMiddleware({ entrypoint: new URL('./middleware.ts', import.meta.url), order: 'pre' });
        if (command === 'build') {
          injectRoute({ pattern: `/${BUNDLE_ROUTE}`, entrypoint: BUNDLE_MODULE, prerender: true });
        }
      },
      'astro:build:done': ({ dir, logger }) => {
        const file = join(fileURLToPath(dir), BUNDLE_ROUTE);
        const artifact = JSON.parse(readFileSync(file, 'utf8')) as ContentArtifact;
        rmSync(file);
        writeBundle(root, artifact.bundle);
        const stale = stalePlanYearWarning(artifact.planYear);
        if (stale) logger.warn(stale);
        for (const warning of artifact.warnings) logger.warn(warning);
        logger.info(summary(artifact));
      },
      'astro:server:setup': ({ server, logger }) => {
        const dir = join(root, LAYOUT.contentDir);
        let timer: ReturnType<typeof setTimeout> | undefined;
        server.watcher.on('all', (_event, path) => {
          if (!path.startsWith(dir)) return;
          clearTimeout(timer);
          // The content layer reloads the file and saves its store (debounced by half a second);
          // then the pipeline reads it.
          timer = setTimeout(() => void recheck(server, root, logger), 1000);
        });
      },
    },
  };
}

async function recheck(server: ViteDevServer, root: string, logger: AstroIntegrationLogger): Promise<void> {
  try {
    const { problems, warnings } = await runPipeline(server);
    for (const warning of warnings) logger.warn(formatProblem(warning));
    if (problems.length > 0) {
      logger.error(`${problems.length} problem(s) in ${LAYOUT.contentDir}:\n${problems.map((p) => `  - ${formatProblem(p)}`).join('\n')}`);
      return;
    }
    const route = (await server.ssrLoadModule(BUNDLE_MODULE)) as typeof import('./bundle-route.ts');
    writeBundle(root, (await route.contentArtifact()).bundle);
    logger.info(`content OK after the edit: ${BUNDLE_PATH} rewritten`);
  } catch (error) {
    // A file that fails its own schema is reported by the content layer itself (loader.ts).
    logger.error(error instanceof Error ? error.message : String(error));
  }
}
