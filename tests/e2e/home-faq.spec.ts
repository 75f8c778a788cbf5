import type { Faq } from '#content/types.ts';
import { expect, failOnce, holdApi, test } from './support.ts';

test.describe('home page', () => {
  test('welcome banner sends Start Training to /modules', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Start Training' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Training Modules' })).toBeVisible();
  });

  test('FAQ: four skeleton rows, then an accordion with none open', async ({ page, request }) => {
    const faqs = (await (await request.get('/api/faqs')).json()) as Faq[];
    const hold = await holdApi(page, '**/api/faqs');
    await page.goto('/');
    await page.getByRole('heading', { name: 'Frequently Asked Questions' }).scrollIntoViewIfNeeded();
    // The skeleton is hidden from assistive technology, so its rows are counted as elements.
    await expect(page.getByTestId('faq-skeleton').locator('li')).toHaveCount(4);
    hold.release();
    const section = page.getByRole('region', { name: 'Frequently Asked Questions' });
    await expect(section.getByRole('button', { name: faqs[0]!.question })).toBeVisible();
    await expect(section.getByRole('button', { expanded: false })).toHaveCount(faqs.length);
    await expect(section.getByRole('button', { expanded: true })).toHaveCount(0);
  });

  test('FAQ: one answer open at a time; clicking the open one closes it', async ({ page, request }) => {
    const faqs = (await (await request.get('/api/faqs')).json()) as Faq[];
    await page.goto('/');
    const first = page.getByRole('button', { name: faqs[0]!.question });
    const second = page.getByRole('button', { name: faqs[1]!.question });
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: faqs[0]!.question })).toContainText(faqs[0]!.answer.slice(0, 40));
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('region', { name: faqs[0]!.question })).toBeHidden();
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('region', { name: 'Frequently Asked Questions' }).getByRole('button', { expanded: true })).toHaveCount(0);
  });

  test('FAQ search filters case-insensitively on question or answer, with a message for no match', async ({ page, request }) => {
    const faqs = (await (await request.get('/api/faqs')).json()) as Faq[];
    await page.goto('/');
    const search = page.getByRole('searchbox', { name: 'Search questions' });
    await expect(page.getByRole('button', { name: faqs[0]!.question })).toBeVisible();
    const target = faqs[2]!;
    const word = target.question
      .split(' ')
      .find((w) => w.length > 6)!
      .replace(/[^A-Za-z]/g, '');
    await search.fill(word.toUpperCase());
    const expected = faqs.filter((f) => `${f.question} ${f.answer}`.toLowerCase().includes(word.toLowerCase()));
    const section = page.getByRole('region', { name: 'Frequently Asked Questions' });
    await expect(section.getByRole('button', { expanded: false })).toHaveCount(expected.length);
    await expect(page.getByRole('button', { name: target.question })).toBeVisible();

    const answerWord = 'zzqx';
    await search.fill(answerWord);
    await expect(page.getByText(`No questions match “${answerWord}”.`)).toBeVisible();
    await search.fill('');
    await expect(page.getByRole('button', { name: faqs[0]!.question })).toBeVisible();
  });

  test('FAQ: a client whose income changed: what to report, by when, and what reporting saves, worked to the cent', async ({
    page,
    request,
  }) => {
    const faqs = (await (await request.get('/api/faqs')).json()) as Faq[];
    const faq = faqs.find((f) => f.question.includes('income changed'));
    expect(faq?.question).toBe("My client's income changed: what do they report, and when?");
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search questions' }).fill('income changed');
    await page.getByRole('button', { name: faq!.question }).click();
    const answer = page.getByRole('region', { name: faq!.question });
    await expect(answer).toContainText('new expected income for the whole year');
    await expect(answer).toContainText('Report a life change');
    await expect(answer).toContainText('within 30 days of the change');
    await expect(answer).toContainText('from the first day of the month after');
    await expect(answer).toContainText('every excess dollar is repaid, with no cap');
    const money = /takes back \$([\d,.]+)\. Told to no one, the raise would cost her \$([\d,.]+): reporting saves \$([\d,.]+)\./.exec(
      (await answer.textContent()) ?? '',
    );
    const [reported, unreported, saves] = (money ?? []).slice(1).map((m) => Math.round(Number(m.replaceAll(',', '')) * 100));
    expect(saves).toBeGreaterThan(0);
    expect((unreported ?? 0) - (reported ?? 0)).toBe(saves);
  });

  test('FAQ: a failed call offers a retry', async ({ page }) => {
    await failOnce(page, '**/api/faqs');
    await page.goto('/');
    await page.getByRole('heading', { name: 'Frequently Asked Questions' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('alert').filter({ hasText: /./ })).toContainText("We couldn't load the questions.");
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /./ })).toHaveCount(0);
  });
});
