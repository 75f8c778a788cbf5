/**
 * The content editor at /admin (docs/editing.md) against a real decap-server on a scratch copy of
 * the content: a save rewrites only the value edited and the content check still passes; a question
 * left with no right answer is refused; a question's facts and a slide's Fact block are picked by
 * name from the registry; the FAQ and slide previews render as the site does; the editor keeps its
 * own policy, apart from the site's.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { parse, parseDocument, type Scalar } from 'yaml';
import { type FixtureProject, fixtureProject } from '#content/fixture-project.ts';
import { EDITOR_BACKEND_PORT } from '../../playwright.config.ts';
import { startDecapServer, type TestDecapServer } from '../support/decap-server.ts';
import { expect, test } from './support.ts';

const FAQS = 'src/content/faqs.yaml';
const SUBSIDY_FACTS = 'src/content/facts/subsidy.yaml';
const QUIZ = 'src/content/quizzes/13.yaml';
const SLIDE = 'src/content/slides/13/premium-tax-credit.mdx';
const SLIDE_TITLE = 'The Premium Tax Credit: Who Gets It and How Much';

/** Signs in with the local backend: the editor offers it on 127.0.0.1 when decap-server answers. */
async function signIn(page: Page): Promise<void> {
  await page.goto('/admin/');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Collections' })).toBeVisible();
}

/**
 * Opens the collapsed item of a Decap list that shows `summary` and returns it. The summary is a
 * div of its own (a text box in the item may hold the same words); the item's first button opens it.
 */
async function openItem(scope: Page | Locator, summary: string): Promise<Locator> {
  const item = scope.getByText(summary, { exact: true }).and(scope.locator('div')).first().locator('xpath=..');
  await item.getByRole('button').first().click();
  return item;
}

/** Opens the slide SLIDE in the editor. */
async function openSlide(page: Page): Promise<void> {
  await signIn(page);
  await page.getByRole('link', { name: 'Slides' }).click();
  await page.getByRole('link', { name: `13 · ${SLIDE_TITLE}` }).click();
}

/** Saves the entry: with decap-server's file-system mode the workflow is "simple", Publish now. */
async function publishNow(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
}

/** `after` is `before` with the scalar at `path` rewritten to `value` and every other byte as it was. */
function expectOnlyScalarChanged(before: string, after: string, path: (string | number)[], value: string): void {
  const node = parseDocument(before).getIn(path, true) as Scalar | undefined;
  if (!node?.range) throw new Error(`no scalar at ${path.join('.')}`);
  const start = node.range[0];
  let end = node.range[1];
  while (end > start && /\s/.test(before[end - 1] ?? '')) end -= 1;
  expect(after.slice(0, start), 'the text before the edited value').toBe(before.slice(0, start));
  expect(after.slice(after.length - (before.length - end)), 'the text after the edited value').toBe(before.slice(end));
  expect(parseDocument(after).getIn(path)).toBe(value);
}

