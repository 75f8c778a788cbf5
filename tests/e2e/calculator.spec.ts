/**
 * /calculator: the full premium tax credit calculator. Its working must equal the API's own figures
 * for the same request, its inputs live in the URL, and each outcome is named in plain words.
 */
import type { Page } from '@playwright/test';
import { formatPercent, formatUsd, formatUsdWhole } from '#lib/format.ts';
import { defaultPlanYear } from '#subsidy/rules.ts';
import type { SubsidyResult } from '#subsidy/types.ts';
import { apiResult, calculator, memberLines, open } from './calculator-support.ts';
import { axeViolations, expect, holdApi, test } from './support.ts';

const API = '**/api/subsidy-calculation';

async function expectWorking(page: Page, r: SubsidyResult) {
  const ui = calculator(page);
  await expect(ui.row('Poverty guideline')).toContainText(`${formatUsdWhole(r.povertyGuideline)} a year`);
  await expect(ui.row('Poverty guideline')).toContainText(`${r.guidelineYear} HHS poverty guidelines`);
  await expect(ui.row('Income as % of the poverty line (FPL)')).toContainText(formatPercent(r.fplPercent));
  if (r.applicablePercentage === null) {
    await expect(ui.row('Applicable percentage')).toContainText('None: not eligible');
  } else {
    await expect(ui.row('Applicable percentage')).toContainText(`${formatPercent(r.applicablePercentage)} of income`);
    await expect(ui.row('Expected contribution')).toContainText(`${formatUsd(r.expectedMonthlyContribution ?? NaN)} a month`);
    await expect(ui.row('Expected contribution')).toContainText(`${formatUsd(r.annualContribution ?? NaN)} a year`);
  }
  const priced = r.coverageFamily.length > 0;
  if (priced) {
    await expect(ui.row('Benchmark silver premium')).toContainText(`${formatUsd(r.benchmarkPremium)} a month`);
    await expect(ui.row('Benchmark plan after the credit')).toContainText(`${formatUsd(r.netBenchmarkPremium)} a month`);
  } else {
    // Nobody to price: the working says so rather than "$0.00".
    await expect(ui.row('Benchmark silver premium')).toContainText('No one to price');
    await expect(ui.row('Benchmark plan after the credit')).toContainText('No one to price');
  }
  // A member in the benchmark: the line may add the tests they passed (checked where they matter).
  await expect(ui.lines).toHaveText(memberLines(r.members));
  // Which plan to look at: the answer's own recommendation.
  await expect(ui.plan.getByRole('paragraph').first()).toHaveText(r.costSharing.recommendation.text);
  if (r.benchmarkSource === 'rating-area') {
    if (priced)
      await expect(ui.row('Benchmark silver premium')).toContainText(`The ${r.benchmarkDataYear} second-lowest-cost silver premium in`);
    await expect(ui.row('Rating area')).toContainText(`rating area ${r.ratingArea}`);
    await expect(ui.row('Premium data')).toContainText(`${r.benchmarkDataYear} premiums by rating area`);
  }
  if (r.benchmarkSource === 'state-average' && priced)
    await expect(ui.row('Benchmark silver premium')).toContainText(`KFF’s ${r.benchmarkDataYear} state average`);
  if (r.county) await expect(ui.row('County')).toContainText(r.county.name);
  await expect(ui.row('Premium tax credit')).toContainText(`${formatUsd(r.subsidy)} a month`);
  // The notes on what the estimate comes to stand under the headline; the list has the rest.
  for (const note of r.outcomeNotes) await expect(ui.result.locator('[data-outcome]')).toContainText(note);
  await expect(ui.notes).toHaveText(r.notes.filter((note) => !r.outcomeNotes.includes(note)));
}

test('starts with the plan year open enrollment is selling, one person aged 40 and a blank benchmark; the ages follow the household size', async ({
  page,
}) => {
  const ui = await open(page);
  await expect(ui.year).toHaveValue(String(defaultPlanYear()));
  await expect(ui.year.getByRole('option')).toHaveText(['2025', '2026', '2027']);
  await expect(ui.ages).toHaveCount(1);
  await expect(ui.age(1)).toHaveValue('40');
  await expect(ui.benchmark).toHaveValue('');
  await expect(ui.benchmark).toHaveAccessibleDescription(/Leave blank to estimate it from the premiums in the household’s rating area/);

  await ui.members.selectOption('4');
  await expect(ui.ages).toHaveCount(4);
  for (const [n, age] of [
    [1, '40'],
    [2, '40'],
    [3, '10'],
    [4, '10'],
  ] as const)
    await expect(ui.age(n)).toHaveValue(age);
  await ui.age(3).fill('15');
  await ui.members.selectOption('2');
  await ui.members.selectOption('3');
  await expect(ui.age(3)).toHaveValue('10');
  await expect(ui.ages).toHaveCount(3);
});

