/**
 * /calculator: the plans an agent compares and a benchmark that cannot be misread, with the family
 * that prompted them: Miami, 2027, $68,000, a couple of 44 and 41 and children of 12 and 8; the
 * husband's job offers $120 self-only and $610 for the family, and HealthCare.gov showed $1,850 for
 * the four of them.
 */
import type { Locator, Page } from '@playwright/test';
import { formatUsd } from '#lib/format.ts';
import type { SubsidyResult } from '#subsidy/types.ts';
import { apiResult, open } from './calculator-support.ts';
import { expect, isMobile, test } from './support.ts';

const API = '**/api/subsidy-calculation';
const FAMILY = '?year=2027&zip=33101&income=68000&ages=44,41,12,8&offer1=1,120,610,2.3.4';
const BODY = {
  income: 68000,
  familySize: 4,
  zipCode: '33101',
  year: 2027,
  members: [44, 41, 12, 8].map((age) => ({
    age,
    seekingCoverage: true,
    immigrationStatus: 'citizen',
    medicaidBarredByStatus: false,
    otherCoverage: 'none',
    dependant: false,
    americanIndianAlaskaNative: false,
  })),
  jobOffers: [{ employee: 0, selfOnlyMonthly: 120, familyMonthly: 610, familyMembers: [1, 2, 3], minimumValue: true }],
  benchmarkPremium: 1850,
  benchmarkMembers: [0, 1, 2, 3],
  plans: [
    { label: 'Silver 73', metal: 'silver', monthlyPremium: 612.48, deductible: 4800, outOfPocketMax: 12000 },
    { label: 'Gold PPO', metal: 'gold', monthlyPremium: 760 },
  ],
};

function plansUi(page: Page) {
  return {
    benchmark: page.getByRole('spinbutton', { name: /^Benchmark premium a month/ }),
    others: page.getByRole('checkbox', { name: 'The premium covers other people' }),
    covers: page.getByRole('group', { name: 'The premium covers' }).getByRole('checkbox'),
    add: page.getByRole('button', { name: 'Add a plan to compare' }),
    plan: (n: number) => page.getByRole('group', { name: `Plan ${n}`, exact: true }),
    plansRegion: page.getByRole('region', { name: 'Which plan to look at' }),
    headline: page.getByRole('region', { name: /^Estimate/ }).locator('[data-outcome]'),
  };
}

/** The figures shown for a plan: the table's column on a desktop, its card on a phone. */
async function expectPlanShown(page: Page, region: Locator, plan: SubsidyResult['plans'][number]) {
  const figures = [plan.netMonthlyPremium, plan.yearlyPremium, plan.outOfPocketMax, plan.worstCaseYear].map(formatUsd);
  if (isMobile(page)) {
    const card = region.getByRole('list', { name: 'Plans compared' }).getByRole('listitem').filter({ hasText: plan.label });
    for (const figure of figures) await expect(card).toContainText(figure);
    return;
  }
  const table = region.getByRole('table', { name: 'Plans compared' });
  await expect(table.getByRole('columnheader', { name: new RegExp(`^${plan.label}`) })).toBeVisible();
  await expect(table.getByRole('row', { name: /^After the credit, a month/ })).toContainText(formatUsd(plan.netMonthlyPremium));
  await expect(table.getByRole('row', { name: /^Premiums for the year/ })).toContainText(formatUsd(plan.yearlyPremium));
  await expect(table.getByRole('row', { name: /^Out-of-pocket maximum/ })).toContainText(formatUsd(plan.outOfPocketMax));
  await expect(table.getByRole('row', { name: /^Worst-case year/ })).toContainText(formatUsd(plan.worstCaseYear));
}

