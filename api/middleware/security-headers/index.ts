import { Hono, type MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

type ContentSecurityPolicy = NonNullable<NonNullable<Parameters<typeof secureHeaders>[0]>['contentSecurityPolicy']>;

/** The API answers JSON only: nothing may load, and nobody may frame it. */
export const API_CONTENT_SECURITY_POLICY: ContentSecurityPolicy = { defaultSrc: ["'none'"], frameAncestors: ["'none'"] };

/**
 * Powerful browser features neither the pages nor the API use, turned off for every document and
 * frame: a script that slipped in could not ask for the camera, the location or a payment.
 */
const PERMISSIONS_POLICY = {
  camera: false,
  microphone: false,
  geolocation: false,
  payment: false,
  usb: false,
  serial: false,
  bluetooth: false,
  hid: false,
  midi: false,
  accelerometer: false,
  gyroscope: false,
  magnetometer: false,
  displayCapture: false,
  screenWakeLock: false,
  browsingTopics: false,
};

export interface SecurityHeadersOptions {
  /** Default: `API_CONTENT_SECURITY_POLICY`. Pages pass their own, which must keep `frameAncestors: ["'none'"]`. */
  contentSecurityPolicy?: ContentSecurityPolicy;
  /** Send `Strict-Transport-Security` (only behind HTTPS, where it is the whole point). Default false. */
  hsts?: boolean;
  /** HSTS max-age in seconds; default one year. */
  hstsMaxAgeSeconds?: number;
  /** Default `no-referrer`. */
  referrerPolicy?: string;
  /** Default `same-origin`; a page that signs in through a popup needs `same-origin-allow-popups`. */
  crossOriginOpenerPolicy?: 'same-origin' | 'same-origin-allow-popups' | 'unsafe-none';
}

/**
 * Hono's `secureHeaders` sending exactly the set docs/api.md lists: the content security policy,
 * `X-Content-Type-Options: nosniff`, the referrer policy, `X-Frame-Options: DENY` (the legacy twin
 * of frame-ancestors), `Cross-Origin-Opener-Policy: same-origin`, a `Permissions-Policy` turning off
 * the features above, and HSTS when asked, each unless the route set it. Hono's other
 * defaults are off. The API uses it for every response, errors and preflights included; the
 * production server (server/) uses it, with a page policy, for the site.
 */
export function securityHeaders(options: SecurityHeadersOptions = {}): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: options.contentSecurityPolicy ?? API_CONTENT_SECURITY_POLICY,
    xContentTypeOptions: 'nosniff',
    referrerPolicy: options.referrerPolicy ?? 'no-referrer',
    xFrameOptions: 'DENY',
    crossOriginOpenerPolicy: options.crossOriginOpenerPolicy ?? 'same-origin',
    permissionsPolicy: PERMISSIONS_POLICY,
    strictTransportSecurity: options.hsts === true ? `max-age=${options.hstsMaxAgeSeconds ?? 31_536_000}; includeSubDomains` : false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    // A route that sets one of these itself keeps it: the content editor's sign-in pages (api/routes/cms)
    // carry their own policy, and a Cross-Origin-Opener-Policy that leaves them their opener.
    overwrite: false,
  });
}

/**
 * The headers `securityHeaders(options)` puts on an answer, as a plain record, for answers made
 * outside Hono: Node's own replies to a request it cannot parse (api/node/listen.ts).
 */
export async function securityHeaderRecord(options: SecurityHeadersOptions = {}): Promise<Record<string, string>> {
  const res = await new Hono()
    .use(securityHeaders(options))
    .get('/', (c) => c.body(null, 204))
    .request('/');
  return Object.fromEntries(res.headers);
}
