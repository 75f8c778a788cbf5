/**
 * The client data layer (docs/behaviour.md, The data layer): credentials included, JSON in and out,
 * one request per key for the page's life. Typed from the API's routes (`AppType`) with Hono's
 * `Infer*` helpers, answers and declared 400s alike, without `hc`'s runtime; `import type` keeps api/ out of the bundle.
 */
import type { ClientRequest, InferRequestType, InferResponseType } from 'hono/client';
import type { ExtractSchema } from 'hono/types';
import type { AppType } from '../../api/app.ts';

/** API origin for a split deployment, set at build time; empty means same origin. */
const API_BASE: string = (import.meta.env?.PUBLIC_API_BASE_URL ?? '').replace(/\/+$/, '');

/** The URL a read of `path` goes to (what a page's preload of it names: src/components/ApiPreload.astro). */
export const apiUrl = (path: string): string => `${API_BASE}${path}`;

/**
 * What an API error answers with: the body every route declares for its 400 (read from the
 * calculation's route, which the calculator's error reading needs; the other statuses share it).
 */
export type ErrorAnswer = Rejection<'/api/subsidy-calculation', '$post'>;

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

/**
 * The body as the routes declare their errors, as `res.json()` meets an answer's type; null when it
 * is not JSON or has no list of issues (a proxy's page, say).
 */
function errorAnswer(text: string): ErrorAnswer | null {
  try {
    const body: ErrorAnswer | null = JSON.parse(text);
    return Array.isArray(body?.issues) ? body : null;
  } catch {
    return null;
  }
}

/** Raises an ApiError for any non-success response, with the product's message format. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  throw new ApiError(res.status, `${res.status}: ${text || res.statusText}`, errorAnswer(text));
}

// The routes' types. `Routes` maps each Hono path ('/api/modules/:id') to its methods; `Call` is the
// method `hc<AppType>` would offer for it (`client.api.modules[':id'].$get`), which Hono's Infer*
// helpers read.
type Routes = ExtractSchema<AppType>;
type Path = keyof Routes & string;
type Call<P extends Path, M extends string> = M extends keyof ClientRequest<string, P, Routes[P]>
  ? ClientRequest<string, P, Routes[P]>[M]
  : never;
type Verb<M extends string> = `$${Lowercase<M>}`;

/** What route P answers to method M (`$get`, `$post`) with a 200, as the route declares it. */
export type Answer<P extends Path, M extends string = '$get'> = InferResponseType<Call<P, M>, 200>;

/** What route P answers to method M with a 400 (an input it refuses), as the route declares it. */
export type Rejection<P extends Path, M extends string = '$get'> = InferResponseType<Call<P, M>, 400>;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** The paths that take `method` and have no path parameter (a parameter is filled in by a read's key). */
type PlainPath<M extends Method> = {
  [P in Path]: Verb<M> extends keyof Routes[P] ? (P extends `${string}/:${string}` ? never : P) : never;
}[Path];

/** The JSON body route P declares for `method`, for a caller that builds a valid one (the home calculator). */
export type RequestBody<M extends Method, P extends PlainPath<M>> =
  InferRequestType<Call<P, Verb<M>>> extends { json: infer B } ? B : never;

export interface RequestOptions {
  /** Fetch implementation: a test's, or the calculators' `timedFetch`; defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Base URL of the API; defaults to the build-time PUBLIC_API_BASE_URL. */
  baseUrl?: string;
}

/**
 * Sends a request with credentials and reads the answer; a payload goes as JSON. The payload is not
 * checked against the route here: /calculator sends what was typed, and the API, the one validator,
 * answers a 400 that names the field.
 */
export async function apiRequest<M extends Method, P extends PlainPath<M>>(
  method: M,
  path: P,
  data?: unknown,
  options: RequestOptions = {},
): Promise<Answer<P, Verb<M>>> {
  const doFetch = options.fetch ?? fetch;
  const init: RequestInit = { method, credentials: 'include' };
  if (data !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(data);
  }
  const res = await doFetch(`${options.baseUrl ?? API_BASE}${path}`, init);
  await throwIfResNotOk(res);
  return res.json();
}

type Part = string | number;
/**
 * The key of a read of route P: its path cut at each parameter, a parameter being one part, so that
 * the parts joined by slashes are the URL path ('/api/modules/:id' → ['/api/modules', 13]).
 */
type KeyOf<P extends string> = P extends `${infer Head}/:${string}/${infer Rest}`
  ? [Head, Part, ...KeyOf<Rest>]
  : P extends `${infer Head}/:${string}`
    ? [Head, Part]
    : [P];
type ReadPath = { [P in Path]: '$get' extends keyof Routes[P] ? P : never }[Path];
/** A key some GET route answers. */
export type ReadKey = { [P in ReadPath]: Readonly<KeyOf<P>> }[ReadPath];
type RouteOf<K extends ReadKey> = { [P in ReadPath]: K extends Readonly<KeyOf<P>> ? P : never }[ReadPath];
/** What a read of `K` yields: the answer of the route whose key it is. */
export type ReadAnswer<K extends ReadKey> = Answer<RouteOf<K>>;

export type On401 = 'throw' | 'returnNull';

/**
 * A read: the path is the key parts joined by slashes; on a 401 it fails (default) or yields null.
 * The signatures are where the route's answer type meets the parsed JSON, as in `hc`'s `json()`.
 */
export function fetchQuery<const K extends ReadKey>(key: K, on401: 'returnNull', options?: RequestOptions): Promise<ReadAnswer<K> | null>;
export function fetchQuery<const K extends ReadKey>(key: K, on401?: 'throw', options?: RequestOptions): Promise<ReadAnswer<K>>;
export async function fetchQuery(key: ReadKey, on401: On401 = 'throw', options: RequestOptions = {}): Promise<unknown> {
  const doFetch = options.fetch ?? fetch;
  const res = await doFetch(`${options.baseUrl ?? API_BASE}${key.join('/')}`, { credentials: 'include' });
  if (on401 === 'returnNull' && res.status === 401) return null;
  await throwIfResNotOk(res);
  return res.json();
}

/**
 * Page-lifetime cache: data is never stale, so the first request for a key serves every later
 * reader. A failed read is forgotten so that an explicit retry can ask again.
 */
const cache = new Map<string, Promise<unknown>>();

/** A read through the cache (its answer typed by the key, like fetchQuery's); it fails on a 401. */
export function cachedQuery<const K extends ReadKey>(key: K, options?: RequestOptions): Promise<ReadAnswer<K>>;
export function cachedQuery(key: ReadKey, options: RequestOptions = {}): Promise<unknown> {
  const id = key.join('/');
  let pending = cache.get(id);
  if (!pending) {
    pending = fetchQuery(key, 'throw', options);
    cache.set(id, pending);
    pending.catch(() => cache.delete(id));
  }
  return pending;
}

/** Drops a cached read (used by a retry button after a failure). */
export function forgetQuery(key: ReadKey): void {
  cache.delete(key.join('/'));
}
