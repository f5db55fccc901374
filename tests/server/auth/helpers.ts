import fs from 'node:fs/promises';
import path from 'node:path';
import type { TestApp } from '@tests/support/test-app';

/** Shared by the auth test files: JSON calls, the outbox, and the activation link inside an e-mail. */

export const STRONG_PASSWORD = 'Nile-Gold-Savings-42';

let ipCounter = 0;

/** A distinct client address per caller (the test apps trust X-Forwarded-For), so per-IP limits stay apart. */
export function freshIp(): string {
  ipCounter += 1;
  return `2001:db8::${ipCounter.toString(16)}`;
}

export interface CallOptions {
  headers?: Record<string, string>;
  ip?: string;
}

export async function post(t: TestApp, url: string, body: unknown, options: CallOptions = {}) {
  const res = await t.app.request(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(options.ip ? { 'X-Forwarded-For': options.ip } : {}),
      ...options.headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    text,
    body: text ? (JSON.parse(text) as unknown) : null,
  };
}

export async function outboxFiles(t: TestApp): Promise<string[]> {
  const dir = path.join(t.ctx.config.dataDir, 'outbox');
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  return names
    .filter((n) => n.endsWith('.eml'))
    .sort()
    .map((n) => path.join(dir, n));
}

export interface ParsedMail {
  /** Header names lower-cased, encoded words decoded. */
  headers: Record<string, string>;
  text: string;
  html: string;
}

/** Enough of MIME for our own messages: headers, multipart/alternative, base64 and quoted-printable parts. */
export function parseMail(raw: string): ParsedMail {
  const { headers, body } = splitHeaders(raw);
  const parts: { type: string; content: string }[] = [];
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      const part = splitHeaders(chunk.replace(/^\r?\n/, ''));
      parts.push({ type: part.headers['content-type'] ?? '', content: decodeBody(part.body, part.headers) });
    }
  } else {
    parts.push({ type: headers['content-type'] ?? '', content: decodeBody(body, headers) });
  }
  return {
    headers,
    text: parts.find((p) => p.type.startsWith('text/plain'))?.content ?? '',
    html: parts.find((p) => p.type.startsWith('text/html'))?.content ?? '',
  };
}

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
      enc.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function decodeBody(body: string, headers: Record<string, string>): string {
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

export function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  return joined.replace(/(?:=[0-9A-F]{2})+/g, (run) =>
    Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'),
  );
}

/** Every e-mail written to the outbox for the address so far, oldest first. */
export async function mailsTo(t: TestApp, email: string): Promise<ParsedMail[]> {
  const mails: ParsedMail[] = [];
  for (const file of await outboxFiles(t)) {
    const mail = parseMail(await fs.readFile(file, 'utf8'));
    if (mail.headers.to === email) mails.push(mail);
  }
  return mails;
}

/** uid and token of the activation link in a message (`PUBLIC_URL/activate/{uid}/{token}`). */
export function activationLinkIn(
  mail: string,
  publicUrl: string,
): { link: string; uid: string; token: string } {
  const escaped = publicUrl.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = new RegExp(`${escaped}/activate/([A-Za-z0-9_-]+)/([A-Za-z0-9_-]+)`).exec(mail);
  if (!match) throw new Error(`no activation link in:\n${mail}`);
  return { link: match[0], uid: match[1]!, token: match[2]! };
}

/** Signs up through the API and returns the activation link of the newest e-mail to the address. */
export async function signUpForLink(
  t: TestApp,
  email: string,
  options: { password?: string; language?: 'ar' | 'en'; ip?: string } = {},
) {
  const res = await post(
    t,
    '/auth/users/',
    {
      email,
      password: options.password ?? STRONG_PASSWORD,
      terms_accepted: true,
      ...(options.language ? { language: options.language } : {}),
    },
    { ip: options.ip ?? freshIp() },
  );
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  const mails = await mailsTo(t, email.trim().toLowerCase());
  const mail = mails.at(-1);
  if (!mail) throw new Error(`no e-mail to ${email}`);
  return { ...activationLinkIn(mail.text, t.ctx.config.publicUrl), mail };
}

/** A signed-up and activated account, through the API, with its password. */
export async function activatedAccount(t: TestApp, email: string, password = STRONG_PASSWORD) {
  const { uid, token } = await signUpForLink(t, email, { password });
  const res = await post(t, '/auth/users/activation/', { uid, token }, { ip: freshIp() });
  if (res.status !== 204) throw new Error(`activation failed: ${res.status} ${res.text}`);
  return { email, password };
}

export async function logInTokens(t: TestApp, email: string, password = STRONG_PASSWORD) {
  const res = await post(t, '/api/users/login/', { email, password }, { ip: freshIp() });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
  return res.body as { access: string; refresh: string };
}

/**
 * Median wall times (ms) of two calls, measured alternately so that load on the machine (other test files run in
 * parallel) weighs on both alike.
 */
export async function compareMedians(
  runs: number,
  a: () => Promise<unknown>,
  b: () => Promise<unknown>,
): Promise<{ a: number; b: number; ratio: number }> {
  const times: { a: number[]; b: number[] } = { a: [], b: [] };
  const time = async (fn: () => Promise<unknown>) => {
    const started = performance.now();
    await fn();
    return performance.now() - started;
  };
  await a(); // warm-up: first-use costs (prepared statements, the dummy hash) are not the point
  await b();
  for (let i = 0; i < runs; i += 1) {
    times.a.push(await time(a));
    times.b.push(await time(b));
  }
  const median = (list: number[]) => list.sort((x, y) => x - y)[Math.floor(list.length / 2)]!;
  const result = { a: median(times.a), b: median(times.b) };
  return { ...result, ratio: result.a / result.b };
}
