import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { runInNewContext } from 'node:vm';
import { type ServerType, serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ApiOptions, createApp } from '../../app.ts';
import { createLogger, linesTo } from '../../logger.ts';
import { testContent } from '../../test-content.ts';
import type { CmsAuthOptions } from './index.ts';

const API = 'http://api.example';
const SITE = 'https://site.example';
const CLIENT_ID = 'Iv1.standin-client';
const SECRET = 'stand-in-secret-5f1d';
const CODE = 'code-from-github-93a7';
const TOKEN = 'gho_standInToken0042';

/** GitHub's token endpoint, played by a real HTTP server on 127.0.0.1: what it received, and its answers. */
const received: { body: Record<string, unknown>; type: string | undefined; accept: string | undefined }[] = [];
let github: ServerType;
let githubUrl: string;
beforeAll(async () => {
  const standIn = new Hono().post('/login/oauth/access_token', async (c) => {
    const body = c.req.header('Content-Type')?.includes('json')
      ? ((await c.req.json()) as Record<string, unknown>)
      : Object.fromEntries(new URLSearchParams(await c.req.text()));
    received.push({ body, type: c.req.header('Content-Type'), accept: c.req.header('Accept') });
    if (body['code'] === 'slow') await new Promise((resolve) => setTimeout(resolve, 1_000));
    if (body['code'] === CODE) return c.json({ access_token: TOKEN, token_type: 'bearer', scope: 'repo' });
    return c.json({ error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' });
  });
  const port = await new Promise<number>((resolve) => {
    github = serve({ fetch: standIn.fetch, hostname: '127.0.0.1', port: 0 }, (info) => resolve(info.port));
  });
  githubUrl = `http://127.0.0.1:${port}`;
});
afterAll(() => new Promise<void>((resolve) => github.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
});

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function appWith(cms: CmsAuthOptions | undefined, extra: Partial<ApiOptions> = {}) {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger({ level: 'debug', destination: linesTo((line) => lines.push(line)) });
  const app = createApp({ content: testContent, logger, ...(cms === undefined ? {} : { cms }), ...extra });
  return { app, lines };
}
const configured = (more: CmsAuthOptions = {}) => ({ clientId: CLIENT_ID, clientSecret: SECRET, siteOrigin: SITE, githubUrl, ...more });

/** Starts a sign-in: the state GitHub is told, and the cookie that carries it. */
async function signIn(app: ReturnType<typeof appWith>['app']) {
  const res = await app.request(`${API}/api/cms/auth?provider=github&site_id=site.example&scope=repo`);
  const state = new URL(res.headers.get('Location') ?? '').searchParams.get('state') ?? '';
  const cookie = res.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  return { res, state, cookie };
}

const callback = (app: ReturnType<typeof appWith>['app'], query: string, cookie?: string) =>
  app.request(`${API}/api/cms/callback?${query}`, cookie === undefined ? {} : { headers: { Cookie: cookie } });

/** The page's one script, run against a stand-in window whose opener records what it is sent. */
function runHandshake(html: string, hasOpener = true) {
  const script = /<script nonce="[^"]+">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const toOpener: [unknown, string][] = [];
  const listeners: ((event: unknown) => void)[] = [];
  const status = { textContent: '' };
  const opener = { postMessage: (data: unknown, target: string) => toOpener.push([data, target]) };
  const window = {
    opener: hasOpener ? opener : null,
    addEventListener: (_type: string, fn: (event: unknown) => void) => listeners.push(fn),
  };
  runInNewContext(script, { window, document: { getElementById: () => status }, setTimeout: () => 0, clearTimeout: () => {} });
  const answer = (origin: string, data: unknown) => {
    for (const listener of listeners) listener({ origin, data, source: opener });
  };
  return { toOpener, answer, status };
}

describe('not configured', () => {
  it.each([
    ['nothing', undefined],
    ['no site origin', { clientId: CLIENT_ID, clientSecret: SECRET }],
    ['no secret', { clientId: CLIENT_ID, siteOrigin: SITE }],
    ['a blank client id', { clientId: ' ', clientSecret: SECRET, siteOrigin: SITE }],
  ])('with %s, both routes answer a 503 page saying what to set, never a redirect', async (_name, cms) => {
    const { app } = appWith(cms);
    for (const path of ['/api/cms/auth?provider=github', `/api/cms/callback?code=${CODE}&state=x`]) {
      const res = await app.request(`${API}${path}`, { headers: { Cookie: 'cms_oauth_state=x' } });
      expect(res.status).toBe(503);
      expect(res.headers.get('Location')).toBeNull();
      expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
      expect(res.headers.get('Cache-Control')).toBe('no-store');
      const html = await res.text();
      expect(html).toContain('The content editor&#39;s sign-in is not configured');
      for (const name of ['CMS_GITHUB_CLIENT_ID', 'CMS_GITHUB_CLIENT_SECRET', 'CMS_SITE_ORIGIN', 'docs/operations.md'])
        expect(html).toContain(name);
      expect(html).not.toContain('<script');
    }
    expect(received).toEqual([]);
  });

  it('refuses a site origin with a path', () => {
    expect(() => appWith(configured({ siteOrigin: 'https://site.example/admin' }))).toThrow(/not an origin/);
  });
});

describe('GET /api/cms/auth', () => {
  it("redirects to GitHub's authorize URL with the client id, callback, scope and a fresh state kept in a cookie", async () => {
    const { app } = appWith(configured());
    const { res, state } = await signIn(app);
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('Location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(`${githubUrl}/login/oauth/authorize`);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      client_id: CLIENT_ID,
      redirect_uri: `${API}/api/cms/callback`,
      scope: 'repo',
      state,
    });
    expect(state).toMatch(/^[0-9a-f]{64}$/);
    expect((await signIn(app)).state).not.toBe(state);
    expect(res.headers.getSetCookie()).toEqual([`cms_oauth_state=${state}; Max-Age=600; Path=/api/cms; HttpOnly; SameSite=Lax`]);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('Cross-Origin-Opener-Policy')).toBe('unsafe-none');
  });

  it('marks the cookie Secure over https, and sends the configured callback URL', async () => {
    const { app } = appWith(configured());
    const overHttps = await app.request('https://api.example/api/cms/auth');
    expect(overHttps.headers.getSetCookie()[0]).toContain('; Secure');
    const behindProxy = appWith(configured({ callbackUrl: 'https://cms.example/api/cms/callback' })).app;
    const res = await behindProxy.request(`${API}/api/cms/auth`);
    expect(new URL(res.headers.get('Location') ?? '').searchParams.get('redirect_uri')).toBe('https://cms.example/api/cms/callback');
    expect(res.headers.getSetCookie()[0]).toContain('; Secure');
  });

  it.each([
    ['scope=public_repo', 'public_repo'],
    ['scope=repo', 'repo'],
    ['scope=admin:org', 'repo'],
    ['scope=repo%20admin:org', 'repo'],
    ['', 'repo'],
  ])('limits the scope: %s asks for %s', async (query, scope) => {
    const res = await appWith(configured()).app.request(`${API}/api/cms/auth?${query}`);
    expect(new URL(res.headers.get('Location') ?? '').searchParams.get('scope')).toBe(scope);
  });

  it('keeps the JSON 405 and 404 of the API', async () => {
    const { app } = appWith(configured());
    const post = await app.request(`${API}/api/cms/auth`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('Allow')).toBe('GET, HEAD, OPTIONS');
    expect(await post.json()).toMatchObject({ error: expect.stringContaining('not allowed') });
    expect((await app.request(`${API}/api/cms/elsewhere`)).status).toBe(404);
  });
});

