/**
 * Children likely covered by Medicaid or CHIP, on both calculators, at phone and desktop widths: the
 * Illinois family of four at $62,000 in ZIP 60614, whose two children are within Illinois's 318 %
 * limit; the override that prices them in; a Texas family above its limit; what the home figure
 * assumes (children, county, why $0); a /calculator result marked out of date when the form
 * changes; keyboard only; axe. Figures are the API's own for the same request (the engine's tests
 * work them by hand: $689.74 without the children, $1,293.74 with them, for plan year 2027).
 */
import { formatUsd } from '#lib/format.ts';
import { apiResult, calculator, open } from './calculator-support.ts';
import { CALCULATION, openHomeCalculator, variationOf } from './home-calculator-support.ts';
import { axeViolations, expect, isMobile, test } from './support.ts';

const FAMILY = { income: 62000, familySize: 4, zipCode: '60614' };
const FAMILY_LINK = '?year=2027&zip=60614&income=62000&ages=40,40,10,10';

test.describe('home calculator', () => {
  test('the Illinois family: priced without the children, and the line says so, heard with the amount', async ({ page, request }) => {
    const expected = await apiResult(request, FAMILY);
    expect(expected.medicaidChipMembers).toEqual([2, 3]);
    const ui = await openHomeCalculator(page);
    await ui.calculate({ income: '62000', size: '4 people', zip: '60614' });
    await expect(ui.panel).toContainText(formatUsd(expected.subsidy));
    if (expected.year === 2027) await expect(ui.panel).toContainText('$689.74');
    const line = 'Assumes the 2 children are on Medicaid/CHIP, so it prices the other 2 people.';
    await expect(ui.line).toHaveText(line);
    // Beside the amount: the plan year and the ages it priced, then the line.
    const basis = `Based on Silver plan benchmark for ${expected.year} coverage, assuming ages 40, 40, 10 and 10${variationOf(expected)}.`;
    await expect(ui.amount).toHaveAccessibleDescription(`${basis} ${line}`);
    // Announced right after the toast that reads the amount.
    await expect(page.locator('[aria-live="polite"]').filter({ hasText: line })).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a Texas family above its 206 % limit is priced with its children, and no line', async ({ page, request }) => {
    const expected = await apiResult(request, { income: 75000, familySize: 4, zipCode: '77002' });
    expect(expected.medicaidChipMembers).toEqual([]);
    const ui = await openHomeCalculator(page);
    await ui.calculate({ income: '75000', size: '4 people', zip: '77002' });
    await expect(ui.panel).toContainText(formatUsd(expected.subsidy));
    await expect(ui.line).toHaveCount(0);
  });

  test('a ZIP code across rating areas names the county assumed; the link opens /calculator calculated, to choose', async ({
    page,
    request,
  }) => {
    const expected = await apiResult(request, { income: 60000, familySize: 2, zipCode: '45715' });
    const ui = await openHomeCalculator(page);
    await ui.calculate({ income: '60000', size: '2 people', zip: '45715' });
    await expect(ui.line).toContainText(
      'Assumes Washington County; Morgan County and Noble County, also in this ZIP code, are in another rating area.',
    );
    await ui.line.getByRole('link', { name: 'Choose the county' }).click();
    const calc = calculator(page);
    await expect(calc.row('Premium tax credit')).toContainText(`${formatUsd(expected.subsidy)} a month`);
    await expect(calc.row('County')).toContainText('Assumed');
    await expect(calc.county).toHaveValue('39167');
  });

  test('the reason for $0: Medicaid range, above 400 %', async ({ page }) => {
    const ui = await openHomeCalculator(page);
    await ui.calculate({ income: '18000', size: '1 person', zip: '60614' });
    await expect(ui.panel).toContainText('$0.00');
    await expect(ui.line).toHaveText(/^\$0 because at [\d.]+% of the poverty line the household likely qualifies for Medicaid instead\.$/);
    await ui.calculate({ income: '70000', size: '1 person', zip: '60614' });
    await expect(ui.line).toHaveText(/^\$0 because income is above 400% of the poverty line \([\d.]+%\): no credit for \d{4} coverage\.$/);
  });

  test('keyboard only: the family, Enter, then the line', async ({ page }) => {
    const ui = await openHomeCalculator(page);
    await ui.income.focus();
    await page.keyboard.type('62000');
    await page.keyboard.press('Tab');
    await expect(ui.size).toBeFocused();
    await ui.size.selectOption({ label: '4 people' }); // a native select: the browser owns its keys
    await page.keyboard.press('Tab');
    await page.keyboard.type('60614');
    await page.keyboard.press('Enter');
    await expect(ui.line).toContainText('Assumes the 2 children are on Medicaid/CHIP');
  });
});

