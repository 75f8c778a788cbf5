import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { answer, apiClient } from './api-client.ts';
import { ApiError } from './api-read.ts';
import { asked, fetchAnswering, json } from './fake-fetch.ts';
import type { SubsidyResult } from './subsidy/types.ts';

const calculate = (body: object, fetchMock: typeof fetch, baseUrl = '') =>
  answer(apiClient({ fetch: fetchMock, baseUrl })['subsidy-calculation'].$post({ json: body as never }));

describe('calls through hc', () => {
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
});

// Checked by the type-check (`npm run check:types`); nothing here calls the API.
describe('types from the routes', () => {
  const api = apiClient();

  it('types the calculation by the route it calls', () => {
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
