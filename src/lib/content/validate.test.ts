import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fixtureProject, REPO_ROOT, type FixtureProject } from './fixture-project.ts';
import { FAQ_LINK_CATEGORIES, RESOURCE_TYPES } from './schemas.ts';
import { validateContent } from './validate.ts';

describe('the real content', () => {
  const { errors, content, bundle } = validateContent(REPO_ROOT);

  it('has no problems', () => {
    expect(errors).toEqual([]);
    expect(bundle).not.toBeNull();
  });

  it('has the five decks of decisions.md §3 with their exact titles and slide counts', () => {
    const decks = content.modules.map(({ data }) => [data.id, data.title, data.slides.length]);
    expect(decks).toEqual([
      [13, 'ACA Slide Deck', 5],
      [14, 'HealthSherpa Training', 5],
      [15, 'CMS & FFM Training', 4],
      [16, 'Application Deep Dive', 4],
      [17, '2025 CMS Compliance & Changes', 5],
    ]);
    expect(content.modules.find((m) => m.data.id === 15)?.data.slides)
      .toEqual(['overview', 'account-setup', 'training-requirements', 'compliance']);
    expect(content.slides).toHaveLength(23);
  });

  it('has at least 10 FAQs and a resource library covering the required categories and every type', () => {
    expect(content.faqs.length).toBeGreaterThanOrEqual(10);
    const resources = content.resources.map((r) => r.data);
    expect(resources.length).toBeGreaterThanOrEqual(10);
    for (const category of ['downloadable', 'video', 'official']) {
      expect(resources.some((r) => r.category === category), category).toBe(true);
    }
    expect(new Set(resources.map((r) => r.type))).toEqual(new Set(RESOURCE_TYPES));
    expect(resources.filter((r) => r.category === 'downloadable').every((r) => r.url.startsWith('/'))).toBe(true);
  });

  it('has the eight /faq link cards over all seven categories and three resource cards, all https .gov', () => {
    const links = content.faqLinks.map((l) => l.data);
    expect(links).toHaveLength(8);
    expect(new Set(links.map((l) => l.category))).toEqual(new Set(FAQ_LINK_CATEGORIES));
    expect(content.faqResources).toHaveLength(3);
    for (const { url } of [...links, ...content.faqResources.map((r) => r.data)]) {
      expect(new URL(url).protocol).toBe('https:');
      expect(new URL(url).hostname).toMatch(/\.gov$/);
    }
  });
});

