import type { Redis } from 'ioredis';
import type { Logger } from '../logger.ts';
import type { RateLimitOptions } from '../middleware/rate-limit/index.ts';
import type { ApiServerOptions } from './env.ts';

/** How long a rate-limit hit waits for Redis before the request goes through without it. */
const COMMAND_TIMEOUT_MS = 500;
/** Longest pause between reconnection attempts, so that the limit returns soon after Redis does. */
const MAX_RECONNECT_DELAY_MS = 1_000;

/**
 * The connection the rate limit counts through when REDIS_URL is set (docs/api.md, "Several
 * instances"). It never holds a request back: while Redis is unreachable a command fails at once
 * (no offline queue) or after COMMAND_TIMEOUT_MS, the limit lets the request through, and the
 * client keeps reconnecting. The outage and the recovery are logged once each, not per attempt.
 * Start-up waits for the first connection up to `readyTimeoutMs`; refused or late, the server
 * starts anyway and the limit joins in once Redis answers.
 *
 * ioredis is loaded here, only when a server is given REDIS_URL: its `VerbatimString extends String`
 * makes V8 give up a fast path of string conversion process-wide (the StringWrapperToPrimitive
 * protector), which slows every `Headers.set` of undici, used or not (docs/api.md, "Bench").
 */
export async function connectRedis(url: string, logger: Logger, readyTimeoutMs = 2_000): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    commandTimeout: COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 100, MAX_RECONNECT_DELAY_MS),
  });
  const where = redactedUrl(url);
  // 'reconnecting' follows a lost connection (not one we closed), 'error' a failed attempt: either
  // starts an outage, logged once.
  let down = false;
  const outage = (err?: Error) => {
    if (down) return;
    down = true;
    logger.error(
      { ...(err === undefined ? {} : { err }), redis: where },
      'redis unreachable; requests are not rate-limited until it returns',
    );
  };
  redis.on('error', outage);
  redis.on('reconnecting', () => outage());
  redis.on('ready', () => {
    logger.info({ redis: where }, down ? 'redis reachable again; rate limit shared' : 'redis connected; rate limit shared');
    down = false;
  });

  // Start-up waits for the first answer: connected, refused, or no word within readyTimeoutMs.
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, readyTimeoutMs).unref();
    const settle = () => {
      clearTimeout(timer);
      redis.off('ready', settle).off('error', settle);
      resolve();
    };
    redis.once('ready', settle).once('error', settle);
  });
  return redis;
}

/** Closes the connection once the server has drained: QUIT when connected, else at once. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') {
    try {
      await redis.quit();
      return;
    } catch {
      // Fall through: the connection is dropped below.
    }
  }
  redis.disconnect();
}

/** The URL as logged: its password, if any, replaced. */
function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'redis (URL not parsed)';
  }
}

/**
 * The app's rate-limit options for a Node server: with `redisUrl` (and the limit on), counted in
 * Redis through a connection that `close` ends after the server has drained.
 */
export async function sharedRateLimit(
  options: Pick<ApiServerOptions, 'rateLimit' | 'redisUrl'>,
  logger: Logger,
): Promise<{ rateLimit: RateLimitOptions | false; close?: () => Promise<void> }> {
  const { rateLimit = {}, redisUrl } = options;
  if (redisUrl === undefined || rateLimit === false) return { rateLimit };
  const redis = await connectRedis(redisUrl, logger);
  return { rateLimit: { ...rateLimit, redis }, close: () => closeRedis(redis) };
}
