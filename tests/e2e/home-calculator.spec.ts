/**
 * The home page subsidy calculator, state by state (docs/behaviour.md, The home calculator), against the real
 * API except where a failure or a slow answer has to be staged.
 */
import type { Page, Request } from '@playwright/test';
import { formatUsd, monthlySubsidyMessage } from '#lib/format.ts';
import type { SubsidyResult } from '#subsidy/types.ts';
import { calculator } from './calculator-support.ts';
import { CALCULATION, type Household, openHomeCalculator, variationOf } from './home-calculator-support.ts';
import { axeViolations, expect, holdApi, test } from './support.ts';

const API = CALCULATION;

/** Every subsidy call the page makes, to prove that a refused form sends nothing. */
function recordCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/subsidy-calculation')) calls.push(request);
  });
  return calls;
}

const toast = (page: Page) => page.getByTestId('toast').filter({ visible: true });

async function expectToast(page: Page, title: string, description: string, variant: 'default' | 'destructive') {
  await expect(toast(page)).toHaveCount(1);
  await expect(toast(page)).toContainText(title);
  await expect(toast(page)).toContainText(description);
  await expect(toast(page)).toHaveAttribute('data-variant', variant);
  // Announced: an alert for a destructive toast, a polite status otherwise.
  await expect(page.getByRole(variant === 'destructive' ? 'alert' : 'status').filter({ hasText: title })).toHaveText(
    `${title}. ${description}`,
  );
}

test('has the three fields, placeholders and family sizes', async ({ page }) => {
  const ui = await openHomeCalculator(page);
  await expect(ui.income).toHaveAttribute('placeholder', '50000');
  await expect(ui.zip).toHaveAttribute('placeholder', '12345');
  await expect(ui.size.getByRole('option')).toHaveText(['Select family size', '1 person', '2 people', '3 people', '4 people', '5+ people']);
  expect(await ui.size.getByRole('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).toEqual([
    '',
    '1',
    '2',
    '3',
    '4',
    '5',
  ]);
  await expect(ui.panel).toHaveCount(0);
});

const EMPTY_CASES: { name: string; household: Household }[] = [
  { name: 'income', household: { size: '2 people', zip: '30301' } },
  { name: 'family size', household: { income: '45000', zip: '30301' } },
  { name: 'ZIP code', household: { income: '45000', size: '2 people' } },
  { name: 'every field', household: {} },
];

for (const { name, household } of EMPTY_CASES) {
  test(`empty ${name}: Missing Information toast and no request`, async ({ page }) => {
    const ui = await openHomeCalculator(page);
    const calls = recordCalls(page);
    await ui.fill(household);
    await ui.button.click();
    await expectToast(page, 'Missing Information', 'Please fill in all fields.', 'destructive');
    // Give a stray request time to surface before asserting there was none.
    await page.waitForTimeout(300);
    expect(calls).toHaveLength(0);
    await expect(ui.button).toHaveText('Calculate Subsidy');
    await expect(ui.panel).toHaveCount(0);
  });
}

test('Enter in a field submits, and a blank ZIP code of spaces counts as empty', async ({ page }) => {
  const ui = await openHomeCalculator(page);
  const calls = recordCalls(page);
  await ui.fill({ income: '45000', size: '1 person', zip: '   ' });
  await ui.zip.press('Enter');
  await expectToast(page, 'Missing Information', 'Please fill in all fields.', 'destructive');
  await page.waitForTimeout(300);
  expect(calls).toHaveLength(0);
});

test('an income that is not whole dollars is flagged on the field and nothing is sent', async ({ page }) => {
  const ui = await openHomeCalculator(page);
  const calls = recordCalls(page);
  await ui.fill({ income: '500.5', size: '1 person', zip: '30301' });
  await ui.button.click();
  await expect(ui.income).toHaveAttribute('aria-invalid', 'true');
  await expect(ui.income).toHaveAccessibleDescription('Enter the yearly income in whole dollars, for example 50000.');
  await expect(ui.income).toBeFocused();
  await page.waitForTimeout(300);
  expect(calls).toHaveLength(0);
  await ui.income.fill('50000');
  await expect(ui.income).not.toHaveAttribute('aria-invalid', 'true');
});

test('reads Calculating... and is disabled while the answer is pending', async ({ page }) => {
  const ui = await openHomeCalculator(page);
  const hold = await holdApi(page, API);
  await ui.fill({ income: '45000', size: '3 people', zip: '30301' });
  await ui.button.click();
  await expect(ui.button).toHaveText('Calculating...');
  await expect(ui.button).toBeDisabled();
  hold.release();
  await expect(ui.button).toHaveText('Calculate Subsidy');
  await expect(ui.button).toBeEnabled();
  await expect(ui.panel).toBeVisible();
});

