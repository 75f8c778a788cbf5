/**
 * /calculator's summary for the client (docs/behaviour.md, /calculator): issue 49's Miami family in
 * the client's words, with their own people; copied, printed alone on one page, in English or
 * Spanish; the plans compared and the agent's own tax-time rows; names given in the editor, kept in
 * the browser tab, never in the URL and never sent.
 */
import type { Page } from '@playwright/test';
import { calculator, open } from './calculator-support.ts';
import { axeViolations, expect, test } from './support.ts';

const API = '**/api/subsidy-calculation';
// A couple of 44 and 41 in Miami with children of 12 and 8, $68,000 for 2027; the husband's job
// offers $120 a month for himself and $610 for the family.
const MIAMI = '?year=2027&zip=33101&income=68000&ages=44,41,12,8&offer1=1,120,610,2.3.4';

/** Opens the summary of the estimate on screen. */
async function openSummary(page: Page) {
  const section = page.getByRole('region', { name: 'Summary for the client' });
  const toggle = section.getByRole('button', { name: 'Summary for the client' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const text = section.locator('[data-print-alone]');
  await expect(text).toBeVisible();
  return { section, text, toggle };
}

test('the Miami family in the client’s words: their people, the family’s choice, tax time; copied from the keyboard', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, MIAMI);
  const { section, text } = await openSummary(page);
  await expect(text).toHaveAttribute('lang', 'en');
  await expect(text.getByRole('heading', { level: 4 })).toHaveText('Your health coverage for 2027');
  await expect(text.getByRole('listitem').first()).toHaveText(
    'You: the self-only plan from your job, $120.00 a month; it counts as affordable, so no premium tax credit.',
  );
  await expect(text).toContainText('Your spouse: a plan from the Health Insurance Marketplace, with the premium tax credit.');
  await expect(text).toContainText('The children: likely Medicaid or CHIP from Florida');
  await expect(text).toContainText(
    'The benchmark silver plan for your spouse costs $694.40 a month. The premium tax credit pays $297.17 of it, so you would pay $397.23 a month.',
  );
  await expect(text).toContainText('The family plan from your job, for you, your spouse and the children: $610.00 a month.');
  await expect(text).toContainText('$517.23 a month, plus any premium the children’s program charges. That is $92.77 a month less');
  await expect(text).toContainText('If your income ends 10% higher ($74,800), you would pay back $1,041.24.');
  await expect(text).not.toContainText(/Person \d/);

  const copy = section.getByRole('button', { name: 'Copy summary' });
  await copy.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Summary copied' })).toHaveText('Summary copied');
  await expect(section.locator('[data-state="copied"]')).toHaveCount(1);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.startsWith('Your health coverage for 2027\n\nAn estimate for your household of 4 in Miami-Dade County, Florida')).toBe(
    true,
  );
  expect(copied).toContain('\n\nWho is covered by what\n- You: the self-only plan from your job');
  expect(copied).toContain('\n\nAt tax time\nThe credit is paid to your insurer');
});

test('in Spanish, with HealthCare.gov’s terms, and copied in Spanish', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, MIAMI);
  const { section, text } = await openSummary(page);
  const language = section.getByRole('group', { name: 'Language of the summary' });
  await language.getByRole('radio', { name: 'Español' }).check();
  await expect(text).toHaveAttribute('lang', 'es');
  await expect(text.getByRole('heading', { level: 4 })).toHaveText('Su cobertura médica para 2027');
  await expect(text).toContainText('Su cónyuge: un plan del Mercado de Seguros Médicos, con el crédito fiscal para la prima.');
  await expect(text).toContainText('reducciones de costos compartidos');
  await expect(text).toContainText('su prima mensual sería de $397.23');
  await expect(text).toContainText('ingresos del hogar');
  await section.getByRole('button', { name: 'Copy summary' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^Su cobertura médica para 2027\n\nUn cálculo aproximado/);
  await language.getByRole('radio', { name: 'English' }).check();
  await expect(text).toHaveAttribute('lang', 'en');
});

