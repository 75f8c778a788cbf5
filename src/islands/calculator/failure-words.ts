// The words for a failed calculation (read-failure.ts): the API's messages in the form's labels,
// the form's own refusals and why no answer came. Loaded when a calculation first fails.
import { OFFLINE_MESSAGE } from '../../lib/offline/status.ts';
import type { ToastInput } from '../../lib/toast-store.ts';
import type { Failure, FieldKey, Problem, Refusal } from './read-failure.ts';

// The reading comes with the words: the store loads both with the first failure.
export { readFailure } from './read-failure.ts';

/** What the form says about a family share that covers nobody. */
export const REFUSALS: Readonly<Record<Refusal, string>> = {
  'nobody-ticked': 'Tick at least one person the family plan covers, or leave the family share blank if there is no family plan.',
  'nobody-else': 'Leave the family share blank: no one else in the household could be on the family plan.',
};

// The API names fields as in JSON ('zipCode must be ...'); an agent reads the form's labels. The
// first list renames the field a message starts with, the second the names and positions inside it
// (the API counts members and offers from 0, the form from 1).
const LABELS: readonly [RegExp, string][] = [
  [/^zipCode\b/, 'ZIP code'],
  [/^countyFips\b/, 'County'],
  [/^income\b/, 'Income'],
  [/^familySize\b/, 'Household size'],
  [/^benchmarkPremium\b/, 'Benchmark premium'],
  [/^plans\b/, 'Plans to compare'],
  [/^label\b/, 'Plan name'],
  [/^metal\b/, 'Metal level'],
  [/^year\b/, 'Plan year'],
  [/^(each )?age\b/, 'Age'],
  [/^ages\b/, 'Ages'],
  [/^childrenOnMarketplace\b/, 'Price the children on a Marketplace plan anyway'],
];
const counted = (label: string) => (_: string, n: string) => `${label} ${Number(n) + 1}`;
const WORDS: readonly [RegExp, string | ((match: string, n: string) => string)][] = [
  [/\bimmigrationStatus\b/g, 'Immigration status'],
  [/\bmedicaidBarredByStatus\b/g, '“Barred from Medicaid/CHIP by immigration status”'],
  [/\botherCoverage\b/g, 'Other coverage'],
  [/\bseekingCoverage\b/g, 'Not seeking coverage'],
  [/\bdependant\b(?= must)/g, '“Claimed as a dependant on the tax return”'],
  [/\bamericanIndianAlaskaNative\b/g, '“American Indian or Alaska Native”'],
  [/\bselfOnlyMonthly\b/g, 'Monthly share, self-only plan'],
  [/\bfamilyMonthly\b/g, 'Monthly share, family plan'],
  [/\bfamilyMembers lists anyone\b/g, 'anyone is ticked under “Family plan also covers”'],
  [/\bfamilyMembers lists nobody\b/g, 'nobody is ticked under “Family plan also covers”'],
  [/\bminimumValue\b/g, 'The plan meets minimum value'],
  [/^benchmarkMembers lists nobody.*/s, 'Tick at least one person the premium covers, or untick “The premium covers other people”.'],
  [/^benchmarkMembers is position.*/s, 'Tick only people in the household.'],
  [/\bmonthlyPremium\b/g, 'Monthly premium'],
  [/\boutOfPocketMax\b/g, 'out-of-pocket maximum'],
  [/^deductible\b/, 'Deductible'],
  [/\blisted at jobOffers\.(\d+)[.\w]*/g, counted('listed under job-based offer')],
  [/\bmember (\d+)\b/g, counted('Person')],
  [/\b(each|this) member\b/g, '$1 person'],
  [/\bfamilyMembers\b/g, '“Family plan also covers”'],
];

/** What the API quotes back (`(got null)`, `(got "abc")`): the form already shows what was typed. */
const GOT = /\s\(got .*\)$/s;

/** The API's message in the form's words: its labels instead of JSON names, people counted from 1, without the quoted value. */
export function readableMessage(message: string): string {
  let text = message.replace(GOT, '');
  for (const [pattern, label] of WORDS) text = typeof label === 'string' ? text.replace(pattern, label) : text.replace(pattern, label);
  for (const [pattern, label] of LABELS) if (pattern.test(text)) return text.replace(pattern, label);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const problemText = (problem: Problem): string => ('api' in problem ? readableMessage(problem.api) : REFUSALS[problem.refused]);

/** Each field's message: its problems in the form's words, one after the other. */
export function fieldMessages(failure: Failure | null): Partial<Record<FieldKey, string>> {
  if (failure?.kind !== 'invalid') return {};
  return Object.fromEntries(Object.entries(failure.fields).map(([key, problems]) => [key, (problems ?? []).map(problemText).join(' ')]));
}

/** The messages that name no field, in the form's words. */
export const generalMessages = (failure: Failure | null): string[] =>
  failure?.kind === 'invalid' ? failure.general.map(readableMessage) : [];

/** One plain sentence for a calculation that got no usable answer. */
export function failedMessage(failure: Extract<Failure, { kind: 'failed' }>): string {
  switch (failure.reason) {
    case 'offline':
      return OFFLINE_MESSAGE;
    case 'unreachable':
      return 'The calculator service could not be reached. Check the internet connection and try again.';
    case 'rate-limited':
      return 'Too many calculations in a short time. Wait a minute, then try again.';
    case 'server':
      return `The calculator service had a problem (error ${failure.status}). Try again in a moment.`;
  }
}

/** The toast a failure raises. */
export const failureToast = (failure: Failure): ToastInput => ({
  title: 'Calculation Error',
  description: failure.kind === 'invalid' ? 'Check the highlighted fields.' : failedMessage(failure),
  variant: 'destructive',
});
