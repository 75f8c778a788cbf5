import { mdxToMdast } from 'satteri';
import { describe, expect, it } from 'vitest';
import { interpolateFacts, resolveFact } from './facts.ts';
import { type BodyContext, checkSlide, collectSlide, type FactLookup, factRefProblem, type MdastNode, passageQuotes } from './mdx.ts';
import { formatProblem } from './problems.ts';
import { factTokens } from './tokens.ts';
import type { FactEntry, StandingFact, YearlyFact } from './types.ts';

const standing = (over: Partial<StandingFact>): StandingFact => ({
  value: 1,
  display: 'one',
  source: 's',
  url: 'https://www.cms.gov/',
  verification: 'verified',
  checked: '2026-11-20',
  effective: '2025-08-25',
  ...over,
});
const yearly: YearlyFact = {
  label: 'out-of-pocket maximum, self-only',
  byPlanYear: {
    '2026': {
      value: 10600,
      display: '$10,600',
      source: 'rule',
      url: 'https://www.cms.gov/',
      verification: 'verified',
      checked: '2026-11-20',
    },
    '2027': {
      value: 12000,
      display: '$12,000',
      source: 'memo',
      url: 'https://www.cms.gov/',
      verification: 'secondary',
      checked: '2026-11-20',
    },
  },
};
const facts: FactLookup = new Map<string, FactEntry>([
  ['oopMaxIndividual', yearly],
  ['integrityRuleEffective', standing({ display: 'August 25, 2025' })],
  ['certificationClosed', standing({ display: 'July 11, 2025', verification: 'unverified' })],
]);
const ctx: BodyContext = { facts, planYear: 2027, internalLinkProblem: (p: string) => (p === '/faq' ? undefined : 'is not a page') };
const FILE = 'src/content/slides/13/x.mdx';
const slide = (body: string) => `---\nmodule: 13\nid: x\ntitle: X\n---\n${body}\n`;
/** The slide as Astro's MDX compile parses it (same parser, frontmatter lines kept). */
const report = (source: string) =>
  collectSlide(mdxToMdast(source.replace(/^---[\s\S]*?---/, (fm) => fm.replace(/[^\n]/g, ' '))) as unknown as MdastNode);
const analyzeSlide = (file: string, source: string, context: BodyContext) => checkSlide(file, report(source), context);
const errors = (body: string) => analyzeSlide(FILE, slide(body), ctx).errors.map(formatProblem);

describe('quoting facts', () => {
  it('prints the current plan year, the previous one, or the plan year itself', () => {
    const text =
      'In {{oopMaxIndividual.planYear}} the cap is {{ oopMaxIndividual }} ({{oopMaxIndividual@previous}} in {{oopMaxIndividual@previous.planYear}}); {{nope}}.';
    expect(factTokens(text).map((r) => `${r.name}@${r.year}.${r.field}`)).toEqual([
      'oopMaxIndividual@current.planYear',
      'oopMaxIndividual@current.display',
      'oopMaxIndividual@previous.display',
      'oopMaxIndividual@previous.planYear',
      'nope@current.display',
    ]);
    expect(interpolateFacts(text, facts as ReadonlyMap<string, FactEntry>, 2027)).toBe(
      'In 2027 the cap is $12,000 ($10,600 in 2026); {{nope}}.',
    );
  });

  it('rolls forward with the plan year alone', () => {
    expect(resolveFact(yearly, 2026)?.display).toBe('$10,600');
    expect(resolveFact(yearly, 2027)?.planYear).toBe(2027);
    expect(resolveFact(yearly, 2028)).toBeUndefined();
  });

  it('refuses an unverified fact, a missing year, a previous year of a standing fact and an unknown field', () => {
    expect(factRefProblem({ name: 'certificationClosed', field: 'display', year: 'current' }, facts, 2027)).toBe(
      '"certificationClosed" is marked unverified in the registry; expected a fact marked verified or secondary (teach the sourced statement instead)',
    );
    expect(factRefProblem({ name: 'oopMaxIndividual', field: 'display', year: 'previous' }, facts, 2026)).toBe(
      '"oopMaxIndividual" has no figure for plan year 2025 (the previous plan year); expected byPlanYear."2025" in the registry',
    );
    expect(factRefProblem({ name: 'integrityRuleEffective', field: 'display', year: 'previous' }, facts, 2027)).toBe(
      '"integrityRuleEffective" does not change by plan year; expected it quoted without a plan year choice',
    );
    expect(factRefProblem({ name: 'integrityRuleEffective', field: 'planYear', year: 'current' }, facts, 2027)).toBe(
      '"integrityRuleEffective" has no planYear in the registry; expected the fact to define planYear, or quote its display text',
    );
    expect(factRefProblem({ name: 'oopMaxIndividual', field: 'value', year: 'current' }, facts, 2027)).toBe(
      '"oopMaxIndividual" is quoted with field "value"; expected one of display, planYear',
    );
  });

  it('does not report quotes of a fact that is defined but invalid twice', () => {
    expect(factRefProblem({ name: 'broken', field: 'display', year: 'current' }, new Map([['broken', null]]), 2027)).toBeUndefined();
  });
});

