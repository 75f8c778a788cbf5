/**
 * /calculator and who in the household can get the credit: "More about this person" (immigration
 * status, the bar from Medicaid, other coverage, not seeking coverage, claimed as a dependant,
 * American Indian or Alaska Native) and job-based offers, on the
 * worked households of plan year 2027 (docs/behaviour.md, /calculator), against the real API. The
 * request carries `members` (and `jobOffers`) only when someone is not at the defaults; the URL
 * carries every choice; the API's 400s land on the field they name; keyboard only; axe.
 */
import type { Locator, Page } from '@playwright/test';
import { formatUsd } from '#lib/format.ts';
import { apiResult, calculator, memberLines, open } from './calculator-support.ts';
import { axeViolations, expect, test } from './support.ts';

const API = '**/api/subsidy-calculation';

const citizen = {
  seekingCoverage: true,
  immigrationStatus: 'citizen',
  medicaidBarredByStatus: false,
  otherCoverage: 'none',
  dependant: false,
  americanIndianAlaskaNative: false,
};

/** The household's line of the working for each member, as the answer words it. */
const lines = memberLines;

/** Every subsidy call the page makes, to prove that a refused form sends nothing. */
function recordCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/')) calls.push(request.url());
  });
  return calls;
}

async function household(page: Page, { zip, income, ages }: { zip: string; income: string; ages: string[] }) {
  const ui = await open(page);
  await ui.year.selectOption('2027');
  await ui.zip.fill(zip);
  await ui.income.fill(income);
  await ui.members.selectOption(String(ages.length));
  for (const [i, age] of ages.entries()) await ui.age(i + 1).fill(age);
  return ui;
}

test('the undocumented parent: left out of the benchmark, the children priced; members sent, the choice in the URL and the summary', async ({
  page,
  request,
}) => {
  const body = {
    income: 62000,
    familySize: 3,
    zipCode: '77002',
    year: 2027,
    members: [
      { ...citizen, age: 34, immigrationStatus: 'not-lawfully-present' },
      { ...citizen, age: 12 },
      { ...citizen, age: 9 },
    ],
  };
  const expected = await apiResult(request, body);
  expect(expected.subsidy).toBe(413.52);
  const everyone = await apiResult(request, { ...body, members: undefined, ages: [34, 12, 9] });
  expect(everyone.subsidy).toBe(1060.99);

  const ui = await household(page, { zip: '77002', income: '62000', ages: ['34', '12', '9'] });
  await expect(ui.more(1)).toHaveAttribute('aria-expanded', 'false');
  await ui.more(1).click();
  await expect(ui.more(1)).toHaveAttribute('aria-expanded', 'true');
  const status = ui.person(1).getByRole('combobox', { name: 'Immigration status' });
  await expect(status.getByRole('option')).toHaveText([
    'U.S. citizen or national',
    'Green card holder (lawful permanent resident)',
    'Cuban or Haitian entrant (paroled, asylum pending…)',
    'COFA migrant (Marshall Islands, Micronesia, Palau)',
    'Other lawfully present (refugee, asylee, TPS or parole still in effect, visa…)',
    'DACA recipient',
    'Not lawfully present',
  ]);
  // A status counts only while it lasts: the field says so.
  await expect(status).toHaveAccessibleDescription(/TPS and parole count only while they last/);
  await status.selectOption({ label: 'Not lawfully present' });
  // No bar from Medicaid to tick for a status that cannot enroll.
  await expect(ui.person(1).getByRole('checkbox', { name: /^Barred from Medicaid\/CHIP/ })).toHaveCount(0);
  await ui.more(1).click();
  await expect(status).toBeHidden();
  // Closed, the choice stays in sight and describes the button.
  await expect(ui.person(1)).toContainText('Not lawfully present');
  await expect(ui.more(1)).toHaveAccessibleDescription('Not lawfully present');

  const [sent] = await Promise.all([page.waitForRequest(API), ui.button.click()]);
  expect(sent.postDataJSON()).toEqual(body);
  await expect(ui.row('Premium tax credit')).toContainText('$413.52 a month');
  await expect(ui.lines).toHaveText(lines(expected.members));
  await expect(ui.lines.first()).toContainText('Person 1 (34): not in the benchmark: not lawfully present');
  await expect(ui.result).toContainText('Person 1 is not in the benchmark; the working says why.');
  await expect(page).toHaveURL(/\?year=2027&zip=77002&income=62000&ages=34,12,9&person1=not-lawfully-present$/);
});

