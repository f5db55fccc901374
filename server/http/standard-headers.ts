import type { Context } from 'hono';
import type { Config } from '../config';
import { isApiPath } from './request-log';

/**
 * The CSP (architecture §4.1) allows our own scripts plus Google Identity Services
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
const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  // Google Sign-In checks the origin of the page: keep the origin on cross-origin requests, never the path.
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-origin',
  'x-permitted-cross-domain-policies': 'none',
} as const;

/** Pages, scripts, the service worker and every other file: the policies a document or a worker lives under. */
const DOCUMENT_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': CONTENT_SECURITY_POLICY,
  ...SECURITY_HEADERS,
  // The Google sign-in popup talks back to its opener.
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
});

/**
 * A JSON answer is never a document: nothing in it may load or run, and no page may frame it (OWASP's REST
 * security headers). The page's own policy, its opener and permissions policies (about 550 bytes) would only
 * weigh on every API answer, the dashboard's polls included.
 */
export const JSON_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";
const JSON_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': JSON_CONTENT_SECURITY_POLICY,
  ...SECURITY_HEADERS,
});

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * What every answer carries besides its security headers, decided on arrival: the request id, HSTS over TLS, and
 * `no-store` on API paths (their answers carry personal data: never stored by a browser or a shared cache unless a
 * route says otherwise). The security headers join when the answer's kind is known (addStandardHeaders,
 * jsonAnswerHeaders).
 */
export function standardHeaders(c: Context, config: Config, requestId: string): Record<string, string> {
  const https = cameOverTls(
    config,
    c.req.url.startsWith('https:'),
    config.trustProxy ? c.req.header('x-forwarded-proto') : undefined,
  );
  return standardHeaderSet(requestId, https, isApiPath(c.req.path));
}

/**
 * Whether the request came over TLS: directly (its URL's scheme), or behind a trusted proxy that terminated it (the
 * first X-Forwarded-Proto). HSTS is sent only then.
 */
export function cameOverTls(
  config: Pick<Config, 'trustProxy'>,
  schemeIsHttps: boolean,
  forwardedProto: string | undefined,
): boolean {
  return schemeIsHttps || (config.trustProxy && forwardedProto?.split(',')[0]?.trim() === 'https');
}

/** The same from what the request tells: its id, whether it came over TLS, whether its path is the API's. */
export function standardHeaderSet(requestId: string, https: boolean, api: boolean): Record<string, string> {
  const headers: Record<string, string> = { 'x-request-id': requestId };
  if (https) headers['strict-transport-security'] = HSTS;
  if (api) headers['cache-control'] = 'no-store';
  return headers;
}

/** Every standard header of a JSON answer (architecture §4.1): its security headers and the request's own. */
export function jsonAnswerHeaders(standard: Readonly<Record<string, string>>): Record<string, string> {
  return { ...JSON_HEADERS, ...standard };
}

const isJson = (type: string | null) =>
  type !== null && /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(type);

/**
 * Adds the standard headers to a finished response, leaving those its route set: a JSON answer's security headers,
 * else a document's (pages, /api/docs/, scripts, the service worker), then the request's own.
 */
export function addStandardHeaders(response: Response, standard: Readonly<Record<string, string>>): void {
  const headers = response.headers;
  const security = isJson(headers.get('content-type')) ? JSON_HEADERS : DOCUMENT_HEADERS;
  for (const set of [security, standard])
    for (const name in set) {
      if (!headers.has(name)) headers.set(name, set[name]!);
    }
}
