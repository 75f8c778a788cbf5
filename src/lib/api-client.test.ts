import type { InferResponseType } from 'hono/client';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { type Answer, type Api, ApiError, answer, apiClient, apiUrl, cachedQuery, type ErrorAnswer, forgetQuery } from './api-client.ts';
import type { Faq, Module, Resource } from './content/types.ts';
import type { Issue } from './issue.ts';
import type { SubsidyResult, ZipCodeInfo } from './subsidy/types.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fetch that answers `respond()` afresh each call and records what it was asked. */
const fetchAnswering = (respond: () => Response) => vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => respond());

/** What a mock was asked: the URL, the method, credentials, the content type and body sent. */
function asked(fetchMock: ReturnType<typeof fetchAnswering>, call = 0) {
  const [url, init = {}] = fetchMock.mock.calls[call] ?? [];
  return {
    url: String(url),
    method: init.method,
    credentials: init.credentials,
    contentType: new Headers(init.headers).get('Content-Type'),
    body: init.body,
  };
}

const calculate = (body: object, fetchMock: typeof fetch, baseUrl = '') =>
  answer(apiClient({ fetch: fetchMock, baseUrl })['subsidy-calculation'].$post({ json: body as never }));
const failure = (response: Response) =>
  calculate(
    {},
    fetchAnswering(() => response),
  ).catch((e: unknown) => e);

