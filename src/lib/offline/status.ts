/**
 * Telling "no connection" from "the calculator service is down" after a request failed without an
 * answer (docs/behaviour.md, Offline). `navigator.onLine` is only sure when it says false (a network
 * without internet still counts as online), so the site's own server is asked too: a file the
 * service worker never answers from its cache (sw.js), fetched past every cache.
 */
import { withBase } from '../paths.ts';

/** What the calculators say when the device has no connection. */
export const OFFLINE_MESSAGE =
  "You're offline. A calculation needs a connection: your entries are kept, so try again once you're back online.";

/** True when the browser knows it has no connection. */
export function isOffline(nav: { onLine?: boolean } | undefined = globalThis.navigator): boolean {
  return nav?.onLine === false;
}

/** True when the site's own server cannot be reached either: the device is offline. */
export async function connectionLost(doFetch: typeof fetch = fetch): Promise<boolean> {
  if (isOffline()) return true;
  try {
    await doFetch(withBase('/sw.js'), { cache: 'no-store', signal: AbortSignal.timeout(5_000) });
    return false;
  } catch {
    return true;
  }
}

/** How long a calculation waits for the API before it counts as unanswered. */
export const CALCULATION_TIMEOUT_MS = 20_000;

/** fetch with a time limit, for the API client's `fetch` option: a dead connection ends as a network error, never a hang. */
export const timedFetch: typeof fetch = (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(CALCULATION_TIMEOUT_MS) });
