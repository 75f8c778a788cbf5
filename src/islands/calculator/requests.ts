// The calculators' calls to the API, loaded with the first of them (parts.ts, home-store.ts): the
// County question's read of a ZIP code and the calculation.
import { answer, apiClient } from '../../lib/api-client.ts';
import { ApiError, read } from '../../lib/api-read.ts';
import { timedFetch } from '../../lib/offline/status.ts';
import type { SubsidyRequestInput } from '../../lib/subsidy/schema.ts';
import type { RequestBody } from './request-body.ts';

/** The counties of a ZIP code, read once for the life of the page. */
export const readZipCode = (zip: string) => read(`/api/zip-codes/${encodeURIComponent(zip)}`);

/** The calculation of a request sent as typed (request-body.ts): the API, the one validator, names what is wrong. */
export const postCalculation = (request: RequestBody) =>
  answer(apiClient({ fetch: timedFetch })['subsidy-calculation'].$post({ json: request as SubsidyRequestInput }));

/** Whether the API answered (with a refusal or an error) rather than nothing coming back. */
export const answeredByApi = (error: unknown): boolean => error instanceof ApiError;
