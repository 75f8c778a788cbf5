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
  // Whole dollars (every premium table) need no rounding; toPrecision costs a few hundred nanoseconds.
  if (Number.isInteger(dollars)) return dollars * 100;
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

/**
 * Money as an American reader writes it: "$1,234.56", "-$5.00". Formatted by hand from integers
 * rather than with Intl.NumberFormat, whose `format` costs about a microsecond a call; a
 * calculation writes a dozen figures into its notes, and the API answers thousands a second. A
 * test holds these to Intl's en-US output.
 */
function usdFromCents(cents: number, withCents: boolean): string {
  const sign = cents < 0 ? '-' : '';
  const magnitude = Math.abs(cents);
  const dollars = grouped(String(Math.floor(magnitude / 100)));
  return withCents ? `${sign}$${dollars}.${String(magnitude % 100).padStart(2, '0')}` : `${sign}$${dollars}`;
}

/** "1234567" -> "1,234,567". */
function grouped(digits: string): string {
  let text = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let i = text.length; i < digits.length; i += 3) text += `,${digits.slice(i, i + 3)}`;
  return text;
}

/** "$1,234.56" for notes read to a client; `cents` is a whole number. */
export function formatUsdCents(cents: number): string {
  return usdFromCents(Math.round(cents), true);
}

/** "$45,000" for whole-dollar amounts (incomes, guidelines, KFF averages); a half rounds away from zero. */
export function formatUsdWhole(dollars: number): string {
  const whole = Math.sign(dollars) * Math.round(Math.abs(dollars));
  return usdFromCents(whole * 100, false);
}

/**
 * A percentage with two decimals, thousands grouped: 7.47 -> "7.47%", 1250 -> "1,250.00%". The one
 * way the notes, the pages and the islands print a percentage; by hand like money, and held to
 * Intl's en-US output by a test.
 */
export function formatPercent(value: number): string {
  const [whole = '', decimals = ''] = Math.abs(value).toFixed(2).split('.');
  return `${value < 0 ? '-' : ''}${grouped(whole)}.${decimals}%`;
}
