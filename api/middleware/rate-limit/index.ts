import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ApiEnv } from '../../context.ts';
import { httpError } from '../../errors/index.ts';

/**
 * Where hits are counted: a fixed window per client key. The in-memory default counts per process;
 * instances behind a load balancer share one store instead. With Redis (node-redis 4) that is one
 * round trip, INCR, PEXPIRE NX and PTTL in a MULTI (see docs/api.md):
 *
 *   hit: async (key, windowMs) => {
 *     const [count, , ttl] = await redis.multi().incr(key).pExpire(key, windowMs, 'NX').pTTL(key).exec();
 *     return { count: Number(count), resetAt: Date.now() + Number(ttl) };
 *   }
 */
export interface RateLimitStore {
  /** Counts one hit for `key`; returns the hits in the current window and when it ends (epoch ms). */
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
}

/**
 * One process's counters. Expired windows are swept lazily, at most once per window, so memory
 * stays bounded by the clients seen in one window and no timer keeps a process (or an edge
 * isolate) alive.
 */
export class MemoryRateLimitStore implements RateLimitStore {
  readonly #windows = new Map<string, { count: number; resetAt: number }>();
  readonly #now: () => number;
  #nextSweep = 0;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  get size(): number {
    return this.#windows.size;
  }

  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }> {
    const now = this.#now();
    if (now >= this.#nextSweep) {
      for (const [k, w] of this.#windows) if (w.resetAt <= now) this.#windows.delete(k);
      this.#nextSweep = now + windowMs;
    }
    let window = this.#windows.get(key);
    if (window === undefined || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.#windows.set(key, window);
    }
    window.count += 1;
    return Promise.resolve({ count: window.count, resetAt: window.resetAt });
  }
}

export interface RateLimitOptions {
  /** Window length; default 60 000 ms. */
  windowMs?: number;
  /** Hits allowed per client per window; default 60. */
  max?: number;
  /** Default: a `MemoryRateLimitStore` (per process). */
  store?: RateLimitStore;
}

export interface ClientKeyOptions {
  /**
   * Number of proxies in front of the API that append to `X-Forwarded-For`. 0 (default) ignores the
   * header, which any client can forge; with N the client is the Nth entry from the right.
   */
  trustProxy?: number;
  /** The connection's peer address, from the runtime (the Node entry passes the socket's). */
  clientAddress?: (c: Context) => string | undefined;
}

/** The key a client is counted under: a trusted forwarded address, else the connection's. */
export function clientKey(options: ClientKeyOptions): (c: Context) => string {
  const hops = options.trustProxy ?? 0;
  return (c) => {
    if (hops > 0) {
      const forwarded = c.req.header('X-Forwarded-For');
      if (forwarded !== undefined) {
        const chain = forwarded
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean);
        const client = chain[Math.max(0, chain.length - hops)];
        if (client !== undefined) return client;
      }
    }
    return options.clientAddress?.(c) ?? 'unknown';
  };
}

/**
 * Fixed-window limit per client, which Hono does not ship. Answers 429 with `Retry-After` when
 * exceeded and tells every caller where it stands (`RateLimit-Limit`, `-Remaining`, `-Reset`). If
 * the store fails (a shared store unreachable) the request goes through and the failure is logged:
 * availability of a calculator matters more than the limit. A route puts it first, before the body
 * is read, so a flood is turned away cheaply.
 */
export function rateLimit(options: RateLimitOptions & { key: (c: Context) => string }): MiddlewareHandler<ApiEnv> {
  const windowMs = options.windowMs ?? 60_000;
  const max = options.max ?? 60;
  const store = options.store ?? new MemoryRateLimitStore();
  const { key } = options;

  return createMiddleware<ApiEnv>(async (c, next) => {
    let hit: { count: number; resetAt: number };
    try {
      hit = await store.hit(key(c), windowMs);
    } catch (error) {
      c.var.logger.warn({ err: error }, 'rate-limit store failed; request allowed');
      return next();
    }
    const resetSeconds = Math.max(0, Math.ceil((hit.resetAt - Date.now()) / 1000));
    c.header('RateLimit-Limit', String(max));
    c.header('RateLimit-Remaining', String(Math.max(0, max - hit.count)));
    c.header('RateLimit-Reset', String(resetSeconds));
    if (hit.count > max) {
      c.header('Retry-After', String(resetSeconds));
      throw httpError(429, `Too many requests; try again in ${resetSeconds} s`);
    }
    return next();
  });
}
