/**
 * /calculator and the household's own rating area: the County question where a ZIP code's counties
 * lie in different rating areas (asked before the agent's own Calculate; a shared link calculates for
 * the main county and leaves the question on screen), the county in the URL, the working that names county, rating area,
 * data year and source, the state-average fallback, and the chart of the credit against income.
 */
import { formatUsd } from '#lib/format.ts';
import { apiResult, calculator, open } from './calculator-support.ts';
import { axeViolations, expect, test } from './support.ts';

const CALCULATION = '**/api/subsidy-calculation';
const ZIP_LOOKUP = '**/api/zip-codes/**';

// 15501 Somerset, PA: Somerset County (primary, rating area 5) and Westmoreland County (area 4).
const SPANNING = '15501';

test('a ZIP code spanning rating areas: choose the county, see the figures change, reload from the URL', async ({ page, request }) => {
  const base = { income: 40000, familySize: 1, zipCode: SPANNING, year: 2026, ages: [40] };
  const somerset = await apiResult(request, { ...base, countyFips: '42111' });
  const westmoreland = await apiResult(request, { ...base, countyFips: '42129' });
  expect(somerset.subsidy).not.toBe(westmoreland.subsidy);

  const ui = await open(page);
  await ui.year.selectOption('2026');
  await ui.zip.fill(SPANNING);
  await expect(ui.county).toBeVisible();
  await expect(ui.county).toHaveValue('42111');
  await expect(ui.county.getByRole('option')).toHaveText(['Somerset County (rating area 5)', 'Westmoreland County (rating area 4)']);
  await expect(ui.county).toHaveAccessibleDescription(/reaches counties in different rating areas/);
  await ui.income.fill('40000');

  await ui.county.selectOption('42129');
  const [sent] = await Promise.all([page.waitForRequest(CALCULATION), ui.button.click()]);
  expect(sent.postDataJSON()).toEqual({ ...base, countyFips: '42129' });
  await expect(ui.row('County')).toContainText('Westmoreland County');
  await expect(ui.row('County')).toContainText('Chosen from the 2 counties this ZIP code reaches');
  await expect(ui.row('Rating area')).toContainText('Pennsylvania rating area 4');
  await expect(ui.row('Premium data')).toContainText('2026 premiums by rating area');
  await expect(ui.row('Premium tax credit')).toContainText(`${formatUsd(westmoreland.subsidy)} a month`);
  await expect(page).toHaveURL(/\?year=2026&zip=15501&income=40000&ages=40&county=42129$/);

  await ui.county.selectOption('42111');
  await ui.button.click();
  await expect(ui.row('Rating area')).toContainText('Pennsylvania rating area 5');
  await expect(ui.row('Premium tax credit')).toContainText(`${formatUsd(somerset.subsidy)} a month`);
  await expect(page).toHaveURL(/county=42111$/);

  const [reloaded] = await Promise.all([page.waitForRequest(CALCULATION), page.reload()]);
  expect(reloaded.postDataJSON()).toEqual({ ...base, countyFips: '42111' });
  await expect(ui.county).toHaveValue('42111');
  await expect(ui.row('Premium tax credit')).toContainText(`${formatUsd(somerset.subsidy)} a month`);
});

test('asks which county before calculating when the question was not on screen yet', async ({ page }) => {
  const ui = await open(page);
  // Hold the lookup so that Calculate is pressed before the County question can appear.
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(ZIP_LOOKUP, async (route) => {
    await gate;
    await route.continue();
  });
  const calculations: string[] = [];
  page.on('request', (r) => r.url().includes('/api/subsidy-calculation') && calculations.push(r.url()));

  await ui.zip.fill(SPANNING);
  await ui.income.fill('40000');
  await ui.button.click();
  release();
  await expect(ui.county).toBeFocused();
  await expect(ui.county).toHaveValue('42111');
  await expect(page.getByRole('status').filter({ hasText: 'Choose the county, then Calculate' })).toBeAttached();
  await expect(ui.result).toContainText('Choose the client’s county, then Calculate');
  expect(calculations).toEqual([]);

  const [sent] = await Promise.all([page.waitForRequest(CALCULATION), ui.button.click()]);
  expect(sent.postDataJSON()).toMatchObject({ zipCode: SPANNING, countyFips: '42111' });
  await expect(ui.row('County')).toContainText('Somerset County');
});

test('a shared link without a county calculates for the main county and leaves the question; one naming a county uses it', async ({
  page,
}) => {
  const [assumed] = await Promise.all([page.waitForRequest(CALCULATION), open(page, `?zip=${SPANNING}&income=40000&ages=40`)]);
  let ui = calculator(page);
  expect(assumed.postDataJSON()).not.toHaveProperty('countyFips');
  await expect(ui.row('County')).toContainText('Somerset County');
  await expect(ui.row('County')).toContainText('Assumed: the main county of the 2 this ZIP code reaches');
  await expect(ui.county).toHaveValue('42111');
  await expect(page.getByTestId('out-of-date')).toHaveCount(0);
  await expect(page).toHaveURL(/\?year=\d{4}&zip=15501&income=40000&ages=40$/);

  // Choosing the other county marks the estimate out of date until it is calculated again.
  await ui.county.selectOption('42129');
  await expect(page.getByTestId('out-of-date')).toBeVisible();
  const [chosen] = await Promise.all([page.waitForRequest(CALCULATION), ui.button.click()]);
  expect(chosen.postDataJSON()).toMatchObject({ countyFips: '42129' });
  await expect(ui.row('County')).toContainText('Westmoreland County');
  await expect(page.getByTestId('out-of-date')).toHaveCount(0);

  const [sent] = await Promise.all([
    page.waitForRequest(CALCULATION),
    page.goto(`/calculator?zip=${SPANNING}&income=40000&ages=40&county=42129`),
  ]);
  ui = calculator(page);
  expect(sent.postDataJSON()).toMatchObject({ countyFips: '42129' });
  await expect(ui.county).toHaveValue('42129');
  await expect(ui.row('County')).toContainText('Westmoreland County');
});

