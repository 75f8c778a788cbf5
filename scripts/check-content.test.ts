import { describe, expect, it } from 'vitest';
import { withFixtureProject } from '#content/fixture-project.ts';

// `npm run check:content` in a copy of the real content, as a pull request's first job runs it:
// no site build, exit 0 or 1, each problem on its file and line, an annotation on GitHub.
describe('npm run check:content', () => {
  it('passes the real content, with a summary', () => {
    withFixtureProject(undefined, (project) => {
      const { status, stdout } = project.checkContent();
      expect(status).toBe(0);
      expect(stdout).toMatch(
        /content OK for plan year \d{4}: 5 modules \(13: \d+ min, 14: \d+ min, 15: \d+ min, 16: \d+ min, 17: \d+ min\), \d+ slides, 5 knowledge checks/,
      );
    });
  }, 120_000);

  it('fails on a file that breaks its schema, with the line, and an annotation under GitHub Actions', () => {
    withFixtureProject('unknown-category', (project) => {
      const { status, stdout, stderr } = project.checkContent({ GITHUB_ACTIONS: 'true' });
      expect(status).toBe(1);
      expect(stderr).toMatch(
        /src\/content\/resources\.yaml: resources\[0\]\.category: "vidoe" is not allowed; expected one of downloadable, video, official, other \(line \d+\)/,
      );
      expect(stdout).toMatch(
        /^::error file=src\/content\/resources\.yaml,line=\d+,title=resources\[0\]\.category::"vidoe" is not allowed/m,
      );
    });
  }, 120_000);

  it('fails on a problem across files: a slide and a deck quoting facts that do not exist', () => {
    withFixtureProject('unknown-fact', (project) => {
      const { status, stdout, stderr } = project.checkContent({ GITHUB_ACTIONS: 'true' });
      expect(status).toBe(1);
      expect(stderr).toContain('src/content/slides/99/only.mdx: <Fact name>: "oopMaxIndividul" is not in the facts registry');
      expect(stdout).toMatch(/^::error file=src\/content\/slides\/99\/only\.mdx,line=6,title=<Fact name>::/m);
      expect(stdout).toMatch(/^::error file=src\/content\/modules\/99-fixture-deck\.yaml,line=\d+,title=description::/m);
    });
  }, 120_000);

  it("fails on a question whose slide is not one of its deck's, with the file, the line and the field", () => {
    withFixtureProject('question-slide', (project) => {
      const { status, stdout, stderr } = project.checkContent({ GITHUB_ACTIONS: 'true' });
      expect(status).toBe(1);
      expect(stderr).toContain(
        'src/content/quizzes/99.yaml: questions[0].slide: "premium-tax-credit" is not a slide of deck 99; expected one of its slide ids: only ("Only Slide") (line 16)',
      );
      expect(stdout).toMatch(/^::error file=src\/content\/quizzes\/99\.yaml,line=16,title=questions\[0\]\.slide::/m);
    });
  }, 120_000);
});
