/**
 * Turns a failed POST /api/subsidy-calculation into what the /calculator form shows: the API's 400
 * issues next to the field they name, anything else as one plain sentence. api-client's ApiError
 * carries the answer's parsed body: the API's `{ error, issues }`. The island loads it with the
 * result panel, in parallel with each calculation, since only an answer needs it.
 */
import { ApiError } from '../../lib/api-client.ts';
import { MEMBER_FIELDS, OFFER_FIELDS } from '../../lib/calculator-url.ts';
import { isOffline, OFFLINE_MESSAGE } from '../../lib/offline/status.ts';

type MemberField = (typeof MEMBER_FIELDS)[number];
type OfferField = (typeof OFFER_FIELDS)[number];

/**
 * Form fields an issue can point at, named as the API names them: `members.N.age` is member N's
 * age (0-based, also for an issue on `ages.N`), `ages` the whole list, `familySize` the household size.
 */
export type FieldKey =
  | 'year'
  | 'zipCode'
  | 'countyFips'
  | 'income'
  | 'familySize'
  | 'ages'
  | 'benchmarkPremium'
  | 'childrenOnMarketplace'
  | `members.${number}.${MemberField}`
  | `jobOffers.${number}.${OfferField}`;

export type Failure =
  | {
      kind: 'invalid';
      fields: Partial<Record<FieldKey, string>>;
      general: string[];
      /** The field the form shows first among those with a message, to take focus. */
      first: FieldKey | null;
      /** The people whose details (behind "More about this person") hold a message, to open them. */
      open: number[];
    }
  | { kind: 'failed'; message: string };

/** The fields above the people, in the order the form shows them. */
const ABOVE: readonly FieldKey[] = ['year', 'zipCode', 'countyFips', 'income', 'familySize', 'ages'];
const TOP_LEVEL: readonly FieldKey[] = [...ABOVE, 'childrenOnMarketplace', 'benchmarkPremium'];

/** Where a field stands in the form: the fields above the people, each person, the children's box, each offer, the benchmark. */
function formPlace(key: FieldKey): number {
  const [head, index, field = ''] = key.split('.');
  const n = Number(index);
  if (head === 'members') return 100 + n * 10 + (MEMBER_FIELDS as readonly string[]).indexOf(field);
  if (key === 'childrenOnMarketplace') return 1000;
  if (head === 'jobOffers') return 1001 + n * 10 + (OFFER_FIELDS as readonly string[]).indexOf(field);
  if (key === 'benchmarkPremium') return 2000;
  return ABOVE.indexOf(key);
}

// The API names fields as in JSON ('zipCode must be ...'); an agent reads the form's labels. The
// first list renames the field a message starts with, the second the names and positions inside it
// (the API counts members and offers from 0, the form from 1).
const LABELS: readonly [RegExp, string][] = [
  [/^zipCode\b/, 'ZIP code'],
  [/^countyFips\b/, 'County'],
  [/^income\b/, 'Income'],
  [/^familySize\b/, 'Household size'],
  [/^benchmarkPremium\b/, 'Benchmark premium'],
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

export function fieldForPath(path: string): FieldKey | null {
  const [head = '', index = '', field = ''] = path.split('.');
  const n = /^\d+$/.test(index) ? Number(index) : null;
  if (head === 'ages' && n !== null) return `members.${n}.age`;
  if (head === 'members') {
    if (n === null) return 'familySize';
    return `members.${n}.${(MEMBER_FIELDS as readonly string[]).includes(field) ? (field as MemberField) : 'age'}`;
  }
  if (head === 'jobOffers' && n !== null)
    return `jobOffers.${n}.${(OFFER_FIELDS as readonly string[]).includes(field) ? (field as OfferField) : 'employee'}`;
  return (TOP_LEVEL as readonly string[]).includes(path) ? (path as FieldKey) : null;
}

interface ErrorBody {
  error?: unknown;
  issues?: unknown;
}

function errorBody(body: unknown): ErrorBody | null {
  return typeof body === 'object' && body !== null ? (body as ErrorBody) : null;
}

export function describeFailure(error: unknown, offline = isOffline()): Failure {
  if (!(error instanceof ApiError)) {
    if (offline) return { kind: 'failed', message: OFFLINE_MESSAGE };
    return { kind: 'failed', message: 'The calculator service could not be reached. Check the internet connection and try again.' };
  }
  if (error.status === 429) return { kind: 'failed', message: 'Too many calculations in a short time. Wait a minute, then try again.' };
  const body = errorBody(error.body);
  if (error.status !== 400 || body === null) {
    return { kind: 'failed', message: `The calculator service had a problem (error ${error.status}). Try again in a moment.` };
  }
  const fields: Partial<Record<FieldKey, string>> = {};
  const general: string[] = [];
  const issues = Array.isArray(body.issues) ? body.issues : [];
  for (const issue of issues as { path?: unknown; message?: unknown }[]) {
    if (typeof issue.message !== 'string') continue;
    const key = typeof issue.path === 'string' ? fieldForPath(issue.path) : null;
    const text = readableMessage(issue.message);
    if (key === null) general.push(text);
    else fields[key] = fields[key] ? `${fields[key]} ${text}` : text;
  }
  const keys = (Object.keys(fields) as FieldKey[]).sort((a, b) => formPlace(a) - formPlace(b));
  if (general.length === 0 && keys.length === 0) {
    general.push(typeof body.error === 'string' ? body.error : 'The calculator could not use these inputs.');
  }
  const open = keys.flatMap((key) => {
    const [head, index, field] = key.split('.');
    return head === 'members' && field !== 'age' ? [Number(index)] : [];
  });
  return { kind: 'invalid', fields, general, first: keys[0] ?? null, open: [...new Set(open)] };
}
