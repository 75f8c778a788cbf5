// Checks on a slide's MDX body that zod cannot make: facts it quotes, links it makes, headings.
import { closestName, FACT_FIELDS, factTags, factText, type FactRef } from './facts.ts';
import { contentError, quote } from './issues.ts';
import type { Fact } from './types.ts';

/** The registry by name; null marks a fact that is defined but invalid (already reported). */
export type FactLookup = ReadonlyMap<string, Fact | null>;

export interface BodyContext {
  facts: FactLookup;
  /** Returns why a root-relative site path is dead, or undefined when the site serves it. */
  internalLinkProblem: (path: string) => string | undefined;
}

const COMPONENT_IMPORT = (name: string) =>
  new RegExp(`^import\\s+${name}\\s+from\\s+['"][./]*components/content/${name}\\.astro['"];?\\s*$`, 'm');

const SITE_LINK = /<SiteLink\b[^>]*?\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/** Problems with one quote of a fact, shared by slides (<Fact>) and YAML text ({{name}}). */
export function factRefProblem({ name, field }: FactRef, facts: FactLookup): string | undefined {
  const fact = facts.get(name);
  if (fact === null) return undefined;
  if (!fact) {
    const near = closestName(name, facts.keys());
    return `${quote(name)} is not in the facts registry; expected a name defined in src/content/facts/*.yaml` +
      (near ? ` (did you mean "${near}"?)` : '');
  }
  if (fact.verification === 'unverified') {
    return `${quote(name)} is marked unverified in the registry; expected a fact marked verified or secondary (teach the sourced statement instead)`;
  }
  if (!FACT_FIELDS.includes(field as never)) {
    return `${quote(name)} is quoted with field ${quote(field)}; expected one of ${FACT_FIELDS.join(', ')}`;
  }
  if (factText(fact, field) === undefined) {
    return `${quote(name)} has no ${field} in the registry; expected the fact to define ${field}, or quote its display text`;
  }
  return undefined;
}

export function checkSlideBody(file: string, body: string, ctx: BodyContext): string[] {
  const errors: string[] = [];
  const tags = factTags(body);
  for (const { name, field, tag } of tags) {
    if (name === undefined) {
      errors.push(contentError(file, '<Fact name>', `${tag} has no plain name="…"; expected <Fact name="factName" /> with the name written out`));
      continue;
    }
    const problem = factRefProblem({ name, field }, ctx.facts);
    if (problem) errors.push(contentError(file, '<Fact name>', problem));
  }
  const links = [...body.matchAll(SITE_LINK)].map((m) => m[1] ?? m[2] ?? '');
  for (const href of links) {
    const problem = ctx.internalLinkProblem(href);
    if (problem) errors.push(contentError(file, '<SiteLink href>', `${quote(href)} ${problem}`));
  }
  for (const [component, used] of [['Fact', tags.length > 0], ['SiteLink', links.length > 0]] as const) {
    if (used && !COMPONENT_IMPORT(component).test(body)) {
      errors.push(contentError(file, 'import', `uses <${component}> without importing it; expected the line: import ${component} from '../../../components/content/${component}.astro';`));
    }
  }
  const heading = /^#{1,2}\s.*$/m.exec(body);
  if (heading) {
    errors.push(contentError(file, 'body', `${quote(heading[0])} is a level-1 or level-2 heading; expected ### at most (the viewer shows the slide title as the h2)`));
  }
  const rootLink = /\]\((\/[^)\s]*)\)|<a\s[^>]*href\s*=\s*["'](\/[^"']*)["']/.exec(body);
  if (rootLink) {
    errors.push(contentError(file, 'body', `the link ${quote(rootLink[1] ?? rootLink[2])} is a plain root-relative link; expected <SiteLink href="…">…</SiteLink>, which adds the site's base path`));
  }
  return errors;
}
