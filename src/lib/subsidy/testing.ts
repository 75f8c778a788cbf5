/** For tests: the engine's answer to a request as a client would send it, on a given day. */
import { calculateSubsidy } from './calculate.ts';
import { type SubsidyRequestInput, subsidyRequestSchema } from './schema.ts';
import type { SubsidyResult } from './types.ts';

/** The result, or an error listing the issues when the request is refused. */
export function estimate(input: SubsidyRequestInput, now: Date): SubsidyResult {
  const outcome = calculateSubsidy(subsidyRequestSchema.parse(input), { now });
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.issues));
  return outcome.result;
}
