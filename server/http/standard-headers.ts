import type { Context } from 'hono';
import type { Config } from '../config';

/**
 * Security headers on every response (DESIGN §4.1). The CSP allows our own scripts plus Google Identity Services
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

const STATIC_HEADERS: [string, string][] = [
  ['Content-Security-Policy', CONTENT_SECURITY_POLICY],
  ['X-Content-Type-Options', 'nosniff'],
  // Google Sign-In checks the origin of the page: keep the origin on cross-origin requests, never the path.
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'DENY'],
  // The Google sign-in popup talks back to its opener.
  ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
];

const HSTS = 'max-age=31536000; includeSubDomains';

/** Sets the security headers on a finished response; a header the route set itself is left as it is. */
export function addSecurityHeaders(c: Context, config: Config): void {
  const headers = c.res.headers;
  for (const [name, value] of STATIC_HEADERS) {
    if (!headers.has(name)) headers.set(name, value);
  }
  // HSTS only over TLS: directly, or behind a trusted proxy that terminated it.
  const https =
    c.req.url.startsWith('https:') ||
    (config.trustProxy && c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https');
  if (https) headers.set('Strict-Transport-Security', HSTS);
}
