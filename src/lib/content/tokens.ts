// How text quotes the facts registry and worked figures: {{name}}, {{name.field}}, {{name@year}},
// {{name@year.field}}, and the text a quote prints from the figure it names; facts.ts resolves
// which figure of the registry that is.

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

/** What a quote prints from: one plan year's figure of a fact (the registry's, or the editor's copy). */
export interface QuotedFigure {
  display: string;
  planYear?: number | undefined;
  figures?: Readonly<Record<string, string>> | undefined;
}

/** The text a quote prints, or undefined when the fact has no such field. */
export function factText(fact: QuotedFigure, field: string): string | undefined {
  if (field === 'display') return fact.display;
  if (field === 'planYear') return fact.planYear === undefined ? undefined : String(fact.planYear);
  return fact.figures?.[field];
}
