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

/** Where an item of a list file sits, and the earlier item that already has its id. */
interface Place {
  index: number;
  earlier?: number | undefined;
  /** The item has no id: file() would skip it, so it is loaded under a stand-in and its schema says so. */
  unnamed?: boolean;
}

/**
 * `loader` with every entry parsed by `schema` for editors. `place` says where a list file's item
 * sits (its paths read "faqs[2].answer") and whether its id is taken, which stops the build too.
 */
export function editorMessages(
  loader: Loader,
  schema: z.ZodType,
  list?: { name: string; key: string; place: (item: unknown) => Place | undefined },
): Loader {
  return {
    name: loader.name,
    load: (context: LoaderContext) =>
      loader.load({
        ...context,
        parseData: async (props) => {
          const root = fileURLToPath(context.config.root);
          const file = props.filePath ? relative(root, props.filePath).split('\\').join('/') : `${context.collection} → ${props.id}`;
          const place = list?.place(props.data);
          const prefix = list && place ? `${list.name}[${place.index}]` : '';
          if (list && place?.earlier !== undefined) {
            const problem = `${quote(props.data[list.key])} is already used by ${list.name}[${place.earlier}]; expected each ${list.key} once`;
            throw new ContentError(withLines([contentError(file, `${prefix}.${list.key}`, problem)], root));
          }
          if (place?.index === -1) {
            const problem = `is ${Array.isArray(props.data) ? 'a list' : 'not a list'}; expected a list of ${list?.name} entries, each starting with "- "`;
            throw new ContentError([contentError(file, '(whole file)', problem)]);
          }
          const { [list?.key ?? '']: _standIn, ...named } = props.data;
          const parsed = await parseForEditors(file, prefix, schema, place?.unnamed ? named : props.data);
          if ('problems' in parsed) throw new ContentError(withLines(parsed.problems, root));
          // Astro's store does not keep a file's order, so a list item carries its place (inFileOrder).
          return (place ? { ...(parsed.data as object), order: place.index } : parsed.data) as never;
        },
      }),
  };
}

/**
 * A list file (faqs.yaml, resources.yaml…) as a collection of one entry per item, with Astro's
 * file() loader. Items are keyed by `key`: a numeric id, or a title for the /faq cards (which
 * file() reads from an object keyed by title).
 */
export function listFile(path: string, name: string, key: 'id' | 'title', schema: z.ZodType): Loader {
  const places = new WeakMap<object, Place>();
  const whole = {};
  const parser = (text: string) => {
    const items: unknown = parseYaml(text);
    if (!Array.isArray(items)) {
      places.set(whole, { index: -1 });
      return { [`(${name})`]: whole };
    }
    const seen = new Map<string, number>();
    const loaded = items.map((item: unknown, index) => {
      const fields = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : { value: item };
      const unnamed = fields[key] === undefined;
      const entry = unnamed ? { ...fields, [key]: `(item ${index})` } : fields;
      const id = String(entry[key]);
      places.set(entry, { index, earlier: seen.get(id), unnamed });
      if (!seen.has(id)) seen.set(id, index);
      return entry;
    });
    // file() takes an object's keys as ids; titles are never integer-like, so the file's order stays.
    return key === 'id' ? loaded : Object.fromEntries(loaded.map((entry) => [String(entry[key]), entry]));
  };
  return editorMessages(file(path, { parser }), schema, {
    name,
    key,
    place: (item) => (typeof item === 'object' && item !== null ? places.get(item) : undefined),
  });
}
