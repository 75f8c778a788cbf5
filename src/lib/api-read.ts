/**
 * The reads a page makes as it opens (docs/api.md, "The browser client"): plain GETs typed by their
 * routes (`Reads`), kept for the page's life, one request per path, so those pages load none of
 * Hono's client. Any status but a success raises an `ApiError`, the one error every call to the API
 * raises (calls with a body go through `apiClient()` and `answer`, api-client.ts).
 */
import type { ClientResponse, hc, InferResponseType, parseResponse } from 'hono/client';
import type { AppType } from '../../api/app.ts';

/** API origin for a split deployment, set at build time; empty means same origin. */
export const API_BASE: string = (import.meta.env?.PUBLIC_API_BASE_URL ?? '').replace(/\/+$/, '');

/** The URL a read of `path` goes to (what a page's preload of it names: src/components/ApiPreload.astro). */
export const apiUrl = (path: string): string => `${API_BASE}${path}`;

/** Every request to the API sends credentials (a preload names the same mode, so its answer is taken). */
export const API_INIT: RequestInit = { credentials: 'include' };

/** The API's routes under /api, as Hono's client types them (`AppType`, a type only: api/ stays out of the bundle). */
export type Api = ReturnType<typeof hc<AppType>>['api'];

/** What the routes answer a request they refuse with: every route declares this body for its 400 (read from the calculation's). */
export type ErrorAnswer = InferResponseType<Api['subsidy-calculation']['$post'], 400>;

/** A refused or failed call: its status, the message `{status}: {body text}` (the status text when the body is empty) and the API's `{ error, issues }`. */
export class ApiError extends Error {
  readonly status: number;
  /** The answer's body when it is the API's `{ error, issues }`; null otherwise (not JSON, a proxy's page). */
  readonly body: ErrorAnswer | null;
  constructor(status: number, message: string, body: ErrorAnswer | null = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

const isErrorAnswer = (data: unknown): data is ErrorAnswer =>
  typeof data === 'object' && data !== null && Array.isArray((data as { issues?: unknown }).issues);

/** A refusal as an ApiError: `data` is the body as read (JSON or text); the message shows it as text, or the status text when empty. */
export function refusal(status: number, data: unknown, statusText = ''): ApiError {
  const text = typeof data === 'string' ? data : data === undefined ? '' : JSON.stringify(data);
  return new ApiError(status, `${status}: ${text || statusText}`, isErrorAnswer(data) ? data : null);
}

/** A success's answer, as the route declares it (what Hono's `parseResponse` gives). */
export type Answer<R extends ClientResponse<unknown>> = ReturnType<typeof parseResponse<R>> extends Promise<infer T> ? T : never;

/** What a route's client call resolves to (its `ClientResponse`). */
type RouteResponse<Call> = Call extends (...args: never[]) => Promise<infer R extends ClientResponse<unknown>> ? R : never;

/** The paths a page reads, each typed as its route answers it. */
export interface Reads {
  '/api/modules': RouteResponse<Api['modules']['$get']>;
  '/api/resources': RouteResponse<Api['resources']['$get']>;
  '/api/faqs': RouteResponse<Api['faqs']['$get']>;
  [module: `/api/modules/${number}`]: RouteResponse<Api['modules'][':id']['$get']>;
  [zipCode: `/api/zip-codes/${string}`]: RouteResponse<Api['zip-codes'][':zip']['$get']>;
}
export type ReadPath = keyof Reads & string;
/** What a read of `P` gives: the data of its route's success. */
export type ReadAnswer<P extends ReadPath> = Answer<Reads[P]>;

/** A GET of `path`, not kept (the offline worker's first read through itself); the routes answer JSON. */
export async function fetchRead<P extends ReadPath>(path: P, fetcher: typeof fetch = fetch): Promise<ReadAnswer<P>> {
  const response = await fetcher(apiUrl(path), API_INIT);
  const text = await response.text();
  const data: unknown = /json/.test(response.headers.get('Content-Type') ?? '') ? JSON.parse(text) : text;
  if (!response.ok) throw refusal(response.status, data, response.statusText);
  return data as ReadAnswer<P>;
}

/**
 * Page-lifetime cache: data is never stale, so the first request for a path serves every later
 * reader. A failed read is forgotten so that an explicit retry can ask again.
 */
const kept = new Map<string, Promise<unknown>>();

/** A read through the cache, by its path. */
export function read<P extends ReadPath>(path: P, fetcher?: typeof fetch): Promise<ReadAnswer<P>> {
  const known = kept.get(path) as Promise<ReadAnswer<P>> | undefined;
  if (known) return known;
  const pending = fetchRead(path, fetcher);
  kept.set(path, pending);
  pending.catch(() => kept.delete(path));
  return pending;
}

/** Drops a kept read (used by a retry button after a failure). */
export function forgetRead(path: ReadPath): void {
  kept.delete(path);
}
