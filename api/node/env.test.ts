import { describe, expect, it } from 'vitest';
import { apiOptionsFromEnv } from './env.ts';

describe('apiOptionsFromEnv', () => {
  it('reads every variable', () => {
    expect(
      apiOptionsFromEnv({
        PORT: '9000',
        HOST: '0.0.0.0',
        API_ALLOWED_ORIGINS: 'https://a.example, https://b.example ,',
        RATE_LIMIT_MAX: '10',
        RATE_LIMIT_WINDOW_MS: '1000',
        TRUST_PROXY: '1',
        HSTS: 'true',
        LOG_LEVEL: 'WARN',
        SHUTDOWN_TIMEOUT_MS: '5000',
        REDIS_URL: 'redis://:secret@cache.internal:6379/0',
        REQUEST_TIMEOUT_MS: '15000',
      }),
    ).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      allowedOrigins: ['https://a.example', 'https://b.example'],
      rateLimit: { max: 10, windowMs: 1000 },
      trustProxy: 1,
      hsts: true,
      logLevel: 'warn',
      shutdownTimeoutMs: 5000,
      redisUrl: 'redis://:secret@cache.internal:6379/0',
      requestTimeoutMs: 15000,
    });
  });

  it('leaves defaults to the app when nothing is set', () => {
    const options = apiOptionsFromEnv({});
    expect(options).not.toHaveProperty('port');
    expect(options).not.toHaveProperty('allowedOrigins');
    expect(options.rateLimit).toEqual({});
    expect(options.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it("reads the content editor's sign-in, the origin and URLs in their plain form", () => {
    expect(
      apiOptionsFromEnv({
        CMS_GITHUB_CLIENT_ID: ' Iv1.abc ',
        CMS_GITHUB_CLIENT_SECRET: 'shh',
        CMS_SITE_ORIGIN: 'https://Agents.Example.org/',
        CMS_GITHUB_URL: 'https://ghe.example.com/',
        CMS_CALLBACK_URL: 'https://api.example.org/api/cms/callback',
      }).cms,
    ).toEqual({
      clientId: 'Iv1.abc',
      clientSecret: 'shh',
      siteOrigin: 'https://agents.example.org',
      githubUrl: 'https://ghe.example.com',
      callbackUrl: 'https://api.example.org/api/cms/callback',
    });
    expect(apiOptionsFromEnv({ CMS_GITHUB_CLIENT_ID: 'Iv1.abc', CMS_SITE_ORIGIN: ' ' }).cms).toEqual({ clientId: 'Iv1.abc' });
    expect(apiOptionsFromEnv({ CMS_GITHUB_CLIENT_SECRET: '' })).not.toHaveProperty('cms');
  });

  it('turns the rate limit off with RATE_LIMIT_MAX=0', () => {
    expect(apiOptionsFromEnv({ RATE_LIMIT_MAX: '0' }).rateLimit).toBe(false);
  });

  it.each([
    [{ PORT: 'http' }, /PORT must be a whole number from 0 to 65535, got "http"/],
    [{ PORT: '70000' }, /PORT/],
    [{ RATE_LIMIT_MAX: '-1' }, /RATE_LIMIT_MAX/],
    [{ HSTS: 'maybe' }, /HSTS must be true or false, got "maybe"/],
    [{ RATE_LIMIT_WINDOW_MS: '1500' }, /RATE_LIMIT_WINDOW_MS must be whole seconds \(a multiple of 1000\), got "1500"/],
    [{ RATE_LIMIT_WINDOW_MS: '10' }, /RATE_LIMIT_WINDOW_MS must be a whole number from 1000 to 86400000/],
    [{ REDIS_URL: 'localhost:6379' }, /REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL, got "localhost:6379"/],
    [{ REDIS_URL: 'http://cache:6379' }, /REDIS_URL/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of debug, info, warn, error, silent, got "loud"/],
    [
      { CMS_SITE_ORIGIN: 'https://agents.example.org/admin' },
      /CMS_SITE_ORIGIN must be an origin only, .*got "https:\/\/agents.example.org\/admin"/,
    ],
    [{ CMS_SITE_ORIGIN: 'agents.example.org' }, /CMS_SITE_ORIGIN must be an origin only/],
    [{ CMS_SITE_ORIGIN: 'https://*.example.org' }, /CMS_SITE_ORIGIN/],
    [{ CMS_GITHUB_URL: 'ftp://github.example' }, /CMS_GITHUB_URL must be an http\(s\) URL/],
    [{ CMS_CALLBACK_URL: 'https://api.example.org/api/cms/callback?x=1' }, /CMS_CALLBACK_URL must be an http\(s\) URL/],
  ])('refuses %o with a message naming the variable', (env, message) => {
    expect(() => apiOptionsFromEnv(env)).toThrow(message);
  });
});
