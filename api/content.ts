import { z } from 'zod';
import { moduleSchema as deckSchema, faqSchema, resourceSchema } from '#content/schemas.ts';
import type { ContentBundle } from '#content/types.ts';
import bundle from './generated/content.json' with { type: 'json' };

/**
 * The API's only view of the content: the bundle the Astro build's content check writes from
 * the content collections (src/lib/content/site-content.ts) (one source for the pages and the API; README, "The API"), imported
 * once, never read at request time.
 * It is checked again here with the content's own schemas (src/lib/content/schemas.ts), so a stale
 * or hand-edited bundle stops the server at start rather than reaching a client; the same schemas
 * describe the responses in the OpenAPI document.
 */

/** A module as the API serves it: the deck file's record without its slide list. */
export const moduleSchema = deckSchema.omit({ slides: true });
export { faqSchema, resourceSchema };

export const contentBundleSchema = z.strictObject({
  modules: z.array(moduleSchema),
  faqs: z.array(faqSchema),
  resources: z.array(resourceSchema),
});

export type { ContentBundle } from '#content/types.ts';

/** Validates a bundle, naming the field and the fix when it is malformed. */
export function parseContentBundle(data: unknown): ContentBundle {
  const parsed = contentBundleSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((issue) => `  - ${issue.path.join('.') || '(root)'}: ${issue.message}`).join('\n');
  throw new Error(
    `api/generated/content.json is malformed:\n${details}\nIt is generated: fix the content in src/content and run \`npm run build\`.`,
  );
}

export const content: ContentBundle = parseContentBundle(bundle);
