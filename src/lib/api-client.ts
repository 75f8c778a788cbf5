/**
 * The client data layer (docs/behaviour.md, The data layer): Hono's RPC client (`hc`) typed by the
 * API's routes (`AppType`, imported as a type only, so api/ stays out of the bundle), credentials
 * included; `parseResponse` reads each answer and raises an `ApiError` for any other status. A read
 * is kept for the page's life, one request per path.
 */
import { type ClientResponse, DetailedError, hc, type InferResponseType, parseResponse } from 'hono/client';
import type { AppType } from '../../api/app.ts';

/** API origin for a split deployment, set at build time; empty means same origin. */
const API_BASE: string = (import.meta.env?.PUBLIC_API_BASE_URL ?? '').replace(/\/+$/, '');

/** The URL a read of `path` goes to (what a page's preload of it names: src/components/ApiPreload.astro). */
export const apiUrl = (path: string): string => `${API_BASE}${path}`;

export interface RequestOptions {
  /** Fetch implementation: a test's, or the calculators' `timedFetch`; defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Base URL of the API; defaults to the build-time PUBLIC_API_BASE_URL. */
  baseUrl?: string;
}

/** The API's routes under /api, as `hc` calls them (`api.modules[':id'].$get({ param: { id } })`); every request sends credentials. */
export function apiClient(options: RequestOptions = {}) {
  const init: RequestInit = { credentials: 'include' };
  return hc<AppType>(options.baseUrl ?? API_BASE, options.fetch ? { init, fetch: options.fetch } : { init }).api;
}
export type Api = ReturnType<typeof apiClient>;

/** What the routes answer a request they refuse with: every route declares this body for its 400 (read from the calculation's). */
export type ErrorAnswer = InferResponseType<Api['subsidy-calculation']['$post'], 400>;

/** A refused or failed call: its status, the message `{status}: {body text}` (the status text when the body is empty) and the API's `{ error, issues }`. */
export class ApiError extends DetailedError {
  readonly status: number;
  /** The answer's body when it is the API's `{ error, issues }`; null otherwise (not JSON, a proxy's page). */
  readonly body: ErrorAnswer | null;
  constructor(status: number, message: string, body: ErrorAnswer | null = null) {
    super(message, { statusCode: status, detail: body });
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

const isErrorAnswer = (data: unknown): data is ErrorAnswer =>
  typeof data === 'object' && data !== null && Array.isArray((data as { issues?: unknown }).issues);

/** `parseResponse`'s error as an ApiError: its status, the body as text for the message, the API's error body when it is one. */
function apiError({ statusCode, detail }: DetailedError): ApiError {
  const status = Number(statusCode);
  const data: unknown = detail?.data;
  const text = typeof data === 'string' ? data : data === undefined ? '' : JSON.stringify(data);
  return new ApiError(status, `${status}: ${text || detail?.statusText || ''}`, isErrorAnswer(data) ? data : null);
}

type Parsed<R extends ClientResponse<unknown>> = ReturnType<typeof parseResponse<R>>;
/** A success's answer, as the route declares it. */
export type Answer<R extends ClientResponse<unknown>> = Parsed<R> extends Promise<infer T> ? T : never;

/** The answer of a call, read by `parseResponse`; any status but a success raises an ApiError. Nothing is retried. */
export function answer<R extends ClientResponse<unknown>>(call: Promise<R>): Parsed<R> {
  return parseResponse(call).catch((error: unknown) => {
    throw error instanceof DetailedError ? apiError(error) : error;
  });
}

/** A read the page keeps: `path` names it (the URL path it asks for) and `call` asks for it. */
export type Read<R extends ClientResponse<unknown>> = (api: Api) => Promise<R>;

/**
 * Page-lifetime cache: data is never stale, so the first request for a path serves every later
 * reader. A failed read is forgotten so that an explicit retry can ask again.
 */
const cache = new Map<string, Promise<unknown>>();

/** A read through the cache, by its path. */
export function cachedQuery<R extends ClientResponse<unknown>>(path: string, call: Read<R>, options?: RequestOptions): Parsed<R> {
  const kept = cache.get(path) as Parsed<R> | undefined;
  if (kept) return kept;
  const pending = answer(call(apiClient(options)));
  cache.set(path, pending);
  pending.catch(() => cache.delete(path));
  return pending;
}

/** Drops a cached read (used by a retry button after a failure). */
export function forgetQuery(path: string): void {
  cache.delete(path);
}
