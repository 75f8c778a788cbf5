import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { testContent } from '../../test-content.ts';
import { type SecurityHeadersOptions, securityHeaders } from './index.ts';

/** The headers the middleware puts on a response. */
async function sent(options?: SecurityHeadersOptions): Promise<Headers> {
  const app = new Hono().use(securityHeaders(options)).get('/', (c) => c.text('x'));
  return (await app.request('/')).headers;
}

describe('securityHeaders', () => {
  it('locks the API down by default and leaves HSTS off', async () => {
    const headers = await sent();
    expect(headers.get('Content-Security-Policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(headers.get('X-Frame-Options')).toBe('DENY');
    expect(headers.has('Strict-Transport-Security')).toBe(false);
    expect(headers.get('Permissions-Policy')).toMatch(/^camera=\(\), microphone=\(\), geolocation=\(\), payment=\(\)/);
    expect(headers.get('Permissions-Policy')).toContain('browsing-topics=()');
  });

  it('takes a page CSP and a referrer policy, and sends HSTS when asked', async () => {
    const csp = { defaultSrc: ["'self'"], frameAncestors: ["'none'"] };
    const headers = await sent({ contentSecurityPolicy: csp, referrerPolicy: 'strict-origin-when-cross-origin', hsts: true });
    expect(headers.get('Content-Security-Policy')).toBe("default-src 'self'; frame-ancestors 'none'");
    expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
  });

  it("sends none of Hono's other defaults", async () => {
    expect([...(await sent()).keys()].sort()).toEqual([
      'content-security-policy',
      'content-type',
      'cross-origin-opener-policy',
      'permissions-policy',
      'referrer-policy',
      'x-content-type-options',
      'x-frame-options',
    ]);
  });
});

describe('securityHeaders middleware', () => {
  it.each([
    ['a success', '/api/modules', {}, 200],
    ['a 404', '/api/nowhere', {}, 404],
    ['a 405', '/api/modules', { method: 'PUT' }, 405],
    ['a 415', '/api/subsidy-calculation', { method: 'POST', body: 'x' }, 415],
  ] as const)('sets every header on %s', async (_name, path, init, status) => {
    const app = createApp({ content: testContent, logLevel: 'silent', hsts: true });
    const res = await app.request(path, init);
    expect(res.status).toBe(status);
    expect(res.headers.get('Content-Security-Policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(res.headers.get('Strict-Transport-Security')).toMatch(/^max-age=\d+/);
  });

  it('keeps a header a route set itself, and adds the rest', async () => {
    const app = new Hono()
      .use(securityHeaders())
      .get('/', (c) => c.text('x', 200, { 'Cross-Origin-Opener-Policy': 'unsafe-none', 'Content-Security-Policy': "script-src 'self'" }));
    const headers = (await app.request('/')).headers;
    expect(headers.get('Cross-Origin-Opener-Policy')).toBe('unsafe-none');
    expect(headers.get('Content-Security-Policy')).toBe("script-src 'self'");
    expect(headers.get('X-Frame-Options')).toBe('DENY');
  });

  it('sends no HSTS unless configured', async () => {
    const res = await createApp({ content: testContent, logLevel: 'silent' }).request('/api/health');
    expect(res.headers.get('Strict-Transport-Security')).toBeNull();
  });
});