test.describe('/calculator', () => {
  test('the Illinois family: the children named in the working, the override in the URL, the out-of-date mark', async ({
    page,
    request,
  }) => {
    test.slow();
    const without = await apiResult(request, { ...FAMILY, year: 2027, ages: [40, 40, 10, 10] });
    const priced = await apiResult(request, { ...FAMILY, year: 2027, ages: [40, 40, 10, 10], childrenOnMarketplace: true });
    expect([without.subsidy, priced.subsidy]).toEqual([689.74, 1293.74]);

    const ui = await open(page, FAMILY_LINK);
    const children = page.getByRole('checkbox', { name: 'Price the children on a Marketplace plan anyway' });
    await expect(ui.row('Premium tax credit')).toContainText('$689.74 a month');
    await expect(ui.row('Children likely on Medicaid/CHIP')).toContainText('Person 3 (age 10), Person 4 (age 10)');
    await expect(ui.notes.filter({ hasText: "Illinois's Medicaid/CHIP agency" })).toHaveCount(1);
    await expect(children).not.toBeChecked();
    expect(await axeViolations(page)).toEqual([]);

    // Ticking the box makes the figures on screen stale until Calculate runs again.
    await children.check();
    const stale = page.getByTestId('out-of-date');
    await expect(stale).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'The estimate is out of date' })).toBeAttached();
    expect(await axeViolations(page)).toEqual([]);
    const [sent] = await Promise.all([page.waitForRequest(CALCULATION), ui.button.click()]);
    expect(sent.postDataJSON()).toMatchObject({ childrenOnMarketplace: true, ages: [40, 40, 10, 10] });
    await expect(stale).toHaveCount(0);
    await expect(ui.row('Premium tax credit')).toContainText('$1,293.74 a month');
    await expect(ui.row('Children likely on Medicaid/CHIP')).toContainText('Priced on a Marketplace plan, as asked');
    await expect(page).toHaveURL(/&children=marketplace$/);

    // The URL keeps the choice: a reload prices the children again.
    await page.reload();
    await expect(children).toBeChecked();
    await expect(ui.row('Premium tax credit')).toContainText('$1,293.74 a month');

    // Any change marks the result out of date; undoing it makes it current again.
    await ui.income.fill('62001');
    await expect(stale).toBeVisible();
    await ui.income.fill('62000');
    await expect(stale).toHaveCount(0);
  });

  test('a family above its state’s limit is priced with its children; a household of children has no credit', async ({ page }) => {
    const ui = await open(page, '?year=2027&zip=77002&income=75000&ages=40,40,10,10');
    await expect(ui.row('Premium tax credit')).toContainText('$1,691.07 a month');
    await expect(ui.row('Children likely on Medicaid/CHIP')).toHaveCount(0);

    await page.goto('/calculator?year=2027&zip=60614&income=40000&ages=17,15');
    await expect(ui.result).toContainText('Likely covered by Medicaid or CHIP: no Marketplace plan to price');
    await expect(ui.row('Premium tax credit')).toContainText('$0.00 a month');
    await expect(ui.row('Children likely on Medicaid/CHIP')).toContainText('Person 1 (age 17), Person 2 (age 15)');
    await expect(ui.chart).toHaveCount(0);
  });

  test('keyboard only: the household, the override, Calculate', async ({ page }) => {
    const ui = await open(page);
    await ui.zip.focus();
    await page.keyboard.type('60614');
    await page.keyboard.press('Tab');
    await expect(ui.income).toBeFocused();
    await page.keyboard.type('62000');
    await page.keyboard.press('Tab');
    await expect(ui.members).toBeFocused();
    await ui.members.selectOption('4'); // a native select: the browser owns its keys
    for (let i = 0; i < 9; i++) await page.keyboard.press('Tab'); // the four ages, each with "More about this person", then the checkbox
    const children = page.getByRole('checkbox', { name: 'Price the children on a Marketplace plan anyway' });
    await expect(children).toBeFocused();
    await page.keyboard.press('Space');
    await expect(children).toBeChecked();
    // "Add a job-based offer", the benchmark, "The premium covers other people", "Add a plan to compare", then Calculate
    for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
    await expect(ui.button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: /^Estimate for \d{4} coverage$/ })).toBeFocused();
    await expect(ui.row('Children likely on Medicaid/CHIP')).toContainText('Priced on a Marketplace plan, as asked');
  });

  test('on a phone the form starts within the first screen, and the chart’s text is at least 12 px', async ({ page }) => {
    const ui = await open(page, FAMILY_LINK);
    const viewport = page.viewportSize();
    const year = await ui.year.boundingBox();
    expect(year && viewport && year.y + year.height).toBeLessThanOrEqual(viewport?.height ?? 0);
    await expect(ui.chart).toBeVisible();
    const sizes = await ui.chart.locator('svg[role="img"] text').evaluateAll((texts) =>
      texts.map((t) => {
        const svg = t.closest('svg') as SVGSVGElement;
        const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
        return Number(t.getAttribute('font-size')) * scale;
      }),
    );
    expect(sizes.length).toBeGreaterThan(5);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(12);
    if (isMobile(page)) {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
  });
});
