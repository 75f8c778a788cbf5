/** The /calculator page as a person finds it, by roles and names, shared by its specs. */
import type { APIRequestContext, Page } from '@playwright/test';
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