test('Minnesota’s Basic Health Program: $0, and the reason, with nobody to price', async ({ page, request }) => {
  const expected = await apiResult(request, { income: 28728, familySize: 1, zipCode: '55401', year: 2027, ages: [35] });
  expect([expected.subsidy, expected.eligibility]).toEqual([0, 'basic-health-program']);
  const ui = await open(page, '?year=2027&zip=55401&income=28728&ages=35');
  await expect(ui.result).toContainText('Likely eligible for Minnesota’s Basic Health Program, not the premium tax credit');
  await expect(ui.result).toContainText('so the credit is $0.00');
  await expect(ui.row('Premium tax credit')).toContainText('$0.00 a month');
  await expect(ui.row('Benchmark silver premium')).toContainText('No one to price');
  await expect(ui.lines).toHaveText(lines(expected.members));
  await expect(ui.lines).toContainText(['Person 1 (35): not in the benchmark: likely eligible for MinnesotaCare']);
  await expect(ui.chart).toHaveCount(0);
});

test('the Medicare spouse from a shared link: summarised, left out, the same figure after a reload', async ({ page, request }) => {
  const body = {
    income: 50000,
    familySize: 2,
    zipCode: '85004',
    year: 2027,
    members: [
      { ...citizen, age: 66, otherCoverage: 'medicare' },
      { ...citizen, age: 60 },
    ],
  };
  const expected = await apiResult(request, body);
  expect(expected.subsidy).toBe(697.59);
  const link = '?year=2027&zip=85004&income=50000&ages=66,60&person1=medicare';
  const [sent] = await Promise.all([page.waitForRequest(API), open(page, link)]);
  const ui = calculator(page);
  expect(sent.postDataJSON()).toEqual(body);
  await expect(ui.row('Premium tax credit')).toContainText(`${formatUsd(697.59)} a month`);
  await expect(ui.more(1)).toHaveAttribute('aria-expanded', 'false');
  await expect(ui.more(1)).toHaveAccessibleDescription('Medicare');
  await expect(ui.lines).toHaveText(lines(expected.members));
  // Left out, with what the plan would cost them alone.
  const medicare = expected.members[0]?.fullMonthlyPrice ?? 0;
  expect(medicare).toBeGreaterThan(0);
  await expect(ui.lines.first()).toHaveText(
    `Person 1 (66): not in the benchmark: has Medicare, so cannot get the credit; full price for this member alone: ${formatUsd(medicare)} a month`,
  );

  const [again] = await Promise.all([page.waitForRequest(API), page.reload()]);
  expect(again.postDataJSON()).toEqual(body);
  await expect(ui.row('Premium tax credit')).toContainText('$697.59 a month');
  await ui.more(1).click();
  await expect(ui.person(1).getByRole('combobox', { name: 'Other coverage' })).toHaveValue('medicare');
  await expect(page).toHaveURL(new RegExp(`${link.replace(/[?.]/g, '\\$&')}$`));
});

