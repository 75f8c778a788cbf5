/**
 * Exact integer arithmetic for money and percentages. Doubles cannot hold 1.33 or 7.465 exactly,
 * so a figure that should land on a rounding half (26 CFR 1.36B-3(g)(1) rounds an exact half up)
 * could round the wrong way; integers below 2^53 are exact.
 */

/** numerator / denominator rounded to the nearest integer, an exact half away from zero. */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError(`divideRoundHalfUp needs safe integers and a positive denominator, got ${numerator} / ${denominator}`);
  }
  const sign = numerator < 0 ? -1 : 1;
  return sign * Math.floor((2 * Math.abs(numerator) + denominator) / (2 * denominator));
}

/** Integer cents to dollars (412.35). The division of an integer by 100 prints exactly. */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

/**
 * Dollars to integer cents, nearest cent with a half rounded up. toPrecision(12) first removes the
 * binary noise in products like 1.005 * 100 = 100.49999999999999.
 */
export function dollarsToCents(dollars: number): number {
  return Math.round(Number((dollars * 100).toPrecision(12)));
}

/** A value with at most `decimals` decimal places as an integer count of 10^-decimals units. */
export function toScaledInteger(value: number, decimals: number): number {
  const scaled = Math.round(value * 10 ** decimals);
  if (Math.abs(scaled - value * 10 ** decimals) > 1e-6) {
    throw new RangeError(`${value} has more than ${decimals} decimal places`);
  }
  return scaled;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const usdWhole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** "$1,234.56" for notes read to a client. */
export function formatUsdCents(cents: number): string {
  return usd.format(cents / 100);
}

/** "$45,000" for whole-dollar amounts (incomes, guidelines, KFF averages). */
export function formatUsdWhole(dollars: number): string {
  return usdWhole.format(dollars);
}
