import pkg from '../../package.json' with { type: 'json' };
import type { ApiOptions } from '../app.ts';
import { isLogLevel, LOG_LEVELS } from '../logger.ts';

/**
 * The environment of the Node entry (api/node/main.ts) and of `npm start`, read once at start.
 * docs/api.md lists the variables; the app itself never reads `process`.
 */

/** The app's options plus what only a Node server has: its address and its shutdown grace. */
export interface ApiServerOptions extends ApiOptions {
  port?: number;
  host?: string;
  shutdownTimeoutMs?: number;
}

type Env = Readonly<Record<string, string | undefined>>;

function integer(env: Env, name: string, min: number, max: number): number | undefined {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function flag(env: Env, name: string): boolean | undefined {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return undefined;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new Error(`${name} must be true or false, got "${env[name]}"`);
}

/**
 * Reads PORT, HOST, API_ALLOWED_ORIGINS, RATE_LIMIT_*, TRUST_PROXY, HSTS, LOG_LEVEL and
 * SHUTDOWN_TIMEOUT_MS; a bad value throws a message naming the variable.
 */
export function apiOptionsFromEnv(env: Env): ApiServerOptions {
  const options: ApiServerOptions = { version: pkg.version };
  const port = integer(env, 'PORT', 0, 65_535);
  if (port !== undefined) options.port = port;
  const host = env['HOST']?.trim();
  if (host) options.host = host;

  const origins = env['API_ALLOWED_ORIGINS']
    ?.split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  if (origins?.length) options.allowedOrigins = origins;

  const max = integer(env, 'RATE_LIMIT_MAX', 0, 1_000_000_000);
  const windowMs = integer(env, 'RATE_LIMIT_WINDOW_MS', 1, 86_400_000);
  if (max === 0) options.rateLimit = false;
  else options.rateLimit = { ...(max === undefined ? {} : { max }), ...(windowMs === undefined ? {} : { windowMs }) };

  const trustProxy = integer(env, 'TRUST_PROXY', 0, 10);
  if (trustProxy !== undefined) options.trustProxy = trustProxy;
  const hsts = flag(env, 'HSTS');
  if (hsts !== undefined) options.hsts = hsts;
  const shutdownTimeoutMs = integer(env, 'SHUTDOWN_TIMEOUT_MS', 0, 600_000);
  if (shutdownTimeoutMs !== undefined) options.shutdownTimeoutMs = shutdownTimeoutMs;

  const level = env['LOG_LEVEL']?.trim().toLowerCase();
  if (level) {
    if (!isLogLevel(level)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${level}"`);
    options.logLevel = level;
  }
  return options;
}
