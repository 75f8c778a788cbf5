// Reads a failed calculation as data for the form: each 400 issue on the field it names, anything
// else as the reason the service failed. The words are chosen where they are shown (failure-words.ts).
import { ApiError } from '../../lib/api-read.ts';
import { isOffline } from '../../lib/offline/status.ts';
import { MEMBER_FIELDS, OFFER_FIELDS, PLAN_FIELDS } from './form.ts';

type MemberField = (typeof MEMBER_FIELDS)[number];
type OfferField = (typeof OFFER_FIELDS)[number];
type PlanField = (typeof PLAN_FIELDS)[number];

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
  | 'benchmarkMembers'
  | 'childrenOnMarketplace'
  | `members.${number}.${MemberField}`
  | `jobOffers.${number}.${OfferField}`
  | `plans.${number}.${PlanField}`;

/** Why the form refuses a family share before anything is sent (household.ts). */
export type Refusal = 'nobody-ticked' | 'nobody-else';

/** One thing wrong with a field: a message of the API's, as it sent it, or the form's own refusal. */
export type Problem = { api: string } | { refused: Refusal };

/** Why a calculation got no answer at all, or one that names no field. */
export type FailedReason = 'offline' | 'unreachable' | 'rate-limited' | 'server';

export type Failure =
  | {
      kind: 'invalid';
      fields: Partial<Record<FieldKey, Problem[]>>;
      /** The API's messages that name no field of the form. */
      general: string[];
      /** The field the form shows first among those with a message, to take focus. */
      first: FieldKey | null;
      /** The people whose details (behind "More about this person") hold a message, to open them. */
      open: number[];
    }
  | { kind: 'failed'; reason: FailedReason; status: number | null };

/** The fields above the people, in the order the form shows them. */
const ABOVE: readonly FieldKey[] = ['year', 'zipCode', 'countyFips', 'income', 'familySize', 'ages'];
const TOP_LEVEL: readonly FieldKey[] = [...ABOVE, 'childrenOnMarketplace', 'benchmarkPremium', 'benchmarkMembers'];

/** Where a field stands in the form: the fields above the people, each person, the children's box, each offer, the benchmark, each plan. */
function formPlace(key: FieldKey): number {
  const [head, index, field = ''] = key.split('.');
  const n = Number(index);
  if (head === 'members') return 100 + n * 10 + (MEMBER_FIELDS as readonly string[]).indexOf(field);
  if (key === 'childrenOnMarketplace') return 1000;
  if (head === 'jobOffers') return 1001 + n * 10 + (OFFER_FIELDS as readonly string[]).indexOf(field);
  if (key === 'benchmarkPremium') return 2000;
  if (key === 'benchmarkMembers') return 2001;
  if (head === 'plans') return 3000 + n * 10 + (PLAN_FIELDS as readonly string[]).indexOf(field);
  return ABOVE.indexOf(key);
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
  if (head === 'plans' && n !== null)
    return `plans.${n}.${(PLAN_FIELDS as readonly string[]).includes(field) ? (field as PlanField) : 'label'}`;
  if (head === 'benchmarkMembers') return 'benchmarkMembers';
  return (TOP_LEVEL as readonly string[]).includes(path) ? (path as FieldKey) : null;
}

/** The failure as data: `offline` is whether the connection is lost, for a request that got no answer. */
export function readFailure(error: unknown, offline = isOffline()): Failure {
  if (!(error instanceof ApiError)) return { kind: 'failed', reason: offline ? 'offline' : 'unreachable', status: null };
  if (error.status === 429) return { kind: 'failed', reason: 'rate-limited', status: 429 };
  const { body } = error;
  if (error.status !== 400 || body === null) return { kind: 'failed', reason: 'server', status: error.status };
  const fields: Partial<Record<FieldKey, Problem[]>> = {};
  const general: string[] = [];
  for (const { path, message } of body.issues) {
    const key = fieldForPath(path);
    if (key === null) general.push(message);
    else fields[key] = [...(fields[key] ?? []), { api: message }];
  }
  const keys = (Object.keys(fields) as FieldKey[]).sort((a, b) => formPlace(a) - formPlace(b));
  if (general.length === 0 && keys.length === 0) general.push(body.error);
  return invalid(fields, general, keys);
}

/** An invalid form: its problems, the field to focus (the first of `keys`, in the form's order) and the details to open. */
export function invalid(fields: Partial<Record<FieldKey, Problem[]>>, general: string[], keys: readonly FieldKey[]): Failure {
  const open = keys.flatMap((key) => {
    const [head, index, field] = key.split('.');
    return head === 'members' && field !== 'age' ? [Number(index)] : [];
  });
  return { kind: 'invalid', fields, general, first: keys[0] ?? null, open: [...new Set(open)] };
}