test('success: sends exactly income, familySize and zipCode; the panel and the toast show the API’s subsidy', async ({ page }) => {
  const ui = await openHomeCalculator(page);
  await ui.fill({ income: '45000', size: '3 people', zip: '30301' });
  const [request, response] = await Promise.all([page.waitForRequest(API), page.waitForResponse(API), ui.button.click()]);
  expect(request.method()).toBe('POST');
  expect(request.postDataJSON()).toEqual({ income: 45000, familySize: 3, zipCode: '30301' });
  expect(response.status()).toBe(200);
  const { subsidy } = (await response.json()) as { subsidy: number };
  expect(subsidy).toBeGreaterThan(0);

  await expect(ui.panel).toContainText(formatUsd(subsidy));
  await expect(ui.panel).toContainText('Based on Silver plan benchmark');
  await expectToast(page, 'Subsidy Calculated', monthlySubsidyMessage(subsidy), 'default');
});

test('the 5+ option sends 5 and the panel links to the same household on /calculator', async ({ page }) => {
  const ui = await openHomeCalculator(page);
  await ui.fill({ income: '60000', size: '5+ people', zip: '75201' });
  const [request, response] = await Promise.all([page.waitForRequest(API), page.waitForResponse(API), ui.button.click()]);
  expect(request.postDataJSON()).toEqual({ income: 60000, familySize: 5, zipCode: '75201' });
  const { subsidy } = (await response.json()) as { subsidy: number };
  await expect(ui.panel).toContainText(formatUsd(subsidy));

  await ui.panel.getByRole('link', { name: 'See how it was worked out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Premium Tax Credit Calculator' })).toBeVisible();
  const credit = page.getByRole('table', { name: 'How the estimate was worked out' }).getByRole('row', { name: /^Premium tax credit/ });
  await expect(credit).toContainText(`${formatUsd(subsidy)} a month`);
});

test('the result says whom it assumes and links to /calculator with the household, to refine it there', async ({ page }) => {
  const ui = await openHomeCalculator(page);
  await ui.fill({ income: '62000', size: '3 people', zip: '77002' });
  const [response] = await Promise.all([page.waitForResponse(API), ui.button.click()]);
  const { subsidy } = (await response.json()) as { subsidy: number };
  await expect(ui.panel).toContainText(
    'Assumes everyone is a US citizen (or green-card holder) seeking Marketplace coverage, with no other coverage and no job-based offer.',
  );
  const refine = ui.panel.getByRole('link', { name: 'Refine the household on the full calculator' });
  await expect(refine).toHaveAttribute('href', /\/calculator\?zip=77002&income=62000&size=3$/);
  await refine.click();
  const calc = calculator(page);
  await expect(calc.row('Premium tax credit')).toContainText(`${formatUsd(subsidy)} a month`);
  await expect(calc.zip).toHaveValue('77002');
  await expect(calc.members).toHaveValue('3');
  // There, the parent's status refines it.
  await calc.more(1).click();
  await calc.person(1).getByRole('combobox', { name: 'Immigration status' }).selectOption({ label: 'Not lawfully present' });
  await calc.age(1).fill('34');
  await calc.age(2).fill('12');
  await calc.age(3).fill('9');
  await calc.year.selectOption('2027');
  await calc.button.click();
  await expect(calc.row('Premium tax credit')).toContainText('$413.52 a month');
});

test('the amount states its plan year, the ages it assumed and the silver variation', async ({ page, request }) => {
  const ui = await openHomeCalculator(page);
  await ui.calculate({ income: '45000', size: '3 people', zip: '30301' });
  const answer = (await (
    await request.post('/api/subsidy-calculation', { data: { income: 45000, familySize: 3, zipCode: '30301' } })
  ).json()) as SubsidyResult;
  expect(answer.costSharing.silverVariation?.actuarialValue).toBe(87);
  const basis = `Based on Silver plan benchmark for ${answer.year} coverage, assuming ages 40, 40 and 10; 87% silver variation.`;
  await expect(ui.panel.getByText(basis)).toBeVisible();
  await expect(ui.amount).toHaveAccessibleDescription(new RegExp(`^${basis.replace(/[.()]/g, '\\$&')}`));
  await expect(ui.section.getByTestId('caution')).toHaveCount(0);
});

