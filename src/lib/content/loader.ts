// Astro's own loaders (glob() and file(), astro/loaders) with schema failures worded for editors:
// each entry is parsed once with the editor error map (problems.ts), and a failure stops the build
// with "<file>: <path>: <problem>; expected <…> (line n)". List files load one entry per item.
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { file, type Loader, type LoaderContext } from 'astro/loaders';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { LAYOUT } from './layout.ts';
import { withLines } from './lines.ts';
import { type ContentProblem, contentError, editorErrors, formatProblem, problemsOf, quote } from './problems.ts';
import { sourceText } from './source.ts';

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

/** `value` parsed by `schema` with the editor error map: its data, or the problems in the editor's words. */
export async function parseForEditors<S extends z.ZodType>(
  file: string,
  prefix: string,
  schema: S,
  value: unknown,
): Promise<{ data: z.output<S> } | { problems: ContentProblem[] }> {
  const result = await schema.safeParseAsync(value, { error: editorErrors(schema), reportInput: true });
  return result.success ? { data: result.data } : { problems: problemsOf(file, prefix, result.error) };
}

/** The editor lines for a value that fails `schema` (none when it passes); paths start with `prefix`. */
export async function schemaProblems(file: string, prefix: string, schema: z.ZodType, value: unknown): Promise<ContentProblem[]> {
  const parsed = await parseForEditors(file, prefix, schema, value);
  return 'problems' in parsed ? parsed.problems : [];
}

/** The field a list collection's entries add to the item's: its place in the file (`schema.extend(LIST_ORDER)`). */
export const LIST_ORDER = { order: z.number().int().optional().describe("not written: the item's place in the file") };

/** A list collection's items in file order, without their place. */
export function inFileOrder<T extends { order?: number | undefined }>(entries: readonly { data: T }[]): Array<Omit<T, 'order'>> {
  return [...entries].sort((a, b) => (a.data.order ?? 0) - (b.data.order ?? 0)).map(({ data: { order: _order, ...item } }) => item);
}

/**
 * `loader` with every entry parsed once by `schema` with the editor error map (a failure stops the
 * build), then completed by `complete` (what a collection adds to the file: a question's worked form).
 */
export function editorMessages(
  loader: Loader,
  schema: z.ZodType,
  complete: (data: Record<string, unknown>) => Promise<Record<string, unknown>> = async (data) => data,
): Loader {
  return {
    name: loader.name,
    load: (context: LoaderContext) =>
      loader.load({
        ...context,
        parseData: async (props) => {
          const root = fileURLToPath(context.config.root);
          const file = props.filePath ? relative(root, props.filePath).split('\\').join('/') : `${context.collection} → ${props.id}`;
          const parsed = await parseForEditors(file, '', schema, props.data);
          if ('problems' in parsed) throw new ContentError(withLines(parsed.problems, (path) => sourceText(root, path)));
          return (await complete(parsed.data as Record<string, unknown>)) as never;
        },
      }),
  };
}

/** What the list parser made of one item: its data (with its place in the file), or every problem of the file and its text. */
type Parsed = { data: object } | { problems: ContentProblem[]; text: string };

/**
 * A list file (faqs.yaml, resources.yaml…) as a collection of one entry per item, with Astro's
 * file() loader, keyed by `key`: a numeric id, or a title for the /faq cards (which file() reads
 * from an object keyed by title). The parser checks every item at once, so an editor sees all of a
 * file's problems together and a broken file loads no entry; an id used twice or missing stops it too.
 */
export function listFile(path: string, name: string, key: 'id' | 'title', schema: z.ZodType): Loader {
  const parsed = new WeakMap<object, Parsed>();
  const parser = (text: string) => {
    const items: unknown = parseYaml(text);
    const problems: ContentProblem[] = [];
    const say = (at: string, message: string) => problems.push(contentError(path, at, message));
    if (!Array.isArray(items)) say('(whole file)', `is not a list; expected a list of ${name} entries, each starting with "- "`);
    const seen = new Map<string, number>();
    const entries = (Array.isArray(items) ? items : []).map((item: unknown, index) => {
      const prefix = `${name}[${index}]`;
      const result = schema.safeParse(item, { error: editorErrors(schema), reportInput: true });
      if (!result.success) problems.push(...problemsOf(path, prefix, result.error));
      const id = (item as Record<string, unknown> | null)?.[key];
      const earlier = seen.get(String(id));
      if (id !== undefined && earlier !== undefined)
        say(`${prefix}.${key}`, `${quote(id)} is already used by ${name}[${earlier}]; expected each ${key} once`);
      else if (id !== undefined) seen.set(String(id), index);
      // Astro's store does not keep a file's order, so an entry carries its place (inFileOrder).
      const entry = { [key]: String(id), order: index };
      if (result.success) parsed.set(entry, { data: { ...(result.data as object), order: index } });
      return entry;
    });
    if (problems.length > 0) {
      const stop = { id: '(problems)' };
      parsed.set(stop, { problems, text });
      return [stop];
    }
    // file() takes an object's keys as ids; titles are never integer-like, so the file's order stays.
    return key === 'id' ? entries : Object.fromEntries(entries.map((entry) => [entry[key], entry]));
  };
  return {
    name: 'training-list',
    load: (context: LoaderContext) =>
      file(path, { parser }).load({
        ...context,
        parseData: async ({ data }) => {
          const result = parsed.get(data);
          if (!result) throw new Error(`${path}: an item the list parser did not read`);
          if ('problems' in result) throw new ContentError(withLines(result.problems, (file) => (file === path ? result.text : undefined)));
          return result.data as never;
        },
      }),
  };
}
