/** How the result's words name members: numbered people, lists, and each member in or out of the benchmark and why. */
import { formatUsd } from '../../lib/format.ts';
import type { SubsidyResult } from '../../lib/subsidy/types.ts';

/** 'a', 'a and b', 'a, b and c'. */
export function listed(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** 'Person 2', 'Persons 1, 2, 3 and 4': people as the form numbers them. */
export function people(positions: readonly number[]): string {
  const numbers = positions.map((i) => String(i + 1));
  return numbers.length === 1 ? `Person ${numbers[0]}` : `Persons ${listed(numbers)}`;
}

/**
 * One line of the working per member: 'Person 1 (40): in the benchmark', with the tests they passed
 * when known (member-tests.ts), or why not and, for a member who can buy the plan at full price,
 * what it costs them alone (`fullMonthlyPrice`). A member who cannot enroll at all is not given a
 * price: their explanation says they cannot buy the plan even at full price.
 */
export function describeMember(m: SubsidyResult['members'][number], index: number, passed: readonly string[] = []): string {
  const who = `Person ${index + 1} (${m.age})`;
  if (!m.inCoverageFamily) {
    const price =
      m.fullMonthlyPrice === null || m.reason === 'cannot-enroll'
        ? ''
        : `; full price for this member alone: ${formatUsd(m.fullMonthlyPrice)} a month`;
    return `${who}: not in the benchmark${m.explanation === null ? '' : `: ${m.explanation}`}${price}`;
  }
  return passed.length === 0 ? `${who}: in the benchmark` : `${who}: in the benchmark: ${passed.join('; ')}`;
}