test('the working equals the API’s figures, the URL carries the inputs and a reload recomputes them', async ({ page, request }) => {
  const ui = await open(page);
  await ui.year.selectOption('2026');
  await ui.zip.fill('30301');
  await ui.income.fill('45000');
  await ui.members.selectOption('3');
  await ui.age(1).fill('44');
  await ui.age(3).fill('12');
  const body = { income: 45000, familySize: 3, zipCode: '30301', year: 2026, ages: [44, 40, 12] };
  const expected = await apiResult(request, body);

  const [sent] = await Promise.all([page.waitForRequest(API), ui.button.click()]);
  expect(sent.postDataJSON()).toEqual(body);
  await expect(page.getByRole('heading', { level: 2, name: 'Estimate for 2026 coverage' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Estimate ready' })).toContainText(
    `Eligible for a premium tax credit of about ${formatUsd(expected.subsidy)} a month`,
  );
  await expect(ui.row('State')).toContainText('Georgia (GA)');
  await expect(ui.row('Household')).toContainText('3 people');
  await expect(ui.row('Household')).toContainText('Ages 44, 40, 12');
  await expectWorking(page, expected);

  await expect(page).toHaveURL(/\/calculator\/?\?year=2026&zip=30301&income=45000&ages=44,40,12$/);
  const [reloaded] = await Promise.all([page.waitForRequest(API), page.reload()]);
  expect(reloaded.postDataJSON()).toEqual(body);
  await expect(ui.zip).toHaveValue('30301');
  await expect(ui.income).toHaveValue('45000');
  await expect(ui.members).toHaveValue('3');
  await expect(ui.age(1)).toHaveValue('44');
  await expectWorking(page, expected);
});

test('a known benchmark premium replaces the estimate', async ({ page, request }) => {
  const expected = await apiResult(request, {
    income: 52000,
    familySize: 2,
    zipCode: '75201',
    year: 2027,
    ages: [40, 40],
    benchmarkPremium: 1450.32,
  });
  const ui = await open(page, '?year=2027&zip=75201&income=52000&ages=40,40&benchmark=1450.32');
  await expect(ui.year).toHaveValue('2027');
  await expect(ui.benchmark).toHaveValue('1450.32');
  await expect(ui.row('Benchmark silver premium')).toContainText('$1,450.32 a month');
  await expect(ui.row('Benchmark silver premium')).toContainText('As entered');
  await expectWorking(page, expected);
});

test.describe('outcomes in plain words', () => {
  test('likely Medicaid: California at 120% of the poverty line', async ({ page, request }) => {
    const income = Math.round(15650 * 1.2);
    const expected = await apiResult(request, { income, familySize: 1, zipCode: '90210', year: 2026, ages: [40] });
    expect(expected.eligibility).toBe('medicaid');
    const ui = await open(page, `?year=2026&zip=90210&income=${income}&ages=40`);
    await expect(ui.result).toContainText('Likely eligible for Medicaid, not the premium tax credit');
    await expect(ui.result).toContainText(
      'California expanded Medicaid to adults with income up to 138% of the poverty line, so the client likely qualifies for Medicaid',
    );
    await expectWorking(page, expected);
  });

  test('coverage gap: Texas below the poverty line', async ({ page, request }) => {
    const expected = await apiResult(request, { income: 12000, familySize: 1, zipCode: '75201', year: 2026, ages: [40] });
    expect(expected.eligibility).toBe('below-poverty-line');
    const ui = await open(page, '?year=2026&zip=75201&income=12000&ages=40');
    await expect(ui.result).toContainText('In the coverage gap: below the poverty line in a state that has not expanded Medicaid');
    await expect(ui.result).toContainText('Texas has not expanded Medicaid');
    await expectWorking(page, expected);
  });

  test('the 400% cliff from 2026, and no cap in 2025', async ({ page, request }) => {
    const cliff = await apiResult(request, { income: 70000, familySize: 1, zipCode: '75201', year: 2026, ages: [40] });
    expect(cliff.eligibility).toBe('above-400-percent');
    const ui = await open(page, '?year=2026&zip=75201&income=70000&ages=40');
    await expect(ui.result).toContainText('Above 400% of the poverty line: no premium tax credit for 2026');
    await expect(ui.result).toContainText('expired at the end of 2025');
    await expectWorking(page, cliff);

    const noCap = await apiResult(request, { income: 70000, familySize: 1, zipCode: '75201', year: 2025, ages: [40] });
    await ui.year.selectOption('2025');
    await ui.button.click();
    await expect(page.getByRole('heading', { level: 2, name: 'Estimate for 2025 coverage' })).toBeFocused();
    await expect(ui.result).not.toContainText('Above 400%');
    await expect(ui.row('Applicable percentage')).toContainText('8.50% of income');
    await expectWorking(page, noCap);
  });

  test('Alaska has its own poverty guidelines', async ({ page, request }) => {
    const expected = await apiResult(request, { income: 40000, familySize: 2, zipCode: '99501', year: 2026, ages: [40, 40] });
    expect(expected.guidelineRegion).toBe('AK');
    const ui = await open(page, '?year=2026&zip=99501&income=40000&size=2');
    await expect(ui.row('State')).toContainText('Alaska (AK)');
    await expect(ui.row('Poverty guideline')).toContainText(
      '2025 HHS poverty guidelines for Alaska (Alaska has its own, higher guidelines)',
    );
    await expectWorking(page, expected);
    // Each adult passed the Medicaid test on income, as the answer's income lines show.
    await expect(ui.lines).toHaveText([
      'Person 1 (40): in the benchmark: income above Alaska’s Medicaid limit for adults (138% of the poverty line)',
      'Person 2 (40): in the benchmark: income above Alaska’s Medicaid limit for adults (138% of the poverty line)',
    ]);
  });
});

test.describe('a headline that cannot mislead', () => {
  test('a ZIP code not on file: the headline says the amount is priced on the state average, as a warning', async ({ page, request }) => {
    const expected = await apiResult(request, { income: 45000, familySize: 2, zipCode: '99999', year: 2027, ages: [40, 40] });
    expect([expected.benchmarkSource, expected.county]).toEqual(['state-average', null]);
    const ui = calculator(page);
    await open(page);
    await ui.year.selectOption('2027');
    await ui.zip.fill('99999');
    await ui.income.fill('45000');
    await ui.members.selectOption('2');
    await ui.button.click();
    const headline = `Eligible for a premium tax credit of about ${formatUsd(expected.subsidy)} a month (priced on the Alaska state average because ZIP code 99999 is not on file)`;
    await expect(ui.result.locator('[data-outcome]')).toHaveAttribute('data-tone', 'warning');
    await expect(ui.result.locator('[data-outcome] p').first()).toHaveText(headline);
    await expect(page.getByRole('status').filter({ hasText: 'Estimate ready' })).toHaveText(`Estimate ready: ${headline}.`);
    await expect(ui.row('County')).toContainText('Not on file');
    expect(await axeViolations(page)).toEqual([]);

    // A known ZIP code: a local figure, no warning.
    await ui.zip.fill('30301');
    await ui.button.click();
    await expect(ui.result.locator('[data-outcome]')).toHaveAttribute('data-tone', 'info');
    await expect(ui.result.locator('[data-outcome] p').first()).not.toContainText('state average');
  });
});

test.describe('which plan, and the tax return', () => {
  // docs/behaviour.md, "At tax time": a couple in Franklin County, Ohio, aged 58 and 56, estimating $75,000 (346 %).
  const COUPLE = { income: 75000, familySize: 2, zipCode: '43215', year: 2027, ages: [58, 56] };
  const COUPLE_LINK = '?year=2027&zip=43215&income=75000&ages=58,56';

  test('the recommendation with its reason, and the silver variation with its out-of-pocket maximum', async ({ page, request }) => {
    const expected = await apiResult(request, { income: 28728, familySize: 1, zipCode: '43215', year: 2027, ages: [40] });
    const ui = await open(page, '?year=2027&zip=43215&income=28728&ages=40');
    await expect(ui.plan).toContainText(
      'A silver plan: at 180.00% of the poverty line the household gets the 87% silver variation, with an out-of-pocket maximum of $4,000 instead of $12,000; up to 200% of the poverty line, the silver variation is usually the best buy.',
    );
    await expect(ui.plan.getByRole('paragraph').first()).toHaveText(expected.costSharing.recommendation.text);
    // Nobody's picture differs from the household's.
    await expect(ui.planMembers).toHaveCount(0);
  });

  test('the tax-time table: the advance, each year-end income in words, the rule and the rounding; readable on a phone', async ({
    page,
    request,
  }) => {
    const expected = await apiResult(request, COUPLE);
    expect(expected.taxTime.advanceCredit).toBe(16529.4);
    const ui = await open(page, COUPLE_LINK);
    await expect(ui.taxTime).toContainText('The advance credit for 2027: $16,529.40');
    // A real table: a caption, column headers, a row header per year-end income.
    await expect(ui.taxTable.getByRole('columnheader').first()).toHaveText('Year ends');
    await expect(ui.taxTable.getByRole('rowheader')).toHaveText(expected.taxTime.scenarios.map((s) => s.label));
    for (const s of expected.taxTime.scenarios) {
      const row = ui.taxTable.getByRole('row', { name: new RegExp(`^${s.label.replace(/[%]/g, '\\$&')}`) });
      await expect(row).toContainText(formatUsdWhole(s.income));
      await expect(row).toContainText(`${s.fplPercent}%`);
      await expect(row).toContainText(formatUsd(s.allowedCredit));
      // Words, not signs.
      await expect(row).toContainText(
        s.difference < 0 ? `repays ${formatUsd(-s.difference)}` : s.difference > 0 ? `gets back ${formatUsd(s.difference)}` : 'neither',
      );
      await expect(row).not.toContainText('-$');
    }
    await expect(ui.taxTable.getByRole('row', { name: /^10% higher/ })).toContainText('repays $771.00');
    await expect(ui.taxTable.getByRole('row', { name: /^10% lower/ })).toContainText('gets back $765.00');
    await expect(ui.taxTable.getByRole('row', { name: /^Just over 400%/ })).toContainText('repays $16,529.40');
    await expect(ui.taxTime).toContainText(
      'For 2027 coverage there is no repayment limit: the return takes back every dollar of advance credit the year’s income does not support.',
    );
    await expect(ui.taxTime).toContainText(
      'Even at the estimated income the return allows $16,526.40, $3.00 less than the advance, which the household repays',
    );
    // Above 250 %: compare metal levels.
    await expect(ui.plan).toContainText('Compare metal levels: above 250% of the poverty line (the household is at 346.58%)');
    // The table keeps to a phone's width.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a row for an income the agent types: worked out on Enter, kept in the URL, removable; a wrong income says why', async ({
    page,
    request,
  }) => {
    const expected = await apiResult(request, { ...COUPLE, yearEndIncomes: [80000] });
    const row = expected.taxTime.scenarios.at(-1);
    expect(row?.label).toBe('Year ends at $80,000');
    const ui = await open(page, COUPLE_LINK);
    await expect(ui.taxTable).toBeVisible();
    const income = ui.taxTime.getByRole('textbox', { name: 'Another income the year may end with' });
    const add = ui.taxTime.getByRole('button', { name: /^(Add its row|Working out the row…)$/ });
    // A wrong income says why, where it was typed, and sends nothing.
    await income.fill('80000.50');
    await income.press('Enter');
    await expect(income).toHaveAttribute('aria-invalid', 'true');
    await expect(income).toHaveAccessibleDescription(/^Enter the income in whole dollars, digits only, like 80000\./);
    await expect(income).toBeFocused();

    const hold = await holdApi(page, API);
    await income.fill('80000');
    await income.press('Enter');
    await expect(add).toHaveText('Working out the row…');
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    await expect(ui.taxTable).toHaveAttribute('aria-busy', 'true');
    hold.release();
    const added = ui.taxTable.getByRole('row', { name: /^Year ends at \$80,000/ });
    await expect(added).toContainText(`repays ${formatUsd(-(row?.difference ?? 0))}`);
    await expect(added).toContainText(`${row?.fplPercent}%`);
    await expect(add).toHaveText('Add its row');
    await expect(income).toBeFocused();
    await expect(income).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('status').filter({ hasText: 'Row added: Year ends at $80,000' })).toContainText('the household repays');
    await expect(page).toHaveURL(/&yearend=80000$/);
    await expect(page.getByTestId('out-of-date')).toHaveCount(0);
    // The same income again is refused; the row goes with its Remove button.
    await income.fill('$80,000');
    await add.click();
    await expect(income).toHaveAccessibleDescription(/^The table already has a row for \$80,000\./);
    await ui.taxTime.getByRole('button', { name: 'Remove the $80,000 row' }).click();
    await expect(added).toHaveCount(0);
    await expect(page).not.toHaveURL(/yearend/);
  });

  test('2025: the repayment limit in one sentence, and what it forgives', async ({ page, request }) => {
    const expected = await apiResult(request, { income: 45000, familySize: 1, zipCode: '30301', year: 2025, ages: [40] });
    expect(expected.taxTime.repaymentLimited).toBe(true);
    const ui = await open(page, '?year=2025&zip=30301&income=45000&ages=40');
    await expect(ui.taxTime).toContainText('For 2025 coverage the return takes back at most a limit set by income and filing status');
    await expect(ui.taxTable.getByRole('row', { name: /^25% higher/ })).toContainText(
      'repays $1,625.00 (the 2025 limit; $101.44 forgiven)',
    );
    await expect(ui.taxTime).toContainText('Even at the estimated income the return allows $3,550.56, $13.56 more, which it gets back');
  });

  test('nobody to price: no chart and no tax-time table, but the plan still says why', async ({ page }) => {
    const ui = await open(page, '?year=2027&zip=60614&income=18000&ages=40');
    await expect(ui.row('Premium tax credit')).toContainText('$0.00 a month');
    await expect(ui.chart).toHaveCount(0);
    await expect(ui.taxTime).toHaveCount(0);
    await expect(ui.plan).toContainText('No member buys a Marketplace plan with the credit');
  });
});

