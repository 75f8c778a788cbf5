/** The home page's subsidy calculator as a person finds it, by roles and names, shared by its specs. */
import type { Page } from '@playwright/test';
import type { SubsidyResult } from '#subsidy/types.ts';
import { expect } from './support.ts';

export const CALCULATION = '**/api/subsidy-calculation';

export interface Household {
  income?: string;
  size?: string;
  zip?: string;
}

/** Opens the home page and waits until the calculator's button is live. */
export async function openHomeCalculator(page: Page) {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Subsidy Calculator' });
  const panel = section.getByRole('region', { name: 'Estimated Monthly Subsidy' });
  const ui = {
    section,
    income: section.getByRole('spinbutton', { name: 'Annual income' }),
    size: section.getByRole('combobox', { name: 'Family size' }),
    zip: section.getByRole('textbox', { name: 'ZIP code' }),
    button: section.getByRole('button', { name: /^(Calculate Subsidy|Calculating\.\.\.)$/ }),
    panel,
    /** The amount, and the line under it saying what the figure assumes. */
    amount: panel.locator('p').first(),
    line: section.getByTestId('assumptions'),
    async fill({ income = '', size = '', zip = '' }: Household) {
      await ui.income.fill(income);
      await ui.size.selectOption(size === '' ? { index: 0 } : { label: size });
      await ui.zip.fill(zip);
    },
    /** Fills the three fields, presses the button and waits for the API's answer. */
    async calculate(household: Household) {
      await ui.fill(household);
      await Promise.all([page.waitForResponse(CALCULATION), ui.button.click()]);
    },
  };
  // The button is enabled once the island is live.
  await expect(ui.button).toBeEnabled();
  return ui;
}

/**
 * The silver variation as the line beside the amount names it, from the API's answer: '; 87% silver
 * variation', '; no cost-sharing reductions above 250%', or nothing.
 */
export function variationOf(r: Pick<SubsidyResult, 'costSharing'>): string {
  const { silverVariation, recommendation } = r.costSharing;
  if (silverVariation) return `; ${silverVariation.actuarialValue}% silver variation`;
  return recommendation.plan === 'compare-metals' ? '; no cost-sharing reductions above 250%' : '';
}