describe('client data layer', () => {
  it('sends credentials and a JSON body with a JSON content type, and reads the answer', async () => {
    const fetchMock = fetchAnswering(() => json({ subsidy: 1 }));
    expect(await calculate({ income: 1 }, fetchMock)).toEqual({ subsidy: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(asked(fetchMock)).toEqual({
      url: '/api/subsidy-calculation',
      method: 'POST',
      credentials: 'include',
      contentType: 'application/json',
      body: '{"income":1}',
    });
  });

  it('sends no body or content type without a payload, at the base URL given', async () => {
    const fetchMock = fetchAnswering(() => json([]));
    await answer(apiClient({ fetch: fetchMock, baseUrl: 'https://api.example.org' }).faqs.$get());
    expect(asked(fetchMock)).toEqual({
      url: 'https://api.example.org/api/faqs',
      method: 'GET',
      credentials: 'include',
      contentType: null,
      body: undefined,
    });
  });

  it('raises "{status}: {body}" for a non-success response', async () => {
    await expect(failure(new Response('{"error":"nope"}', { status: 400 }))).resolves.toMatchObject({ message: '400: {"error":"nope"}' });
  });

  it('carries the parsed error body, or null when the body is not JSON', async () => {
    const body = { error: 'nope', issues: [] };
    expect(await failure(json(body, 400))).toMatchObject({ status: 400, message: `400: ${JSON.stringify(body)}`, body });
    expect(await failure(new Response('Bad Gateway', { status: 502 }))).toMatchObject({
      status: 502,
      message: '502: Bad Gateway',
      body: null,
    });
  });

  it('keeps a JSON body only when it has the API error’s list of issues', async () => {
    expect(await failure(json({ message: 'upstream' }, 502))).toMatchObject({ status: 502, body: null });
    expect(await failure(json('a string', 400))).toMatchObject({ body: null });
  });

  it('types an error body as the routes declare their 400', () => {
    expectTypeOf<ErrorAnswer>().toEqualTypeOf<{ error: string; issues: Issue[] }>();
    expectTypeOf<ApiError['body']>().toEqualTypeOf<ErrorAnswer | null>();
  });

  it('falls back to the status text when the body is empty', async () => {
    const error = await failure(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: '503: Service Unavailable', status: 503 });
  });

  it("fails a calculation with the API's error as an ApiError, asked once", async () => {
    const body = { error: 'Invalid request body', issues: [{ path: 'zipCode', message: 'zipCode is required' }] };
    const fetchMock = fetchAnswering(() => json(body, 400));
    const error = await calculate({}, fetchMock).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: `400: ${JSON.stringify(body)}`, body });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('passes a network failure through as it is, not as an ApiError', async () => {
    const down = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await calculate({}, down).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(error).not.toBeInstanceOf(ApiError);
  });

  it('fills a path parameter', async () => {
    const fetchMock = fetchAnswering(() => json({ id: 13 }));
    const data = await answer(apiClient({ fetch: fetchMock, baseUrl: '' }).modules[':id'].$get({ param: { id: '13' } }));
    expect(asked(fetchMock).url).toBe('/api/modules/13');
    expect(data).toEqual({ id: 13 });
  });

  // The page preloads the lists (src/components/ApiPreload.astro: apiUrl(path), credentials
  // included); the browser hands the preloaded answer over only to a request for the same URL in
  // the same credentials mode, so a read asks for exactly that.
  it('reads each list at the URL its preload names', async () => {
    const fetchMock = fetchAnswering(() => json([]));
    const api = apiClient({ fetch: fetchMock });
    await Promise.all([answer(api.modules.$get()), answer(api.faqs.$get()), answer(api.resources.$get())]);
    const reads = fetchMock.mock.calls.map((_, i) => asked(fetchMock, i));
    expect(reads).toEqual(
      ['/api/modules', '/api/faqs', '/api/resources'].map((path) => ({
        url: apiUrl(path),
        method: 'GET',
        credentials: 'include',
        contentType: null,
        body: undefined,
      })),
    );
  });

  it('does not retry a failed request', async () => {
    const fetchMock = fetchAnswering(() => new Response('down', { status: 500 }));
    await expect(answer(apiClient({ fetch: fetchMock, baseUrl: '' }).modules.$get())).rejects.toThrow('500: down');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('serves one request per path for the page lifetime, and forgets failures', async () => {
    const fetchMock = fetchAnswering(() => json({ id: 1 }));
    const options = { fetch: fetchMock, baseUrl: '' };
    const read = (id: number) =>
      cachedQuery(`/api/modules/${id}`, (api) => api.modules[':id'].$get({ param: { id: String(id) } }), options);
    // Two readers at once (two islands on one page) share the request in flight.
    const [first, second] = await Promise.all([read(1), read(1)]);
    expect(second).toBe(first);
    await read(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await read(2);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    forgetQuery('/api/modules/1');
    await read(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);

    const failing = fetchAnswering(() => new Response('', { status: 500, statusText: 'Internal Server Error' }));
    const broken = () =>
      cachedQuery('/api/modules/3', (api) => api.modules[':id'].$get({ param: { id: '3' } }), { fetch: failing, baseUrl: '' });
    await expect(broken()).rejects.toThrow('500: Internal Server Error');
    await expect(broken()).rejects.toThrow();
    expect(failing).toHaveBeenCalledTimes(2);
  });
});

// Checked by the type-check (`npm run check:types`); nothing here calls the API.
describe('types from the routes', () => {
  const api = apiClient();

  it('types each read and the calculation by the route it calls, as hc does', () => {
    expectTypeOf<Answer<Awaited<ReturnType<Api['modules']['$get']>>>>().toEqualTypeOf<InferResponseType<Api['modules']['$get'], 200>>();
    expectTypeOf(() => cachedQuery('/api/modules', () => api.modules.$get())).returns.resolves.toEqualTypeOf<Module[]>();
    expectTypeOf(() => cachedQuery('/api/faqs', () => api.faqs.$get())).returns.resolves.toEqualTypeOf<Faq[]>();
    expectTypeOf(() => cachedQuery('/api/resources', () => api.resources.$get())).returns.resolves.toEqualTypeOf<Resource[]>();
    expectTypeOf(() =>
      cachedQuery('/api/zip-codes/15501', () => api['zip-codes'][':zip'].$get({ param: { zip: '15501' } })),
    ).returns.resolves.toEqualTypeOf<ZipCodeInfo>();
    expectTypeOf(() =>
      answer(api['subsidy-calculation'].$post({ json: { income: 1, familySize: 1, zipCode: '30301' } })),
    ).returns.resolves.toEqualTypeOf<SubsidyResult>();
  });

  it('refuses a route or an input no route declares', () => {
    // @ts-expect-error: no route at /api/nope
    expectTypeOf(() => api.nope.$get()).toBeFunction();
    // @ts-expect-error: /api/modules/{id} needs its id
    expectTypeOf(() => api.modules[':id'].$get()).toBeFunction();
    // @ts-expect-error: the calculation is a POST
    expectTypeOf(() => api['subsidy-calculation'].$get()).toBeFunction();
  });
});
