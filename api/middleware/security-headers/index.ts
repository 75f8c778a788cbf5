/** The API answers JSON only: nothing may load, and nobody may frame it. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

export interface SecurityHeadersOptions {
  /** Default: `API_CONTENT_SECURITY_POLICY`. Pages pass their own, which must keep `frame-ancestors 'none'`. */
  contentSecurityPolicy?: string;
  /** Send `Strict-Transport-Security` (only behind HTTPS, where it is the whole point). Default false. */
  hsts?: boolean;
  /** HSTS max-age in seconds; default one year. */
  hstsMaxAgeSeconds?: number;
  /** Default `no-referrer`. */
  referrerPolicy?: string;
}

/**
 * The security headers as a plain map: the API's frame puts them on every response, errors and
 * preflights included, and the production server puts them, with a page CSP, on the static pages.
 */
export function securityHeaderMap(options: SecurityHeadersOptions = {}): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': options.contentSecurityPolicy ?? API_CONTENT_SECURITY_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': options.referrerPolicy ?? 'no-referrer',
    // Legacy twin of frame-ancestors for browsers that predate CSP level 2.
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  if (options.hsts === true) {
    headers['Strict-Transport-Security'] = `max-age=${options.hstsMaxAgeSeconds ?? 31_536_000}; includeSubDomains`;
  }
  return headers;
}
