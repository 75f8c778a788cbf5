/**
 * A walk through every part of the site that runs script, for the Content-Security-Policy checks:
 * a deck (React, style attributes), the fallback viewer (the not-found page's inline routing
 * script), a knowledge check, both calculators (a POST to the API, on another origin on Pages) and
 * the site search (WebAssembly, and the /search page's inline script). Its paths are relative, so
 * it walks the Pages build under its base path as well.
 */
import type { Page } from '@playwright/test';
import { expect } from './support.ts';

export async function useTheScriptedParts(page: Page): Promise<void> {
  await page.goto('./modules/13');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('slide-status')).toContainText('Slide 2 of 5');

  await page.goto('./modules/42');
  await expect(page.getByRole('heading', { level: 1, name: 'Training Module' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('slide-status')).toContainText('Slide 2 of 5');

  await page.goto('./modules/13/quiz');
  for (const group of await page.getByRole('group').all()) await group.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Check answers' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You answered' })).toBeVisible();

  await page.goto('./');
  const home = page.getByRole('region', { name: 'Subsidy Calculator' });
  await home.getByRole('spinbutton', { name: 'Annual income' }).fill('45000');
  await home.getByRole('combobox', { name: 'Family size' }).selectOption({ label: '3 people' });
  await home.getByRole('textbox', { name: 'ZIP code' }).fill('30301');
  await Promise.all([page.waitForResponse('**/api/subsidy-calculation'), home.getByRole('button', { name: 'Calculate Subsidy' }).click()]);
  await expect(home.getByRole('region', { name: 'Estimated Monthly Subsidy' })).toBeVisible();

  await page.goto('./calculator');
  await page.getByRole('textbox', { name: 'ZIP code' }).fill('30301');
  await page.getByRole('spinbutton', { name: 'Household income for the year' }).fill('45000');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Estimate ready' })).toBeVisible();

  await page.goto('./search?q=special%20enrollment');
  await expect(page.getByRole('list', { name: 'Search results' }).getByRole('link').first()).toBeVisible();
}
