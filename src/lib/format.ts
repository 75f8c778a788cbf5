/**
 * Number formatting shared by the calculator islands, their toasts and the end-to-end tests, so a
 * figure reads the same in the result panel, the toast and the test's expectation. Money and
 * percentages are the engine's own formatting (src/lib/subsidy/money.ts, plain code with no
 * tables), so the notes the API writes and the figures the page shows cannot differ.
 */
import { dollarsToCents, formatPercent, formatUsdCents, formatUsdWhole } from './subsidy/money.ts';

/** Dollars and cents: 397.85 -> '$397.85', 1234.5 -> '$1,234.50', 0 -> '$0.00'. */
export function formatUsd(amount: number): string {
  return formatUsdCents(dollarsToCents(amount));
}

/**
 * The engine's own: whole dollars for yearly figures such as poverty guidelines (15650 -> '$15,650'),
 * and a percentage with two decimals (7.47 -> '7.47%', 1250 -> '1,250.00%').
 */
export { formatPercent, formatUsdWhole };

/** The home calculator's success toast ('Monthly subsidy: ${subsidy}', docs/behaviour.md). */
export function monthlySubsidyMessage(subsidy: number): string {
  return `Monthly subsidy: ${formatUsd(subsidy)}`;
}

/** '1 person', '3 people'. */
export function formatPeople(count: number): string {
  return `${count} ${count === 1 ? 'person' : 'people'}`;
}
