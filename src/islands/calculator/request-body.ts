/**
 * The body of POST /api/subsidy-calculation for the /calculator form's inputs (docs/api.md): the
 * API's request as typed, for the API, the one validator, to name what is wrong.
 */
import type { SubsidyRequestInput } from '../../lib/subsidy/schema.ts';
import { type CalculatorInputs, isPlainMember, type MemberInputs, withAllowedBar } from './form.ts';

/** A number as the form sends it: the number typed, the text when it is not one, nothing (or null for an age) when blank. */
type Typed = number | string | null | undefined;
type AsTyped<T> = T extends number
  ? Typed
  : T extends (infer U)[]
    ? AsTyped<U>[]
    : T extends object
      ? { [K in keyof T]: AsTyped<T[K]> }
      : T;

/** The API's request (its zod input type), each number as typed. */
export type RequestBody = AsTyped<SubsidyRequestInput>;

const NUMBER = /^\d+(\.\d+)?$/;

/** A typed number as a number; blank as undefined; anything else as typed, for the API to name. */
function numberOrText(value: string): number | string | undefined {
  const text = value.trim();
  if (text === '') return undefined;
  return NUMBER.test(text) ? Number(text) : text;
}

/**
 * The body for these inputs: `ages` while every member is a citizen seeking coverage with no offer,
 * as before members existed; otherwise `members` and `jobOffers`, never both.
 */
export function toRequestBody(inputs: CalculatorInputs): RequestBody {
  // A blank age goes as null so that the API's issue points at that member ('ages.2').
  const age = (m: MemberInputs) => numberOrText(m.age) ?? null;
  const body: RequestBody = {
    income: numberOrText(inputs.income),
    familySize: inputs.members.length,
    zipCode: inputs.zipCode,
    year: inputs.year,
  };
  if (inputs.jobOffers.length === 0 && inputs.members.every(isPlainMember)) body.ages = inputs.members.map(age);
  else {
    body.members = inputs.members.map((m) => ({ ...withAllowedBar(m, inputs.year), age: age(m) }));
    if (inputs.jobOffers.length > 0)
      body.jobOffers = inputs.jobOffers.map((o) => ({
        ...o,
        selfOnlyMonthly: numberOrText(o.selfOnlyMonthly),
        familyMonthly: numberOrText(o.familyMonthly),
      }));
  }
  const benchmark = numberOrText(inputs.benchmarkPremium);
  if (benchmark !== undefined) body.benchmarkPremium = benchmark;
  if (benchmark !== undefined && inputs.benchmarkMembers) body.benchmarkMembers = inputs.benchmarkMembers;
  if (inputs.plans.length > 0)
    body.plans = inputs.plans.map((p) => ({
      label: p.label,
      metal: p.metal,
      monthlyPremium: numberOrText(p.monthlyPremium),
      deductible: numberOrText(p.deductible),
      outOfPocketMax: numberOrText(p.outOfPocketMax),
    }));
  if (inputs.countyFips !== '') body.countyFips = inputs.countyFips;
  if (inputs.childrenOnMarketplace) body.childrenOnMarketplace = true;
  if (inputs.yearEndIncomes.length > 0) body.yearEndIncomes = inputs.yearEndIncomes.map(numberOrText);
  return body;
}
