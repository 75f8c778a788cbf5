// Checks on a slide's MDX that zod cannot make. collectSlide reads the syntax tree of Astro's MDX
// compile (slide-plugin.ts): components, quoted facts, links, headings, typed figures and words;
// checkSlide judges that report against the registry and the site's pages (check.ts). Slides are
// rendered with <Content components={{ Fact, SiteLink }} />, so they need no imports.
import { countWords } from './duration.ts';
import { closestName, FACT_FIELDS, isWorkedExample, PLAN_YEAR_CHOICES, planYearOf, resolveFact } from './facts.ts';
import { type TypedFigure, typedFigureProblem, typedFigures } from './figures.ts';
import { linkSchemeProblem } from './links.ts';
import { type ContentProblem, contentError, quote } from './problems.ts';
import { type FactRef, factText } from './tokens.ts';
import type { Fact, FactEntry } from './types.ts';
import { HOUSEHOLD_FIGURES } from './worked-household.ts';

/** The registry by name; null marks a fact that is defined but invalid (already reported). */
export type FactLookup = ReadonlyMap<string, FactEntry | null>;

export interface BodyContext {
  facts: FactLookup;
  /** The current plan year (src/content/plan-year.yaml). */
  planYear: number;
  /** Returns why a root-relative site path is dead, or undefined when the site serves it. */
  internalLinkProblem: (path: string) => string | undefined;
}

/** The components a slide can use, with the attributes each takes. */
export const SLIDE_COMPONENTS: Readonly<Record<string, readonly string[]>> = {
  Fact: ['name', 'field', 'year', 'cite'],
  SiteLink: ['href'],
};

/** Problems with one quote of a fact, shared by slides (<Fact>) and YAML text ({{name}}). */
export function factRefProblem({ name, field, year }: FactRef, facts: FactLookup, planYear: number): string | undefined {
  const entry = facts.get(name);
  if (entry === null) return undefined;
  if (!entry) {
    const near = closestName(name, facts.keys());
    return (
      `${quote(name)} is not in the facts registry; expected a name defined in src/content/facts/*.yaml` +
      (near ? ` (did you mean "${near}"?)` : '')
    );
  }
  if (!PLAN_YEAR_CHOICES.includes(year as never)) {
    return `${quote(name)} is quoted for the plan year ${quote(year)}; expected one of ${PLAN_YEAR_CHOICES.join(', ')}`;
  }
  const fact = resolveFact(entry, planYear, year);
  if (!fact) {
    return 'byPlanYear' in entry
      ? `${quote(name)} has no figure for plan year ${planYearOf(year, planYear)} (the ${year} plan year); expected byPlanYear."${planYearOf(year, planYear)}" in the registry`
      : `${quote(name)} does not change by plan year; expected it quoted without a plan year choice`;
  }
  if (fact.verification === 'unverified') {
    return `${quote(name)} is marked unverified in the registry; expected a fact marked verified or secondary (teach the sourced statement instead)`;
  }
  if (isWorkedExample(entry)) {
    const figure = HOUSEHOLD_FIGURES[field];
    if (!FACT_FIELDS.includes(field as never) && !figure)
      return `${quote(name)} is a worked example quoted with field ${quote(field)}; expected one of its figures: ${Object.keys(HOUSEHOLD_FIGURES).join(', ')}`;
    if (factText(fact, field) === undefined) return `${quote(name)} has no ${figure?.what ?? field}: its household gives none`;
    return undefined;
  }
  if (!FACT_FIELDS.includes(field as never)) {
    return `${quote(name)} is quoted with field ${quote(field)}; expected one of ${FACT_FIELDS.join(', ')}`;
  }
  if (factText(fact, field) === undefined) {
    return `${quote(name)} has no ${field} in the registry; expected the fact to define ${field}, or quote its display text`;
  }
  return undefined;
}

/** Every fact of the registry as the current plan year prints it (for hints about typed figures). */
export function printedFacts(facts: FactLookup, planYear: number): Array<[string, Fact]> {
  const out: Array<[string, Fact]> = [];
  for (const [name, entry] of facts) {
    const fact = entry && resolveFact(entry, planYear);
    if (fact) out.push([name, fact]);
  }
  return out;
}

