// Astro's own loaders (glob(), astro/loaders) read every content file and check it with its schema
// from schemas.ts. This wrapper changes one thing: when a file fails its schema, the build stops
// with the editor-facing lines of issues.ts ("<file>: <field>: <problem>; expected <…>") instead of
// Astro's generic schema message. The checks across files run later, in the content pipeline (pipeline.ts).
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Loader, LoaderContext } from 'astro/loaders';
import type { z } from 'zod';
import { type ContentProblem, formatIssues, formatProblem } from './issues.ts';
import { LAYOUT } from './layout.ts';
import { withLines } from './lines.ts';

/** Every content problem at once. Not named `errors`: Astro's error printer treats that as nested errors. */
export class ContentError extends Error {
  readonly problems: readonly ContentProblem[];
  /** Shown by Astro under the message. */
  readonly hint = 'Each line names the file, the field and what is expected; CONTRIBUTING.md explains the content files.';

  constructor(problems: readonly ContentProblem[]) {
    super(`${problems.length} problem(s) in ${LAYOUT.contentDir}:\n${problems.map((p) => `  - ${formatProblem(p)}`).join('\n')}`);
    this.name = 'ContentError';
    this.problems = problems;
  }
}

/**
 * Whether `error` is a ContentError, also when it was made by another copy of this module (Astro
 * loads the content config, and this module with it, through its own module loader).
 */
export function isContentError(error: unknown): error is ContentError {
  return error instanceof Error && error.name === 'ContentError' && Array.isArray((error as Partial<ContentError>).problems);
}

/** The editor lines for a value that fails `schema`; field names start with `prefix` (e.g. "faqs"). */
export function schemaProblems(file: string, prefix: string, schema: z.ZodType, value: unknown): ContentProblem[] {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return [];
  // A problem with the file as a whole ("not a list") is named as such, not after the prefix.
  return result.error.issues.flatMap((issue) => formatIssues(file, issue.path.length > 0 ? prefix : '', schema, [issue]));
}

/** `loader` (glob() or file()) with schema failures worded for editors. */
export function editorMessages(loader: Loader, schema: z.ZodType, prefix = ''): Loader {
  return {
    name: loader.name,
    load: (context: LoaderContext) =>
      loader.load({
        ...context,
        parseData: async (props) => {
          try {
            return await context.parseData(props);
          } catch (error) {
            const root = fileURLToPath(context.config.root);
            const file = props.filePath ? relative(root, props.filePath).split('\\').join('/') : `${context.collection} → ${props.id}`;
            const problems = withLines(schemaProblems(file, prefix, schema, props.data), root);
            throw problems.length > 0 ? new ContentError(problems) : error;
          }
        },
      }),
  };
}
