/**
 * The home calculator's result (docs/behaviour.md, The home calculator): the panel with the monthly
 * amount, beside it the plan year and ages it priced and, when the figure is not a full year's local
 * one, why (./assumptions.ts); the line saying what the figure assumes and whom, and the links to
 * the same household on /calculator; and the success toast's wording. HomeCalculator loads this module
 * with its first calculation, in parallel with the API call, so the page's first load ships only
 * the form.
 */
import type { InferRequestType } from 'hono/client';
import type { Api } from '../../lib/api-read.ts';
import { formatUsd, formatUsdWhole, monthlySubsidyMessage } from '../../lib/format.ts';
import { withBase } from '../../lib/paths.ts';
import { ASSUMED_MEMBERS_SHORT } from '../../lib/subsidy/short-notes.ts';
import type { SubsidyResult } from '../../lib/subsidy/types.ts';
import { type Assumptions, describeAssumptions, describeBasis, describeCaution, readResult } from './assumptions.ts';

/** What the home calculator sent: three of the fields the calculation route declares. */
export type HomeRequest = Pick<InferRequestType<Api['subsidy-calculation']['$post']>['json'], 'income' | 'familySize' | 'zipCode'>;

/** A result on screen: the amount, what it assumes, and what it was asked for. */
export interface HomeResult extends HomeRequest {
  subsidy: number;
  /** Beside the amount: the plan year and the ages priced. */
  basis: string;
  /** Beside the amount, when it is not a full year's local figure: the months, the state average; else null. */
  caution: string | null;
  assumptions: Assumptions;
}

/** Reads the API's answer for `request`: the result to show and the toast's description. */
export function readHomeResult(body: Partial<SubsidyResult>, request: HomeRequest): { result: HomeResult; message: string } {
  const read = readResult(body);
  return {
    result: {
      ...request,
      subsidy: read.subsidy,
      basis: describeBasis(read),
      caution: describeCaution(read, request.zipCode),
      assumptions: describeAssumptions(read, request.familySize),
    },
    message: monthlySubsidyMessage(read.subsidy),
  };
}

interface Props {
  result: HomeResult;
  /** The family size as the form words it ('5+ people'). */
  size: string;
  busy: boolean;
  titleId: string;
}

export default function HomeResultPanel({ result, size, busy, titleId }: Props) {
  // The same household on /calculator (its query format: url-codec.ts), where the
  // default plan year and default ages reproduce this request and show the working.
  const details = withBase(
    `/calculator?${new URLSearchParams({ zip: result.zipCode, income: String(result.income), size: String(result.familySize) })}`,
  );
  const { assumptions, caution } = result;
  const lineId = `${titleId}-assumes`;
  const basisId = `${titleId}-basis`;
  const cautionId = `${titleId}-caution`;
  const describedBy = [basisId, caution ? cautionId : '', assumptions.sentences.length > 0 ? lineId : ''].filter(Boolean).join(' ');
  return (
    <section aria-labelledby={titleId} aria-busy={busy} className="rounded-xl bg-blue-50 p-5 text-blue-950 aria-busy:opacity-70">
      <h3 id={titleId} className="text-lg font-semibold">
        Estimated Monthly Subsidy
      </h3>
      <p className="mt-2 text-4xl font-bold tracking-tight" aria-describedby={describedBy}>
        {formatUsd(result.subsidy)}
      </p>
      <p id={basisId} className="mt-1 text-sm">
        {result.basis}
      </p>
      {caution ? (
        <p
          id={cautionId}
          data-testid="caution"
          className="mt-2 rounded-lg border-l-4 border-amber-600 bg-amber-50 p-2 text-sm font-semibold text-amber-950"
        >
          {caution}
        </p>
      ) : null}
      {assumptions.sentences.length > 0 ? (
        <p id={lineId} data-testid="assumptions" className="mt-2 text-sm font-medium">
          {assumptions.sentences.join(' ')}
          {assumptions.countyAssumed ? (
            <>
              {' '}
              <a href={details} className="font-semibold underline">
                Choose the county
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      <p className="mt-2 text-sm">
        {ASSUMED_MEMBERS_SHORT}{' '}
        <a href={details} className="font-semibold underline">
          Refine the household on the full calculator
        </a>
      </p>
      <p className="mt-3 text-sm text-blue-900">
        {`For ${size}, ZIP code ${result.zipCode}, ${formatUsdWhole(result.income)} a year.`}{' '}
        <a href={details} className="font-semibold underline">
          See how it was worked out
        </a>
      </p>
    </section>
  );
}