test('two plans entered by keyboard, priced on the family’s benchmark repriced for the wife; the URL keeps them', async ({
  page,
  request,
}) => {
  const expected = await apiResult(request, BODY);
  expect(expected).toMatchObject({ subsidy: 172.34, benchmarkPremium: 569.57, benchmarkEntered: { scaled: true } });
  await open(page, FAMILY);
  const ui = plansUi(page);
  // The link runs at once. Then the field names the people applying for the credit in that estimate
  // and, for 2027, says the local benchmark on file is 2026's, and how to find 2027's.
  await expect(ui.headline).toContainText('Eligible for a premium tax credit');
  await expect(ui.benchmark).toHaveAccessibleDescription(
    /^The second-lowest-cost silver premium for the people applying for the credit \(in the last estimate, Person 2 \(41\)\)\..* For 2027 the local benchmark on file is 2026’s/,
  );
  await expect(ui.benchmark).toHaveAccessibleDescription(/“See plans & prices” \(window shopping\)/);

  await ui.benchmark.focus();
  await page.keyboard.type('1850');
  await page.keyboard.press('Tab');
  await expect(ui.others).toBeFocused();
  await page.keyboard.press('Space');
  // Everyone seeking coverage is ticked to start with; the agent could untick anyone.
  await expect(ui.covers).toHaveCount(4);
  for (const box of await ui.covers.all()) await expect(box).toBeChecked();
  await expect(ui.covers.nth(1)).toHaveAccessibleName('Person 2 (41)');

  // The first plan, by keyboard only: Add moves focus to its name.
  await ui.add.focus();
  await page.keyboard.press('Enter');
  await expect(ui.plan(1).getByRole('textbox', { name: 'Plan name' })).toBeFocused();
  await page.keyboard.type('Silver 73');
  await page.keyboard.press('Tab');
  await expect(ui.plan(1).getByRole('combobox', { name: 'Metal level' })).toBeFocused();
  await expect(ui.plan(1).getByRole('combobox', { name: 'Metal level' })).toHaveValue('silver');
  await page.keyboard.press('Tab');
  await page.keyboard.type('612.48');
  await page.keyboard.press('Tab');
  await page.keyboard.type('4800');
  await page.keyboard.press('Tab');
  await page.keyboard.type('12000');

  // The second: a gold plan, with the metal chosen by typing its first letter.
  await ui.add.focus();
  await page.keyboard.press('Enter');
  await expect(ui.plan(2).getByRole('textbox', { name: 'Plan name' })).toBeFocused();
  await page.keyboard.type('Gold PPO');
  await page.keyboard.press('Tab');
  await page.keyboard.press('g');
  await expect(ui.plan(2).getByRole('combobox', { name: 'Metal level' })).toHaveValue('gold');
  await page.keyboard.press('Tab');
  await page.keyboard.type('760');

  const [sent] = await Promise.all([page.waitForRequest(API), page.getByRole('button', { name: 'Calculate' }).click()]);
  expect(sent.postDataJSON()).toEqual(BODY);

  await expect(ui.headline).toContainText(
    `Eligible for a premium tax credit of about ${formatUsd(expected.subsidy)} a month (on the benchmark entered for Persons 1, 2, 3 and 4, repriced for Person 2)`,
  );
  await expect(ui.plansRegion.getByRole('paragraph').first()).toHaveText(expected.costSharing.recommendation.text);
  await expect(ui.plansRegion).toContainText('Of the plans entered, Silver 73 and Gold PPO fit it.');
  for (const plan of expected.plans) await expectPlanShown(page, ui.plansRegion, plan);

  await expect(page).toHaveURL(
    /&plan1=silver,612\.48,4800,12000,Silver%2073&plan2=gold,760,,,Gold%20PPO&benchmark=1850&benchmark-for=1\.2\.3\.4$/,
  );
  const [reloaded] = await Promise.all([page.waitForRequest(API), page.reload()]);
  expect(reloaded.postDataJSON()).toEqual(BODY);
  await expect(ui.plan(2).getByRole('textbox', { name: 'Plan name' })).toHaveValue('Gold PPO');
  for (const plan of expected.plans) await expectPlanShown(page, ui.plansRegion, plan);

  // Side by side on a desktop, one card under the other on a phone: never wider than the screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // Removing a plan sends focus back to Add.
  await ui.plan(1).getByRole('button', { name: 'Remove plan 1' }).click();
  await expect(ui.add).toBeFocused();
  await expect(ui.plan(1).getByRole('textbox', { name: 'Plan name' })).toHaveValue('Gold PPO');
  await expect(ui.plan(2)).toHaveCount(0);
});

test('a benchmark typed without saying whom it covers: the headline names whose premium it is, and a note warns', async ({
  page,
  request,
}) => {
  const { benchmarkMembers: _, plans: __, ...body } = BODY;
  const expected = await apiResult(request, body);
  expect(expected.subsidy).toBe(1452.77);
  await open(page, `${FAMILY}&benchmark=1850`);
  const ui = plansUi(page);
  await expect(ui.headline).toContainText(`about ${formatUsd(expected.subsidy)} a month (on the benchmark entered for Person 2)`);
  await expect(page.getByRole('list', { name: 'Notes for the client' })).toContainText('the figure may be for more people');
  await expect(ui.others).not.toBeChecked();
});

test('five plans at most; a deductible over the out-of-pocket maximum is refused on its field', async ({ page }) => {
  await open(page, `${FAMILY}&plan1=bronze,420,9000,8000,Bronze`);
  const ui = plansUi(page);
  for (let n = 2; n <= 5; n++) await ui.add.click();
  await expect(ui.plan(5)).toBeVisible();
  await expect(ui.add).toBeDisabled();

  await open(page, `${FAMILY}&plan1=bronze,420,9000,8000,Bronze`);
  await page.getByRole('button', { name: 'Calculate' }).click();
  const deductible = ui.plan(1).getByRole('spinbutton', { name: 'Deductible a year (optional)' });
  await expect(deductible).toBeFocused();
  await expect(deductible).toHaveAccessibleDescription(/^Deductible, \$9,000, is more than the plan’s out-of-pocket maximum, \$8,000/);
});
