/**
 * Turns a failed POST /api/subsidy-calculation into what the /calculator form shows: the API's 400
 * issues next to the field they name, anything else as one plain sentence. api-client's ApiError
 * carries the answer's parsed body: the API's `{ error, issues }`.
 */
import { ApiError } from '../../lib/api-client.ts';
import { isOffline, OFFLINE_MESSAGE } from '../../lib/offline/status.ts';

/** Form fields an issue can point at; `age-N` is member N (0-based), `ages` the whole list. */
export type FieldKey =
  | 'year'
  | 'zipCode'
  | 'countyFips'
  | 'income'
  | 'members'
  | 'ages'
  | 'benchmarkPremium'
  | 'childrenOnMarketplace'
  | `age-${number}`;

export type Failure =
  | { kind: 'invalid'; fields: Partial<Record<FieldKey, string>>; general: string[] }
  | { kind: 'failed'; message: string };

const FIELD_BY_PATH: Readonly<Record<string, FieldKey>> = {
  year: 'year',
  zipCode: 'zipCode',
  countyFips: 'countyFips',
  income: 'income',
  familySize: 'members',
  ages: 'ages',
  benchmarkPremium: 'benchmarkPremium',
  childrenOnMarketplace: 'childrenOnMarketplace',
};

// The API names fields as in JSON ('zipCode must be ...'); an agent reads the form's labels.
const LABELS: readonly [RegExp, string][] = [
  [/^zipCode\b/, 'ZIP code'],
  [/^countyFips\b/, 'County'],
  [/^income\b/, 'Income'],
  [/^familySize\b/, 'Household size'],
  [/^benchmarkPremium\b/, 'Benchmark premium'],
  [/^year\b/, 'Plan year'],
  [/^each age\b/, 'Age'],
  [/^ages\b/, 'Ages'],
  [/^childrenOnMarketplace\b/, 'Price the children on a Marketplace plan anyway'],
];

/** What the API quotes back (`(got null)`, `(got "abc")`): the form already shows what was typed. */
const GOT = /\s\(got .*\)$/s;

/** The API's message in the form's words: its label instead of the JSON name, without the quoted value. */
export function readableMessage(message: string): string {
  const text = message.replace(GOT, '');
  for (const [pattern, label] of LABELS) if (pattern.test(text)) return text.replace(pattern, label);
  return text;
}

export function fieldForPath(path: string): FieldKey | null {
  const age = /^ages\.(\d+)$/.exec(path);
  if (age) return `age-${Number(age[1])}`;
  return FIELD_BY_PATH[path] ?? null;
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
  if (general.length === 0 && Object.keys(fields).length === 0) {
    general.push(typeof body.error === 'string' ? body.error : 'The calculator could not use these inputs.');
  }
  return { kind: 'invalid', fields, general };
}
