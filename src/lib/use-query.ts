/** React hook over the page-lifetime query cache: pending, error (with a retry) or success. */
import { useCallback, useEffect, useState } from 'react';
import { cachedQuery, forgetQuery, type QueryKey } from './api-client.ts';

export type QueryState<T> = { status: 'pending' } | { status: 'error'; error: Error } | { status: 'success'; data: T };

export function useQuery<T>(key: QueryKey): QueryState<T> & { retry: () => void } {
  const id = key.join('/');
  const [state, setState] = useState<QueryState<T>>({ status: 'pending' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key's string form is its identity; attempt re-runs after a retry.
  useEffect(() => {
    let live = true;
    setState({ status: 'pending' });
    cachedQuery<T>(key).then(
      (data) => live && setState({ status: 'success', data: data as T }),
      (error: unknown) => live && setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      live = false;
    };
  }, [id, attempt]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key's string form is its identity.
  const retry = useCallback(() => {
    forgetQuery(key);
    setAttempt((n) => n + 1);
  }, [id]);

  return { ...state, retry };
}