test('dependant and American Indian or Alaska Native: ticked, summarised, sent, in the URL; New York prices the dependant as a child', async ({
  page,
  request,
}) => {
  // New York, 2027, a couple with a 25-year-old dependant: "two adults with children" (docs/behaviour.md).
  const body = {
    income: 90000,
    familySize: 3,
    zipCode: '10001',
    year: 2027,
    members: [
      { ...citizen, age: 50, americanIndianAlaskaNative: true },
      { ...citizen, age: 48 },
      { ...citizen, age: 25, dependant: true },
    ],
  };
  const expected = await apiResult(request, body);
  const adults = await apiResult(request, { ...body, members: body.members.map((m) => ({ ...m, dependant: false })) });
  expect(expected.benchmarkPremium).toBeLessThan(adults.benchmarkPremium);

  const ui = await household(page, { zip: '10001', income: '90000', ages: ['50', '48', '25'] });
  await ui.more(3).click();
  const dependant = ui.person(3).getByRole('checkbox', { name: 'Claimed as a dependant on the tax return' });
  await expect(dependant).toHaveAccessibleDescription(/New York prices a dependant under 26 as a child/);
  await dependant.check();
  await ui.more(3).click();
  await expect(ui.more(3)).toHaveAccessibleDescription('Claimed as a dependant');
  await ui.more(1).click();
  const indian = ui.person(1).getByRole('checkbox', {
    name: 'American Indian or Alaska Native (member of a federally recognized tribe or ANCSA shareholder)',
  });
  await expect(indian).toHaveAccessibleDescription(/It changes which plan to look at, not the credit\.$/);
  await indian.focus();
  await page.keyboard.press('Space');
  await expect(indian).toBeChecked();
  await ui.more(1).click();
  await expect(ui.person(1)).toContainText('American Indian or Alaska Native');

  const [sent] = await Promise.all([page.waitForRequest(API), ui.button.click()]);
  expect(sent.postDataJSON()).toEqual(body);
  await expect(ui.row('Benchmark silver premium')).toContainText(`${formatUsd(expected.benchmarkPremium)} a month`);
  await expect(ui.row('Premium tax credit')).toContainText(`${formatUsd(expected.subsidy)} a month`);
  // Which plan: the American Indian or Alaska Native member's own cost sharing.
  await expect(ui.plan.getByRole('paragraph').first()).toHaveText(expected.costSharing.recommendation.text);
  await expect(ui.planMembers.filter({ hasText: 'Person 1 (50)' })).toHaveText(
    /^Person 1 \(50\): American Indian or Alaska Native: no (deductibles|cost sharing)/,
  );
  // Under 30: a catastrophic plan.
  await expect(ui.planMembers.filter({ hasText: 'Person 3 (25)' })).toHaveText('Person 3 (25): can buy a catastrophic plan (under 30)');
  await expect(page).toHaveURL(/&ages=50,48,25&person1=aian&person3=dependant$/);

  const [again] = await Promise.all([page.waitForRequest(API), page.reload()]);
  expect(again.postDataJSON()).toEqual(body);
  await ui.more(3).click();
  await expect(dependant).toBeChecked();
});

