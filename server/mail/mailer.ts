import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppContext } from '../app-context';

/**
 * Outgoing mail (architecture §2, §6): over SMTP when SMTP_URL is set; otherwise each message is written as an .eml
 * file to DATA_DIR/outbox/, named so that `ls` lists them oldest first, for a developer to open or a test to read.
 */

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Language of the message, for the Content-Language header. */
  language: 'ar' | 'en';
  /** Extra headers (List-Unsubscribe of the monthly reports). */
  headers?: Record<string, string>;
}

export type Delivery = { via: 'smtp'; messageId: string } | { via: 'outbox'; file: string };

const transports = new Map<string, Transporter>();

function smtpTransport(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    // Short timeouts: a sign-up waits for its e-mail, and a stuck mail server must not hold it for minutes.
    transport = nodemailer.createTransport({
      url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    transports.set(url, transport);
  }
  return transport;
}

export function outboxDir(ctx: AppContext): string {
  return path.join(ctx.config.dataDir, 'outbox');
}

export async function sendMail(ctx: AppContext, mail: Mail): Promise<Delivery> {
  const message = {
    from: ctx.config.mailFrom,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    date: ctx.now(),
    headers: { ...mail.headers, 'Content-Language': mail.language },
  };
  if (ctx.config.smtpUrl) {
    const info = await smtpTransport(ctx.config.smtpUrl).sendMail(message);
    return { via: 'smtp', messageId: String(info.messageId) };
  }
  const built = await nodemailer.createTransport({ streamTransport: true, buffer: true }).sendMail(message);
  const dir = outboxDir(ctx);
  await fs.mkdir(dir, { recursive: true });
  // 2026-11-22T03-45-12-345Z-1a2b3c.eml: the time first, so names sort by time.
  const stamp = ctx.now().toISOString().replaceAll(':', '-').replace('.', '-');
  const file = path.join(dir, `${stamp}-${randomBytes(3).toString('hex')}.eml`);
  await fs.writeFile(file, built.message as Buffer, { mode: 0o600 });
  return { via: 'outbox', file };
}
