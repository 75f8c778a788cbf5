/**
 * The client data layer (docs/behaviour.md, The data layer): credentials included, JSON in and
 * out, error message '{status}: {body text or status text}', no retries, no refetch on focus, no
 * polling, and data never stale within a page (one request per key, shared by every caller).
 */

/** API origin for a split deployment, set at build time; empty means same origin. */
const API_BASE: string = (import.meta.env?.PUBLIC_API_BASE_URL ?? '').replace(/\/+$/, '');

/** The URL a read of `path` goes to (what a page's preload of it names: src/components/ApiPreload.astro). */
export const apiUrl = (path: string): string => `${API_BASE}${path}`;

export class ApiError extends Error {
  readonly status: number;
  /** The answer's body parsed as JSON (the API's `{ error, issues }`), or null when it is not JSON. */
  readonly body: unknown;
  constructor(status: number, message: string, body: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

function parsedOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export interface RequestOptions {
  /** Fetch implementation, for tests; defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Base URL of the API; defaults to the build-time PUBLIC_API_BASE_URL. */
  baseUrl?: string;
}

/** Raises an ApiError for any non-success response, with the product's message format. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  throw new ApiError(res.status, `${res.status}: ${text || res.statusText}`, parsedOrNull(text));
}

/** Sends a request with credentials; a payload goes as JSON. */
export async function apiRequest(method: string, path: string, data?: unknown, options: RequestOptions = {}): Promise<Response> {
  const doFetch = options.fetch ?? fetch;
  const init: RequestInit = { method, credentials: 'include' };
  if (data !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(data);
  }
  const res = await doFetch(`${options.baseUrl ?? API_BASE}${path}`, init);
  await throwIfResNotOk(res);
  return res;
}

export type On401 = 'throw' | 'returnNull';
export type QueryKey = readonly (string | number)[];

/** A read: the path is the key parts joined by slashes; on a 401 it fails (default) or yields null. */
export async function fetchQuery<T>(key: QueryKey, on401: On401 = 'throw', options: RequestOptions = {}): Promise<T | null> {
  const doFetch = options.fetch ?? fetch;
  const res = await doFetch(`${options.baseUrl ?? API_BASE}${key.join('/')}`, { credentials: 'include' });
  if (on401 === 'returnNull' && res.status === 401) return null;
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

/**
 * Page-lifetime cache: data is never stale, so the first request for a key serves every later
 * reader. A failed read is forgotten so that an explicit retry can ask again.
 */
const cache = new Map<string, Promise<unknown>>();

export function cachedQuery<T>(key: QueryKey, on401: On401 = 'throw', options: RequestOptions = {}): Promise<T | null> {
  const id = key.join('/');
  let pending = cache.get(id) as Promise<T | null> | undefined;
  if (!pending) {
    pending = fetchQuery<T>(key, on401, options);
    cache.set(id, pending);
    pending.catch(() => cache.delete(id));
  }
  return pending;
}

/** Drops a cached read (used by a retry button after a failure). */
export function forgetQuery(key: QueryKey): void {
  cache.delete(key.join('/'));
}
