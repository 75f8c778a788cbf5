import { describe, expect, expectTypeOf, it } from 'vitest';
import { answer, apiClient } from './api-client.ts';
import { ApiError, apiUrl, type ErrorAnswer, fetchRead, forgetRead, read } from './api-read.ts';
import type { Faq, Module, Resource } from './content/types.ts';
import { asked, fetchAnswering, json } from './fake-fetch.ts';
import type { Issue } from './issue.ts';
import type { ZipCodeInfo } from './subsidy/types.ts';

describe('reads', () => {
  it('sends a GET with credentials and no body, and reads the JSON answer', async () => {
    const fetchMock = fetchAnswering(() => json([{ id: 13 }]));
    expect(await fetchRead('/api/modules', fetchMock)).toEqual([{ id: 13 }]);
    expect(asked(fetchMock)).toEqual({
      url: apiUrl('/api/modules'),
      method: 'GET',
      credentials: 'include',
      contentType: null,
      body: undefined,
    });
  });

  // The page preloads the lists (src/components/ApiPreload.astro: apiUrl(path), credentials
  // included); the browser hands the preloaded answer over only to a request for the same URL in
  // the same credentials mode, so a read asks for exactly that.
  it('reads each list at the URL its preload names', async () => {
    const fetchMock = fetchAnswering(() => json([]));
    await Promise.all([fetchRead('/api/modules', fetchMock), fetchRead('/api/faqs', fetchMock), fetchRead('/api/resources', fetchMock)]);
    expect(fetchMock.mock.calls.map((_, i) => asked(fetchMock, i))).toEqual(
      ['/api/modules', '/api/faqs', '/api/resources'].map((path) => ({
        url: apiUrl(path),
        method: 'GET',
        credentials: 'include',
        contentType: null,
        body: undefined,
      })),
    );
  });

  it('does not retry a failed read', async () => {
    const fetchMock = fetchAnswering(() => new Response('down', { status: 500 }));
    await expect(fetchRead('/api/modules', fetchMock)).rejects.toThrow('500: down');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('serves one request per path for the page lifetime, and forgets failures', async () => {
    const fetchMock = fetchAnswering(() => json({ id: 1 }));
    const module = (id: number) => read(`/api/modules/${id}`, fetchMock);
    // Two readers at once (two islands on one page) share the request in flight.
    const [first, second] = await Promise.all([module(1), module(1)]);
    expect(second).toBe(first);
    await module(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await module(2);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    forgetRead('/api/modules/1');
    await module(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);

    const failing = fetchAnswering(() => new Response('', { status: 500, statusText: 'Internal Server Error' }));
    await expect(read('/api/modules/3', failing)).rejects.toThrow('500: Internal Server Error');
    await expect(read('/api/modules/3', failing)).rejects.toThrow();
    expect(failing).toHaveBeenCalledTimes(2);
  });
});

// A read and a call through hc fail alike: the lists and the calculators show the same error.
describe.each([
  ['a read', (respond: () => Response) => fetchRead('/api/faqs', fetchAnswering(respond))],
  ['a call through hc', (respond: () => Response) => answer(apiClient({ fetch: fetchAnswering(respond), baseUrl: '' }).faqs.$get())],
])('%s refused', (_, ask) => {
  const failure = (response: Response) => ask(() => response).catch((e: unknown) => e);

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

  it('falls back to the status text when the body is empty', async () => {
    const error = await failure(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: '503: Service Unavailable', status: 503 });
  });

  it('passes a network failure through as it is, not as an ApiError', async () => {
    const error = await ask(() => {
      throw new TypeError('Failed to fetch');
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(error).not.toBeInstanceOf(ApiError);
  });
});

// Checked by the type-check (`npm run check:types`); nothing here calls the API.
describe('types from the routes', () => {
  it('types each read by the route at its path', () => {
    expectTypeOf(() => read('/api/modules')).returns.resolves.toEqualTypeOf<Module[]>();
    expectTypeOf(() => read('/api/faqs')).returns.resolves.toEqualTypeOf<Faq[]>();
    expectTypeOf(() => read('/api/resources')).returns.resolves.toEqualTypeOf<Resource[]>();
    expectTypeOf(() => read('/api/modules/13')).returns.resolves.toEqualTypeOf<Module>();
    expectTypeOf(() => read('/api/zip-codes/15501')).returns.resolves.toEqualTypeOf<ZipCodeInfo>();
  });

  it('types an error body as the routes declare their 400', () => {
    expectTypeOf<ErrorAnswer>().toEqualTypeOf<{ error: string; issues: Issue[] }>();
    expectTypeOf<ApiError['body']>().toEqualTypeOf<ErrorAnswer | null>();
  });

  it('refuses a path no route reads', () => {
    // @ts-expect-error: no route at /api/nope
    expectTypeOf(() => read('/api/nope')).toBeFunction();
    // @ts-expect-error: a module's id is a number
    expectTypeOf(() => read('/api/modules/thirteen')).toBeFunction();
  });
});