/**
 * What one slide's tree holds, in the order it appears: problems that need no data, and the
 * quotes, site links and typed figures that checkSlide judges against the registry and the site.
 * Plain JSON: Astro's MDX compile hands it on as part of the slide's remarkPluginFrontmatter.
 */
export type SlideFinding =
  | { kind: 'problem'; field: string; problem: string; line: number }
  | { kind: 'fact'; name: string | null; field: string; year: string; line: number }
  | { kind: 'link'; href: string | null; line: number }
  | { kind: 'figure'; figure: TypedFigure; line: number }
  /** A heading inside the slide (### and below): where a passage of it starts. */
  | { kind: 'heading'; depth: number; line: number };

export interface SlideReport {
  findings: SlideFinding[];
  /** Words of the body as written; quoted facts are counted by checkSlide, which knows what they print. */
  words: number;
}

export interface SlideAnalysis {
  errors: ContentProblem[];
  /** Words a reader reads: the body with every quoted fact printed. */
  words: number;
  /** Names of the facts quoted, in order of first use (for source lists). */
  factsUsed: string[];
}

interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}

/** The parts of an mdast node these checks read (the parser's own types are a wide union). */
export interface MdastNode {
  type: string;
  position?: { start: { line: number } } | undefined;
  children?: readonly MdastNode[];
  attributes?: readonly JsxAttribute[];
}

const line = (node: MdastNode) => node.position?.start.line ?? 0;

const PLAIN_LINK = 'is a plain root-relative link; expected <SiteLink href="…">…</SiteLink>, which adds the site\'s base path';

