import { renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type FixtureProject, fixtureProject, REPO_ROOT } from './fixture-project.ts';
import { FAQ_LINK_CATEGORIES, RESOURCE_TYPES } from './schemas.ts';
import { validateContent } from './validate.ts';

describe('the real content', () => {
  const { errors, content, bundle } = validateContent(REPO_ROOT);

  it('has no problems', () => {
    expect(errors).toEqual([]);
    expect(bundle).not.toBeNull();
  });

  it('has the five decks with their exact titles and slide counts', () => {
    const decks = content.modules.map(({ data }) => [data.id, data.title, data.slides.length]);
    expect(decks).toEqual([
      [13, 'ACA Slide Deck', 5],
      [14, 'HealthSherpa Training', 5],
      [15, 'CMS & FFM Training', 4],
      [16, 'Application Deep Dive', 4],
      [17, '2025 CMS Compliance & Changes', 5],
    ]);
    expect(content.modules.find((m) => m.data.id === 15)?.data.slides).toEqual([
      'overview',
      'account-setup',
      'training-requirements',
      'compliance',
    ]);
    expect(content.slides).toHaveLength(23);
  });

  it('teaches plan year 2027, with every yearly fact given for it', () => {
    expect(content.planYear).toBe(2027);
    for (const { id, data } of content.facts) {
      if ('byPlanYear' in data) expect(Object.keys(data.byPlanYear), id).toContain('2027');
    }
  });

  it('has a knowledge check of at least six questions with one right answer each for every deck', () => {
    expect(content.quizzes.map((q) => q.data.module)).toEqual([13, 14, 15, 16, 17]);
    for (const { data } of content.quizzes) {
      expect(data.questions.length).toBeGreaterThanOrEqual(6);
      for (const q of data.questions) expect(q.answers.filter((a) => a.correct)).toHaveLength(1);
    }
  });

  it("computes each module's duration from its slides and its knowledge check", () => {
    for (const { data } of content.modules) {
      expect(data.duration, `module ${data.id}`).toBeGreaterThanOrEqual(5);
      // A sanity bound, not a rule: a deck of four or five slides and its check read in well under half an hour.
      expect(data.duration, `module ${data.id}`).toBeLessThanOrEqual(30);
    }
    expect(bundle?.modules.map((m) => m.duration)).toEqual(content.modules.map((m) => m.data.duration));
  });

  it('has at least 10 FAQs and a resource library covering the required categories and every type', () => {
    expect(content.faqs.length).toBeGreaterThanOrEqual(10);
    const resources = content.resources.map((r) => r.data);
    expect(resources.length).toBeGreaterThanOrEqual(10);
    for (const category of ['downloadable', 'video', 'official']) {
      expect(
        resources.some((r) => r.category === category),
        category,
      ).toBe(true);
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
    expect(errorsOf('duplicate-id')).toEqual(['src/content/faqs.yaml: faqs[1].id: 1 is already used by faqs[0]; expected each id once']);
  });

  it('a deck with the wrong number of slides', () => {
    const errors = errorsOf('deck-slide-count');
    expect(errors).toContain(
      'src/content/modules/16-application-deep-dive.yaml: slides: lists 3 slides; expected exactly 4 for module 16 (docs/content.md, "The decks")',
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
      'src/content/slides/99/only.mdx: <Fact name>: "oopMaxIndividul" is not in the facts registry; expected a name defined in src/content/facts/*.yaml (did you mean "oopMaxIndividual"?) (line 6)',
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
    expect(error).toMatch(
      /^src\/content\/resources\.yaml: resources\[0\]\.url: "\/handouts\/module-12" is not a page or file this site serves; expected one of .*\/handouts\/module-13.* or a file under public\/$/,
    );
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
    expect(
      errorsAfterWriting(
        'src/content/slides/13/essential-health-benefits.mdx',
        '---\nmodule: 13\nid: essential-health-benefits\ntitel: EHB\n---\nBody.\n',
      ),
    ).toEqual([
      'src/content/slides/13/essential-health-benefits.mdx: title: missing; expected the slide title; the viewer renders it as the slide heading (h2)',
      'src/content/slides/13/essential-health-benefits.mdx: titel: is not a known field; expected only module, id, title',
    ]);
  });

  it('a slide whose id does not match its file name', () => {
    expect(
      errorsAfterWriting('src/content/slides/13/essential-health-benefits.mdx', '---\nmodule: 13\nid: ehb\ntitle: EHB\n---\nBody.\n'),
    ).toEqual([
      'src/content/slides/13/essential-health-benefits.mdx: id: "ehb" does not match the file name; expected "essential-health-benefits" (the file name without .mdx)',
    ]);
  });

  it('a fact with neither a plan year nor an effective date', () => {
    const errors = errorsAfterWriting(
      'src/content/facts/extra.yaml',
      'extraFact:\n  value: 1\n  display: "1"\n  source: s\n  url: https://www.cms.gov/\n  verification: verified\n',
    );
    expect(errors).toEqual([
      'src/content/facts/extra.yaml: extraFact.planYear: has neither planYear nor effective; expected at least one of them (or byPlanYear for a figure that changes each plan year)',
    ]);
  });

  it('a yearly fact with no figure for the current plan year', () => {
    const errors = errorsAfterWriting(
      'src/content/facts/extra.yaml',
      [
        'extraYearly:',
        '  label: a yearly figure',
        '  byPlanYear:',
        '    "2026":',
        '      value: 1',
        '      display: "one"',
        '      source: s',
        '      url: https://www.cms.gov/',
        '      verification: verified',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([
      'src/content/facts/extra.yaml: extraYearly.byPlanYear: has no figure for plan year 2027, the current plan year (src/content/plan-year.yaml); expected "2027:" with its value, display, source, url and verification',
    ]);
  });

  it('moving to a plan year the registry has no figures for names every yearly fact to update', () => {
    const errors = errorsAfterWriting('src/content/plan-year.yaml', 'current: 2028\n');
    expect(errors).toContain(
      'src/content/facts/coverage.yaml: oopMaxIndividual.byPlanYear: has no figure for plan year 2028, the current plan year (src/content/plan-year.yaml); expected "2028:" with its value, display, source, url and verification',
    );
    expect(errors.filter((e) => e.includes('.byPlanYear: has no figure')).length).toBeGreaterThan(5);
  });

  it('a figure typed into a slide instead of quoted', () => {
    const file = 'src/content/slides/13/essential-health-benefits.mdx';
    const errors = errorsAfterWriting(
      file,
      '---\nmodule: 13\nid: essential-health-benefits\ntitle: EHB\n---\nPlans cap costs at $12,000 a year.\n',
    );
    expect(errors).toEqual([
      `${file}: body: "$12,000" is a dollar amount typed into the text; expected it quoted from the facts registry (the registry already has it: <Fact name="oopMaxIndividual" />) (line 6)`,
    ]);
  });

  it('a figure typed into an FAQ answer', () => {
    const errors = errorsAfterWriting(
      'src/content/faqs.yaml',
      '- id: 1\n  question: When does open enrollment end?\n  answer: On December 15, before {{oeMustEndBy}}.\n',
    );
    expect(errors).toEqual([
      'src/content/faqs.yaml: faqs[0].answer: "December 15" is a date typed into the text; expected it quoted from the facts registry (the registry already has it: {{oeEnd}})',
    ]);
  });

  it('a duration typed into a deck file', () => {
    const file = 'src/content/modules/13-aca-slide-deck.yaml';
    const errors = errorsAfterWriting(
      file,
      'id: 13\ntitle: ACA Slide Deck\ndescription: Basics.\nduration: 20\nslides: [essential-health-benefits, metal-levels-and-out-of-pocket-limits, premium-tax-credit, cost-sharing-reductions, enrollment-periods]\n',
    );
    expect(errors).toEqual([
      `${file}: duration: is computed from the slides and the knowledge check at build time; expected the line removed`,
    ]);
  });

  it('a knowledge check with two right answers, an unknown fact and too few questions', () => {
    const file = 'src/content/quizzes/15.yaml';
    const errors = errorsAfterWriting(
      file,
      [
        'module: 15',
        'questions:',
        '  - id: one',
        '    scenario: A scenario.',
        '    question: A question?',
        '    answers:',
        '      - { text: A, correct: true, explanation: Because. }',
        '      - { text: B, correct: true, explanation: Because. }',
        '      - { text: C, explanation: Because. }',
        '    facts: [recordRetentionYear]',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([
      `${file}: questions[0].answers: has 2 answers marked correct: true; expected exactly one right answer`,
      `${file}: questions[0].facts[0]: "recordRetentionYear" is not in the facts registry; expected a name defined in src/content/facts/*.yaml (did you mean "recordRetentionYears"?)`,
      `${file}: questions: has 1 questions; expected at least 6 for a built-in deck`,
    ]);
  });

  it('a missing knowledge check, and one whose file name and module disagree', () => {
    project = fixtureProject();
    renameSync(join(project.root, 'src/content/quizzes/14.yaml'), join(project.root, 'src/content/quizzes/99.yaml'));
    const errors = validateContent(project.root).errors;
    expect(errors).toContain('src/content/quizzes/99.yaml: module: 14 does not match the file name; expected the file to be named 14.yaml');
    expect(errors).toContain(
      'src/content/quizzes/14.yaml: (file): is missing; expected a knowledge check for module 14 with at least 6 scenario questions',
    );
    // Links to the missing page are dead too.
    expect(errors.some((e) => e.startsWith('src/content/resources.yaml: resources[25].url: "/modules/14/quiz" is not a page'))).toBe(true);
  });
});
