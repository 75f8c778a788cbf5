// A fetch for the API client's tests: answers afresh on each call and records what it was asked.
import { vi } from 'vitest';

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fetch that answers `respond()` afresh each call and records what it was asked. */
export const fetchAnswering = (respond: () => Response) => vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => respond());

/** What a mock was asked: the URL, the method (GET when none is set), credentials, the content type and body sent. */
export function asked(fetchMock: ReturnType<typeof fetchAnswering>, call = 0) {
  const [url, init = {}] = fetchMock.mock.calls[call] ?? [];
  return {
    url: String(url),
    method: init.method ?? 'GET',
    credentials: init.credentials,
    contentType: new Headers(init.headers).get('Content-Type'),
    body: init.body,
  };
}
