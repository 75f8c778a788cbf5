/**
 * Hono's RPC client (`hc`) for the calls that send something (the calculation), typed by the
 * API's routes (`AppType`, imported as a type only, so api/ stays out of the bundle), credentials
 * included, and `answer`, which reads their answers with Hono's `parseResponse`. The reads a page
 * opens with go without it (api-read.ts).
 */
import { type ClientResponse, DetailedError, hc, parseResponse } from 'hono/client';
import type { AppType } from '../../api/app.ts';
import { API_BASE, API_INIT, type Api, refusal } from './api-read.ts';

export interface RequestOptions {
  /** Fetch implementation: a test's, or the calculators' `timedFetch`; defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Base URL of the API; defaults to the build-time PUBLIC_API_BASE_URL. */
  baseUrl?: string;
}

/** The API's routes under /api, as `hc` calls them (`api['subsidy-calculation'].$post({ json })`); every request sends credentials. */
export function apiClient(options: RequestOptions = {}): Api {
  return hc<AppType>(options.baseUrl ?? API_BASE, { init: API_INIT, ...(options.fetch && { fetch: options.fetch }) }).api;
}

/** The answer of a call, read by `parseResponse`; any status but a success raises an ApiError (its `DetailedError` carries the status and body). Nothing is retried. */
export function answer<R extends ClientResponse<unknown>>(call: Promise<R>): ReturnType<typeof parseResponse<R>> {
  return parseResponse(call).catch((error: unknown) => {
    if (!(error instanceof DetailedError)) throw error;
    throw refusal(Number(error.statusCode), error.detail?.data, error.detail?.statusText);
  });
}
