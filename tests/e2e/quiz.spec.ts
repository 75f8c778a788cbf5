/** The knowledge checks at /modules/{id}/quiz, used with the keyboard as a person would. */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import yaml from 'js-yaml';
import { expect, test } from './support.ts';

interface QuizFile {
  questions: Array<{ answers: Array<{ correct?: boolean }> }>;
}

/** The position of the right answer of each question, from the content file the page is built from. */
function rightAnswers(moduleId: number): number[] {
  const quiz = yaml.load(readFileSync(`src/content/quizzes/${moduleId}.yaml`, 'utf8')) as QuizFile;
  return quiz.questions.map((q) => q.answers.findIndex((a) => a.correct === true));
}

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

  test('keyboard only: unanswered questions are named, a full set is scored and explained with sources, and Try again clears it', async ({
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

    const status = page.getByRole('status').filter({ hasText: 'You answered' });
    await expect(status).toHaveText(
      `You answered ${right.length - 1} of ${right.length} questions correctly (${Math.round(((right.length - 1) / right.length) * 100)}%).`,
    );
    await expect(page.getByRole('button', { name: 'Try again' })).toBeFocused();
    await expect(page.getByText('Correct.', { exact: true })).toHaveCount(right.length - 1);
    await expect(page.getByText('Not quite: the right answer is marked above.')).toHaveCount(1);
    await expect(page.getByText('(your answer)', { exact: true })).toHaveCount(1);
    // Every question cites its official source, opening in a new tab.
    const sources = page.getByRole('link', { name: /opens in a new tab/ });
    expect(await sources.count()).toBeGreaterThanOrEqual(right.length);
    await expect(sources.first()).toHaveAttribute('target', '_blank');
    // The out-of-pocket question explains the current plan year's figures.
    await expect(page.getByText(/For plan year 2027 the limits are \$12,000 self-only and \$24,000/)).toBeVisible();

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