test('the API’s 400 issues appear on the fields they name', async ({ page, request }) => {
  const bad = await request.post('/api/subsidy-calculation', {
    data: { income: 45000, familySize: 1, zipCode: '00000', year: 2026, ages: [40] },
  });
  expect(bad.status()).toBe(400);
  const { issues } = (await bad.json()) as { issues: { path: string; message: string }[] };
  const zipIssue = issues.find((issue) => issue.path === 'zipCode');
  expect(zipIssue).toBeDefined();

  const ui = await open(page);
  await ui.zip.fill('00000');
  await ui.income.fill('45000');
  await ui.button.click();
  await expect(ui.zip).toHaveAttribute('aria-invalid', 'true');
  await expect(ui.zip).toHaveAccessibleDescription(new RegExp(`^${zipIssue!.message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  await expect(ui.zip).toBeFocused();
  await expect(page.getByTestId('toast').filter({ visible: true })).toContainText('Calculation Error');
  await expect(ui.working).toHaveCount(0);

  // A blank income and a blank age are named too; editing a field clears its message.
  await ui.zip.fill('30301');
  await expect(ui.zip).not.toHaveAttribute('aria-invalid', 'true');
  await ui.income.fill('');
  await ui.age(1).fill('');
  await ui.button.click();
  await expect(ui.income).toHaveAttribute('aria-invalid', 'true');
  await expect(ui.income).toHaveAccessibleDescription(/^Income is required/);
  await expect(ui.income).toBeFocused();
  await expect(ui.age(1)).toHaveAttribute('aria-invalid', 'true');
  await expect(ui.age(1)).toHaveAccessibleDescription('Age must be a whole number of years from 0 to 120');
});

test('API down: Calculation Error toast and the reason in the result region', async ({ page }) => {
  await page.route(API, (route) => route.abort('connectionrefused'));
  const ui = await open(page);
  await ui.zip.fill('30301');
  await ui.income.fill('45000');
  await ui.button.click();
  await expect(page.getByTestId('toast').filter({ visible: true })).toContainText('Calculation Error');
  await expect(ui.result).toContainText('The calculator service could not be reached');
  await expect(ui.button).toHaveText('Calculate');
  await expect(ui.button).toBeEnabled();
});

test('Calculating... while pending, then the result; operable from the keyboard', async ({ page }) => {
  const ui = await open(page);
  const hold = await holdApi(page, API);
  await ui.zip.focus();
  await page.keyboard.type('30301');
  await page.keyboard.press('Tab');
  await expect(ui.income).toBeFocused();
  await page.keyboard.type('45000');
  await page.keyboard.press('Enter');
  await expect(ui.button).toHaveText('Calculating...');
  await expect(ui.button).toBeDisabled();
  await expect(ui.result).toHaveAttribute('aria-busy', 'true');
  hold.release();
  await expect(page.getByRole('heading', { level: 2, name: `Estimate for ${defaultPlanYear()} coverage` })).toBeFocused();
  await expect(ui.button).toHaveText('Calculate');
  await expect(ui.result).toHaveAttribute('aria-busy', 'false');
});

test('fits a 375 px screen without scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const ui = await open(page, '?zip=30301&income=45000&size=6');
  await expect(ui.row('Premium tax credit')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('no axe violations with a result, and with field errors', async ({ page }) => {
  test.slow();
  const axe = () => axeViolations(page);
  const ui = await open(page, '?zip=99501&income=70000&size=3');
  await expect(ui.row('Premium tax credit')).toBeVisible();
  expect(await axe()).toEqual([]);
  await ui.income.fill('');
  await ui.age(2).fill('');
  await ui.button.click();
  await expect(ui.income).toHaveAttribute('aria-invalid', 'true');
  await expect(ui.age(2)).toHaveAttribute('aria-invalid', 'true');
  expect(await axe()).toEqual([]);
});
