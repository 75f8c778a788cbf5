/** The request schemas' messages: what is expected, then what came in, in one plain sentence. */

/** Quotes what the client sent, so a message says what was wrong with it. */
function shown(input: unknown): string {
  if (typeof input === 'number') return String(input);
  if (typeof input === 'string') return JSON.stringify(input.length > 40 ? `${input.slice(0, 40)}…` : input);
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'a list';
  return typeof input === 'object' ? 'an object' : typeof input;
}

/** One plain message for every way a field can fail: what is expected, then what came in. */
export function expecting(field: string, what: string) {
  return (issue: { input?: unknown; code?: string }) =>
    issue.input === undefined && issue.code === 'invalid_type'
      ? `${field} is required: ${what}`
      : `${field} must be ${what} (got ${shown(issue.input)})`;
}

/** Unknown keys of a nested object are errors naming them, as at the top level: a misspelt field is never ignored. */
export function objectError(fields: string, what: string) {
  return (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' && issue.keys
      ? `Unknown field${issue.keys.length === 1 ? '' : 's'} ${issue.keys.map((key) => `"${key}"`).join(', ')}; ${what} has ${fields}`
      : `${what} must be an object with ${fields}`;
}
