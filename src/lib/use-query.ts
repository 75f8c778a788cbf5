/** React hook over the page-lifetime query cache: pending, error (with a retry) or success. */
import { useCallback, useEffect, useState } from 'react';
import { cachedQuery, forgetQuery, type ReadAnswer, type ReadKey } from './api-client.ts';

export type QueryState<T> = { status: 'pending' } | { status: 'error'; error: Error } | { status: 'success'; data: T };

/** A read of `key` (['/api/modules'], ['/api/modules', 13]); its data is what that route answers. */
export function useQuery<const K extends ReadKey>(key: K): QueryState<ReadAnswer<K>> & { retry: () => void } {
  const id = key.join('/');
  const [state, setState] = useState<QueryState<ReadAnswer<K>>>({ status: 'pending' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key's string form is its identity; attempt re-runs after a retry.
  useEffect(() => {
    let live = true;
    setState({ status: 'pending' });
    cachedQuery(key).then(
      (data) => live && setState({ status: 'success', data }),
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
