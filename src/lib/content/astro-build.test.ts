// Real `astro build`s of a throwaway project (fixture-project.ts) holding the real content: the
// collections, Astro's MDX compile with the slide check, the content check and the API bundle, as
// `npm run build` runs them. Three builds of one page each, about five seconds apiece.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuildResult, type FixtureProject, fixtureProject, withFixtureProject } from './fixture-project.ts';
import { RESOURCE_TYPES } from './schemas.ts';

describe('the real content, built', () => {
  let project: FixtureProject;
  let result: BuildResult;
  beforeAll(() => {
    project = fixtureProject();
    result = project.build();
  }, 120_000);
  afterAll(() => project.remove());

  it('builds, and writes the API bundle', () => {
    expect(result.output).not.toContain('problem(s) in src/content');
    expect(result.status).toBe(0);
    expect(Object.keys(result.bundle ?? {})).toEqual(['modules', 'faqs', 'resources']);
  });

  it('gives the pages exactly the modules, FAQs and resources the API serves', () => {
    expect(result.pages).toEqual(result.bundle);
  });

  it('has the five decks, with durations computed from their slides and knowledge checks', () => {
    const modules = result.bundle?.modules ?? [];
    expect(modules.map((m) => [m.id, m.title])).toEqual([
      [13, 'ACA Slide Deck'],
      [14, 'HealthSherpa Training'],
      [15, 'CMS & FFM Training'],
      [16, 'Application Deep Dive'],
      [17, '2025 CMS Compliance & Changes'],
    ]);
    for (const m of modules) {
      expect(Object.keys(m)).toEqual(['id', 'title', 'description', 'duration']);
      // A sanity bound, not a rule: a deck of four or five slides and its check read in well under half an hour.
      expect(m.duration, `module ${m.id}`).toBeGreaterThanOrEqual(5);
      expect(m.duration, `module ${m.id}`).toBeLessThanOrEqual(30);
    }
  });

  it('has at least 10 FAQs with facts filled in and a resource library of every type', () => {
    expect(result.bundle?.faqs.length).toBeGreaterThanOrEqual(10);
    expect(JSON.stringify(result.bundle?.faqs)).not.toMatch(/\{\{|\}\}/);
    expect(new Set(result.bundle?.resources.map((r) => r.type))).toEqual(new Set(RESOURCE_TYPES));
  });
});

describe('a broken content file stops the build with a message naming the file and the field', () => {
  it('a schema problem (Astro loader)', () => {
    withFixtureProject('unknown-category', (project) => {
      const { status, output } = project.build();
      expect(status).not.toBe(0);
      expect(output).toContain(
        'src/content/resources.yaml: resources[0].category: "vidoe" is not allowed; expected one of downloadable, video, official, other',
      );
    });
  }, 120_000);

  it('a quote of an unknown fact, in a slide (MDX compile) and in YAML text (content check)', () => {
    withFixtureProject('unknown-fact', (project) => {
      const { status, output } = project.build();
      expect(status).not.toBe(0);
      expect(output).toContain(
        'src/content/slides/99/only.mdx: <Fact name>: "oopMaxIndividul" is not in the facts registry; expected a name defined in src/content/facts/*.yaml (did you mean "oopMaxIndividual"?) (line 6)',
      );
      expect(output).toContain(
        'src/content/modules/99-fixture-deck.yaml: description: {{oopMaxFamly}}: "oopMaxFamly" is not in the facts registry; expected a name defined in src/content/facts/*.yaml (did you mean "oopMaxFamily"?)',
      );
    });
  }, 120_000);
});
