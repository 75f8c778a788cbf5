import { z } from 'zod';
import pkg from '../../package.json' with { type: 'json' };
import type { ApiOptions } from '../app.ts';
import { LOG_LEVELS } from '../logger.ts';
import { type CmsAuthOptions, httpUrlOf, originOf } from '../routes/cms/index.ts';

/**
 * The environment of the Node entry (api/node/main.ts) and of `npm start`, read once at start.
 * docs/api.md lists the variables; the app itself never reads `process`.
 */

/**
 * The app's options plus what only a Node server has: its address and its shutdown grace. The
 * content defaults to the bundle the build generated (./content.ts).
 */
export interface ApiServerOptions extends Omit<ApiOptions, 'content'> {
  content?: ApiOptions['content'];
  port?: number;
  host?: string;
  shutdownTimeoutMs?: number;
  /** How long a request may take to arrive before a 408 (./listen.ts); default 30 000 ms. */
  requestTimeoutMs?: number;
  /** Count the rate limit in this Redis (`redis://` or `rediss://`), shared by every instance. */
  redisUrl?: string;
  /** Where to read the content bundle when `content` is not given; default api/generated/content.json. */
  contentBundlePath?: string;
}

/** An empty or blank variable counts as unset. */
const unset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

function wholeNumber(min: number, max: number) {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.preprocess(
    unset,
    z
      .string()
      .trim()
      .regex(/^-?\d+$/, message)
      .transform(Number)
      .pipe(z.number().min(min, message).max(max, message))
      .optional(),
  );
}

const TRUE = ['1', 'true', 'yes', 'on'];
const FALSE = ['0', 'false', 'no', 'off'];
const flag = z.preprocess(
  unset,
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((value) => TRUE.includes(value) || FALSE.includes(value), 'must be true or false')
    .transform((value) => TRUE.includes(value))
    .optional(),
);

/** Free text such as a client id: trimmed, empty counts as unset. */
const text = z.preprocess(unset, z.string().trim().optional());

/** An http(s) URL passing `check` (api/routes/cms), as it returns it. */
function urlVariable(check: (value: string) => string | undefined, message: string) {
  return z.preprocess(
    unset,
    z
      .string()
      .trim()
      .refine((value) => check(value) !== undefined, message)
      .transform((value) => check(value) ?? value)
      .optional(),
  );
}

/** Every variable the server reads, parsed to what the options need. */
const envSchema = z.object({
  PORT: wholeNumber(0, 65_535),
  HOST: z.preprocess(unset, z.string().trim().optional()),
  API_ALLOWED_ORIGINS: z.preprocess(
    unset,
    z
      .string()
      .transform((list) =>
        list
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .optional(),
  ),
  RATE_LIMIT_MAX: wholeNumber(0, 1_000_000_000),
  RATE_LIMIT_WINDOW_MS: wholeNumber(1_000, 86_400_000).refine(
    (ms) => ms === undefined || ms % 1_000 === 0,
    'must be whole seconds (a multiple of 1000)',
  ),
  REDIS_URL: z.preprocess(
    unset,
    z
      .string()
      .trim()
      .refine((url) => /^rediss?:\/\/[^\s]+$/.test(url) && URL.canParse(url), 'must be a redis:// or rediss:// URL')
      .optional(),
  ),
  TRUST_PROXY: wholeNumber(0, 10),
  HSTS: flag,
  SHUTDOWN_TIMEOUT_MS: wholeNumber(0, 600_000),
  REQUEST_TIMEOUT_MS: wholeNumber(1_000, 600_000),
  LOG_LEVEL: z.preprocess(
    unset,
    z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`))
      .optional(),
  ),
  CONTENT_BUNDLE: z.preprocess(unset, z.string().trim().optional()),
  CMS_GITHUB_CLIENT_ID: text,
  CMS_GITHUB_CLIENT_SECRET: text,
  CMS_SITE_ORIGIN: urlVariable(
    originOf,
    'must be an origin only, scheme, host and optional port, such as https://agents.example.org (no path)',
  ),
  CMS_GITHUB_URL: urlVariable(httpUrlOf, 'must be an http(s) URL with no query, such as https://github.com'),
  CMS_CALLBACK_URL: urlVariable(httpUrlOf, 'must be an http(s) URL with no query, such as https://api.example.org/api/cms/callback'),
});

type Env = Readonly<Record<string, string | undefined>>;

/** A bad value throws one message per variable, naming it and quoting what it got. */
function parseEnv(env: Env): z.infer<typeof envSchema> {
  const parsed = envSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const messages = parsed.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    return `${name} ${issue.message}, got "${env[name]}"`;
  });
  throw new Error(messages.join('; '));
}

/** The content editor's sign-in, when any of its variables is set; the app tells what is missing. */
function cmsOptions(env: z.infer<typeof envSchema>): CmsAuthOptions | undefined {
  const cms: CmsAuthOptions = {};
  if (env.CMS_GITHUB_CLIENT_ID !== undefined) cms.clientId = env.CMS_GITHUB_CLIENT_ID;
  if (env.CMS_GITHUB_CLIENT_SECRET !== undefined) cms.clientSecret = env.CMS_GITHUB_CLIENT_SECRET;
  if (env.CMS_SITE_ORIGIN !== undefined) cms.siteOrigin = env.CMS_SITE_ORIGIN;
  if (env.CMS_GITHUB_URL !== undefined) cms.githubUrl = env.CMS_GITHUB_URL;
  if (env.CMS_CALLBACK_URL !== undefined) cms.callbackUrl = env.CMS_CALLBACK_URL;
  return Object.keys(cms).length > 0 ? cms : undefined;
}

/**
 * Reads PORT, HOST, API_ALLOWED_ORIGINS, RATE_LIMIT_*, REDIS_URL, TRUST_PROXY, HSTS, LOG_LEVEL,
 * SHUTDOWN_TIMEOUT_MS, REQUEST_TIMEOUT_MS and CMS_*; a bad value throws a message naming the variable.
 */
export function apiOptionsFromEnv(source: Env): ApiServerOptions {
  const env = parseEnv(source);
  const options: ApiServerOptions = { version: pkg.version };
  if (env.PORT !== undefined) options.port = env.PORT;
  if (env.HOST) options.host = env.HOST;
  if (env.API_ALLOWED_ORIGINS?.length) options.allowedOrigins = env.API_ALLOWED_ORIGINS;
  const max = env.RATE_LIMIT_MAX;
  const windowMs = env.RATE_LIMIT_WINDOW_MS;
  if (max === 0) options.rateLimit = false;
  else options.rateLimit = { ...(max === undefined ? {} : { max }), ...(windowMs === undefined ? {} : { windowMs }) };
  if (env.REDIS_URL !== undefined) options.redisUrl = env.REDIS_URL;
  if (env.TRUST_PROXY !== undefined) options.trustProxy = env.TRUST_PROXY;
  if (env.HSTS !== undefined) options.hsts = env.HSTS;
  if (env.SHUTDOWN_TIMEOUT_MS !== undefined) options.shutdownTimeoutMs = env.SHUTDOWN_TIMEOUT_MS;
  if (env.REQUEST_TIMEOUT_MS !== undefined) options.requestTimeoutMs = env.REQUEST_TIMEOUT_MS;
  if (env.LOG_LEVEL !== undefined) options.logLevel = env.LOG_LEVEL;
  if (env.CONTENT_BUNDLE !== undefined) options.contentBundlePath = env.CONTENT_BUNDLE;
  const cms = cmsOptions(env);
  if (cms !== undefined) options.cms = cms;
  return options;
}
