// Turns zod issues into problems an editor can act on:
//   <file>: <field>: <what is wrong, quoting the value>; expected <what is allowed>
// The "expected" part comes from the field's .describe() text in schemas.ts.
import type { z } from 'zod';

/**
 * One problem of the content, in the editor's words: the file (from the project root), the field,
 * what is wrong and what is expected, and the line of the file where it is known.
 */
export interface ContentProblem {
  file: string;
  field: string;
  message: string;
  line?: number;
}

export function contentError(file: string, field: string, message: string, line?: number): ContentProblem {
  return line === undefined ? { file, field, message } : { file, field, message, line };
}

/** The problem as one line: "<file>: <field>: <message> (line <n>)". */
export function formatProblem({ file, field, message, line }: ContentProblem): string {
  return `${file}: ${field}: ${message}${line === undefined ? '' : ` (line ${line})`}`;
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

interface ZodInternals {
  description?: string;
  _zod: {
    def: {
      type: string;
      shape?: Record<string, unknown>;
      element?: unknown;
      valueType?: unknown;
      keyType?: unknown;
      innerType?: unknown;
      options?: unknown[];
      in?: unknown;
      out?: unknown;
    };
  };
}

/** The schema that validates `path` inside `schema`, unwrapping optional/default/pipe wrappers. */
function schemaAt(schema: unknown, path: readonly PropertyKey[]): ZodInternals | undefined {
  let current = schema as ZodInternals | undefined;
  for (const key of path) {
    current = unwrap(current);
    const def = current?._zod.def;
    if (!def) return undefined;
    if (def.type === 'object' && typeof key === 'string') current = def.shape?.[key] as ZodInternals;
    else if (def.type === 'array') current = def.element as ZodInternals;
    else if (def.type === 'record') current = def.valueType as ZodInternals;
    else return undefined;
  }
  return current;
}

function unwrap(schema: ZodInternals | undefined): ZodInternals | undefined {
  let current = schema;
  while (current && !current.description && ['optional', 'default', 'nullable'].includes(current._zod.def.type)) {
    current = current._zod.def.innerType as ZodInternals;
  }
  return current;
}

function describe(schema: unknown, path: readonly PropertyKey[]): string | undefined {
  return unwrap(schemaAt(schema, path))?.description;
}

function kindOf(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'empty (null)';
  if (typeof value === 'object') return 'a group of fields';
  if (typeof value === 'string') return 'text';
  return `a ${typeof value}`;
}

/** Editor messages for every issue of one failed parse of `schema` on the contents of `file`. */
export function formatIssues(file: string, prefix: string, schema: z.ZodType, issues: readonly z.core.$ZodIssue[]): ContentProblem[] {
  return issues.flatMap((issue) => {
    const field = fieldPath(prefix, issue.path);
    const expected = describe(schema, issue.path);
    const input = 'input' in issue ? issue.input : undefined;
    const say = (problem: string) => contentError(file, field, problem);
    switch (issue.code) {
      case 'invalid_type':
        if (input === undefined) return [say(`missing; expected ${expected ?? issue.expected}`)];
        return [say(`${quote(input)} is ${kindOf(input)}; expected ${expected ?? issue.expected}`)];
      case 'invalid_value':
        return [say(`${quote(input)} is not allowed; expected one of ${issue.values.map(String).join(', ')}`)];
      case 'invalid_format':
        return [say(`${quote(input)} is not in the expected form; expected ${expected ?? issue.format}`)];
      case 'too_small':
        if (issue.origin === 'string') return [say(`is empty; expected ${expected ?? 'some text'}`)];
        if (issue.origin === 'array') return [say(`is an empty list; expected ${expected ?? `at least ${issue.minimum} item(s)`}`)];
        return [say(`${quote(input)} is too small; expected ${expected ?? ''} (at least ${String(issue.minimum)})`)];
      case 'too_big':
        return [say(`${quote(input)} is too large; expected ${expected ?? ''} (at most ${String(issue.maximum)})`)];
      case 'unrecognized_keys': {
        const shape = unwrap(schemaAt(schema, issue.path))?._zod.def.shape ?? {};
        const allowed = Object.keys(shape).join(', ');
        return issue.keys.map((key) =>
          contentError(file, fieldPath(prefix, [...issue.path, key]), `is not a known field; expected only ${allowed}`),
        );
      }
      case 'invalid_key': {
        const keyType = unwrap(schemaAt(schema, issue.path.slice(0, -1)))?._zod.def.keyType as ZodInternals | undefined;
        return [say(`the name ${quote(input)} is not allowed; expected ${keyType?.description ?? 'a valid name'}`)];
      }
      case 'invalid_union': {
        // The branch the value comes closest to (fewest problems): a fact with byPlanYear is judged as a yearly fact.
        const branches = 'errors' in issue ? issue.errors : [];
        const options = unwrap(schemaAt(schema, issue.path))?._zod.def.options ?? [];
        const closest = branches.reduce<number | undefined>(
          (best, branch, i) => (best === undefined || branch.length < (branches[best]?.length ?? 0) ? i : best),
          undefined,
        );
        const branch = closest === undefined ? undefined : options[closest];
        if (closest !== undefined && branch && issue.path.length > 0) {
          return formatIssues(file, fieldPath(prefix, issue.path), branch as z.ZodType, branches[closest] ?? []);
        }
        return [say(`${quote(input)} is ${kindOf(input)} of the wrong kind; expected ${expected ?? 'a different kind of value'}`)];
      }
      case 'custom':
        return [say(typeof input === 'string' ? `${quote(input)} ${issue.message}` : issue.message)];
      default:
        return [say(`${issue.message}; expected ${expected ?? 'a valid value'}`)];
    }
  });
}
