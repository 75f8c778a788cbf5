/**
 * The content's Astro integration (docs/content.md, "The content pipeline"):
 * - tells the pipeline (pipeline.ts) the project root, where it finds public/;
 * - at the end of `astro build`, takes the API's bundle the build wrote from the pipeline
 *   (artifacts.ts) and writes it to api/generated/content.json, with a summary line;
 * - in `astro dev`, runs the pipeline again after each edit under src/content, through the dev
 *   server's own module loader (no page is fetched): its problems are logged, and a clean result
 *   rewrites the bundle, so the API beside the dev server serves what the editor sees.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import type { ViteDevServer } from 'vite';
import { CONTENT_ARTIFACT, type ContentArtifact, takeArtifact } from './artifacts.ts';
import { BUNDLE_PATH, writeBundle } from './bundle-file.ts';
import { formatProblem } from './issues.ts';
import { LAYOUT } from './layout.ts';
import type { ContentCheck } from './pipeline.ts';
import { stalePlanYearWarning } from './plan-year.ts';

/** The pipeline module as the dev server loads it (Vite resolves astro:content there), by its file path. */
const PIPELINE_MODULE = fileURLToPath(new URL('./pipeline.ts', import.meta.url));

/** Runs the content pipeline inside a running dev server (or `npm run check:content`'s). */
export async function runPipeline(server: ViteDevServer): Promise<ContentCheck> {
  const pipeline = (await server.ssrLoadModule(PIPELINE_MODULE)) as typeof import('./pipeline.ts');
  return pipeline.checkTrainingContent();
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
      'astro:config:setup': ({ config, updateConfig }) => {
        root = fileURLToPath(config.root);
        updateConfig({ vite: { define: { __TRAINING_CONTENT_ROOT__: JSON.stringify(root) } } });
      },
      'astro:build:done': ({ dir, logger }) => {
        const artifact = takeArtifact<ContentArtifact>(fileURLToPath(dir), CONTENT_ARTIFACT);
        writeBundle(root, artifact.bundle);
        const stale = stalePlanYearWarning(artifact.planYear);
        if (stale) logger.warn(stale);
        logger.info(summary(artifact));
      },
      'astro:server:setup': ({ server, logger }) => {
        const dir = join(root, LAYOUT.contentDir);
        let timer: ReturnType<typeof setTimeout> | undefined;
        server.watcher.on('all', (_event, path) => {
          if (!path.startsWith(dir)) return;
          clearTimeout(timer);
          // The content layer reloads the file first; a moment later the pipeline reads it.
          timer = setTimeout(() => void recheck(server, root, logger), 300);
        });
      },
    },
  };
}

async function recheck(server: ViteDevServer, root: string, logger: AstroIntegrationLogger): Promise<void> {
  try {
    const { problems, bundle } = await runPipeline(server);
    if (problems.length > 0 || bundle === null) {
      logger.error(`${problems.length} problem(s) in ${LAYOUT.contentDir}:\n${problems.map((p) => `  - ${formatProblem(p)}`).join('\n')}`);
      return;
    }
    writeBundle(root, bundle);
    logger.info(`content OK after the edit: ${BUNDLE_PATH} rewritten`);
  } catch (error) {
    // A file that fails its own schema is reported by the content layer itself (loader.ts).
    logger.error(error instanceof Error ? error.message : String(error));
  }
}
