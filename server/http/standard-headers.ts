import type { Context } from 'hono';
import type { Config } from '../config';
import { isApiPath } from './request-log';

/**
 * The CSP (DESIGN §4.1) allows our own scripts plus Google Identity Services
 * (https://developers.google.com/identity/gsi/web/guides/get-google-api-clientid#content_security_policy);
 * inline styles are needed by emotion (Chakra UI) and by the Google button.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' https://accounts.google.com/gsi/client",
  "style-src 'self' 'unsafe-inline' https://accounts.google.com/gsi/style",
  "img-src 'self' data: blob: https://*.googleusercontent.com",
  "font-src 'self' data:",
  "connect-src 'self' https://accounts.google.com/gsi/",
  'frame-src https://accounts.google.com/gsi/',
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "form-action 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

// Names in lower case, as they are sent (and as a WHATWG Headers object lists them).
const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  // Google Sign-In checks the origin of the page: keep the origin on cross-origin requests, never the path.
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  // The Google sign-in popup talks back to its opener.
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  'cross-origin-resource-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'x-permitted-cross-domain-policies': 'none',
});

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The headers every answer carries unless its route set them itself: the security headers (DESIGN §4.1), HSTS
 * over TLS, the request id, and `no-store` on API paths (their answers carry personal data: never stored by a
 * browser or a shared cache unless a route says otherwise).
 */
export function standardHeaders(c: Context, config: Config, requestId: string): Record<string, string> {
  const headers: Record<string, string> = { ...SECURITY_HEADERS, 'x-request-id': requestId };
  // HSTS only over TLS: directly, or behind a trusted proxy that terminated it.
  const https =
    c.req.url.startsWith('https:') ||
    (config.trustProxy && c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https');
  if (https) headers['strict-transport-security'] = HSTS;
  if (isApiPath(c.req.path)) headers['cache-control'] = 'no-store';
  return headers;
}

/** Adds the standard headers to a finished response, leaving those its route set. */
export function addStandardHeaders(response: Response, standard: Readonly<Record<string, string>>): void {
  const headers = response.headers;
  for (const name in standard) {
    if (!headers.has(name)) headers.set(name, standard[name]!);
  }
}
