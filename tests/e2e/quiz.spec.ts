/** The knowledge checks at /modules/{id}/quiz, used with the keyboard as a person would. */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import yaml from 'js-yaml';
import { expect, islandsHydrated, test } from './support.ts';

interface QuizFile {
  questions: Array<{ answers: Array<{ correct?: boolean }>; passage?: string }>;
}

const quizFile = (moduleId: number) => yaml.load(readFileSync(`src/content/quizzes/${moduleId}.yaml`, 'utf8')) as QuizFile;

/** The position of the right answer of each question, from the content file the page is built from. */
function rightAnswers(moduleId: number): number[] {
  return quizFile(moduleId).questions.map((q) => q.answers.findIndex((a) => a.correct === true));
}

/** Presses Tab (or Shift+Tab) until `target` has focus. */
async function tabTo(page: Page, target: Locator, { reverse = false, max = 40 } = {}): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(reverse ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`could not reach ${target} with the keyboard`);
}

/** Answers with the mouse (or a tap): the right answer, or a wrong one for the questions at `wrongAt`. */
async function answerAll(page: Page, right: number[], wrongAt: number[] = []): Promise<void> {
  const groups = page.getByRole('group');
  for (const [i, r] of right.entries())
    await groups
      .nth(i)
      .getByRole('radio')
      .nth(wrongAt.includes(i) ? (r + 1) % 3 : r)
      .check();
}

/** The day as a person reads it on this device: '27 November 2026'. */
const today = (page: Page) =>
  page.evaluate(() => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date()));

const SCORES_KEY = 'aca-training-hub:quiz-scores';

/** Answers every question with the keyboard: Tab into each radio group, Space, then arrows. */
async function answerWithKeyboard(page: Page, choices: number[]): Promise<void> {
  const groups = page.getByRole('group');
  await page.getByRole('heading', { level: 1 }).click();
  for (const [i, choice] of choices.entries()) {
    const first = groups.nth(i).getByRole('radio').first();
    for (let tabs = 0; tabs < 10 && !(await first.evaluate((el) => el === document.activeElement)); tabs += 1)
      await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    await page.keyboard.press('Space');
    for (let k = 0; k < choice; k += 1) await page.keyboard.press('ArrowDown');
    await expect(groups.nth(i).getByRole('radio').nth(choice)).toBeChecked();
  }
}