test('a job-based offer: the employee left out, the family priced; the offer in the URL and back after a reload', async ({
  page,
  request,
}) => {
  const jobOffers = [{ employee: 0, selfOnlyMonthly: 250, familyMonthly: 900, familyMembers: [1, 2, 3], minimumValue: true }];
  const body = {
    income: 90000,
    familySize: 4,
    zipCode: '30303',
    year: 2027,
    members: [40, 38, 10, 7].map((age) => ({ ...citizen, age })),
    jobOffers,
  };
  const expected = await apiResult(request, body);
  expect(expected.subsidy).toBe(665.29);

  const ui = await household(page, { zip: '30303', income: '90000', ages: ['40', '38', '10', '7'] });
  await ui.addOffer.click();
  const offer = ui.offer(1);
  await expect(offer.getByRole('combobox', { name: 'Offered to' })).toBeFocused();
  await expect(offer.getByRole('combobox', { name: 'Offered to' })).toHaveValue('0');
  await offer.getByRole('spinbutton', { name: 'Monthly share, self-only plan' }).fill('250');
  await offer.getByRole('spinbutton', { name: 'Monthly share, family plan (optional)' }).fill('900');
  const covers = offer.getByRole('group', { name: 'Family plan also covers' });
  await expect(covers.getByRole('checkbox')).toHaveCount(3);
  // The family share ticked the spouse and the children.
  for (const who of ['Person 2 (38)', 'Person 3 (10)', 'Person 4 (7)'])
    await expect(covers.getByRole('checkbox', { name: who })).toBeChecked();
  await expect(offer.getByRole('checkbox', { name: 'The plan meets minimum value' })).toBeChecked();
  // Everyone is named by an offer now: no one is left for another.
  await expect(ui.addOffer).toBeDisabled();

  const [sent] = await Promise.all([page.waitForRequest(API), ui.button.click()]);
  expect(sent.postDataJSON()).toEqual(body);
  await expect(ui.row('Premium tax credit')).toContainText('$665.29 a month');
  await expect(ui.lines).toHaveText(lines(expected.members));
  await expect(ui.lines.first()).toContainText('Person 1 (40): not in the benchmark: offered affordable job-based coverage');
  // The family is in because the family share is not affordable: the answer's offer test, in dollars.
  await expect(ui.lines.nth(1)).toHaveText(
    'Person 2 (38): in the benchmark: the family plan through Person 1’s job: the family share, $10,800.00 a year, is more than the limit of $9,198.00 (10.22% of household income): not affordable',
  );
  await expect(ui.lines.nth(2)).toContainText(
    'Person 3 (10): in the benchmark: household income above Georgia’s Medicaid/CHIP limit for this age;',
  );
  await expect(page).toHaveURL(/&ages=40,38,10,7&offer1=1,250,900,2\.3\.4$/);

  const [again] = await Promise.all([page.waitForRequest(API), page.reload()]);
  expect(again.postDataJSON()).toEqual(body);
  await expect(ui.row('Premium tax credit')).toContainText('$665.29 a month');
  await expect(offer.getByRole('spinbutton', { name: 'Monthly share, family plan (optional)' })).toHaveValue('900');
  await expect(covers.getByRole('checkbox', { name: 'Person 3 (10)' })).toBeChecked();

  // Removing the offer marks the estimate out of date and gives focus back to "Add a job-based offer".
  await offer.getByRole('button', { name: 'Remove job-based offer 1' }).click();
  await expect(ui.offer(1)).toHaveCount(0);
  await expect(ui.addOffer).toBeFocused();
  await expect(page.getByTestId('out-of-date')).toBeVisible();
  // Back to ages alone once nobody has details and there is no offer.
  const [plain] = await Promise.all([page.waitForRequest(API), ui.button.click()]);
  expect(plain.postDataJSON()).toEqual({ income: 90000, familySize: 4, zipCode: '30303', year: 2027, ages: [40, 38, 10, 7] });
});

test('the bar from Medicaid: asked by status and plan year, explained, cleared when it no longer applies; a barred green card holder gets the credit', async ({
  page,
}) => {
  const ui = await household(page, { zip: '43215', income: '19152', ages: ['40'] });
  await ui.more(1).click();
  const status = ui.person(1).getByRole('combobox', { name: 'Immigration status' });
  const barred = ui.person(1).getByRole('checkbox', { name: 'Barred from Medicaid/CHIP by immigration status' });
  const asked = async (label: string, year: string) => {
    await ui.year.selectOption(year);
    await status.selectOption({ label });
    return (await barred.count()) === 1;
  };
  // The law decides for citizens, Cuban and Haitian entrants and COFA migrants: never asked.
  for (const year of ['2025', '2026', '2027'])
    for (const label of [
      'U.S. citizen or national',
      'Cuban or Haitian entrant (paroled, asylum pending…)',
      'COFA migrant (Marshall Islands, Micronesia, Palau)',
      'Not lawfully present',
    ])
      expect(await asked(label, year), `${label} in ${year}`).toBe(false);
  // Other lawfully present: asked for 2025 and 2026 only, and explained.
  expect(await asked('Other lawfully present (refugee, asylee, TPS or parole still in effect, visa…)', '2027')).toBe(false);
  expect(await asked('Other lawfully present (refugee, asylee, TPS or parole still in effect, visa…)', '2026')).toBe(true);
  await expect(barred).toHaveAccessibleDescription(
    /^Refugees, asylees and parolees can get Medicaid or CHIP .*TPS holders, most visa holders and asylum applicants cannot: tick it for them\. From 1 October 2026 none of them can get federal Medicaid\.$/,
  );
  await barred.check();
  // A plan year that no longer asks it clears it; back again, it starts unticked.
  await ui.year.selectOption('2027');
  await expect(barred).toHaveCount(0);
  await ui.year.selectOption('2026');
  await expect(barred).not.toBeChecked();
  // DACA: only 2025, the year DACA recipients could enroll.
  expect(await asked('DACA recipient', '2025')).toBe(true);
  expect(await asked('DACA recipient', '2026')).toBe(false);

  // A green card holder: every year, with the five-year wait explained.
  expect(await asked('Green card holder (lawful permanent resident)', '2027')).toBe(true);
  await expect(barred).toHaveAccessibleDescription(/five years.*Refugees and asylees who became green card holders do not wait\.$/);
  await barred.check();
  await status.selectOption({ label: 'U.S. citizen or national' });
  await expect(barred).toHaveCount(0);
  await status.selectOption({ label: 'Green card holder (lawful permanent resident)' });
  await expect(barred).not.toBeChecked();
  await barred.check();
  await expect(ui.more(1)).toHaveAccessibleDescription(
    'Green card holder (lawful permanent resident); barred from Medicaid/CHIP by status',
  );
  const [sent] = await Promise.all([page.waitForRequest(API), ui.button.click()]);
  expect(sent.postDataJSON()).toMatchObject({ members: [{ age: 40, immigrationStatus: 'lpr', medicaidBarredByStatus: true }] });
  await expect(ui.row('Premium tax credit')).toContainText('$493.60 a month');
  await expect(ui.lines).toHaveText([
    'Person 1 (40): in the benchmark: an eligible alien (green card holder), who keeps the credit; barred from Medicaid by immigration status, though the income is within Ohio’s Medicaid limit for adults (138% of the poverty line)',
  ]);
  await expect(page).toHaveURL(/&person1=lpr,barred$/);
});

