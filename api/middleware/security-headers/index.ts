import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

type ContentSecurityPolicy = NonNullable<NonNullable<Parameters<typeof secureHeaders>[0]>['contentSecurityPolicy']>;

/** The API answers JSON only: nothing may load, and nobody may frame it. */
export const API_CONTENT_SECURITY_POLICY: ContentSecurityPolicy = { defaultSrc: ["'none'"], frameAncestors: ["'none'"] };

export interface SecurityHeadersOptions {
  /** Default: `API_CONTENT_SECURITY_POLICY`. Pages pass their own, which must keep `frameAncestors: ["'none'"]`. */
  contentSecurityPolicy?: ContentSecurityPolicy;
  /** Send `Strict-Transport-Security` (only behind HTTPS, where it is the whole point). Default false. */
  hsts?: boolean;
  /** HSTS max-age in seconds; default one year. */
  hstsMaxAgeSeconds?: number;
  /** Default `no-referrer`. */
  referrerPolicy?: string;
}

/**
 * Hono's `secureHeaders` sending exactly the set docs/api.md lists: the content security policy,
 * `X-Content-Type-Options: nosniff`, the referrer policy, `X-Frame-Options: DENY` (the legacy twin
 * of frame-ancestors), `Cross-Origin-Opener-Policy: same-origin`, and HSTS when asked. Hono's other
 * defaults are off. The API uses it for every response, errors and preflights included; the
 * production server (server/) uses it, with a page policy, for the site.
 */
export function securityHeaders(options: SecurityHeadersOptions = {}): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: options.contentSecurityPolicy ?? API_CONTENT_SECURITY_POLICY,
    xContentTypeOptions: 'nosniff',
    referrerPolicy: options.referrerPolicy ?? 'no-referrer',
    xFrameOptions: 'DENY',
    crossOriginOpenerPolicy: 'same-origin',
    strictTransportSecurity: options.hsts === true ? `max-age=${options.hstsMaxAgeSeconds ?? 31_536_000}; includeSubDomains` : false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
}
