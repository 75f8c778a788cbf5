import { describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { API_CONTENT_SECURITY_POLICY, securityHeaderMap } from './index.ts';

describe('securityHeaderMap', () => {
  it('locks the API down by default and leaves HSTS off', () => {
    const headers = securityHeaderMap();
    expect(headers['Content-Security-Policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('no-referrer');
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers).not.toHaveProperty('Strict-Transport-Security');
  });

  it('takes a page CSP and a referrer policy, and sends HSTS when asked', () => {
    const csp = "default-src 'self'; frame-ancestors 'none'";
    const headers = securityHeaderMap({ contentSecurityPolicy: csp, referrerPolicy: 'strict-origin-when-cross-origin', hsts: true });
    expect(headers['Content-Security-Policy']).toBe(csp);
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('securityHeaders middleware', () => {
  it.each([
    ['a success', '/api/modules', {}, 200],
    ['a 404', '/api/nowhere', {}, 404],
    ['a 405', '/api/modules', { method: 'PUT' }, 405],
    ['a 415', '/api/subsidy-calculation', { method: 'POST', body: 'x' }, 415],
  ] as const)('sets every header on %s', async (_name, path, init, status) => {
    const app = createApp({ logLevel: 'silent', hsts: true });
    const res = await app.request(path, init);
    expect(res.status).toBe(status);
    expect(res.headers.get('Content-Security-Policy')).toBe(API_CONTENT_SECURITY_POLICY);
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(res.headers.get('Strict-Transport-Security')).toMatch(/^max-age=\d+/);
  });

  it('sends no HSTS unless configured', async () => {
    const res = await createApp({ logLevel: 'silent' }).request('/api/health');
    expect(res.headers.get('Strict-Transport-Security')).toBeNull();
  });
});