describe('GET /api/cms/callback', () => {
  it.each([
    ['no state', (state: string) => `code=${CODE}&x=${state}`, true],
    ['a wrong state', (state: string) => `code=${CODE}&state=${state.slice(1)}0`, true],
    ['no cookie', (state: string) => `code=${CODE}&state=${state}`, false],
  ])('with %s answers 400 and never asks GitHub', async (_name, query, withCookie) => {
    const { app } = appWith(configured());
    const { state, cookie } = await signIn(app);
    const res = await callback(app, query(state), withCookie ? cookie : undefined);
    expect(res.status).toBe(400);
    expect(received).toEqual([]);
    expect(res.headers.getSetCookie()[0]).toMatch(/^cms_oauth_state=; Max-Age=0; Path=\/api\/cms/);
    const { toOpener, answer } = runHandshake(await res.text());
    answer(SITE, 'authorizing:github');
    expect(toOpener[1]?.[0]).toMatch(/^authorization:github:error:\{"message":"This sign-in .+"\}$/);
  });

  it('trades the code for a token and hands it to the site origin only, by the handshake Decap expects', async () => {
    const { app } = appWith(configured());
    const { state, cookie } = await signIn(app);
    const res = await callback(app, `code=${CODE}&state=${state}`, cookie);
    expect(res.status).toBe(200);
    expect(received).toEqual([
      {
        body: { client_id: CLIENT_ID, client_secret: SECRET, code: CODE, redirect_uri: `${API}/api/cms/callback` },
        type: 'application/x-www-form-urlencoded;charset=UTF-8',
        accept: 'application/json',
      },
    ]);

    const html = await res.text();
    const success = `authorization:github:success:${JSON.stringify({ token: TOKEN, provider: 'github' })}`;
    expect(html.split(TOKEN)).toHaveLength(2);
    expect(html).toContain(JSON.stringify(success).replaceAll('<', '\\u003c'));
    expect(html).not.toMatch(/['"]\*['"]/);
    const { toOpener, answer, status } = runHandshake(html);
    expect(toOpener).toEqual([['authorizing:github', SITE]]);
    answer('https://evil.example', 'authorizing:github');
    answer(SITE, 'something else');
    expect(toOpener).toHaveLength(1);
    answer(SITE, 'authorizing:github');
    expect(toOpener[1]).toEqual([success, SITE]);
    expect(status.textContent).toContain('Handed over');

    const nonce = /<script nonce="([^"]+)">/.exec(html)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(html).toContain(`<style nonce="${nonce}">`);
    expect(res.headers.get('Content-Security-Policy')).toBe(
      `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`,
    );
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('Cross-Origin-Opener-Policy')).toBe('unsafe-none');
    expect(res.headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(res.headers.get('X-Frame-Options')).toBe('DENY');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.getSetCookie()[0]).toMatch(/^cms_oauth_state=; Max-Age=0;/);
  });

  it('says so in the page when no editor opened it', async () => {
    const { app } = appWith(configured());
    const { state, cookie } = await signIn(app);
    const { toOpener, status } = runHandshake(await (await callback(app, `code=${CODE}&state=${state}`, cookie)).text(), false);
    expect(toOpener).toEqual([]);
    expect(status.textContent).toContain('not opened by the content editor');
  });

  it('answers 502 in words, and the error message to the editor, when GitHub refuses the code', async () => {
    const { app } = appWith(configured());
    const { state, cookie } = await signIn(app);
    const res = await callback(app, `code=stale&state=${state}`, cookie);
    expect(res.status).toBe(502);
    expect(received).toHaveLength(1);
    const html = await res.text();
    expect(html).toContain('GitHub did not accept the sign-in code');
    expect(html).not.toContain(TOKEN);
    const { toOpener, answer } = runHandshake(html);
    answer(SITE, 'authorizing:github');
    const [data, target] = toOpener[1] ?? [];
    expect(target).toBe(SITE);
    expect(JSON.parse(String(data).replace(/^authorization:github:error:/, ''))).toEqual({
      message: expect.stringContaining('expired or was used already'),
    });
  });

  it('answers 502 when GitHub cannot be reached or is too slow', async () => {
    const closed = appWith(configured({ githubUrl: `http://127.0.0.1:${await closedPort()}` })).app;
    const first = await signIn(closed);
    const unreachable = await callback(closed, `code=${CODE}&state=${first.state}`, first.cookie);
    expect(unreachable.status).toBe(502);
    expect(await unreachable.text()).toContain('GitHub could not be reached');

    const slow = appWith(configured({ exchangeTimeoutMs: 100 })).app;
    const second = await signIn(slow);
    const late = await callback(slow, `code=slow&state=${second.state}`, second.cookie);
    expect(late.status).toBe(502);
    expect(await late.text()).toContain('GitHub did not answer within 0.1 s');
  });

  it('answers 400 when GitHub sends the editor back without a code', async () => {
    const { app } = appWith(configured());
    const { state, cookie } = await signIn(app);
    const res = await callback(app, `error=access_denied&state=${state}`, cookie);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('You did not authorize the content editor');
    expect(received).toEqual([]);
  });
});