test('a single-county ZIP code asks nothing and names its county and rating area', async ({ page, request }) => {
  const expected = await apiResult(request, { income: 45000, familySize: 1, zipCode: '30301', year: 2026, ages: [40] });
  const ui = await open(page);
  await ui.year.selectOption('2026');
  await ui.zip.fill('30301');
  await ui.income.fill('45000');
  const [sent] = await Promise.all([page.waitForRequest(CALCULATION), ui.button.click()]);
  expect(sent.postDataJSON()).not.toHaveProperty('countyFips');
  await expect(ui.county).toHaveCount(0);
  await expect(ui.row('County')).toContainText('Fulton County');
  await expect(ui.row('County')).toContainText('The county of this ZIP code (FIPS 13121)');
  await expect(ui.row('Rating area')).toContainText('Georgia rating area 3');
  await expect(ui.row('Benchmark silver premium')).toContainText(`${formatUsd(expected.benchmarkPremium)} a month`);
  await expect(ui.row('Benchmark silver premium')).toContainText('The 2026 second-lowest-cost silver premium in Georgia rating area 3');
});

test('a ZIP code not on file falls back to the state average, labelled', async ({ page, request }) => {
  const expected = await apiResult(request, { income: 45000, familySize: 1, zipCode: '57770', year: 2026, ages: [40] });
  expect(expected.benchmarkSource).toBe('state-average');
  const ui = await open(page, '?year=2026&zip=57770&income=45000&ages=40');
  await expect(ui.row('County')).toContainText('Not on file');
  await expect(ui.row('Rating area')).toContainText('Not on file');
  await expect(ui.row('Premium data')).toContainText('2026 state average');
  await expect(ui.row('Benchmark silver premium')).toContainText('KFF’s 2026 state average for a 40-year-old in South Dakota');
  await expect(
    ui.result
      .getByRole('list', { name: 'Notes for the client' })
      .getByRole('listitem')
      .filter({ hasText: 'is not in the ZIP-to-county table' }),
  ).toHaveCount(1);
});

test('the chart of the credit against income, with its lines, the household and a table', async ({ page, request }) => {
  const expected = await apiResult(request, {
    income: 40000,
    familySize: 1,
    zipCode: SPANNING,
    year: 2027,
    ages: [40],
    countyFips: '42129',
  });
  const ui = await open(page, `?year=2027&zip=${SPANNING}&income=40000&ages=40&county=42129`);
  await expect(ui.chart).toBeVisible();
  const picture = ui.chart.getByRole('img');
  await expect(picture).toHaveAccessibleName(new RegExp(`the credit is ${formatUsd(expected.subsidy).replace('$', '\\$')} a month`));
  await expect(picture).toContainText('100%');
  await expect(picture).toContainText('138% Medicaid'); // Pennsylvania expanded Medicaid
  await expect(picture).toContainText('400% limit');
  await expect(ui.chart.getByRole('list', { name: 'Legend' })).toContainText('Premium tax credit (solid)');

  await ui.chart.getByText('The chart’s figures as a table').click();
  const table = ui.chart.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(14); // header + 0 %, 50 % ... 600 %
  await expect(table.getByRole('row', { name: /^0%/ })).toContainText('$0.00');
  await expect(table.getByRole('row', { name: /^600%/ })).toContainText('$0.00');

  // No Medicaid line in a state that did not expand it (Texas).
  await page.goto('/calculator?year=2027&zip=75201&income=40000&ages=40');
  await expect(calculator(page).chart.getByRole('img')).not.toContainText('138%');
});

test('keyboard only: the ZIP code, the County question, Calculate', async ({ page }) => {
  const ui = await open(page);
  await ui.zip.focus();
  await page.keyboard.type(SPANNING);
  await expect(ui.county).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(ui.county).toBeFocused();
  await ui.county.press('ArrowDown');
  await expect(ui.county).toHaveValue('42129');
  await page.keyboard.press('Tab');
  await expect(ui.income).toBeFocused();
  await page.keyboard.type('40000');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: /^Estimate for \d{4} coverage$/ })).toBeFocused();
  await expect(ui.row('County')).toContainText('Westmoreland County');
});

test('no axe violations with the County question, a result and the chart table open', async ({ page }) => {
  test.slow();
  const axe = () => axeViolations(page);
  const ui = await open(page, `?zip=${SPANNING}&income=40000&ages=40`);
  await expect(ui.county).toBeVisible();
  await expect(ui.chart).toBeVisible();
  expect(await axe()).toEqual([]);
  await ui.county.selectOption('42129');
  await expect(page.getByTestId('out-of-date')).toBeVisible();
  expect(await axe()).toEqual([]);
  await ui.button.click();
  await expect(page.getByTestId('out-of-date')).toHaveCount(0);
  await ui.chart.getByText('The chart’s figures as a table').click();
  expect(await axe()).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
