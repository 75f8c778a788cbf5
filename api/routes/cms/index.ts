// The content editor's sign-in (Decap CMS, GitHub backend): GET /api/cms/auth sends its popup to
// GitHub, GET /api/cms/callback trades GitHub's code for a token and hands it to the editor by
// postMessage. HTML pages, not JSON: outside the OpenAPI document and `AppType`.
import { zValidator } from '@hono/zod-validator';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import { timingSafeEqual } from 'hono/utils/buffer';
import { z } from 'zod';
import { openApiApp } from '../openapi/index.ts';
import { exchangeCode } from './github.ts';
import { type Page, renderPage } from './page.ts';

export interface CmsAuthOptions {
  /** The GitHub OAuth app's client id. */
  clientId?: string;
  clientSecret?: string;
  /** The origin of the editor's page (`https://host[:port]`): the only one the token is posted to. */
  siteOrigin?: string;
  /** GitHub, or a GitHub Enterprise server (or a test's stand-in). Default `https://github.com`. */
  githubUrl?: string;
  /** Where GitHub sends the editor back. Default: the request's origin + `/api/cms/callback`. */
  callbackUrl?: string;
  /** How long the code exchange may take. Default 10 000 ms. */
  exchangeTimeoutMs?: number;
}

export const CMS_PAGES = ['/api/cms/auth', '/api/cms/callback'] as const;
const [AUTH, CALLBACK] = CMS_PAGES;

/** The variables an operator sets for each option the sign-in cannot do without. */
const REQUIRED = [
  ['clientId', 'CMS_GITHUB_CLIENT_ID'],
  ['clientSecret', 'CMS_GITHUB_CLIENT_SECRET'],
  ['siteOrigin', 'CMS_SITE_ORIGIN'],
] as const;

/** The variables still to set: all three when the sign-in is off, none when it is on. */
export function missingCmsSettings(options: CmsAuthOptions | undefined): string[] {
  return REQUIRED.filter(([key]) => !options?.[key]?.trim()).map(([, name]) => name);
}

/** `value` as an origin (`https://host[:port]`), or undefined: no path, query, credentials or wildcard. */
export function originOf(value: string): string | undefined {
  const url = URL.canParse(value) && !value.includes('*') ? new URL(value) : undefined;
  if (!url || !httpUrlOf(value) || url.pathname !== '/') return undefined;
  return url.origin;
}

/** `value` as an http(s) URL without a trailing slash, or undefined: no credentials, query or fragment. */
export function httpUrlOf(value: string): string | undefined {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) return undefined;
  if (url.search || url.hash || value.includes('?') || value.includes('#')) return undefined;
  return url.pathname === '/' ? url.origin : url.href.replace(/\/$/, '');
}

interface CmsSettings {
  clientId: string;
  clientSecret: string;
  siteOrigin: string;
  githubUrl: string;
  callbackUrl: string | undefined;
  exchangeTimeoutMs: number;
}

function settingsOf(options: CmsAuthOptions | undefined): CmsSettings | undefined {
  const { clientId, clientSecret, siteOrigin } = options ?? {};
  if (!clientId?.trim() || !clientSecret?.trim() || !siteOrigin?.trim()) return undefined;
  const origin = originOf(siteOrigin.trim());
  if (!origin) throw new Error(`cms.siteOrigin "${siteOrigin}" is not an origin; write it as https://host[:port], with no path`);
  const githubUrl = httpUrlOf(options?.githubUrl ?? 'https://github.com');
  if (!githubUrl) throw new Error(`cms.githubUrl "${options?.githubUrl}" is not an http(s) URL`);
  const callbackUrl = options?.callbackUrl === undefined ? undefined : httpUrlOf(options.callbackUrl);
  if (options?.callbackUrl !== undefined && !callbackUrl) throw new Error(`cms.callbackUrl "${options.callbackUrl}" is not an http(s) URL`);
  const exchangeTimeoutMs = options?.exchangeTimeoutMs ?? 10_000;
  return { clientId: clientId.trim(), clientSecret: clientSecret.trim(), siteOrigin: origin, githubUrl, callbackUrl, exchangeTimeoutMs };
}

/**
 * These pages' own policy: their inline style and script run by the response's nonce, nothing else
 * loads. Their opener must stay reachable, so `Cross-Origin-Opener-Policy: unsafe-none`, never the
 * API's `same-origin`, which would cut the popup off from the editor on another origin. The app's
 * security headers add the rest and keep these two (api/middleware/security-headers).
 */
const pageHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'none'"],
    scriptSrc: [NONCE],
    styleSrc: [NONCE],
    frameAncestors: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'none'"],
  },
  crossOriginOpenerPolicy: 'unsafe-none',
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  strictTransportSecurity: false,
  xContentTypeOptions: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
  removePoweredBy: false,
});

const STATE_COOKIE = 'cms_oauth_state';
const STATE_MAX_AGE_SECONDS = 600;

