import { describe, expect, it } from 'vitest';
import { factTokens, interpolateFacts } from './facts.ts';
import { checkSlideBody, factRefProblem, type FactLookup } from './mdx.ts';
import type { Fact } from './types.ts';

const fact = (over: Partial<Fact>): Fact => ({
  value: 1, display: 'one', source: 's', url: 'https://www.cms.gov/', verification: 'verified', planYear: 2026, ...over,
});
const facts: FactLookup = new Map([
  ['oopMaxIndividual', fact({ value: 10600, display: '$10,600' })],
  ['integrityRuleEffective', fact({ display: 'August 25, 2025', planYear: undefined, effective: '2025-08-25' })],
  ['certificationClosed', fact({ display: 'July 11, 2025', verification: 'unverified' })],
]);
const ctx = { facts, internalLinkProblem: (p: string) => (p === '/faq' ? undefined : 'is not a page') };
const FILE = 'src/content/slides/13/x.mdx';
const IMPORT = "import Fact from '../../../components/content/Fact.astro';\n";

describe('quoting facts', () => {
  it('fills {{name}} and {{name.planYear}} in YAML text and leaves unknown names visible', () => {
    const text = 'In {{oopMaxIndividual.planYear}} the cap is {{ oopMaxIndividual }}; {{nope}}.';
    expect(factTokens(text)).toEqual([
      { name: 'oopMaxIndividual', field: 'planYear' }, { name: 'oopMaxIndividual', field: 'display' }, { name: 'nope', field: 'display' },
    ]);
    expect(interpolateFacts(text, facts as ReadonlyMap<string, Fact>)).toBe('In 2026 the cap is $10,600; {{nope}}.');
  });

  it('refuses a fact marked unverified, a missing plan year and an unknown field', () => {
    expect(factRefProblem({ name: 'certificationClosed', field: 'display' }, facts)).toBe(
      '"certificationClosed" is marked unverified in the registry; expected a fact marked verified or secondary (teach the sourced statement instead)');
    expect(factRefProblem({ name: 'integrityRuleEffective', field: 'planYear' }, facts)).toBe(
      '"integrityRuleEffective" has no planYear in the registry; expected the fact to define planYear, or quote its display text');
    expect(factRefProblem({ name: 'oopMaxIndividual', field: 'value' }, facts)).toBe(
      '"oopMaxIndividual" is quoted with field "value"; expected one of display, planYear');
  });

  it('does not report quotes of a fact that is defined but invalid twice', () => {
    expect(factRefProblem({ name: 'broken', field: 'display' }, new Map([['broken', null]]))).toBeUndefined();
  });
});

describe('slide bodies', () => {
  it('accepts a well-formed slide', () => {
    expect(checkSlideBody(FILE, `${IMPORT}\nThe cap is <Fact name="oopMaxIndividual" cite />.\n\n### Detail\n`, ctx)).toEqual([]);
  });

  it('asks for the import when <Fact> is used without it', () => {
    expect(checkSlideBody(FILE, 'The cap is <Fact name="oopMaxIndividual" />.', ctx)).toEqual([
      `${FILE}: import: uses <Fact> without importing it; expected the line: import Fact from '../../../components/content/Fact.astro';`,
    ]);
  });

  it('rejects a <Fact> without a plain name', () => {
    expect(checkSlideBody(FILE, `${IMPORT}<Fact name={x} />`, ctx)).toEqual([
      `${FILE}: <Fact name>: <Fact name={x} /> has no plain name="…"; expected <Fact name="factName" /> with the name written out`,
    ]);
  });

  it('rejects h1/h2 headings, plain root-relative links and dead site links', () => {
    const body = "import SiteLink from '../../../components/content/SiteLink.astro';\n## Big\n[faq](/faq) <SiteLink href=\"/nowhere\">x</SiteLink>";
    expect(checkSlideBody(FILE, body, ctx)).toEqual([
      `${FILE}: <SiteLink href>: "/nowhere" is not a page`,
      `${FILE}: body: "## Big" is a level-1 or level-2 heading; expected ### at most (the viewer shows the slide title as the h2)`,
      `${FILE}: body: the link "/faq" is a plain root-relative link; expected <SiteLink href="…">…</SiteLink>, which adds the site's base path`,
    ]);
  });
});
