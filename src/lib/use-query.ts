/** React hook over the page-lifetime query cache: pending, error (with a retry) or success. */
import type { ClientResponse } from 'hono/client';
import { useCallback, useEffect, useState } from 'react';
import { type Answer, cachedQuery, forgetQuery, type Read } from './api-client.ts';

export type QueryState<T> = { status: 'pending' } | { status: 'error'; error: Error } | { status: 'success'; data: T };

/** A read of `path` by `call` (`(api) => api.modules.$get()`); its data is what that route answers. */
export function useQuery<R extends ClientResponse<unknown>>(path: string, call: Read<R>): QueryState<Answer<R>> & { retry: () => void } {
  const [state, setState] = useState<QueryState<Answer<R>>>({ status: 'pending' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the read's identity; attempt re-runs after a retry.
  useEffect(() => {
    let live = true;
    setState({ status: 'pending' });
    cachedQuery(path, call).then(
      (data) => live && setState({ status: 'success', data }),
      (error: unknown) => live && setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      live = false;
    };
  }, [path, attempt]);

  const retry = useCallback(() => {
    forgetQuery(path);
    setAttempt((n) => n + 1);
  }, [path]);

  return { ...state, retry };
}
