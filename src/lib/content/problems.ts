// Content problems in the editor's words: "<file>: <path>: <what is wrong>; expected <what is allowed>".
// A schema failure is worded by a zod error map (editorErrors) from the failing field's .describe() text.
import { z } from 'zod';
import type { Issue } from '../issue.ts';

/** An issue of the content, located in its file (from the project root) and, where known, its line. */
export interface ContentProblem extends Issue {
  file: string;
  line?: number;
}

export function contentError(file: string, path: string, message: string, line?: number): ContentProblem {
  return line === undefined ? { file, path, message } : { file, path, message, line };
}

/** The problem as one line: "<file>: <path>: <message> (line <n>)". */
export function formatProblem({ file, path, message, line }: ContentProblem): string {
  return `${file}: ${path}: ${message}${line === undefined ? '' : ` (line ${line})`}`;
}

/** Quotes a value the way the editor typed it (strings in double quotes, the rest as JSON). */
export function quote(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return JSON.stringify(value) ?? String(value);
}

/** `resources[3].category` from a prefix and a zod path. */
export function fieldPath(prefix: string, path: readonly PropertyKey[]): string {
  let out = prefix;
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out || '(whole file)';
}

/** The schema inside `schema` at `path`, through zod's public accessors (optional, default and pipe unwrapped). */
function schemaAt(schema: z.ZodType | undefined, path: readonly PropertyKey[]): z.ZodType | undefined {
  let current = schema;
  for (const key of path) {
    current = unwrap(current);
    if (current instanceof z.ZodObject && typeof key === 'string') current = current.shape[key] as z.ZodType | undefined;
    else if (current instanceof z.ZodArray) current = current.element as z.ZodType;
    else if (current instanceof z.ZodRecord) current = current.valueType as z.ZodType;
    else return undefined;
  }
  return current;
}

function unwrap(schema: z.ZodType | undefined): z.ZodType | undefined {
  let current = schema;
  while (current && !current.description) {
    if (current instanceof z.ZodOptional || current instanceof z.ZodDefault || current instanceof z.ZodNullable) {
      current = current.unwrap() as z.ZodType;
    } else if (current instanceof z.ZodPipe) {
      // A transform's schema is its input; a preprocess's is its output.
      current = (current.in instanceof z.ZodTransform ? current.out : current.in) as z.ZodType;
    } else break;
  }
  return current;
}

const described = (schema: unknown): string | undefined => (schema instanceof z.ZodType ? schema.description : undefined);

function kindOf(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'empty (null)';
  if (typeof value === 'object') return 'a group of fields';
  if (typeof value === 'string') return 'text';
  return `a ${typeof value}`;
}

/**
 * A zod error map wording every issue of a parse of `root` for editors: what is wrong, quoting the
 * value, and what is expected, from the .describe() text of the field (docs/content.md).
 */
export function editorErrors(root: z.ZodType): z.core.$ZodErrorMap {
  return (issue) => {
    const path = issue.path ?? [];
    const atPath = unwrap(schemaAt(root, path));
    const expected = described(issue.inst) ?? described(issue.schema) ?? atPath?.description;
    const input = issue.input;
    switch (issue.code) {
      case 'invalid_type':
        if (input === undefined) return `missing; expected ${expected ?? issue.expected}`;
        return `${quote(input)} is ${kindOf(input)}; expected ${expected ?? issue.expected}`;
      case 'invalid_value':
        return `${quote(input)} is not allowed; expected one of ${issue.values.map(String).join(', ')}`;
      case 'invalid_format':
        return `${quote(input)} is not in the expected form; expected ${expected ?? issue.format}`;
      case 'too_small':
        if (issue.origin === 'string') return `is empty; expected ${expected ?? 'some text'}`;
        if (issue.origin === 'array') return `is an empty list; expected ${expected ?? `at least ${issue.minimum} item(s)`}`;
        return `${quote(input)} is too small; expected ${expected ?? ''} (at least ${String(issue.minimum)})`;
      case 'too_big':
        return `${quote(input)} is too large; expected ${expected ?? ''} (at most ${String(issue.maximum)})`;
      case 'unrecognized_keys':
        return `is not a known field; expected only ${atPath instanceof z.ZodObject ? Object.keys(atPath.shape).join(', ') : 'the fields the schema names'}`;
      case 'invalid_key': {
        const record = unwrap(schemaAt(root, path.slice(0, -1)));
        const keyType = record instanceof z.ZodRecord ? described(record.keyType) : undefined;
        return `the name ${quote(input)} is not allowed; expected ${keyType ?? 'a valid name'}`;
      }
      case 'invalid_union':
        return `${quote(input)} is ${kindOf(input)} of the wrong kind; expected ${expected ?? 'a different kind of value'}`;
      case 'custom':
        return undefined;
      default:
        return `${quote(input)} is not valid; expected ${expected ?? 'a valid value'}`;
    }
  };
}

/**
 * The problems of a ZodError from a parse with editorErrors: one per issue, one per unknown field,
 * and for a value no branch of a union accepts, the issues of the branch it comes closest to
 * (a fact with byPlanYear is judged as a yearly fact). Paths start with `prefix` (e.g. "faqs[2]").
 */
export function problemsOf(file: string, prefix: string, error: z.ZodError): ContentProblem[] {
  const from = (issues: readonly z.core.$ZodIssue[], base: readonly PropertyKey[]): ContentProblem[] =>
    issues.flatMap((issue) => {
      const path = [...base, ...issue.path];
      if (issue.code === 'unrecognized_keys')
        return issue.keys.map((key) => contentError(file, fieldPath(prefix, [...path, key]), issue.message));
      if (issue.code === 'invalid_union' && path.length > 0 && issue.errors.length > 0) {
        const closest = issue.errors.reduce((best, branch) => (branch.length < best.length ? branch : best));
        return from(closest, path);
      }
      // A refinement's message follows the value it is about (`"http://…" uses http:`).
      const quoted = issue.code === 'custom' && typeof issue.input === 'string';
      return [contentError(file, fieldPath(prefix, path), quoted ? `${quote(issue.input)} ${issue.message}` : issue.message)];
    });
  return from(error.issues, []);
}