/** Reads one slide's tree (line numbers are the file's: Astro blanks the frontmatter, keeping its lines). */
export function collectSlide(tree: MdastNode): SlideReport {
  const findings: SlideFinding[] = [];
  let words = 0;
  const problem = (node: MdastNode, field: string, text: string) =>
    findings.push({ kind: 'problem', field, problem: text, line: line(node) });

  const plainAttribute = (node: MdastNode, attr: JsxAttribute, tag: string): string | undefined => {
    if (typeof attr.value === 'string') return attr.value;
    if (attr.value === null || attr.value === undefined) return undefined;
    problem(node, `<${tag} ${attr.name}>`, `${attr.name}={…} is an expression; expected a plain value in quotes, ${attr.name}="…"`);
    return undefined;
  };

  const component = (node: MdastNode, name: string) => {
    const allowed = SLIDE_COMPONENTS[name];
    if (!allowed) {
      const near = closestName(name, Object.keys(SLIDE_COMPONENTS));
      const known = Object.keys(SLIDE_COMPONENTS)
        .map((c) => `<${c}>`)
        .join(', ');
      problem(
        node,
        'body',
        `<${name}> is not a component slides can use; expected one of ${known}${near ? ` (did you mean <${near}>?)` : ''}`,
      );
      return;
    }
    const values = new Map<string, string | null>();
    for (const attr of node.attributes ?? []) {
      if (attr.type !== 'mdxJsxAttribute' || !attr.name) {
        problem(node, `<${name}>`, `has a {...spread} attribute; expected only ${allowed.join(', ')}`);
      } else if (!allowed.includes(attr.name)) {
        problem(node, `<${name} ${attr.name}>`, `is not an attribute of <${name}>; expected only ${allowed.join(', ')}`);
      } else {
        values.set(attr.name, plainAttribute(node, attr, name) ?? null);
      }
    }
    if (name === 'Fact') {
      const field = values.get('field') ?? 'display';
      findings.push({ kind: 'fact', name: values.get('name') ?? null, field, year: values.get('year') ?? 'current', line: line(node) });
    } else if (name === 'SiteLink') {
      findings.push({ kind: 'link', href: values.get('href') ?? null, line: line(node) });
    }
  };

  const visit = (node: MdastNode): void => {
    const value = (node as unknown as { value?: string }).value ?? '';
    switch (node.type) {
      case 'yaml':
        return;
      case 'mdxjsEsm':
        problem(
          node,
          'body',
          'an import or export line is not needed in a slide (<Fact> and <SiteLink> are always available); expected the line removed',
        );
        return;
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        problem(
          node,
          'body',
          'a {…} expression is not allowed in a slide; expected plain text (quote figures with <Fact name="…" />, write \\{ for a brace)',
        );
        return;
      case 'heading': {
        const depth = (node as unknown as { depth: number }).depth;
        if (depth <= 2)
          problem(node, 'body', 'a level-1 or level-2 heading; expected ### at most (the viewer shows the slide title as the h2)');
        else findings.push({ kind: 'heading', depth, line: line(node) });
        break;
      }
      case 'link':
      case 'definition': {
        const url = (node as unknown as { url: string }).url;
        const unsafe = linkSchemeProblem(url);
        if (unsafe) problem(node, 'body', `the link ${quote(url)} ${unsafe}`);
        else if (url.startsWith('/')) problem(node, 'body', `the link ${quote(url)} ${PLAIN_LINK}`);
        break;
      }
      case 'text':
        words += countWords(value);
        for (const figure of typedFigures(value)) findings.push({ kind: 'figure', figure, line: line(node) });
        return;
      case 'inlineCode':
      case 'code':
        words += countWords(value);
        return;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const name = (node as unknown as { name: string | null }).name;
        if (name && /^[A-Z]/.test(name)) component(node, name);
        else if (name === 'a') {
          const href = node.attributes?.find((a) => a.name === 'href')?.value;
          const unsafe = typeof href === 'string' ? linkSchemeProblem(href) : undefined;
          if (typeof href === 'string' && unsafe) problem(node, 'body', `the link ${quote(href)} ${unsafe}`);
          else if (typeof href === 'string' && href.startsWith('/')) problem(node, 'body', `the link ${quote(href)} ${PLAIN_LINK}`);
        }
        break;
      }
      default:
        break;
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  return { findings, words };
}

/**
 * The facts each passage of a slide quotes for the current plan year: the slide's text before its
 * first heading, then one passage per heading (### and below), in order, as the page has them.
 */
export function passageQuotes(report: SlideReport): string[][] {
  const passages: string[][] = [[]];
  for (const finding of report.findings) {
    if (finding.kind === 'heading') passages.push([]);
    else if (finding.kind === 'fact' && finding.name && finding.year === 'current') passages.at(-1)?.push(finding.name);
  }
  return passages;
}

/** Judges one slide's report against the registry and the site's pages. */
export function checkSlide(file: string, report: SlideReport, ctx: BodyContext): SlideAnalysis {
  const errors: ContentProblem[] = [];
  const printed = printedFacts(ctx.facts, ctx.planYear);
  const say = (at: number, field: string, problem: string) => errors.push(contentError(file, field, problem, at));
  let words = report.words;
  const used: string[] = [];
  for (const finding of report.findings) {
    switch (finding.kind) {
      case 'problem':
        say(finding.line, finding.field, finding.problem);
        break;
      case 'figure':
        say(
          finding.line,
          'body',
          typedFigureProblem(finding.figure, printed, (name) => `<Fact name="${name}" />`),
        );
        break;
      case 'link': {
        const problem = finding.href ? ctx.internalLinkProblem(finding.href) : 'is missing; expected <SiteLink href="/page">…</SiteLink>';
        if (problem) say(finding.line, '<SiteLink href>', finding.href ? `${quote(finding.href)} ${problem}` : problem);
        break;
      }
      case 'fact': {
        if (!finding.name) {
          say(finding.line, '<Fact name>', 'is missing; expected <Fact name="factName" /> with the name written out');
          break;
        }
        const ref = { name: finding.name, field: finding.field, year: finding.year };
        const problem = factRefProblem(ref, ctx.facts, ctx.planYear);
        if (problem) say(finding.line, '<Fact name>', problem);
        if (!used.includes(ref.name)) used.push(ref.name);
        const entry = ctx.facts.get(ref.name);
        const fact = entry && resolveFact(entry, ctx.planYear, ref.year);
        words += countWords((fact && factText(fact, ref.field)) ?? '');
        break;
      }
    }
  }
  return { errors, words, factsUsed: used };
}
