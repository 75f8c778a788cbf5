// Checks on a slide's MDX that zod cannot make, read from the syntax tree of the same MDX parser
// Astro renders with (satteri): the components it uses and their attributes, the facts it quotes,
// its links and headings, figures typed instead of quoted, and its word count for the duration.
// Slides are rendered with <Content components={{ Fact, SiteLink }} />, so they need no imports.
import { mdxToMdast } from 'satteri';
import { countWords } from './duration.ts';
import { closestName, FACT_FIELDS, type FactRef, factText, PLAN_YEAR_CHOICES, planYearOf, resolveFact } from './facts.ts';
import { typedFigureProblem, typedFigures } from './figures.ts';
import { contentError, quote } from './issues.ts';
import type { Fact, FactEntry } from './types.ts';

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

export interface SlideAnalysis {
  errors: string[];
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
interface MdastNode {
  type: string;
  position?: { start: { line: number } };
  children?: MdastNode[];
  attributes?: JsxAttribute[];
}

function attributes(node: MdastNode): JsxAttribute[] {
  return node.attributes ?? [];
}

function children(node: MdastNode): MdastNode[] {
  return node.children ?? [];
}

const line = (node: MdastNode) => node.position?.start.line ?? 0;

/** Analyses one slide file (frontmatter included, so line numbers match the file). */
export function analyzeSlide(file: string, source: string, ctx: BodyContext): SlideAnalysis {
  const errors: string[] = [];
  let tree: MdastNode;
  try {
    tree = mdxToMdast(source) as unknown as MdastNode;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      errors: [
        contentError(
          file,
          'body',
          `MDX syntax error at ${message}; expected valid MDX (close every <Tag>, quote attribute values, write \\{ for a brace)`,
        ),
      ],
      words: 0,
      factsUsed: [],
    };
  }
  const printed = printedFacts(ctx.facts, ctx.planYear);
  const say = (node: MdastNode, field: string, problem: string) =>
    errors.push(contentError(file, field, `${problem} (line ${line(node)})`));
  let words = 0;
  const used: string[] = [];

  const checkText = (node: MdastNode, text: string) => {
    words += countWords(text);
    for (const figure of typedFigures(text)) {
      say(
        node,
        'body',
        typedFigureProblem(figure, printed, (name) => `<Fact name="${name}" />`),
      );
    }
  };

  const plainAttribute = (node: MdastNode, attr: JsxAttribute, tag: string): string | undefined => {
    if (typeof attr.value === 'string') return attr.value;
    if (attr.value === null || attr.value === undefined) return undefined;
    say(node, `<${tag} ${attr.name}>`, `${attr.name}={…} is an expression; expected a plain value in quotes, ${attr.name}="…"`);
    return undefined;
  };

  const checkComponent = (node: MdastNode, name: string) => {
    const allowed = SLIDE_COMPONENTS[name];
    if (!allowed) {
      const near = closestName(name, Object.keys(SLIDE_COMPONENTS));
      say(
        node,
        'body',
        `<${name}> is not a component slides can use; expected one of ${Object.keys(SLIDE_COMPONENTS)
          .map((c) => `<${c}>`)
          .join(', ')}${near ? ` (did you mean <${near}>?)` : ''}`,
      );
      return;
    }
    const values = new Map<string, string | null>();
    for (const attr of attributes(node)) {
      if (attr.type !== 'mdxJsxAttribute' || !attr.name) {
        say(node, `<${name}>`, `has a {...spread} attribute; expected only ${allowed.join(', ')}`);
      } else if (!allowed.includes(attr.name)) {
        say(node, `<${name} ${attr.name}>`, `is not an attribute of <${name}>; expected only ${allowed.join(', ')}`);
      } else {
        values.set(attr.name, plainAttribute(node, attr, name) ?? null);
      }
    }
    if (name === 'Fact') {
      const factName = values.get('name');
      if (!factName) {
        say(node, '<Fact name>', 'is missing; expected <Fact name="factName" /> with the name written out');
        return;
      }
      const ref = { name: factName, field: values.get('field') ?? 'display', year: values.get('year') ?? 'current' };
      const problem = factRefProblem(ref, ctx.facts, ctx.planYear);
      if (problem) say(node, '<Fact name>', problem);
      if (!used.includes(factName)) used.push(factName);
      const entry = ctx.facts.get(factName);
      const fact = entry && resolveFact(entry, ctx.planYear, ref.year);
      words += countWords((fact && factText(fact, ref.field)) ?? '');
    } else if (name === 'SiteLink') {
      const href = values.get('href');
      const problem = href ? ctx.internalLinkProblem(href) : 'is missing; expected <SiteLink href="/page">…</SiteLink>';
      if (problem) say(node, '<SiteLink href>', href ? `${quote(href)} ${problem}` : problem);
    }
  };

  const visit = (node: MdastNode): void => {
    switch (node.type) {
      case 'yaml':
        return;
      case 'mdxjsEsm':
        say(
          node,
          'body',
          'an import or export line is not needed in a slide (<Fact> and <SiteLink> are always available); expected the line removed',
        );
        return;
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        say(
          node,
          'body',
          'a {…} expression is not allowed in a slide; expected plain text (quote figures with <Fact name="…" />, write \\{ for a brace)',
        );
        return;
      case 'heading':
        if ((node as unknown as { depth: number }).depth <= 2) {
          say(node, 'body', 'a level-1 or level-2 heading; expected ### at most (the viewer shows the slide title as the h2)');
        }
        break;
      case 'link':
      case 'definition': {
        const url = (node as unknown as { url: string }).url;
        if (url.startsWith('/'))
          say(
            node,
            'body',
            `the link ${quote(url)} is a plain root-relative link; expected <SiteLink href="…">…</SiteLink>, which adds the site's base path`,
          );
        break;
      }
      case 'text':
        checkText(node, (node as unknown as { value: string }).value);
        return;
      case 'inlineCode':
      case 'code':
        words += countWords((node as unknown as { value: string }).value);
        return;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const name = (node as unknown as { name: string | null }).name;
        if (name && /^[A-Z]/.test(name)) checkComponent(node, name);
        else if (name === 'a') {
          const href = attributes(node).find((a) => a.name === 'href')?.value;
          if (typeof href === 'string' && href.startsWith('/')) {
            say(
              node,
              'body',
              `the link ${quote(href)} is a plain root-relative link; expected <SiteLink href="…">…</SiteLink>, which adds the site's base path`,
            );
          }
        }
        break;
      }
      default:
        break;
    }
    for (const child of children(node)) visit(child);
  };
  visit(tree);
  return { errors, words, factsUsed: used };
}

/** Names of the facts an MDX body quotes with <Fact name="…" />, in order of first use. */
export function quotedFactNames(source: string): string[] {
  const names: string[] = [];
  const visit = (node: MdastNode): void => {
    if ((node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') && (node as unknown as { name: string }).name === 'Fact') {
      const name = attributes(node).find((a) => a.name === 'name')?.value;
      if (typeof name === 'string' && !names.includes(name)) names.push(name);
    }
    for (const child of children(node)) visit(child);
  };
  visit(mdxToMdast(source) as unknown as MdastNode);
  return names;
}