const NOT_CONFIGURED: Page = {
  title: "The content editor's sign-in is not configured",
  paragraphs: [
    'This API has no GitHub OAuth app to sign editors in with, so nobody can sign in to the content editor yet.',
    `An operator must set ${REQUIRED.map(([, name]) => name).join(', ')} on the API and restart it; ` +
      'docs/operations.md, "Signing editors in: the GitHub OAuth app", says how.',
  ],
};

const NO_STATE_COOKIE =
  'This sign-in has expired, or was started in another browser: its check (a cookie kept for ten minutes) is missing. Close this window and sign in again from the editor.';
const WRONG_STATE =
  'This sign-in is not the one this browser started (its state differs), so it was stopped. Close this window and sign in again from the editor.';
const DECLINED = 'You did not authorize the content editor on GitHub, so you are not signed in.';
const NO_CODE = 'GitHub sent you back without a sign-in code. Close this window and sign in again from the editor.';

/** A parameter given twice counts by its first value, as `c.req.query` reads it. */
const firstOf = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);
const first = <T extends z.ZodType>(schema: T) => z.preprocess(firstOf, schema);

/** The editor's popup asks for `public_repo` or, by default, `repo`. */
const authQuery = z.object({ scope: first(z.enum(['repo', 'public_repo'])).catch('repo') });

/** What GitHub sends back: only the code can fail here; the state is checked against its cookie. */
const callbackQuery = z.object({
  state: first(z.string().optional()),
  error: first(z.string().optional()),
  code: first(z.string().min(1).max(512)),
});

const page = (c: Context, status: 200 | 400 | 502 | 503, content: Page) =>
  c.html(renderPage(content, c.get('secureHeadersNonce') ?? ''), status, { 'Cache-Control': 'no-store' });

/** A page that says what went wrong, and tells the editor in the words Decap reads. */
const failed = (c: Context, status: 400 | 502, settings: CmsSettings, message: string) =>
  page(c, status, {
    title: 'Signing in to the content editor failed',
    paragraphs: [message],
    handshake: { siteOrigin: settings.siteOrigin, message: `authorization:github:error:${JSON.stringify({ message })}` },
  });

function newState(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(32)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function cmsRoutes(options?: CmsAuthOptions) {
  const settings = settingsOf(options);
  const callbackUrl = (c: Context) => settings?.callbackUrl ?? new URL(CALLBACK, c.req.url).href;
  // The state cookie is read back on the callback, so it is Secure when that address is https (a
  // proxy in front may end TLS), or when this request came over https.
  const cookie = (c: Context) => ({
    path: '/api/cms',
    httpOnly: true,
    sameSite: 'Lax' as const,
    secure: callbackUrl(c).startsWith('https:') || new URL(c.req.url).protocol === 'https:',
  });

  if (!settings) {
    const notConfigured = (c: Context) => page(c, 503, NOT_CONFIGURED);
    return openApiApp().get(AUTH, pageHeaders, notConfigured).get(CALLBACK, pageHeaders, notConfigured);
  }

  return openApiApp()
    .get(AUTH, pageHeaders, zValidator('query', authQuery), (c) => {
      const state = newState();
      setCookie(c, STATE_COOKIE, state, { ...cookie(c), maxAge: STATE_MAX_AGE_SECONDS });
      const authorize = new URL(`${settings.githubUrl}/login/oauth/authorize`);
      authorize.search = new URLSearchParams({
        client_id: settings.clientId,
        redirect_uri: callbackUrl(c),
        scope: c.req.valid('query').scope,
        state,
      }).toString();
      c.header('Cache-Control', 'no-store');
      return c.redirect(authorize.href, 302);
    })
    .get(
      CALLBACK,
      pageHeaders,
      // In this order: the state cookie (one use only, whatever happens next), the state, the code.
      zValidator('query', callbackQuery, async (result, c) => {
        const expected = getCookie(c, STATE_COOKIE);
        deleteCookie(c, STATE_COOKIE, cookie(c));
        if (!expected) return failed(c, 400, settings, NO_STATE_COOKIE);
        // On failure the hook sees the query as sent, so each value is read as the schema reads it.
        const state = firstOf(result.data.state);
        if (typeof state !== 'string' || !(await timingSafeEqual(state, expected))) return failed(c, 400, settings, WRONG_STATE);
        if (!result.success) return failed(c, 400, settings, firstOf(result.data.error) === 'access_denied' ? DECLINED : NO_CODE);
        return undefined;
      }),
      async (c) => {
        const { code } = c.req.valid('query');
        const exchanged = await exchangeCode({ ...settings, code, redirectUri: callbackUrl(c), timeoutMs: settings.exchangeTimeoutMs });
        if (!exchanged.ok) {
          c.var.logger.warn(exchanged.log, 'content editor sign-in: the code exchange with GitHub failed');
          return failed(c, 502, settings, exchanged.message);
        }
        return page(c, 200, {
          title: 'Signed in to GitHub',
          paragraphs: [],
          handshake: {
            siteOrigin: settings.siteOrigin,
            message: `authorization:github:success:${JSON.stringify({ token: exchanged.token, provider: 'github' })}`,
          },
        });
      },
    );
}