describe('the log', () => {
  it('never holds the code, the token, the secret or the state', async () => {
    const { app, lines } = appWith(configured());
    const good = await signIn(app);
    await callback(app, `code=${CODE}&state=${good.state}`, good.cookie);
    const bad = await signIn(app);
    await callback(app, `code=${CODE}-stale&state=${bad.state}`, bad.cookie);
    const closed = appWith(configured({ githubUrl: `http://127.0.0.1:${await closedPort()}` }));
    const lost = await signIn(closed.app);
    await callback(closed.app, `code=${CODE}&state=${lost.state}`, lost.cookie);

    const logged = JSON.stringify([...lines, ...closed.lines]);
    for (const secret of [CODE, TOKEN, SECRET, good.state, bad.state, lost.state]) expect(logged).not.toContain(secret);
    expect(lines.filter((line) => line['msg'] === 'request').map((line) => [line['path'], line['status']])).toEqual([
      ['/api/cms/auth', 302],
      ['/api/cms/callback', 200],
      ['/api/cms/auth', 302],
      ['/api/cms/callback', 502],
    ]);
    expect(lines.find((line) => line['level'] === 'warn')).toMatchObject({ status: 200, githubError: 'bad_verification_code' });
    expect(closed.lines.find((line) => line['level'] === 'warn')).toMatchObject({ reason: 'ECONNREFUSED' });
  });
});