test('a link that bars a status the law decides for is never sent as barred', async ({ page }) => {
  const [sent] = await Promise.all([page.waitForRequest(API), open(page, '?year=2026&zip=43215&income=19152&ages=40&person1=cofa,barred')]);
  expect(sent.postDataJSON()).toMatchObject({ members: [{ immigrationStatus: 'cofa', medicaidBarredByStatus: false }] });
  await expect(calculator(page).more(1)).toHaveAccessibleDescription('COFA migrant (Marshall Islands, Micronesia, Palau)');
  await expect(page).toHaveURL(/&person1=cofa$/);
});

test.describe('the family plan’s people', () => {
  /** The people ticked under "Family plan also covers", by their labels. */
  const ticked = (covers: Locator) =>
    covers
      .getByRole('checkbox')
      .evaluateAll((boxes) =>
        (boxes as HTMLInputElement[]).filter((box) => box.checked).map((box) => box.closest('label')?.textContent?.trim() ?? ''),
      );

  test('a family share ticks the spouse and the children; a new employee’s family is ticked again', async ({ page }) => {
    const ui = await household(page, { zip: '30303', income: '90000', ages: ['40', '38', '10', '7'] });
    await ui.addOffer.click();
    const offer = ui.offer(1);
    const covers = offer.getByRole('group', { name: 'Family plan also covers' });
    await expect(covers).toHaveAccessibleDescription(
      /the employee’s spouse \(the other of the first two people aged 18 or older\) and everyone else under 26/,
    );
    expect(await ticked(covers)).toEqual([]);
    await offer.getByRole('spinbutton', { name: 'Monthly share, self-only plan' }).fill('250');
    await offer.getByRole('spinbutton', { name: 'Monthly share, family plan (optional)' }).fill('900');
    await expect.poll(() => ticked(covers)).toEqual(['Person 2 (38)', 'Person 3 (10)', 'Person 4 (7)']);
    await offer.getByRole('combobox', { name: 'Offered to' }).selectOption({ label: 'Person 2 (38)' });
    await expect.poll(() => ticked(covers)).toEqual(['Person 1 (40)', 'Person 3 (10)', 'Person 4 (7)']);
    // Editable: unticking one is kept while the share changes.
    await covers.getByRole('checkbox', { name: 'Person 4 (7)' }).uncheck();
    await offer.getByRole('spinbutton', { name: 'Monthly share, family plan (optional)' }).fill('950');
    await expect.poll(() => ticked(covers)).toEqual(['Person 1 (40)', 'Person 3 (10)']);
    const [sent] = await Promise.all([page.waitForRequest(API), ui.button.click()]);
    expect(sent.postDataJSON()).toMatchObject({ jobOffers: [{ employee: 1, familyMonthly: 950, familyMembers: [0, 2] }] });
  });

  test('a family share with nobody ticked is refused on the field before anything is sent', async ({ page }) => {
    const ui = await household(page, { zip: '30303', income: '90000', ages: ['40', '38', '10'] });
    await ui.addOffer.click();
    const offer = ui.offer(1);
    await offer.getByRole('spinbutton', { name: 'Monthly share, self-only plan' }).fill('250');
    await offer.getByRole('spinbutton', { name: 'Monthly share, family plan (optional)' }).fill('900');
    const covers = offer.getByRole('group', { name: 'Family plan also covers' });
    for (const who of ['Person 2 (38)', 'Person 3 (10)']) await covers.getByRole('checkbox', { name: who }).uncheck();
    const calls = recordCalls(page);
    await ui.button.click();
    const first = covers.getByRole('checkbox', { name: 'Person 2 (38)' });
    await expect(first).toBeFocused();
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(covers).toHaveAccessibleDescription(
      /^Tick at least one person the family plan covers, or leave the family share blank if there is no family plan\./,
    );
    await expect(page.getByTestId('toast').filter({ visible: true })).toContainText('Calculation Error');
    await page.waitForTimeout(300);
    expect(calls).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    // Ticking someone clears the message; the calculation goes out.
    await first.check();
    await expect(first).not.toHaveAttribute('aria-invalid', 'true');
    const [sent] = await Promise.all([page.waitForRequest(API), ui.button.click()]);
    expect(sent.postDataJSON()).toMatchObject({ jobOffers: [{ familyMonthly: 900, familyMembers: [1] }] });
  });

  test('the API’s refusal of an offer’s family lands on “Family plan also covers”', async ({ page }) => {
    // Staged: the form refuses an empty family itself, so the answer is the API's shape for one.
    await page.route(API, (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          error: 'Invalid request body',
          issues: [{ path: 'jobOffers.0.familyMembers', message: 'familyMembers must list who the family plan covers (got [])' }],
        }),
      }),
    );
    const ui = await household(page, { zip: '30303', income: '90000', ages: ['40', '38'] });
    await ui.addOffer.click();
    const offer = ui.offer(1);
    await offer.getByRole('spinbutton', { name: 'Monthly share, self-only plan' }).fill('250');
    await offer.getByRole('spinbutton', { name: 'Monthly share, family plan (optional)' }).fill('900');
    await ui.button.click();
    const covers = offer.getByRole('group', { name: 'Family plan also covers' });
    await expect(covers.getByRole('checkbox', { name: 'Person 2 (38)' })).toBeFocused();
    await expect(covers).toHaveAccessibleDescription(/^“Family plan also covers” must list who the family plan covers/);
  });
});