test.describe('the content editor on a local backend', () => {
  // One decap-server and one scratch copy for the file: its tests run one after another.
  test.describe.configure({ mode: 'default' });
  let project: FixtureProject;
  let backend: TestDecapServer;
  const read = (file: string) => readFileSync(join(project.root, file), 'utf8');

  test.beforeAll(async () => {
    project = fixtureProject();
    backend = await startDecapServer(project.root, EDITOR_BACKEND_PORT);
  });

  test.afterAll(async () => {
    await backend?.stop();
    project?.remove();
  });

  test("an FAQ's answer and a fact's display text saved: only those values change, and the content check passes", async ({ page }) => {
    test.setTimeout(150_000);
    const faqsBefore = read(FAQS);
    const factsBefore = read(SUBSIDY_FACTS);
    const faqs = parse(faqsBefore) as { id: number; question: string; answer: string }[];
    const index = faqs.findIndex((faq) => faq.id === 18);
    const faq = faqs[index]!;
    const answer = `${faq.answer} The renewal notice says which of these applies to the client.`;
    const display = 'Dec. 31, 2025';

    await signIn(page);
    await page.getByRole('link', { name: 'FAQs and resources' }).click();
    await page.getByRole('link', { name: 'Home-page FAQs' }).click();
    const item = await openItem(page, faq.question);
    await item.getByRole('textbox', { name: 'Answer' }).fill(answer);
    await publishNow(page);
    await expect.poll(() => read(FAQS), { timeout: 10_000 }).not.toBe(faqsBefore);
    expectOnlyScalarChanged(faqsBefore, read(FAQS), [index, 'answer'], answer);

    await page.goto('/admin/#/collections/facts');
    await page.getByRole('link', { name: 'subsidy', exact: true }).click();
    const fact = await openItem(page, 'enhancedCreditsEnded');
    await fact.getByRole('textbox', { name: 'Display' }).fill(display);
    await publishNow(page);
    await expect.poll(() => read(SUBSIDY_FACTS), { timeout: 10_000 }).not.toBe(factsBefore);
    expectOnlyScalarChanged(factsBefore, read(SUBSIDY_FACTS), ['enhancedCreditsEnded', 'display'], display);

    // The check a pull request runs first (npm run check:content), on the copy; at most 90 s.
    const started = performance.now();
    const check = project.checkContent();
    // Warnings (a secondary fact not read lately) may print; a problem may not.
    expect(check.stderr).not.toMatch(/problem\(s\)/);
    expect(check.status).toBe(0);
    expect(check.stdout).toMatch(/^content OK for plan year \d{4}/);
    expect(performance.now() - started).toBeLessThan(90_000);
  });

  test("a question's facts are picked by name among the registry's facts, its slide by title among the slides", async ({ page }) => {
    test.slow();
    const quiz = parse(read(QUIZ)) as { questions: { scenario: string; facts: string[]; slide: string }[] };
    const question = quiz.questions[0]!;

    await signIn(page);
    await page.getByRole('link', { name: 'Knowledge checks' }).click();
    await page.getByRole('link', { name: 'Module 13', exact: true }).click();
    const questionItem = await openItem(page, question.scenario);
    // A chosen fact shows only when the facts collection holds its name.
    for (const name of question.facts) await expect(questionItem.getByText(name, { exact: true })).toBeVisible();
    const facts = questionItem.getByRole('combobox', { name: 'Facts' });
    await facts.fill('oeEn');
    await expect(page.getByRole('option', { name: 'oeEnd', exact: true })).toBeVisible({ timeout: 15_000 });
    // The slide it names shows by its title, found among the slides collection's entries.
    const title = /^title: (.*)$/m.exec(read(`src/content/slides/13/${question.slide}.mdx`))?.[1] ?? '';
    expect(title).not.toBe('');
    await expect(questionItem.getByText(title, { exact: true })).toBeVisible();
  });

  test("the FAQ preview is the home page's accordion, figures filled as the site fills them", async ({ page }) => {
    const faq = (parse(read(FAQS)) as { question: string; answer: string }[])[0]!;

    // The site's own rendering of the first FAQ, opened.
    await page.goto('/');
    const siteQuestion = page.getByRole('button', { name: /^When is open enrollment/ });
    await siteQuestion.click();
    const questionText = (await siteQuestion.innerText()).trim();
    const answerText = (await page.getByRole('region', { name: questionText }).innerText()).trim();
    expect(faq.question).toContain('{{');

    await signIn(page);
    await page.getByRole('link', { name: 'FAQs and resources' }).click();
    await page.getByRole('link', { name: 'Home-page FAQs' }).click();
    const preview = page.frameLocator('iframe').first();
    const question = preview.getByRole('button', { name: questionText, exact: true });
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    const answer = preview.getByRole('region', { name: questionText, exact: true });
    await expect(answer).toHaveText(answerText);
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await expect(answer).toBeHidden();
  });

  test("a slide's preview prints its Facts and SiteLinks as its deck page does", async ({ page }) => {
    test.slow();
    // Each quote's fact and figure, and each link's words and address, in order.
    const quotes = (scope: Locator) =>
      scope.locator('[data-fact]').evaluateAll((nodes) => nodes.map((node) => `${node.getAttribute('data-fact')}: ${node.textContent}`));
    const links = (scope: Locator) =>
      scope.locator('a').evaluateAll((nodes) => nodes.map((node) => `${node.textContent} -> ${node.getAttribute('href')}`));

    // The deck page's own rendering of the slide.
    await page.goto('/modules/13');
    const siteSlide = page.getByRole('article', { name: SLIDE_TITLE, includeHidden: true });
    const siteQuotes = await quotes(siteSlide);
    const siteLinks = await links(siteSlide);
    expect(siteQuotes.length).toBeGreaterThan(3);
    expect(siteLinks).toContain('quick reference -> /handouts/poverty-guidelines');

    await openSlide(page);
    const preview = page.frameLocator('iframe').first().getByRole('article', { name: SLIDE_TITLE });
    await expect(preview.getByRole('link', { name: 'quick reference' })).toBeVisible();
    expect(await quotes(preview)).toEqual(siteQuotes);
    expect(await links(preview)).toEqual(siteLinks);
  });

  test("a slide's Fact block is picked among the facts collection's, saved alone on its line, and opens unchanged", async ({ page }) => {
    test.slow();
    const before = read(SLIDE);
    const facts = (await (await page.request.get('/admin/facts.json')).json()) as { facts: Record<string, { display: string }> };

    await openSlide(page);
    await page.getByRole('button', { name: 'Add Component' }).click();
    await page.getByRole('menuitem', { name: 'Fact', exact: true }).click();
    await page.getByRole('combobox', { name: 'Fact', exact: true }).fill('oeEn');
    await page.getByRole('option', { name: 'oeEnd', exact: true }).click();
    const preview = page.frameLocator('iframe').first().getByRole('article', { name: SLIDE_TITLE });
    await expect(preview.locator('[data-fact="oeEnd"]')).toHaveText(facts.facts['oeEnd']?.display ?? '');
    await publishNow(page);
    await expect.poll(() => read(SLIDE), { timeout: 10_000 }).not.toBe(before);
    expect(read(SLIDE)).toBe(`${before}\n<Fact name="oeEnd" />\n`);

    // Opened again, the block holds its fact (decaporg/decap-cms#5260) and the entry reads as unchanged.
    await page.reload();
    await expect(page.getByText('oeEnd', { exact: true })).toBeVisible();
    await expect(page.getByText('Changes saved', { exact: true })).toBeVisible();
  });

  test('a question with no answer ticked Correct is refused, and its file stays as it was', async ({ page }) => {
    test.slow();
    const before = read(QUIZ);
    const quiz = parse(before) as { questions: { scenario: string; answers: { text: string; correct?: boolean }[] }[] };
    const question = quiz.questions[0]!;
    const right = question.answers.find((answer) => answer.correct)!;
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(backend.url) && request.postData()?.includes('"persistEntry"')) saves.push(request.url());
    });

    await signIn(page);
    await page.getByRole('link', { name: 'Knowledge checks' }).click();
    await page.getByRole('link', { name: 'Module 13', exact: true }).click();
    const questionItem = await openItem(page, question.scenario);
    const answerItem = await openItem(questionItem, right.text);
    const correct = answerItem.getByRole('switch', { name: /^Correct/ });
    await expect(correct).toHaveAttribute('aria-checked', 'true');
    await correct.click();
    await expect(correct).toHaveAttribute('aria-checked', 'false');
    await publishNow(page);

    await expect(questionItem.getByText('Answers: no answer is ticked Correct. Tick the one right answer.')).toBeVisible();
    await expect(page.getByText("Oops, you've missed a required field. Please complete before saving.")).toBeVisible();
    expect(saves).toEqual([]);
    expect(read(QUIZ)).toBe(before);
  });
});

