/** The /calculator page as a person finds it, by roles and names, shared by its specs. */
import type { APIRequestContext, Page } from '@playwright/test';
import { formatUsd } from '#lib/format.ts';
import type { SubsidyResult } from '#subsidy/types.ts';
import { expect } from './support.ts';

export function calculator(page: Page) {
  const working = page.getByRole('table', { name: 'How the estimate was worked out' });
  return {
    year: page.getByRole('combobox', { name: 'Plan year' }),
    zip: page.getByRole('textbox', { name: 'ZIP code' }),
    county: page.getByRole('combobox', { name: 'County' }),
    income: page.getByRole('spinbutton', { name: 'Household income for the year' }),
    members: page.getByRole('combobox', { name: 'People in the tax household' }),
    ages: page.getByRole('group', { name: 'Each person in the household' }).getByRole('spinbutton'),
    age: (n: number) => page.getByRole('spinbutton', { name: `Person ${n} age` }),
    /** Person n's own group: the age, "More about this person" and, open, its details. */
    person: (n: number) => page.getByRole('group', { name: `Person ${n}`, exact: true }),
    more: (n: number) =>
      page.getByRole('group', { name: `Person ${n}`, exact: true }).getByRole('button', { name: 'More about this person' }),
    addOffer: page.getByRole('button', { name: 'Add a job-based offer' }),
    offer: (n: number) => page.getByRole('group', { name: `Job-based offer ${n}`, exact: true }),
    /** "Who is in the benchmark": one line per member. */
    lines: page.getByRole('list', { name: 'Who is in the benchmark' }).getByRole('listitem'),
    benchmark: page.getByRole('spinbutton', { name: /^Benchmark premium a month/ }),
    button: page.getByRole('button', { name: /^(Calculate|Calculating\.\.\.)$/ }),
    result: page.getByRole('region', { name: /^Estimate/ }),
    notes: page.getByRole('list', { name: 'Notes for the client' }).getByRole('listitem'),
    chart: page.getByRole('figure', { name: 'Credit by income for this household' }),
    /** "Which plan to look at": the recommendation, and the members whose cost sharing differs. */
    plan: page.getByRole('region', { name: 'Which plan to look at' }),
    planMembers: page.getByRole('list', { name: 'Cost sharing by member' }).getByRole('listitem'),
    /** "At tax time": the advance, the table and the rules under it. */
    taxTime: page.getByRole('region', { name: 'At tax time' }),
    taxTable: page.getByRole('table', { name: 'What the tax return settles, by the income the year ends with' }),
    working,
    row: (label: string) => working.getByRole('row', { name: new RegExp(`^${label.replace(/[()%]/g, '\\$&')}`) }),
  };
}

/** Opens /calculator (with a query) and waits until the island is live and has read the URL. */
export async function open(page: Page, query = '') {
  await page.goto(`/calculator${query}`);
  const ui = calculator(page);
  await expect(ui.zip).toBeEnabled();
  return ui;
}

/** The API's own answer for a request, to hold the page's figures to. */
export async function apiResult(request: APIRequestContext, body: Record<string, unknown>): Promise<SubsidyResult> {
  const response = await request.post('/api/subsidy-calculation', { data: body });
  expect(response.status()).toBe(200);
  return (await response.json()) as SubsidyResult;
}

/**
 * Each member's line of the working as the page words it from the answer: a member in the benchmark
 * may be followed by the tests they passed (checked where they matter); a member left out by the
 * answer's explanation and, unless they cannot enroll at all, their full price alone.
 */
export function memberLines(members: SubsidyResult['members']): (string | RegExp)[] {
  return members.map((m, i) =>
    m.inCoverageFamily
      ? new RegExp(`^Person ${i + 1} \\(${m.age}\\): in the benchmark(: .+)?$`)
      : `Person ${i + 1} (${m.age}): not in the benchmark: ${m.explanation}${
          m.fullMonthlyPrice === null || m.reason === 'cannot-enroll'
            ? ''
            : `; full price for this member alone: ${formatUsd(m.fullMonthlyPrice)} a month`
        }`,
  );
}