test('a rule that changes during the year: the result and its headline say which months it is for', async ({ page }) => {
  const ui = await open(page, '?year=2026&zip=10001&income=36000&ages=40');
  await expect(ui.result.locator('[data-outcome]')).toContainText('this estimate is for July to December 2026.');
  await expect(ui.result.locator('[data-outcome] p').first()).toHaveText(
    /^For July to December 2026 only: eligible for a premium tax credit of about \$[\d,]+\.\d\d a month$/,
  );
});

test.describe('the API’s 400s', () => {
  test('a blank age with members lands on that person’s age', async ({ page }) => {
    const ui = await open(page, '?year=2027&zip=85004&income=50000&ages=66,60&person1=medicare');
    await expect(ui.row('Premium tax credit')).toBeVisible();
    await ui.age(2).fill('');
    const [response] = await Promise.all([page.waitForResponse(API), ui.button.click()]);
    expect(response.status()).toBe(400);
    expect(((await response.json()) as { issues: { path: string }[] }).issues.map((i) => i.path)).toEqual(['members.1.age']);
    await expect(ui.age(2)).toHaveAttribute('aria-invalid', 'true');
    await expect(ui.age(2)).toHaveAccessibleDescription('Age must be a whole number of years from 0 to 120');
    await expect(ui.age(2)).toBeFocused();
  });

  test('a message on someone’s details opens their “More about this person” and focuses the field', async ({ page }) => {
    // Staged: the form cannot send a coverage the API refuses, so the answer is the API's shape for one.
    await page.route(API, (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          error: 'Invalid request body',
          issues: [{ path: 'members.1.otherCoverage', message: 'otherCoverage must be one of none, medicare, va (got "x")' }],
        }),
      }),
    );
    const ui = await household(page, { zip: '85004', income: '50000', ages: ['66', '60'] });
    await ui.button.click();
    await expect(ui.more(2)).toHaveAttribute('aria-expanded', 'true');
    const coverage = ui.person(2).getByRole('combobox', { name: 'Other coverage' });
    await expect(coverage).toBeFocused();
    await expect(coverage).toHaveAttribute('aria-invalid', 'true');
    await expect(coverage).toHaveAccessibleDescription(/^Other coverage must be one of none, medicare, va/);
    await expect(ui.more(1)).toHaveAttribute('aria-expanded', 'false');
    // Changing it clears the message.
    await coverage.selectOption({ label: 'None' });
    await expect(coverage).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('a family plan without its share lands on the offer’s family share, in the form’s words', async ({ page }) => {
    const ui = await household(page, { zip: '30303', income: '90000', ages: ['40', '38'] });
    await ui.addOffer.click();
    const offer = ui.offer(1);
    await offer.getByRole('spinbutton', { name: 'Monthly share, self-only plan' }).fill('250');
    await offer.getByRole('group', { name: 'Family plan also covers' }).getByRole('checkbox', { name: 'Person 2 (38)' }).check();
    const [response] = await Promise.all([page.waitForResponse(API), ui.button.click()]);
    expect(response.status()).toBe(400);
    const family = offer.getByRole('spinbutton', { name: 'Monthly share, family plan (optional)' });
    await expect(family).toBeFocused();
    await expect(family).toHaveAttribute('aria-invalid', 'true');
    await expect(family).toHaveAccessibleDescription(
      /^Monthly share, family plan is required when anyone is ticked under “Family plan also covers”/,
    );
  });
});