test('names given in the editor: the summary follows them, the tab keeps them, never the URL, nothing is sent', async ({
  page,
  context,
}) => {
  await open(page, MIAMI);
  const ui = calculator(page);
  await expect(ui.row('Premium tax credit')).toContainText('$297.17 a month');
  const { text } = await openSummary(page);
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/subsidy-calculation')) sent += 1;
  });
  await ui.more(2).click();
  await ui.person(2).getByRole('combobox', { name: 'In the summary for the client' }).selectOption({ label: 'Your wife' });
  await ui.more(3).click();
  await ui.person(3).getByRole('textbox', { name: 'First name (optional)' }).fill('Sofía');
  await ui.more(4).click();
  await ui.person(4).getByRole('textbox', { name: 'First name (optional)' }).fill('Mateo');
  await expect(text).toContainText('Your wife: a plan from the Health Insurance Marketplace');
  await expect(text).toContainText('Sofía and Mateo: likely Medicaid or CHIP');
  // Names are not part of the estimate: it is not out of date, nothing was asked again, the address is the link's.
  await expect(page.getByTestId('out-of-date')).toHaveCount(0);
  expect(sent).toBe(0);
  expect(page.url()).toContain(MIAMI);
  expect(page.url()).not.toMatch(/name|rel\d|Sof|Mateo|wife/);
  // Closed, a person's details say the name given.
  await ui.more(3).click();
  await expect(ui.more(3)).toHaveAccessibleDescription('Sofía');

  // A reload keeps them (this tab's sessionStorage), and still sends none of them.
  const [request] = await Promise.all([page.waitForRequest(API), page.reload()]);
  expect(request.postData()).not.toContain('Sofía');
  expect(page.url()).not.toMatch(/name|rel\d|Sof|Mateo|wife/);
  const again = await openSummary(page);
  await expect(again.text).toContainText('Sofía and Mateo: likely Medicaid or CHIP');

  // The same link in another tab, as a colleague would open it: no names.
  const other = await context.newPage();
  await open(other, MIAMI);
  const shared = await openSummary(other);
  await expect(shared.text).toContainText('The children: likely Medicaid or CHIP');
  await expect(shared.text).not.toContainText('Sofía');
});

test('the plans compared and a row of the agent’s own, with the answer’s note in the client’s words', async ({ page }) => {
  await open(page, `${MIAMI}&plan1=silver,650,3000,,Ambetter%20Silver%2073&plan2=bronze,420,7500,10600,Oscar%20Bronze&yearend=80000`);
  const { text } = await openSummary(page);
  await expect(text.getByRole('heading', { level: 5, name: 'The plans compared' })).toBeVisible();
  await expect(text).toContainText(
    'Ambetter Silver 73 (Silver, a suggested metal level): $352.83 a month after the credit, $4,233.96 for the year; worst case $13,833.96.',
  );
  await expect(text).toContainText('With the plans compared instead: $472.83 with Ambetter Silver 73; $242.83 with Oscar Bronze.');
  await expect(text).toContainText(
    'If it ends at $80,000, you would pay back $1,917.24. A job offer found unaffordable at enrollment counts as unaffordable for the whole year, so the return keeps the credit for your spouse;',
  );
  await expect(text).not.toContainText(/person \d/i);
});

test('Print prints the summary alone, on one page', async ({ page }) => {
  await open(page, MIAMI);
  const { section, text } = await openSummary(page);
  await expect(section.getByRole('button', { name: 'Print summary' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(text).toBeVisible();
  await expect(text.getByRole('heading', { name: 'Your health coverage for 2027' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Premium Tax Credit Calculator' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: 'Household' })).toBeHidden();
  await expect(calculator(page).working).toBeHidden();
  await expect(section.getByRole('button', { name: 'Copy summary' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  const pdf = await page.pdf({ format: 'Letter' });
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
  // Closed, the page prints as it is.
  await page.emulateMedia({ media: 'screen' });
  await section.getByRole('button', { name: 'Summary for the client' }).click();
  await page.emulateMedia({ media: 'print' });
  await expect(calculator(page).working).toBeVisible();
});

test('without a clipboard the summary is selected and the toast says how to copy it', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } });
  });
  await open(page, MIAMI);
  const { section } = await openSummary(page);
  await section.getByRole('button', { name: 'Copy summary' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Could not copy the summary' })).toContainText('copy it with Ctrl+C');
  await expect(section.locator('[data-state="failed"]')).toHaveCount(1);
  const selected = await page.evaluate(() => window.getSelection()?.toString() ?? '');
  expect(selected).toContain('Your health coverage for 2027');
  expect(selected).toContain('The family plan from your job');
});

test('no axe violations with the summary open, in English and in Spanish', async ({ page }) => {
  test.slow();
  await open(page, MIAMI);
  const { section, text } = await openSummary(page);
  expect(await axeViolations(page)).toEqual([]);
  await section.getByRole('radio', { name: 'Español' }).check();
  await expect(text).toHaveAttribute('lang', 'es');
  expect(await axeViolations(page)).toEqual([]);
});
