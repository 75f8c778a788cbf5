import type { hc, InferResponseType } from 'hono/client';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { AppType } from '../../api/app.ts';
import {
  ApiError,
  apiRequest,
  apiUrl,
  cachedQuery,
  type ErrorAnswer,
  fetchQuery,
  forgetQuery,
  type ReadAnswer,
  type Rejection,
  throwIfResNotOk,
} from './api-client.ts';
import type { Faq, Module, Resource } from './content/types.ts';
import type { Issue } from './issue.ts';
import type { SubsidyResult, ZipCodeInfo } from './subsidy/types.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fetch that answers `respond()` afresh each call and records what it was asked. */
const fetchAnswering = (respond: () => Response) => vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => respond());

describe('client data layer', () => {
  it('sends credentials and a JSON body with a JSON content type, and reads the answer', async () => {
    const fetchMock = fetchAnswering(() => json({ subsidy: 1 }));
    const answer = await apiRequest('POST', '/api/subsidy-calculation', { income: 1 }, { fetch: fetchMock, baseUrl: '' });
    expect(fetchMock).toHaveBeenCalledExactlyOnceWith('/api/subsidy-calculation', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"income":1}',
    });
    expect(answer).toEqual({ subsidy: 1 });
  });

  it('sends no body or content type without a payload', async () => {
    const fetchMock = fetchAnswering(() => json([]));
    await apiRequest('GET', '/api/faqs', undefined, { fetch: fetchMock, baseUrl: 'https://api.example.org' });
    expect(fetchMock).toHaveBeenCalledWith('https://api.example.org/api/faqs', { method: 'GET', credentials: 'include' });
  });

  it('raises "{status}: {body}" for a non-success response', async () => {
    await expect(throwIfResNotOk(new Response('{"error":"nope"}', { status: 400 }))).rejects.toThrow('400: {"error":"nope"}');
  });

  it('carries the parsed error body, or null when the body is not JSON', async () => {
    const error = await throwIfResNotOk(new Response('{"error":"nope","issues":[]}', { status: 400 })).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, body: { error: 'nope', issues: [] } });
    const plain = await throwIfResNotOk(new Response('Bad Gateway', { status: 502 })).catch((e: unknown) => e);
    expect(plain).toMatchObject({ status: 502, body: null });
  });

  it('keeps a JSON body only when it has the API error’s list of issues', async () => {
    const other = await throwIfResNotOk(new Response('{"message":"upstream"}', { status: 502 })).catch((e: unknown) => e);
    expect(other).toMatchObject({ status: 502, body: null });
    const text = await throwIfResNotOk(new Response('"a string"', { status: 400 })).catch((e: unknown) => e);
    expect(text).toMatchObject({ body: null });
  });

  it('types an error body as the routes declare their 400', () => {
    expectTypeOf<Rejection<'/api/subsidy-calculation', '$post'>>().toEqualTypeOf<{ error: string; issues: Issue[] }>();
    expectTypeOf<ErrorAnswer>().toEqualTypeOf<{ error: string; issues: Issue[] }>();
    expectTypeOf<ApiError['body']>().toEqualTypeOf<ErrorAnswer | null>();
  });

  it('falls back to the status text when the body is empty', async () => {
    await expect(throwIfResNotOk(new Response('', { status: 503, statusText: 'Service Unavailable' }))).rejects.toThrow(
      '503: Service Unavailable',
    );
  });

  it("fails a calculation with the API's error as an ApiError, asked once", async () => {
    const body = { error: 'Invalid request body', issues: [{ path: 'zipCode', message: 'zipCode is required' }] };
    const fetchMock = fetchAnswering(() => json(body, 400));
    const error = await apiRequest('POST', '/api/subsidy-calculation', {}, { fetch: fetchMock, baseUrl: '' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: `400: ${JSON.stringify(body)}`, body });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('builds a read path by joining the key with slashes', async () => {
    const fetchMock = fetchAnswering(() => json({ id: 13 }));
    const data = await fetchQuery(['/api/modules', 13], 'throw', { fetch: fetchMock, baseUrl: '' });
    expect(fetchMock).toHaveBeenCalledWith('/api/modules/13', { credentials: 'include' });
    expect(data).toEqual({ id: 13 });
  });

  // The page preloads the lists (src/components/ApiPreload.astro: apiUrl(path), credentials
  // included); the browser hands the preloaded answer over only to a request for the same URL in
  // the same credentials mode, so a read asks for exactly that, with nothing added.
  it.each(['/api/modules', '/api/faqs', '/api/resources'] as const)('reads %s at the URL its preload names', async (path) => {
    const fetchMock = fetchAnswering(() => json([]));
    await fetchQuery([path], 'throw', { fetch: fetchMock });
    expect(fetchMock).toHaveBeenCalledExactlyOnceWith(apiUrl(path), { credentials: 'include' });
  });

  it('fails on a 401 by default and yields null when asked', async () => {
    const fetchMock = fetchAnswering(() => new Response('Unauthorized', { status: 401 }));
    await expect(fetchQuery(['/api/faqs'], 'throw', { fetch: fetchMock, baseUrl: '' })).rejects.toThrow('401: Unauthorized');
    await expect(fetchQuery(['/api/faqs'], 'returnNull', { fetch: fetchMock, baseUrl: '' })).resolves.toBeNull();
  });

  it('does not retry a failed request', async () => {
    const fetchMock = fetchAnswering(() => new Response('down', { status: 500 }));
    await expect(fetchQuery(['/api/modules'], 'throw', { fetch: fetchMock, baseUrl: '' })).rejects.toThrow('500: down');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('serves one request per key for the page lifetime, and forgets failures', async () => {
    const fetchMock = fetchAnswering(() => json({ id: 1 }));
    const options = { fetch: fetchMock, baseUrl: '' };
    // Two readers at once (two islands on one page) share the request in flight.
    const [first, second] = await Promise.all([cachedQuery(['/api/modules', 1], options), cachedQuery(['/api/modules', 1], options)]);
    expect(second).toBe(first);
    await cachedQuery(['/api/modules', 1], options);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await cachedQuery(['/api/modules', 2], options);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    forgetQuery(['/api/modules', 1]);
    await cachedQuery(['/api/modules', 1], options);
    expect(fetchMock).toHaveBeenCalledTimes(3);

    const failing = fetchAnswering(() => new Response('', { status: 500, statusText: 'Internal Server Error' }));
    await expect(cachedQuery(['/api/modules', 3], { fetch: failing, baseUrl: '' })).rejects.toThrow('500: Internal Server Error');
    await expect(cachedQuery(['/api/modules', 3], { fetch: failing, baseUrl: '' })).rejects.toThrow();
    expect(failing).toHaveBeenCalledTimes(2);
  });
});

// Checked by the type-check (`npm run check:types`); nothing here calls the API.
describe('types from the routes', () => {
  /** The client of Hono's RPC guide: the reads must be typed as its calls are. */
  type Client = ReturnType<typeof hc<AppType>>['api'];

  it('types each read by the route its key names', () => {
    expectTypeOf<ReadAnswer<readonly ['/api/modules']>>().toEqualTypeOf<InferResponseType<Client['modules']['$get'], 200>>();
    expectTypeOf<ReadAnswer<readonly ['/api/modules', 13]>>().toEqualTypeOf<InferResponseType<Client['modules'][':id']['$get'], 200>>();
    expectTypeOf(() => cachedQuery(['/api/modules'])).returns.resolves.toEqualTypeOf<Module[]>();
    expectTypeOf(() => cachedQuery(['/api/faqs'])).returns.resolves.toEqualTypeOf<Faq[]>();
    expectTypeOf(() => cachedQuery(['/api/resources'])).returns.resolves.toEqualTypeOf<Resource[]>();
    expectTypeOf(() => cachedQuery(['/api/zip-codes', '15501'])).returns.resolves.toEqualTypeOf<ZipCodeInfo>();
    expectTypeOf(() => fetchQuery(['/api/faqs'], 'returnNull')).returns.resolves.toEqualTypeOf<Faq[] | null>();
  });

  it('types the calculation by its route', () => {
    expectTypeOf(() => apiRequest('POST', '/api/subsidy-calculation', {})).returns.resolves.toEqualTypeOf<SubsidyResult>();
  });

  it('refuses a key or path no route answers', () => {
    // @ts-expect-error: no GET route at /api/nope
    expectTypeOf(() => cachedQuery(['/api/nope'])).toBeFunction();
    // @ts-expect-error: /api/modules/{id} takes one part after the path
    expectTypeOf(() => cachedQuery(['/api/modules', 1, 2])).toBeFunction();
    // @ts-expect-error: the calculation is a POST
    expectTypeOf(() => apiRequest('GET', '/api/subsidy-calculation')).toBeFunction();
  });
});