describe('slide bodies', () => {
  it('accepts a well-formed slide without any import line, and counts its words with the facts printed', () => {
    const result = analyzeSlide(
      FILE,
      slide('The cap is <Fact name="oopMaxIndividual" cite />, see <SiteLink href="/faq">the FAQ</SiteLink>.\n\n### Detail'),
      ctx,
    );
    expect(result.errors).toEqual([]);
    expect(result.words).toBe(8);
    expect(result.factsUsed).toEqual(['oopMaxIndividual']);
  });

  it('says an import line is not needed', () => {
    expect(errors('import Fact from \'../../../components/content/Fact.astro\';\n\nThe cap is <Fact name="oopMaxIndividual" />.')).toEqual([
      `${FILE}: body: an import or export line is not needed in a slide (<Fact> and <SiteLink> are always available); expected the line removed (line 6)`,
    ]);
  });

  it('names an unknown component, an unknown attribute and an expression name', () => {
    expect(errors('<Facts name="oopMaxIndividual" /> <Fact name="oopMaxIndividual" yaer="previous" /> <Fact name={x} />')).toEqual([
      `${FILE}: body: <Facts> is not a component slides can use; expected one of <Fact>, <SiteLink> (did you mean <Fact>?) (line 6)`,
      `${FILE}: <Fact yaer>: is not an attribute of <Fact>; expected only name, field, year, cite (line 6)`,
      `${FILE}: <Fact name>: name={…} is an expression; expected a plain value in quotes, name="…" (line 6)`,
      `${FILE}: <Fact name>: is missing; expected <Fact name="factName" /> with the name written out (line 6)`,
    ]);
  });

  it('rejects figures typed instead of quoted, naming the registry fact that prints them', () => {
    expect(errors('The cap is $12,000 for plan year 2027, due January 15 or within 24 hours.')).toEqual([
      `${FILE}: body: "$12,000" is a dollar amount typed into the text; expected it quoted from the facts registry (the registry already has it: <Fact name="oopMaxIndividual" />) (line 6)`,
      `${FILE}: body: "2027" is a year typed into the text; expected it quoted from the facts registry (add it to src/content/facts/*.yaml with its source first) (line 6)`,
      `${FILE}: body: "January 15" is a date typed into the text; expected it quoted from the facts registry (add it to src/content/facts/*.yaml with its source first) (line 6)`,
      `${FILE}: body: "24 hours" is a duration typed into the text; expected it quoted from the facts registry (add it to src/content/facts/*.yaml with its source first) (line 6)`,
    ]);
  });

  it('rejects h1/h2 headings, plain root-relative links and dead site links', () => {
    expect(errors('## Big\n\n[faq](/faq) <SiteLink href="/nowhere">x</SiteLink>')).toEqual([
      `${FILE}: body: a level-1 or level-2 heading; expected ### at most (the viewer shows the slide title as the h2) (line 6)`,
      `${FILE}: body: the link "/faq" is a plain root-relative link; expected <SiteLink href="…">…</SiteLink>, which adds the site's base path (line 8)`,
      `${FILE}: <SiteLink href>: "/nowhere" is not a page (line 8)`,
    ]);
  });

  it.each([
    ['[run](javascript:alert(1))', '"javascript:alert(1)" uses javascript:'],
    ['[run](JavaScript:alert(1))', '"JavaScript:alert(1)" uses javascript:'],
    ['<a href="vbscript:msgbox">x</a>', '"vbscript:msgbox" uses vbscript:'],
    ['[img](data:text/html;base64,PHNjcmlwdD4=)', '"data:text/html;base64,PHNjcmlwdD4=" uses data:'],
    ['[cms](http://www.cms.gov/)', '"http://www.cms.gov/" uses http:'],
    ['[x]: file:///etc/passwd\n\nsee [x]', '"file:///etc/passwd" uses file:'],
    ['<a href=" java\tscript:alert(1)">x</a>', '" java\\tscript:alert(1)" uses javascript:'],
  ])('refuses the link %s, naming the file and the link', (body, problem) => {
    expect(errors(body)).toEqual([`${FILE}: body: the link ${problem}; expected a relative link, https://, mailto: or tel: (line 6)`]);
  });

  it.each([
    '[cms](https://www.cms.gov/)',
    '[mail](mailto:help@cms.hhs.gov)',
    '[call](tel:+18003182596)',
    '<a href="https://www.healthcare.gov/">x</a>',
    '[top](#top)',
  ])('accepts the link %s', (body) => {
    expect(errors(body)).toEqual([]);
  });

  it('lists the facts a slide quotes for the handouts', () => {
    const used = analyzeSlide(
      FILE,
      slide(
        '<Fact name="oopMaxIndividual" /> and <Fact name="integrityRuleEffective" /> and <Fact name="oopMaxIndividual" field="planYear" />',
      ),
      ctx,
    );
    expect(used.factsUsed).toEqual(['oopMaxIndividual', 'integrityRuleEffective']);
  });
});

describe('passages', () => {
  it('splits the facts quoted for the plan year at each heading, the text before the first one first', () => {
    const body = [
      'Since <Fact name="integrityRuleEffective" />.',
      '### The cap in <Fact name="oopMaxIndividual" field="planYear" />',
      'It is <Fact name="oopMaxIndividual" />, <Fact name="oopMaxIndividual" year="previous" /> before.',
      '### Nothing quoted',
      'Plain words.',
      '#### Deeper',
      'Again <Fact name="integrityRuleEffective" />.',
    ].join('\n\n');
    expect(passageQuotes(report(slide(body)))).toEqual([
      ['integrityRuleEffective'],
      ['oopMaxIndividual', 'oopMaxIndividual'],
      [],
      ['integrityRuleEffective'],
    ]);
  });

  it('is one passage for a slide without headings', () => {
    expect(passageQuotes(report(slide('Only <Fact name="oopMaxIndividual" />.')))).toEqual([['oopMaxIndividual']]);
  });
});