describe('broken fixtures fail with a message naming the file, the field and what is expected', () => {
  let project: FixtureProject | undefined;
  afterEach(() => project?.remove());

  function errorsOf(fixture: string): string[] {
    project = fixtureProject(fixture);
    return validateContent(project.root).errors;
  }

  it('a missing field', () => {
    expect(errorsOf('missing-field')).toContain(
      'src/content/resources.yaml: resources[1].url: missing; expected an https:// URL, or a root-relative path to a page or file this site serves (e.g. /handouts/module-13)',
    );
  });

  it('an unknown category', () => {
    expect(errorsOf('unknown-category')).toEqual([
      'src/content/resources.yaml: resources[0].category: "vidoe" is not allowed; expected one of downloadable, video, official, other',
    ]);
  });

  it('an unknown type', () => {
    expect(errorsOf('unknown-type')).toEqual([
      'src/content/resources.yaml: resources[0].type: "document" is not allowed; expected one of pdf, video, link, interactive, other',
    ]);
  });

  it('a duplicate id', () => {
    expect(errorsOf('duplicate-id')).toEqual([
      'src/content/faqs.yaml: faqs[1].id: 1 is already used by faqs[0]; expected each id once',
    ]);
  });

  it('a deck with the wrong number of slides', () => {
    const errors = errorsOf('deck-slide-count');
    expect(errors).toContain(
      'src/content/modules/16-application-deep-dive.yaml: slides: lists 3 slides; expected exactly 4 for module 16 (decisions.md §3)',
    );
    expect(errors).toContain(
      'src/content/slides/16/after-submission.mdx: id: "after-submission" is not listed in src/content/modules/16-application-deep-dive.yaml slides; expected it listed there (or the file deleted)',
    );
  });

  it('a deck whose slide ids and files disagree', () => {
    expect(errorsOf('deck-slide-ids')).toEqual([
      'src/content/modules/99-fixture-deck.yaml: slides[1]: "second-slide" has no slide file; expected src/content/slides/99/second-slide.mdx',
      'src/content/slides/99/second.mdx: id: "second" is not listed in src/content/modules/99-fixture-deck.yaml slides; expected it listed there (or the file deleted)',
    ]);
  });

  it('an unknown fact name, in a slide and in YAML text', () => {
    expect(errorsOf('unknown-fact')).toEqual([
      'src/content/slides/99/only.mdx: <Fact name>: "oopMaxIndividul" is not in the facts registry; expected a name defined in src/content/facts/*.yaml (did you mean "oopMaxIndividual"?)',
      'src/content/modules/99-fixture-deck.yaml: description: {{oopMaxFamly}}: "oopMaxFamly" is not in the facts registry; expected a name defined in src/content/facts/*.yaml (did you mean "oopMaxFamily"?)',
    ]);
  });

  it('a non-https link on /faq', () => {
    expect(errorsOf('faq-link-not-https')).toEqual([
      'src/content/faq-links.yaml: faqLinks[0].url: "http://www.healthcare.gov/choose-a-plan/plans-categories/" uses http:; expected an https:// link on a government host (*.gov)',
    ]);
  });

  it('a non-government link on /faq', () => {
    expect(errorsOf('faq-link-not-gov')).toEqual([
      'src/content/faq-links.yaml: faqLinks[0].url: "https://www.kff.org/interactive/subsidy-calculator/" is on www.kff.org, not a government host; expected an https:// link on a host ending in .gov',
    ]);
  });

  it('a dead internal link', () => {
    const [error] = errorsOf('dead-internal-link');
    expect(error).toMatch(/^src\/content\/resources\.yaml: resources\[0\]\.url: "\/handouts\/module-12" is not a page or file this site serves; expected one of .*\/handouts\/module-13.* or a file under public\/$/);
  });
});

describe('other editor mistakes', () => {
  let project: FixtureProject | undefined;
  afterEach(() => project?.remove());

  function errorsAfterWriting(file: string, text: string): string[] {
    project = fixtureProject();
    writeFileSync(join(project.root, file), text);
    return validateContent(project.root).errors;
  }

  it('a YAML syntax error names the line', () => {
    const [error] = errorsAfterWriting('src/content/faqs.yaml', '- id: 1\n  question: "unclosed\n');
    expect(error).toMatch(/^src\/content\/faqs\.yaml: \(file\): YAML syntax error at line \d+ \(.+\); expected valid YAML/);
  });

  it('a mistyped field name', () => {
    expect(errorsAfterWriting('src/content/slides/13/essential-health-benefits.mdx', '---\nmodule: 13\nid: essential-health-benefits\ntitel: EHB\n---\nBody.\n')).toEqual([
      'src/content/slides/13/essential-health-benefits.mdx: title: missing; expected the slide title; the viewer renders it as the slide heading (h2)',
      'src/content/slides/13/essential-health-benefits.mdx: titel: is not a known field; expected only module, id, title',
    ]);
  });

  it('a slide whose id does not match its file name', () => {
    expect(errorsAfterWriting('src/content/slides/13/essential-health-benefits.mdx', '---\nmodule: 13\nid: ehb\ntitle: EHB\n---\nBody.\n')).toEqual([
      'src/content/slides/13/essential-health-benefits.mdx: id: "ehb" does not match the file name; expected "essential-health-benefits" (the file name without .mdx)',
    ]);
  });

  it('a fact with neither a plan year nor an effective date', () => {
    const errors = errorsAfterWriting('src/content/facts/extra.yaml', 'extraFact:\n  value: 1\n  display: "1"\n  source: s\n  url: https://www.cms.gov/\n  verification: verified\n');
    expect(errors).toEqual([
      'src/content/facts/extra.yaml: extraFact.planYear: has neither planYear nor effective; expected at least one of them',
    ]);
  });
});
