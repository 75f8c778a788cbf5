// How text quotes the facts registry and worked figures: {{name}}, {{name.field}}, {{name@year}},
// {{name@year.field}}. Only the syntax lives here; facts.ts says what a quote of the registry prints.

const TOKEN = /\{\{\s*([^{}\s]*)\s*\}\}/g;

/** One quote of a fact; `field` and `year` are as written (the validator checks them). */
export interface FactRef {
  name: string;
  field: string;
  year: string;
}

/** 'name', 'name.planYear', 'name@previous', 'name@previous.planYear'. */
export function parseToken(token: string): FactRef {
  const match = /^([^.@]*)(?:@([^.]*))?(?:\.(.*))?$/.exec(token);
  return { name: match?.[1] ?? token, year: match?.[2] ?? 'current', field: match?.[3] ?? 'display' };
}

/** How a quote is written back in a message: {{name@previous.planYear}}. */
export function tokenText({ name, field, year }: FactRef): string {
  return `{{${name}${year === 'current' ? '' : `@${year}`}${field === 'display' ? '' : `.${field}`}}}`;
}

/** Facts quoted in a YAML text field, in order of appearance. */
export function factTokens(text: string): FactRef[] {
  return [...text.matchAll(TOKEN)].map((m) => parseToken(m[1] ?? ''));
}

/** The text with every {{…}} quote removed (what the editor typed themselves). */
export function withoutTokens(text: string): string {
  return text.replace(TOKEN, ' ');
}

/** Replaces each {{…}} quote that `print` resolves; the others are left as written. */
export function replaceTokens(text: string, print: (ref: FactRef) => string | undefined): string {
  return text.replace(TOKEN, (token, inner: string) => print(parseToken(inner)) ?? token);
}