test.describe('knowledge check', () => {
  test('every deck has one, with at least six scenario questions as radio groups named by their question', async ({ page }) => {
    for (const [id, title] of [
      [13, 'ACA Slide Deck'],
      [14, 'HealthSherpa Training'],
      [15, 'CMS & FFM Training'],
      [16, 'Application Deep Dive'],
      [17, '2025 CMS Compliance & Changes'],
    ] as const) {
      await page.goto(`/modules/${id}/quiz`);
      await expect(page.getByRole('heading', { level: 1, name: `Knowledge check: ${title}` })).toBeVisible();
      const groups = page.getByRole('group');
      expect(await groups.count()).toBeGreaterThanOrEqual(6);
      await expect(groups.first()).toHaveAccessibleName(/\?$/);
      for (const group of await groups.all()) expect(await group.getByRole('radio').count()).toBeGreaterThanOrEqual(3);
      await expect(page.getByRole('link', { name: `Back to the slides: ${title}` })).toHaveAttribute('href', `/modules/${id}`);
    }
  });

  test('keyboard only: unanswered questions are named, a full set is scored first and explained with sources, and Try again clears it', async ({
    page,
  }) => {
    const right = rightAnswers(13);
    const apiCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) apiCalls.push(r.url());
    });
    await page.goto('/modules/13/quiz');

    // Checking with nothing answered names what is missing and puts focus on the first question.
    const check = page.getByRole('button', { name: 'Check answers' });
    await check.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'Answer every' })).toContainText(
      'Answer every question before checking: question 1',
    );
    await expect(page.getByRole('group').first().getByRole('radio').first()).toBeFocused();

    // All right but the last one.
    const choices = right.map((r, i) => (i === right.length - 1 ? (r + 1) % 3 : r));
    await answerWithKeyboard(page, choices);
    await page.keyboard.press('Tab');
    await expect(check).toBeFocused();
    await page.keyboard.press('Enter');

    // The result comes first: focus moves to it, and the status region announces the score.
    const result = page.getByRole('region', { name: 'Your result' });
    await expect(page.getByRole('heading', { level: 2, name: 'Your result' })).toBeFocused();
    const status = result.getByRole('status').filter({ hasText: 'You answered' });
    await expect(status).toHaveText(
      `You answered ${right.length - 1} of ${right.length} questions correctly (${Math.round(((right.length - 1) / right.length) * 100)}%).`,
    );
    await expect(page.getByText('Correct.', { exact: true })).toHaveCount(right.length - 1);
    await expect(page.getByText('Not quite: the right answer is marked above.')).toHaveCount(1);
    await expect(page.getByText('(your answer)', { exact: true })).toHaveCount(1);
    // The out-of-pocket question explains the current plan year's figures.
    await expect(
      page.getByText(
        /the standard limits apply: \$24,000 for the family, and no one person on a family plan pays more than the\s+self-only limit, \$12,000/,
      ),
    ).toBeVisible();
    // Every question cites its official sources, folded until asked for; they open in a new tab.
    const sources = page.getByRole('link', { name: /opens in a new tab/ });
    await expect(page.getByText(/^Sources \(\d+\)$/)).toHaveCount(right.length);
    await expect(sources).toHaveCount(0);
    const firstSources = page.getByText(/^Sources \(\d+\)$/).first();
    await tabTo(page, firstSources);
    await page.keyboard.press('Enter');
    const count = Number(/\d+/.exec((await firstSources.textContent()) ?? '')?.[0]);
    await expect(sources).toHaveCount(count);
    await expect(sources.first()).toHaveAttribute('target', '_blank');

    const retry = page.getByRole('button', { name: 'Try again' });
    await tabTo(page, retry, { reverse: true });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Check answers' })).toBeVisible();
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(page.getByRole('group').first().getByRole('radio').first()).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'You answered' })).toHaveCount(0);

    expect(apiCalls).toEqual([]);
  });

  test('a perfect score', async ({ page }) => {
    const right = rightAnswers(17);
    await page.goto('/modules/17/quiz');
    await answerWithKeyboard(page, right);
    await page.getByRole('button', { name: 'Check answers' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'You answered' })).toHaveText(
      `You answered ${right.length} of ${right.length} questions correctly (100%).`,
    );
    const result = page.getByRole('region', { name: 'Your result' });
    await expect(result.getByText('Every answer is right: nothing to review.')).toBeVisible();
    await expect(result.getByRole('list')).toHaveCount(0);
  });

  test('the result comes first, with each missed question linked to itself and to the slide that teaches its rule', async ({ page }) => {
    const right = rightAnswers(13);
    const wrongAt = [0, right.length - 1];
    await page.goto('/modules/13/quiz');
    const legend = await page.getByRole('group').nth(0).locator('legend').textContent();
    await answerAll(page, right, wrongAt);
    await page.getByRole('button', { name: 'Check answers' }).click();

    // Above the first question: the score, then the questions to review.
    const result = page.getByRole('region', { name: 'Your result' });
    await expect(result).toBeInViewport();
    const firstQuestion = page.getByRole('heading', { level: 2, name: 'Question 1 of', exact: false });
    expect((await result.boundingBox())!.y).toBeLessThan((await firstQuestion.boundingBox())!.y);
    await expect(result.getByRole('status')).toHaveText(
      `You answered ${right.length - 2} of ${right.length} questions correctly (${Math.round(((right.length - 2) / right.length) * 100)}%).`,
    );
    await expect(result.getByRole('heading', { level: 3, name: 'Review 2 questions' })).toBeVisible();
    const missed = result.getByRole('listitem');
    await expect(missed).toHaveCount(2);

    // Each names its question and links to it; the link takes focus to the question's heading.
    const questionOne = missed.first().getByRole('link', { name: /^Question 1: / });
    await expect(questionOne).toHaveAccessibleName(`Question 1: ${legend}`);
    await questionOne.click();
    const heading = page.getByRole('heading', { level: 2, name: `Question 1 of ${right.length}` });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect(page).toHaveURL(/\/modules\/13\/quiz#[\w-]+-heading$/);

    // And to the deck's slide that teaches its rule, which the viewer opens (this question names no passage).
    expect(quizFile(13).questions[0]?.passage).toBeUndefined();
    const slideLink = missed.first().getByRole('link', { name: /^slide \d+: / });
    await expect(slideLink).toHaveAttribute('href', /^\/modules\/13#slide-\d+$/);
    const [, number = '', title = ''] = /^slide (\d+): (.+)$/.exec((await slideLink.textContent()) ?? '') ?? [];
    expect(title).not.toBe('');
    await page.getByRole('link', { name: 'Back to your result' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Your result' })).toBeFocused();
    await slideLink.click();
    await expect(page).toHaveURL(new RegExp(`/modules/13#slide-${number}$`));
    await expect(page.getByTestId('slide-status')).toHaveText(new RegExp(`^Slide ${number} of \\d+$`));
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  });

  test('a missed question links to the passage that teaches it, and Back brings the result and the review again', async ({ page }) => {
    const right = rightAnswers(13);
    // Question 3 names its passage, the third slide's "This tax season", below the slide's top.
    expect(quizFile(13).questions[2]?.passage).toBe('this-tax-season');
    const wrong = (right[2]! + 1) % 3;
    await page.goto('/modules/13/quiz');
    const legend = (await page.getByRole('group').nth(2).locator('legend').textContent()) ?? '';
    await answerAll(page, right, [2]);
    await page.getByRole('button', { name: 'Check answers' }).click();
    const result = page.getByRole('region', { name: 'Your result' });
    const score = `You answered ${right.length - 1} of ${right.length} questions correctly (${Math.round(((right.length - 1) / right.length) * 100)}%).`;
    await expect(result.getByRole('status')).toHaveText(score);

    // Through the question's own link first: the way back then passes an entry of this page's own.
    await result.getByRole('link', { name: /^Question 3: / }).click();
    await expect(page).toHaveURL(/#carpenter-repays-at-tax-time-heading$/);
    const passageLink = result.getByRole('link', { name: /^slide 3: .+, “This tax season”$/ });
    await expect(passageLink).toHaveAttribute('href', '/modules/13#this-tax-season');
    await passageLink.click();

    // The deck opens on that slide, scrolled to the passage, clear of the sticky header.
    await expect(page).toHaveURL(/\/modules\/13#this-tax-season$/);
    await expect(page.getByTestId('slide-status')).toHaveText(/^Slide 3 of \d+$/);
    const passage = page.getByRole('heading', { level: 3, name: 'This tax season' });
    await expect(passage).toBeInViewport();
    const header = (await page.getByRole('banner').boundingBox())!;
    expect((await passage.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height - 1);

    // Back: the result, the review and the answers given are there again.
    await page.goBack();
    await expect(page).toHaveURL(/\/modules\/13\/quiz#carpenter-repays-at-tax-time-heading$/);
    await expect(result.getByRole('status')).toHaveText(score);
    await expect(result.getByRole('listitem')).toHaveCount(1);
    await expect(result.getByRole('link', { name: /^slide 3: / })).toBeVisible();
    await expect(page.getByRole('group', { name: legend }).getByRole('radio').nth(wrong)).toBeChecked();
    await expect(page.getByText('(your answer)', { exact: true })).toHaveCount(1);
    // One entry further back, before the question's link, it is there too.
    await page.goBack();
    await expect(page).toHaveURL(/\/modules\/13\/quiz$/);
    await expect(result.getByRole('status')).toHaveText(score);

    // Try again forgets it: after a reload the form is new.
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.reload();
    await islandsHydrated(page);
    await expect(page.getByRole('button', { name: 'Check answers' })).toBeVisible();
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
  });

  test('the last score is kept on this device only, shown at the top of the check and on the deck’s last slide, and cleared on request', async ({
    page,
  }) => {
    const right = rightAnswers(14);
    const apiCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) apiCalls.push(r.url());
    });
    await page.goto('/modules/14/quiz');
    await expect(page.getByText(/^Your last score:/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Clear my score' })).toHaveCount(0);
    // Nothing on the deck's last slide either.
    await page.goto('/modules/14#slide-5');
    await expect(page.getByText(/^Your last score:/)).toHaveCount(0);

    await page.goto('/modules/14/quiz');
    await answerAll(page, right, [0]);
    await page.getByRole('button', { name: 'Check answers' }).click();
    const result = page.getByRole('region', { name: 'Your result' });
    await expect(result.getByText('This score is kept on this device as your last one; nothing is sent.')).toBeVisible();
    // Only the score and the day are kept: no answer.
    const day = await page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });
    expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), SCORES_KEY)) ?? 'null')).toEqual({
      '14': { score: right.length - 1, total: right.length, on: day },
    });

    // On the deck's last slide, with a link to the check.
    const text = `Your last score: ${right.length - 1} of ${right.length} on ${await today(page)}`;
    await page.goto('/modules/14#slide-5');
    const onSlide = page.getByText(`${text}.`, { exact: false });
    await expect(onSlide).toBeVisible();
    const open = onSlide.getByRole('link', { name: 'Open the knowledge check' });
    await expect(open).toHaveAttribute('href', '/modules/14/quiz');

    // Next time, at the top of the check, above the first question, its room kept from the first paint.
    await open.click();
    await islandsHydrated(page);
    const last = page.getByText(text, { exact: true });
    await expect(last).toBeVisible();
    await expect(last).toBeInViewport();
    const firstQuestion = page.getByRole('heading', { level: 2, name: 'Question 1 of', exact: false });
    expect((await last.boundingBox())!.y).toBeLessThan((await firstQuestion.boundingBox())!.y);
    await expect(page.locator('html')).toHaveAttribute('data-kept-score', '');
    // Another deck's check has its own.
    await page.goto('/modules/13/quiz');
    await expect(page.getByText(/^Your last score:/)).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveAttribute('data-kept-score');
    await page.goto('/modules/14/quiz');
    await expect(last).toBeVisible();

    // Try again keeps the score just checked as the last one.
    await answerAll(page, right);
    await page.getByRole('button', { name: 'Check answers' }).click();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(
      page.getByText(`Your last score: ${right.length} of ${right.length} on ${await today(page)}`, { exact: true }),
    ).toBeVisible();

    // Cleared on request: said so, focus stays near, on the first question, and gone next time.
    await page.getByRole('button', { name: 'Clear my score' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'cleared' })).toHaveText('Your last score was cleared from this device.');
    await expect(page.getByText(/^Your last score:/)).toHaveCount(0);
    await expect(firstQuestion).toBeFocused();
    expect(await page.evaluate((key) => localStorage.getItem(key), SCORES_KEY)).toBeNull();
    await page.reload();
    await islandsHydrated(page);
    await expect(page.getByRole('radio').first()).toBeVisible();
    await expect(page.getByText(/^Your last score:/)).toHaveCount(0);
    await page.goto('/modules/14#slide-5');
    await expect(page.getByText(/^Your last score:/)).toHaveCount(0);
    expect(apiCalls).toEqual([]);
  });

  test('without storage (blocked, private mode) the check still scores, keeps nothing and raises no error', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    const right = rightAnswers(16);
    await page.goto('/modules/16/quiz');
    await answerAll(page, right);
    await page.getByRole('button', { name: 'Check answers' }).click();
    const result = page.getByRole('region', { name: 'Your result' });
    await expect(result.getByRole('status')).toHaveText(`You answered ${right.length} of ${right.length} questions correctly (100%).`);
    await expect(result.getByText(/kept on this device/)).toHaveCount(0);
    // For the rest of the visit the page still shows it; nothing survives a reload.
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText(/^Your last score: /)).toBeVisible();
    await page.getByRole('button', { name: 'Clear my score' }).click();
    await expect(page.getByText(/^Your last score: /)).toHaveCount(0);
    await page.reload();
    await islandsHydrated(page);
    await expect(page.getByText(/^Your last score: /)).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test.describe('knowledge check routes', () => {
  test('a known quiz route in other casing lands on it', async ({ page }) => {
    const response = await page.goto('/MODULES/13/Quiz');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Knowledge check: ACA Slide Deck' })).toBeVisible();
  });

  for (const path of ['/modules/99/quiz', '/modules/13/quiz/extra', '/modules/13abc/quiz']) {
    test(`${path} is not found`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    });
  }
});
