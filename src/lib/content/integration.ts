/**
 * The content's Astro integration: tells the content check (site-content.ts) the project root, so
 * it finds public/ and writes the API's bundle to api/generated/content.json under it; checks that
 * `astro build` did run the check and write the bundle; and in `astro dev` rewrites the bundle after
 * each content edit, so the API beside the dev server serves what the editor sees.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { BUNDLE_PATH } from './bundle-file.ts';
import type { CheckResult } from './check.ts';
import { LAYOUT } from './layout.ts';
import { stalePlanYearWarning } from './plan-year.ts';

/** The check the build's pages ran (site-content.ts), for integrations that run after them. */
export function lastCheck(): CheckResult {
  const last = (globalThis as { __trainingContentCheck?: { result: CheckResult } }).__trainingContentCheck;
  if (!last) throw new Error('the content check did not run: no page read the content through src/lib/content/collections.ts');
  return last.result;
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
      'astro:build:done': ({ logger }) => {
        // A build whose pages never asked for the content would leave the API without a bundle.
        const { bundle, content } = lastCheck();
        if (!bundle || !existsSync(join(root, BUNDLE_PATH))) throw new Error(`the content check wrote no ${BUNDLE_PATH}`);
        const stale = stalePlanYearWarning(content.planYear);
        if (stale) logger.warn(stale);
        logger.info(
          `content OK for plan year ${content.planYear}: ${bundle.modules.length} modules (${bundle.modules.map((m) => `${m.id}: ${m.duration} min`).join(', ')}), ${content.quizzes.length} knowledge checks, ${bundle.faqs.length} FAQs, ${bundle.resources.length} resources -> ${BUNDLE_PATH}`,
        );
      },
      'astro:server:setup': ({ server, logger }) => {
        // A page render runs the check; after an edit, ask for one so the bundle follows without a browser.
        const dir = join(root, LAYOUT.contentDir);
        let timer: ReturnType<typeof setTimeout> | undefined;
        server.watcher.on('all', (_event, path) => {
          if (!path.startsWith(dir)) return;
          clearTimeout(timer);
          timer = setTimeout(() => {
            const address = server.httpServer?.address();
            if (!address || typeof address === 'string') return;
            fetch(`http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}${server.config.base}`)
              .then((response) => {
                if (!response.ok) logger.error(`content check after the edit: ${response.status}; the page shows the problems`);
              })
              .catch((error: unknown) => logger.error(String(error)));
          }, 300);
        });
      },
    },
  };
}
