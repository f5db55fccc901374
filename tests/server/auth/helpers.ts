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

/** The raw .eml, with quoted-printable soft line breaks undone so links and text can be searched. */
export async function readEml(file: string): Promise<string> {
  return decodeQuotedPrintable(await fs.readFile(file, 'utf8'));
}

export function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  return joined.replace(/(?:=[0-9A-F]{2})+/g, (run) =>
    Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'),
  );
}

/** Every e-mail sent to the address so far (outbox), newest last. */
export async function mailsTo(t: TestApp, email: string): Promise<string[]> {
  const mails: string[] = [];
  for (const file of await outboxFiles(t)) {
    const text = await readEml(file);
    if (new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}\\s*$`, 'mi').test(text)) mails.push(text);
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
