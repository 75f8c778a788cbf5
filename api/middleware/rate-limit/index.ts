import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { ApiEnv } from '../../context.ts';
import { httpError } from '../../errors/index.ts';

export interface RateLimitOptions {
  /** Window length in whole seconds, as milliseconds; default 60 000 ms. */
  windowMs?: number;
  /** Hits allowed per client per window; default 60. */
  max?: number;
  /**
   * A Redis connection every instance shares (api/node/redis.ts opens it from REDIS_URL). Without
   * one the counters live in this process, and each instance behind a load balancer would allow
   * the full limit.
   */
  redis?: Redis;
}

/** The counters key prefix in a shared Redis, so that other data there is left alone. */
const KEY_PREFIX = 'aca-training-hub:rate-limit:subsidy';

/**
 * The fixed-window counters, from rate-limiter-flexible: in Redis (one Lua script a hit, so every
 * instance counts atomically) or in memory. The window is whole seconds in both.
 */
export function createRateLimiter(options: RateLimitOptions = {}): RateLimiterAbstract {
  const windowSeconds = Math.max(1, Math.round((options.windowMs ?? 60_000) / 1000));
  const limits = { points: options.max ?? 60, duration: windowSeconds, keyPrefix: KEY_PREFIX };
  return options.redis === undefined ? new RateLimiterMemory(limits) : new RateLimiterRedis({ ...limits, storeClient: options.redis });
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
 * A limit per client over `limiter`, which Hono does not ship. Answers 429 with `Retry-After` when
 * exceeded and tells every caller where it stands (`RateLimit-Limit`, `-Remaining`, `-Reset`). If
 * the counters cannot be reached (Redis down or slow) the request goes through and the failure is
 * logged: the calculator staying up matters more than the limit, which returns with Redis. A route
 * puts it first, before the body is read, so that a flood is turned away cheaply.
 */
export function rateLimit(options: { limiter: RateLimiterAbstract; key: (c: Context) => string }): MiddlewareHandler<ApiEnv> {
  const { limiter, key } = options;

  return createMiddleware<ApiEnv>(async (c, next) => {
    let result: RateLimiterRes;
    let allowed = true;
    try {
      result = await limiter.consume(key(c));
    } catch (rejection) {
      // rate-limiter-flexible rejects with the counters when the limit is spent, with an Error when
      // its store failed.
      if (!(rejection instanceof RateLimiterRes)) {
        c.var.logger.warn({ err: rejection }, 'rate-limit store failed; request allowed');
        return next();
      }
      result = rejection;
      allowed = false;
    }
    const resetSeconds = Math.max(0, Math.ceil(result.msBeforeNext / 1000));
    c.header('RateLimit-Limit', String(limiter.points));
    c.header('RateLimit-Remaining', String(result.remainingPoints));
    c.header('RateLimit-Reset', String(resetSeconds));
    if (!allowed) {
      c.header('Retry-After', String(resetSeconds));
      throw httpError(429, `Too many requests; try again in ${resetSeconds} s`);
    }
    return next();
  });
}
