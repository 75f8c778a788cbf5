import { describe, expect, it, vi } from 'vitest';
import { apiRequest, cachedQuery, fetchQuery, forgetQuery, throwIfResNotOk } from './api-client.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('client data layer', () => {
  it('sends credentials and a JSON body with a JSON content type', async () => {
    const fetchMock = vi.fn(async () => json({ subsidy: 1 }));
    await apiRequest('POST', '/api/subsidy-calculation', { income: 1 }, { fetch: fetchMock, baseUrl: '' });
    expect(fetchMock).toHaveBeenCalledWith('/api/subsidy-calculation', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"income":1}',
    });
  });

  it('sends no body or content type without a payload', async () => {
    const fetchMock = vi.fn(async () => json({}));
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

  it('falls back to the status text when the body is empty', async () => {
    await expect(throwIfResNotOk(new Response('', { status: 503, statusText: 'Service Unavailable' }))).rejects.toThrow(
      '503: Service Unavailable',
    );
  });

  it('builds a read path by joining the key with slashes', async () => {
    const fetchMock = vi.fn(async () => json({ id: 13 }));
    const data = await fetchQuery(['/api/modules', 13], 'throw', { fetch: fetchMock, baseUrl: '' });
    expect(fetchMock).toHaveBeenCalledWith('/api/modules/13', { credentials: 'include' });
    expect(data).toEqual({ id: 13 });
  });

  it('fails on a 401 by default and yields null when asked', async () => {
    const fetchMock = vi.fn(async () => new Response('Unauthorized', { status: 401 }));
    await expect(fetchQuery(['/api/faqs'], 'throw', { fetch: fetchMock, baseUrl: '' })).rejects.toThrow('401: Unauthorized');
    await expect(fetchQuery(['/api/faqs'], 'returnNull', { fetch: fetchMock, baseUrl: '' })).resolves.toBeNull();
  });

  it('does not retry a failed request', async () => {
    const fetchMock = vi.fn(async () => new Response('down', { status: 500 }));
    await expect(fetchQuery(['/api/modules'], 'throw', { fetch: fetchMock, baseUrl: '' })).rejects.toThrow('500: down');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('serves one request per key for the page lifetime, and forgets failures', async () => {
    const fetchMock = vi.fn(async () => json([1, 2]));
    const options = { fetch: fetchMock, baseUrl: '' };
    await cachedQuery(['/api/cache-test'], 'throw', options);
    await cachedQuery(['/api/cache-test'], 'throw', options);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    forgetQuery(['/api/cache-test']);
    await cachedQuery(['/api/cache-test'], 'throw', options);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    const failing = vi.fn(async () => new Response('', { status: 500, statusText: 'Internal Server Error' }));
    await expect(cachedQuery(['/api/fail-test'], 'throw', { fetch: failing, baseUrl: '' })).rejects.toThrow();
    await expect(cachedQuery(['/api/fail-test'], 'throw', { fetch: failing, baseUrl: '' })).rejects.toThrow();
    expect(failing).toHaveBeenCalledTimes(2);
  });
});