test('the editor has its own policy and stays out of the site: no precache entry, no script on a page', async ({ page, request }) => {
  const editor = (await request.get('/admin/')).headers();
  const site = (await request.get('/')).headers();
  const scriptSources = (policy = '') => /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1]?.split(/\s+/) ?? [];
  // Decap compiles its configuration's schema as it starts; no page of the site may do that.
  expect(scriptSources(editor['content-security-policy'])).toContain("'unsafe-eval'");
  expect(scriptSources(site['content-security-policy'])).not.toContain("'unsafe-eval'");
  expect(editor['content-security-policy']).toContain(`http://127.0.0.1:${EDITOR_BACKEND_PORT}`);
  // The sign-in popup must keep its opener (docs/operations.md, "Signing editors in").
  expect(editor['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  expect(site['cross-origin-opener-policy']).toBe('same-origin');

  const precached = [...readFileSync('dist/sw.js', 'utf8').matchAll(/url:"([^"]*)"/g)].map((match) => match[1]!);
  expect(precached).toContain('index.html');
  expect(precached.filter((url) => url.startsWith('admin/'))).toEqual([]);

  const editorRequests: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/admin/')) editorRequests.push(r.url());
  });
  for (const path of ['/', '/modules/13', '/modules/13/quiz', '/faq']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(editorRequests).toEqual([]);
});
