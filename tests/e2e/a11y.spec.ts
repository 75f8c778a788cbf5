/**
 * Zero axe violations at WCAG 2.2 AA on every route and in the states worth checking, at the phone
 * and desktop widths of the two projects.
 */
import type { Page } from '@playwright/test';
import { axeViolations, expect, isMobile, test } from './support.ts';

async function expectNoViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

const ROUTES = [
  ['/', 'Welcome to the ACA Agent Training Hub'],
  ['/modules', 'Training Modules'],
  ['/modules/13', 'ACA Slide Deck'],
  ['/modules/14', 'HealthSherpa Training'],
  ['/modules/15', 'CMS & FFM Training'],
  ['/modules/16', 'Application Deep Dive'],
  ['/modules/17', '2025 CMS Compliance & Changes'],
  ['/modules/99', 'Training Module'],
  ['/modules/13/quiz', 'Knowledge check: ACA Slide Deck'],
  ['/modules/14/quiz', 'Knowledge check: HealthSherpa Training'],
  ['/modules/15/quiz', 'Knowledge check: CMS & FFM Training'],
  ['/modules/16/quiz', 'Knowledge check: Application Deep Dive'],
  ['/modules/17/quiz', 'Knowledge check: 2025 CMS Compliance & Changes'],
  ['/resources', 'Resource Library'],
  ['/calculator', 'Premium Tax Credit Calculator'],
  ['/faq', 'ACA Training FAQ & Resources'],
  ['/search', 'Search'],
  ['/changes', 'What changed'],
  ['/no-such-page', '404 Page Not Found'],
] as const;

