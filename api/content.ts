import { contentBundleSchema, faqSchema, moduleRecordSchema as moduleSchema, resourceSchema } from '#content/schemas.ts';
import type { ContentBundle } from '#content/types.ts';

/**
 * The API's view of the content: the modules, FAQs and resources the Astro build writes from the
 * content collections (one source for the pages and the API; docs/content.md). The app receives
 * them as an option (`createApp({ content })`): the Node entries load the generated bundle
 * (api/node/content.ts), tests pass a fixture, so the app imports and tests on a clone with no
 * build. A bundle is checked with the content's own schemas (src/lib/content/schemas.ts), so a
 * stale or hand-edited one stops the server at start rather than reaching a client; the same
 * schemas describe the responses in the OpenAPI document.
 */

export type { ContentBundle } from '#content/types.ts';
/** A module as the API serves it: the deck file's record without its slide list. */
export { faqSchema, moduleSchema, resourceSchema };

/** Validates a bundle (`source` names it in the message), naming the field and the fix when it is malformed. */
export function parseContentBundle(data: unknown, source = 'The content bundle'): ContentBundle {
  const parsed = contentBundleSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((issue) => `  - ${issue.path.join('.') || '(root)'}: ${issue.message}`).join('\n');
  throw new Error(`${source} is malformed:\n${details}\nIt is generated: fix the content in src/content and run \`npm run build\`.`);
}
