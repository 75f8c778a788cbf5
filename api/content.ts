import { contentBundleSchema, faqSchema, moduleRecordSchema as moduleSchema, resourceSchema } from '#content/schemas.ts';
import type { ContentBundle } from '#content/types.ts';

// The content bundle the API serves (`createApp({ content })`), checked with the content's own
// schemas, so a stale or hand-edited bundle stops the server at start; the same schemas describe
// the answers in the OpenAPI document.

/** A module as the API serves it: the deck file's record without its slide list. */
export { faqSchema, moduleSchema, resourceSchema };

/** Validates a bundle (`source` names it in the message), naming the field and the fix when it is malformed. */
export function parseContentBundle(data: unknown, source = 'The content bundle'): ContentBundle {
  const parsed = contentBundleSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((issue) => `  - ${issue.path.join('.') || '(root)'}: ${issue.message}`).join('\n');
  throw new Error(`${source} is malformed:\n${details}\nIt is generated: fix the content in src/content and run \`npm run build\`.`);
}
