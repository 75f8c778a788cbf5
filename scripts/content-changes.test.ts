import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// `npm run content:changes` over a real git history: a repository made here, a base commit, then
// an editor's change, committed or not.
const SCRIPT = fileURLToPath(new URL('./content-changes.ts', import.meta.url));
const repo = mkdtempSync(join(tmpdir(), 'content-changes-'));
afterAll(() => rmSync(repo, { recursive: true, force: true }));

const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Editor', '-c', 'user.email=editor@example.org', ...args], { cwd: repo, encoding: 'utf8' });
function write(files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(repo, path)), { recursive: true });
    writeFileSync(join(repo, path), text);
  }
}
const changes = (base: string) => execFileSync(process.execPath, [SCRIPT, '--base', base, '--root', repo], { encoding: 'utf8' });

const oop = (display2027: string) => `oopMaxIndividual:
  label: "out-of-pocket maximum, self-only"
  byPlanYear:
    "2026": { value: 10600, display: "$10,600", source: s, url: "https://www.cms.gov/", verification: verified }
    "2027": { value: 1, display: "${display2027}", source: s, url: "https://www.cms.gov/", verification: verified }
oeEnd: { value: 2027-01-15, display: "January 15, 2027", planYear: 2027, source: s, url: "https://www.cms.gov/", verification: secondary }
`;
const slide = (title: string, body: string) => `---\nmodule: 13\nid: x\ntitle: ${title}\n---\n${body}\n`;

describe('content:changes on a git history', () => {
  write({
    'src/content/facts/costs.yaml': oop('$12,000'),
    'src/content/modules/13-aca.yaml': 'id: 13\ntitle: ACA Slide Deck\ndescription: d\nslides: [x]\n',
    'src/content/slides/13/x.mdx': slide('The Premium Tax Credit', 'Old advice.'),
    'src/content/quizzes/13.yaml':
      'module: 13\nquestions:\n  - id: renewal\n    scenario: s\n    question: Who do you call first?\n    answers: []\n    facts: [oeEnd]\n',
    'src/content/faqs.yaml': '- id: 1\n  question: When does open enrollment end?\n  answer: On {{oeEnd}}.\n',
    'src/content/resources.yaml': '- id: 1\n  title: Old handout\n  type: pdf\n  category: downloadable\n  url: /x.pdf\n',
  });
  git('init', '-q', '-b', 'main');
  git('add', '.');
  git('commit', '-q', '-m', 'base');

  it('says nothing when nothing agents see changed', () => {
    expect(changes('main')).toBe('');
  });

  it('lists each changed fact with its old and new value, and the slides, questions, FAQs and resources', () => {
    write({
      'src/content/facts/costs.yaml': oop('$12,500'),
      'src/content/facts/household.yaml':
        'medicaidFiveYearWait: { value: 5, display: "5 years", effective: 1996-08-22, source: s, url: "https://www.healthcare.gov/", verification: verified }\n',
      'src/content/slides/13/x.mdx': slide('The Premium Tax Credit', 'New advice for plan year 2027.'),
      'src/content/slides/13/y.mdx': slide('Who Is in the Household', 'The coverage family.'),
      'src/content/quizzes/13.yaml':
        'module: 13\nquestions:\n  - id: renewal\n    scenario: s\n    question: Whom do you call first?\n    answers: []\n    facts: [oeEnd]\n  - id: mixed-status\n    scenario: s\n    question: Who is priced?\n    answers: []\n    facts: [oeEnd]\n',
      'src/content/faqs.yaml':
        '- id: 1\n  question: When does open enrollment end?\n  answer: On {{oeEnd}}.\n- id: 2\n  question: Can a refugee keep the credit in 2027?\n  answer: No.\n',
      'src/content/resources.yaml': '[]\n',
    });
    git('add', '.');
    git('commit', '-q', '-m', 'round 3');
    expect(changes('main~1')).toBe(
      [
        '## What this change does for agents',
        '',
        '### Facts',
        '',
        '- `oopMaxIndividual` (plan year 2027): $12,000 → $12,500',
        '- `medicaidFiveYearWait` added: 5 years',
        '',
        '### Slides',
        '',
        '- Deck 13 "ACA Slide Deck": changed "The Premium Tax Credit"; added "Who Is in the Household"',
        '',
        '### Knowledge-check questions',
        '',
        '- changed deck 13 `renewal`: "Whom do you call first?"',
        '- added deck 13 `mixed-status`: "Who is priced?"',
        '',
        '### FAQs',
        '',
        '- added "Can a refugee keep the credit in 2027?"',
        '',
        '### Resources',
        '',
        '- removed "Old handout"',
        '',
      ].join('\n'),
    );
  });

  it('describes a worked example by its label and household', () => {
    write({
      'src/content/facts/examples.yaml':
        'exampleRaise: { label: "a raise", household: { income: 30000, familySize: 1, zipCode: "43215" }, yearEndIncome: 42000, source: s, url: "https://www.irs.gov/", verification: secondary }\n',
    });
    expect(changes('HEAD')).toContain(
      '- `exampleRaise` added: worked example "a raise": {"income":30000,"familySize":1,"zipCode":"43215"}, the year ending at 42000\n',
    );
    rmSync(join(repo, 'src/content/facts/examples.yaml'));
  });

  it("shows a figure from the engine's tables as the site prints it, not as missing from the file", () => {
    const guideline = (figures: string) =>
      `povertyGuidelineFirstPerson:\n  label: "poverty guideline, first person"\n  byPlanYear:\n    "2027": { ${figures}source: s, url: "https://aspe.hhs.gov/", verification: verified }\n`;
    write({ 'src/content/facts/poverty.yaml': guideline('value: 15960, display: "$15,960", ') });
    git('add', '.');
    git('commit', '-q', '-m', 'a figure typed in the file');
    write({ 'src/content/facts/poverty.yaml': guideline('') });
    expect(changes('HEAD')).toBe('');
    write({ 'src/content/facts/poverty.yaml': guideline('').replace('"2027"', '"2026"') });
    expect(changes('HEAD')).toContain('- `povertyGuidelineFirstPerson` (plan year 2026) added: $15,650');
    rmSync(join(repo, 'src/content/facts/poverty.yaml'));
    git('add', '.');
    git('commit', '-q', '-m', 'back');
  });

  it('compares with the checkout as it is, uncommitted edits included', () => {
    write({ 'src/content/slides/13/y.mdx': slide('Who Can Get the Credit', 'The coverage family.') });
    expect(changes('HEAD')).toContain('- Deck 13 "ACA Slide Deck": "Who Is in the Household" retitled "Who Can Get the Credit"\n');
  });
});