const HANDOUTS = [
  '/handouts/module-13',
  '/handouts/module-14',
  '/handouts/module-15',
  '/handouts/module-16',
  '/handouts/module-17',
  '/handouts/poverty-guidelines',
];

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  for (const [path, heading] of ROUTES) {
    test(`${path} has no violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoViolations(page);
    });
  }

  // One test per handout: the long printable pages each get their own time budget.
  for (const url of HANDOUTS) {
    test(`${url} has no violations`, async ({ page }) => {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoViolations(page);
    });
  }

  test('the handouts checked are the ones the resource library lists', async ({ request }) => {
    const resources = (await (await request.get('/api/resources')).json()) as { url: string }[];
    expect(
      resources
        .map((r) => r.url)
        .filter((url) => url.startsWith('/handouts/'))
        .sort(),
    ).toEqual([...HANDOUTS].sort());
  });

  test('side panel open', async ({ page }) => {
    test.skip(!isMobile(page), 'the side panel is for small screens');
    await page.goto('/');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.waitForTimeout(300);
    await expectNoViolations(page);
  });

  test('site search open with results and with none (header, or side panel on phones)', async ({ page }) => {
    await page.goto('/modules');
    let scope = page.getByRole('banner');
    if (isMobile(page)) {
      await page.getByRole('button', { name: 'Open navigation menu' }).click();
      scope = page.getByRole('dialog', { name: 'Menu' });
    }
    const field = scope.getByRole('searchbox', { name: 'Search slides, FAQs and resources' });
    await field.fill('special enrollment');
    await expect(scope.getByRole('list', { name: 'Search results' })).toBeVisible();
    await page.waitForTimeout(300);
    await expectNoViolations(page);
    await field.press('ArrowDown');
    await expectNoViolations(page);
    await field.fill('zzqxv');
    await expect(scope.getByText('Questions agents ask most are answered on the')).toBeVisible();
    await expectNoViolations(page);
  });

  test('/search with results, more results and none', async ({ page }) => {
    await page.goto('/search?q=the');
    await page.getByRole('button', { name: 'Show more results' }).click();
    await expect(page.getByRole('list', { name: 'Search results' }).getByRole('link')).toHaveCount(20);
    await expectNoViolations(page);
    await page.getByRole('searchbox', { name: 'Search slides, FAQs and resources' }).fill('zzqxv');
    await expect(page.getByRole('status').filter({ hasText: 'No results for “zzqxv”' })).toBeVisible();
    await expectNoViolations(page);
  });

  test('/search with rule statuses and the practice questions open, and the passage a result opens, words marked', async ({ page }) => {
    await page.goto('/search?q=data%20matching');
    await expect(page.getByRole('list', { name: 'Rule status' }).first()).toBeVisible();
    await page.locator('details[data-search-questions] summary').click();
    await expect(page.getByRole('list', { name: 'Practice questions' }).getByRole('link').first()).toBeVisible();
    await expectNoViolations(page);
    await page.getByRole('list', { name: 'Search results' }).getByRole('link').nth(1).click();
    await expect(page.getByRole('article').locator('mark').first()).toBeVisible();
    await expectNoViolations(page);
  });

  test('FAQ accordion open and filtered', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Frequently Asked Questions' });
    await section.getByRole('button').first().click();
    await expect(section.getByRole('button', { expanded: true })).toHaveCount(1);
    await expectNoViolations(page);
    await page.getByRole('searchbox', { name: 'Search questions' }).fill('zzqx');
    await expect(page.getByText(/No questions match/)).toBeVisible();
    await expectNoViolations(page);
  });

  test('toast shown and home calculator result', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /Calculate/ }).click();
    await expect(page.getByTestId('toast')).toBeVisible();
    await expectNoViolations(page);
    await page
      .getByLabel(/income/i)
      .first()
      .fill('40000');
    await page
      .getByLabel(/family size/i)
      .first()
      .selectOption('2');
    await page.getByLabel(/zip/i).first().fill('30301');
    await page.getByRole('button', { name: /Calculate/ }).click();
    await expect(page.getByText('Estimated Monthly Subsidy')).toBeVisible();
    await expectNoViolations(page);
  });

  test('/calculator with which plan, the tax-time table and a person’s details open', async ({ page }) => {
    await page.goto('/calculator?year=2027&zip=43215&income=50000&ages=45,24&person1=aian&person2=dependant');
    await expect(page.getByRole('table', { name: 'What the tax return settles, by the income the year ends with' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Cost sharing by member' })).toBeVisible();
    const person = page.getByRole('group', { name: 'Person 2', exact: true });
    await person.getByRole('button', { name: 'More about this person' }).click();
    await expect(person.getByRole('checkbox', { name: 'Claimed as a dependant on the tax return' })).toBeChecked();
    await expectNoViolations(page);
  });

  test('/calculator with the summary for the client open, in Spanish, and a row of the agent’s own', async ({ page }) => {
    // The wife named by her relation, as this tab would keep it (never in the address).
    await page.addInitScript(() => {
      const names = [
        { first: '', relation: '' },
        { first: '', relation: 'wife' },
      ];
      sessionStorage.setItem('aca-training-hub:calculator-names', JSON.stringify({ ages: '44,41,12,8', names }));
    });
    await page.goto('/calculator?year=2027&zip=33101&income=68000&ages=44,41,12,8&offer1=1,120,610,2.3.4&yearend=80000');
    await expect(page.getByRole('row', { name: /^Year ends at \$80,000/ })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Summary for the client' });
    await summary.getByRole('button', { name: 'Summary for the client' }).click();
    await expect(summary.getByRole('heading', { level: 4, name: 'Your health coverage for 2027' })).toBeVisible();
    await expectNoViolations(page);
    await summary.getByRole('radio', { name: 'Español' }).check();
    await expect(summary.getByRole('heading', { level: 4, name: 'Su cobertura médica para 2027' })).toBeVisible();
    await expectNoViolations(page);
  });

  test('slide viewer on a middle slide', async ({ page }) => {
    await page.goto('/modules/13#slide-3');
    await expect(page.getByText('Slide 3 of 5')).toBeVisible();
    await expectNoViolations(page);
  });

  test('knowledge check with a missing answer, then scored with its result, review and sources shown, then its last score', async ({
    page,
  }) => {
    await page.goto('/modules/15/quiz');
    await page.getByRole('button', { name: 'Check answers' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Answer every' })).toContainText('Answer every question');
    await expectNoViolations(page);
    for (const group of await page.getByRole('group').all()) await group.getByRole('radio').nth(1).check();
    await page.getByRole('button', { name: 'Check answers' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'You answered' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your result' }).getByRole('listitem').first()).toBeVisible();
    await page
      .getByText(/^Sources \(\d+\)$/)
      .first()
      .click();
    await expect(page.getByRole('link', { name: /opens in a new tab/ }).first()).toBeVisible();
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText(/^Your last score: /)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clear my score' })).toBeVisible();
    await expectNoViolations(page);
  });

  test('knowledge check scored, a missed question’s passage opened, and the result again after Back', async ({ page }) => {
    await page.goto('/modules/13/quiz');
    // The first answer is wrong for question 3, whose passage is "This tax season".
    for (const group of await page.getByRole('group').all()) await group.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Check answers' }).click();
    const result = page.getByRole('region', { name: 'Your result' });
    await result.getByRole('link', { name: /“This tax season”$/ }).click();
    await expect(page.getByRole('heading', { level: 3, name: 'This tax season' })).toBeInViewport();
    await expectNoViolations(page);
    await page.goBack();
    await expect(result.getByRole('status')).toHaveText(/^You answered /);
    await expect(result.getByRole('listitem').first()).toBeVisible();
    await expectNoViolations(page);
  });

  test('slide viewer on the last slide, with the knowledge check beside Complete Training and the last score', async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem('aca-training-hub:quiz-scores', JSON.stringify({ '17': { score: 6, total: 7, on: '2026-12-07' } })),
    );
    await page.goto('/modules/17#slide-5');
    await expect(
      page.getByRole('navigation', { name: 'Slide navigation' }).getByRole('link', { name: 'Take the knowledge check' }),
    ).toBeVisible();
    await expect(page.getByText('Your last score: 6 of 7 on 7 December 2026.')).toBeVisible();
    await expectNoViolations(page);
  });

  test('/faq filtered', async ({ page }) => {
    await page.goto('/faq');
    await page.getByRole('button', { name: 'Financial' }).click();
    await expect(page.getByRole('button', { name: 'Financial' })).toHaveAttribute('aria-pressed', 'true');
    await expectNoViolations(page);
  });

  test('/calculator with plans compared and the people a benchmark covers', async ({ page }) => {
    await page.goto(
      '/calculator?year=2027&zip=33101&income=68000&ages=44,41,12,8&offer1=1,120,610,2.3.4&plan1=silver,612.48,4800,12000,Silver%2073&plan2=catastrophic,300,,,Catastrophic&benchmark=1850&benchmark-for=1.2.3.4',
    );
    await expect(page.getByRole('group', { name: 'The premium covers' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Plan 2', exact: true })).toBeVisible();
    await expect(page.getByText('Of the plans entered, Silver 73 fits it.')).toBeVisible();
    await expectNoViolations(page);
  });

  test('list error states', async ({ page }) => {
    await page.route('**/api/modules', (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.goto('/modules');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expectNoViolations(page);
  });

  for (const path of ['/', '/modules', '/modules/13', '/modules/13/quiz', '/resources', '/faq', '/calculator', '/search']) {
    test(`${path}: every focusable control shows a visible focus indicator`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      for (let i = 0; i < 25; i += 1) {
        await page.keyboard.press('Tab');
        const style = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el || el === document.body) return null;
          const cs = getComputedStyle(el);
          return {
            tag: el.tagName,
            text: (el.textContent ?? '').trim().slice(0, 30),
            outline: cs.outlineStyle,
            width: parseFloat(cs.outlineWidth),
            shadow: cs.boxShadow,
          };
        });
        if (!style) continue;
        const visible = (style.outline !== 'none' && style.width >= 2) || style.shadow !== 'none';
        expect(visible, `${path}: ${style.tag} "${style.text}" has no visible focus`).toBe(true);
      }
    });
  }
});
