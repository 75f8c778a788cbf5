import { describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { testContent } from '../../test-content.ts';
import { normalizeOrigin } from './index.ts';

const SITE = 'https://agents.example.org';
const app = createApp({ content: testContent, allowedOrigins: [SITE, 'http://localhost:4321/'], logLevel: 'silent' });

describe('cors', () => {
  it('allows a listed origin with credentials, echoing the origin, never a wildcard', async () => {
    const res = await app.request('/api/modules', { headers: { Origin: SITE } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe(SITE);
    expect(res.headers.get('Access-Control-Allow-Credentials')).toBe('true');
    expect(res.headers.get('Access-Control-Expose-Headers')).toContain('X-Request-Id');
    expect(res.headers.get('Vary')).toContain('Origin');
  });

  it('matches an origin configured with a trailing slash', async () => {
    const res = await app.request('/api/faqs', { headers: { Origin: 'http://localhost:4321' } });
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:4321');
  });

  it('gives an origin not on the list no CORS headers', async () => {
    const res = await app.request('/api/modules', { headers: { Origin: 'https://evil.example' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(res.headers.get('Access-Control-Allow-Credentials')).toBeNull();
  });

  it('adds the headers to error responses too, so the site can read the error', async () => {
    const res = await app.request('/api/modules/99', { headers: { Origin: SITE } });
    expect(res.status).toBe(404);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe(SITE);
  });

  it('answers a preflight with 204 and a cache lifetime', async () => {
    const res = await app.request('/api/subsidy-calculation', {
      method: 'OPTIONS',
      headers: { Origin: SITE, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe(SITE);
    expect(res.headers.get('Access-Control-Allow-Credentials')).toBe('true');
    expect(res.headers.get('Access-Control-Allow-Methods')).toContain('POST');
    expect(res.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain('content-type');
    expect(Number(res.headers.get('Access-Control-Max-Age'))).toBeGreaterThan(0);
    expect(res.headers.get('X-Request-Id')).toBeTruthy();
  });

  it('answers a preflight from an unlisted origin without allowing it', async () => {
    const res = await app.request('/api/subsidy-calculation', {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(res.headers.get('Access-Control-Allow-Methods')).toBeNull();
  });

  it('answers the preflight of an unlisted origin for any path with 204, allowing nothing', async () => {
    for (const allowedOrigins of [[SITE], []]) {
      const res = await createApp({ content: testContent, allowedOrigins, logLevel: 'silent' }).request('/api/nowhere', {
        method: 'OPTIONS',
        headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
      });
      expect(res.status).toBe(204);
      expect(res.headers.get('Access-Control-Allow-Origin')).toBeNull();
      expect(res.headers.get('Vary')).toBe('Origin, Access-Control-Request-Method, Access-Control-Request-Headers');
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    }
  });

  it('varies on Origin for callers without one once origins are listed, so a cache keeps answers apart', async () => {
    const res = await app.request('/api/modules');
    expect(res.headers.get('Vary')).toBe('Origin');
    expect(res.headers.get('Access-Control-Allow-Credentials')).toBeNull();
  });

  it('needs no configuration for same-origin use (no Origin, no CORS headers)', async () => {
    const plain = createApp({ content: testContent, logLevel: 'silent' });
    const res = await plain.request('/api/modules');
    expect(res.status).toBe(200);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(res.headers.get('Vary')).toBeNull();
  });
});

describe('normalizeOrigin', () => {
  it('keeps scheme, host and port in lower case', () => {
    expect(normalizeOrigin(' HTTPS://Agents.Example.org:8443/ ')).toBe('https://agents.example.org:8443');
  });

  it.each(['*', 'https://*.example.org'])('refuses the wildcard %s, since credentials are allowed', (origin) => {
    expect(() => normalizeOrigin(origin)).toThrow(/wildcards are not allowed with credentials/);
  });

  it.each([
    ['agents.example.org', /not a URL/],
    ['https://example.org/app', /has a path/],
    ['ftp://example.org', /http\(s\) origin/],
  ])('refuses %s with a message that says how to write it', (origin, message) => {
    expect(() => normalizeOrigin(origin)).toThrow(message);
  });

  it('makes createApp fail fast on a wildcard', () => {
    expect(() => createApp({ content: testContent, allowedOrigins: ['*'] })).toThrow(/wildcards/);
  });
});
