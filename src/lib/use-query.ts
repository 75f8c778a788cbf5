/** React hook over the page-lifetime reads (api-read.ts): pending, error (with a retry) or success. */
import { useCallback, useEffect, useState } from 'react';
import { forgetRead, type ReadAnswer, type ReadPath, read } from './api-read.ts';

export type QueryState<T> = { status: 'pending' } | { status: 'error'; error: Error } | { status: 'success'; data: T };

/** A read of `path` (`'/api/modules'`); its data is what that route answers. */
export function useQuery<P extends ReadPath>(path: P): QueryState<ReadAnswer<P>> & { retry: () => void } {
  const [state, setState] = useState<QueryState<ReadAnswer<P>>>({ status: 'pending' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs the read after a retry.
  useEffect(() => {
    let live = true;
    setState({ status: 'pending' });
    read(path).then(
      (data) => live && setState({ status: 'success', data }),
      (error: unknown) => live && setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      live = false;
    };
  }, [path, attempt]);

  const retry = useCallback(() => {
    forgetRead(path);
    setAttempt((n) => n + 1);
  }, [path]);

  return { ...state, retry };
}