test('“More about this person” fetches the details’ code when it gets focus, before it is opened', async ({ page }) => {
  const ui = await open(page);
  const editorCode = page.waitForRequest(/\/HouseholdEditor\.[^/]*\.js$/);
  await ui.more(1).focus();
  await editorCode;
  await expect(ui.more(1)).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(ui.person(1).getByRole('combobox', { name: 'Immigration status' })).toBeVisible();
});

test('keyboard only: “More about this person”, its choices, an offer added and removed, Calculate', async ({ page }) => {
  const ui = await open(page);
  await ui.zip.focus();
  await page.keyboard.type('30303');
  await page.keyboard.press('Tab');
  await page.keyboard.type('90000');
  await page.keyboard.press('Tab');
  await expect(ui.members).toBeFocused();
  await ui.members.selectOption('2'); // a native select: the browser owns its keys
  await page.keyboard.press('Tab');
  await expect(ui.age(1)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(ui.more(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(ui.more(1)).toHaveAttribute('aria-expanded', 'true');
  // The details' controls come with the editor, loaded on first use ("Loading…" meanwhile).
  const status = ui.person(1).getByRole('combobox', { name: 'Immigration status' });
  await expect(status).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(status).toBeFocused();
  await status.selectOption('lpr');
  await page.keyboard.press('Tab');
  const barred = ui.person(1).getByRole('checkbox', { name: /^Barred from Medicaid\/CHIP/ });
  await expect(barred).toBeFocused();
  await page.keyboard.press('Space');
  await expect(barred).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(ui.person(1).getByRole('combobox', { name: 'Other coverage' })).toBeFocused();
  await page.keyboard.press('Tab');
  const notSeeking = ui.person(1).getByRole('checkbox', { name: 'Not seeking coverage' });
  await expect(notSeeking).toBeFocused();
  await page.keyboard.press('Tab');
  const dependant = ui.person(1).getByRole('checkbox', { name: 'Claimed as a dependant on the tax return' });
  await expect(dependant).toBeFocused();
  await page.keyboard.press('Space');
  await expect(dependant).toBeChecked();
  await page.keyboard.press('Tab');
  const indian = ui.person(1).getByRole('checkbox', { name: /^American Indian or Alaska Native/ });
  await expect(indian).toBeFocused();
  await page.keyboard.press('Space');
  await expect(indian).toBeChecked();
  await page.keyboard.press('Tab');
  // Last, the first name for the client summary (Person 1 is "you": no relation to choose).
  await expect(ui.person(1).getByRole('textbox', { name: 'First name (optional)' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(ui.age(2)).toBeFocused();
  for (let i = 0; i < 8; i++) await page.keyboard.press('Shift+Tab');
  await expect(ui.more(1)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(ui.more(1)).toHaveAttribute('aria-expanded', 'false');
  await expect(ui.more(1)).toHaveAccessibleDescription(
    'Green card holder (lawful permanent resident); barred from Medicaid/CHIP by status; claimed as a dependant; American Indian or Alaska Native',
  );

  for (let i = 0; i < 4; i++) await page.keyboard.press('Tab'); // person 2's age and "More about this person", the children's box
  await expect(ui.addOffer).toBeFocused();
  await page.keyboard.press('Enter');
  const offer = ui.offer(1);
  await expect(offer.getByRole('combobox', { name: 'Offered to' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('250');
  await page.keyboard.press('Tab');
  await page.keyboard.type('900');
  await page.keyboard.press('Tab');
  // Ticked by the family share: the other of the couple.
  await expect(offer.getByRole('checkbox', { name: 'Person 2 (40)' })).toBeFocused();
  await expect(offer.getByRole('checkbox', { name: 'Person 2 (40)' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(offer.getByRole('checkbox', { name: 'The plan meets minimum value' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(offer.getByRole('button', { name: 'Remove job-based offer 1' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(ui.addOffer).toBeDisabled();
  await expect(ui.benchmark).toBeFocused();

  const [sent] = await Promise.all([page.waitForRequest(API), page.keyboard.press('Enter')]);
  expect(sent.postDataJSON()).toMatchObject({
    members: [
      { immigrationStatus: 'lpr', medicaidBarredByStatus: true, dependant: true, americanIndianAlaskaNative: true },
      { immigrationStatus: 'citizen', dependant: false, americanIndianAlaskaNative: false },
    ],
    jobOffers: [{ employee: 0, selfOnlyMonthly: 250, familyMonthly: 900, familyMembers: [1], minimumValue: true }],
  });
  await expect(page.getByRole('heading', { level: 2, name: 'Estimate for 2027 coverage' })).toBeFocused();

  await offer.getByRole('button', { name: 'Remove job-based offer 1' }).focus();
  await page.keyboard.press('Enter');
  await expect(ui.addOffer).toBeFocused();
});

const EVERY_DISCLOSURE =
  '?year=2027&zip=30303&income=90000&ages=40,38,10&person2=lpr,barred,not-seeking&person3=dependant,aian&offer1=1,250,900,3';

test('no axe violations with every disclosure open, an offer and a result', async ({ page }) => {
  test.slow();
  const ui = await open(page, EVERY_DISCLOSURE);
  await expect(ui.row('Premium tax credit')).toBeVisible();
  for (const n of [1, 2, 3]) await ui.more(n).click();
  await expect(ui.person(2).getByRole('checkbox', { name: /^Barred from Medicaid\/CHIP/ })).toBeChecked();
  await expect(ui.person(3).getByRole('checkbox', { name: 'Claimed as a dependant on the tax return' })).toBeChecked();
  await expect(ui.offer(1)).toBeVisible();
  await expect(ui.plan).toBeVisible();
  await expect(ui.taxTable).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('no axe violations with field errors shown, and no sideways scroll', async ({ page }) => {
  test.slow();
  const ui = await open(page, EVERY_DISCLOSURE);
  await expect(ui.row('Premium tax credit')).toBeVisible();
  for (const n of [1, 2, 3]) await ui.more(n).click();
  await ui.offer(1).getByRole('spinbutton', { name: 'Monthly share, family plan (optional)' }).fill('');
  await ui.age(3).fill('');
  await ui.button.click();
  await expect(ui.age(3)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('out-of-date')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