test('above 250% of the poverty line the line says there are no cost-sharing reductions; with no credit, nothing', async ({
  page,
  request,
}) => {
  const ui = await openHomeCalculator(page);
  const data = { income: 75000, familySize: 2, zipCode: '43215' };
  const answer = (await (await request.post('/api/subsidy-calculation', { data })).json()) as SubsidyResult;
  await ui.calculate({ income: '75000', size: '2 people', zip: '43215' });
  expect(variationOf(answer)).toBe('; no cost-sharing reductions above 250%');
  await expect(
    ui.panel.getByText(
      `Based on Silver plan benchmark for ${answer.year} coverage, assuming ages 40 and 40; no cost-sharing reductions above 250%.`,
    ),
  ).toBeVisible();
  // Medicaid: no credit, no variation to name.
  await ui.calculate({ income: '18000', size: '1 person', zip: '43215' });
  await expect(ui.panel).toContainText('assuming age 40.');
  await expect(ui.panel).not.toContainText('silver variation');
  await expect(ui.panel).not.toContainText('cost-sharing reductions');
});

test('a ZIP code not on file: the amount says it is priced on the state average, and that is announced', async ({ page }) => {
  const ui = await openHomeCalculator(page);
  const [response] = await Promise.all([page.waitForResponse(API), ui.calculate({ income: '45000', size: '2 people', zip: '99999' })]);
  const answer = (await response.json()) as SubsidyResult;
  expect(answer.benchmarkFallback).toBe('zip-not-on-file');
  const caution =
    'Priced on the Alaska state average because ZIP code 99999 is not on file, so it is not a local figure: check the ZIP code.';
  await expect(ui.section.getByTestId('caution')).toHaveText(caution);
  await expect(ui.amount).toHaveAccessibleDescription(
    new RegExp(`coverage, assuming ages 40 and 40${variationOf(answer)}\\. ${caution.replace(/[.()]/g, '\\$&')}$`),
  );
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: caution })).toHaveCount(1);
  expect(await axeViolations(page, '#main')).toEqual([]);
  // A mistype fixed: a local figure, no caution.
  await ui.calculate({ income: '45000', size: '2 people', zip: '99501' });
  await expect(ui.section.getByTestId('caution')).toHaveCount(0);
});

test('API down: Calculation Error toast, back to idle, the last result stays', async ({ page }) => {
  const ui = await openHomeCalculator(page);
  await ui.fill({ income: '45000', size: '2 people', zip: '30301' });
  const [response] = await Promise.all([page.waitForResponse(API), ui.button.click()]);
  const { subsidy } = (await response.json()) as { subsidy: number };
  await expect(ui.panel).toContainText(formatUsd(subsidy));

  await page.route(API, (route) => route.abort('connectionrefused'));
  await ui.income.fill('52000');
  await ui.button.click();
  await expectToast(page, 'Calculation Error', 'Failed to calculate subsidy. Please check your inputs.', 'destructive');
  await expect(ui.button).toHaveText('Calculate Subsidy');
  await expect(ui.button).toBeEnabled();
  await expect(ui.panel).toContainText(formatUsd(subsidy));
});

test('a ZIP code the API rejects (400): Calculation Error toast and no panel', async ({ page }) => {
  const ui = await openHomeCalculator(page);
  await ui.fill({ income: '45000', size: '1 person', zip: '00000' });
  const [response] = await Promise.all([page.waitForResponse(API), ui.button.click()]);
  expect(response.status()).toBe(400);
  await expectToast(page, 'Calculation Error', 'Failed to calculate subsidy. Please check your inputs.', 'destructive');
  await expect(ui.panel).toHaveCount(0);
});

test('works from the keyboard alone', async ({ page }) => {
  const ui = await openHomeCalculator(page);
  await ui.income.focus();
  await page.keyboard.type('38000');
  await page.keyboard.press('Tab');
  await expect(ui.size).toBeFocused();
  await ui.size.selectOption({ label: '2 people' }); // a native select: the browser owns its keys
  await page.keyboard.press('Tab');
  await expect(ui.zip).toBeFocused();
  await page.keyboard.type('30301');
  await page.keyboard.press('Tab');
  await expect(ui.button).toBeFocused();
  const [response] = await Promise.all([page.waitForResponse(API), page.keyboard.press('Enter')]);
  const { subsidy } = (await response.json()) as { subsidy: number };
  await expect(ui.panel).toContainText(formatUsd(subsidy));
});

test('no axe violations with the result panel and with the income message', async ({ page }) => {
  const axe = () => axeViolations(page, '#main');
  const ui = await openHomeCalculator(page);
  await ui.fill({ income: '45000', size: '1 person', zip: '30301' });
  await ui.button.click();
  await expect(ui.panel).toBeVisible();
  await ui.income.fill('1.5');
  await ui.button.click();
  await expect(ui.income).toHaveAttribute('aria-invalid', 'true');
  expect(await axe()).toEqual([]);
});
