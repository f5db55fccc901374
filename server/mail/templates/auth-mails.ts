import type { Language } from '@contract/auth';
import type { Mail } from '../mailer';
import { mailStrings, type MailStrings } from './strings';

/** The account e-mails, each as plain text and as HTML (right-to-left for Arabic). */

export function activationMail(to: string, language: Language, link: string, days: number): Mail {
  const s = mailStrings[language];
  return linkMail(to, language, link, {
    subject: s.activationSubject,
    intro: s.activationIntro,
    button: s.activationButton,
    expiry: s.activationExpiry.replace('{days}', String(days)),
    ignore: s.activationIgnore,
  });
}

/** What a mail carrying one single-use link says, in the reader's language. */
export interface LinkMailWords {
  subject: string;
  intro: string;
  /** How to use the link, when the intro does not say. */
  how?: string;
  button: string;
  expiry: string;
  /** What to do with a link nobody asked for. */
  ignore: string;
}

/** A mail whose point is one link: the intro, the link (a button and the address), how long it lasts, "not you?". */
export function linkMail(to: string, language: Language, link: string, words: LinkMailWords): Mail {
  const s = mailStrings[language];
  const how = words.how === undefined ? [] : [words.how];
  return {
    to,
    language,
    subject: words.subject,
    text: plainText(s, [
      words.intro,
      ...how.flatMap((line) => ['', line]),
      link,
      '',
      words.expiry,
      words.ignore,
    ]),
    html: layout(language, s, [
      paragraph(escapeHtml(s.greeting)),
      paragraph(escapeHtml(words.intro)),
      ...how.map((line) => paragraph(escapeHtml(line))),
      ...linkBlock(link, words.button),
      paragraph(escapeHtml(words.expiry)),
      paragraph(escapeHtml(words.ignore)),
    ]),
  };
}

/** To the owner of an active account when someone signs up with its address (DESIGN §4.1). */
export function signupAttemptMail(to: string, language: Language, loginLink: string): Mail {
  const s = mailStrings[language];
  return {
    to,
    language,
    subject: s.attemptSubject,
    text: plainText(s, [s.attemptIntro, '', s.attemptLogin, loginLink, '', s.attemptIgnore]),
    html: layout(language, s, [
      paragraph(escapeHtml(s.greeting)),
      paragraph(escapeHtml(s.attemptIntro)),
      paragraph(escapeHtml(s.attemptLogin)),
      button(loginLink, s.attemptButton),
      paragraph(escapeHtml(s.attemptIgnore)),
    ]),
  };
}

/** The password reset link (issue 13): `PUBLIC_URL/password-reset/{uid}/{token}`, valid an hour. */
export function passwordResetMail(to: string, language: Language, link: string): Mail {
  const s = mailStrings[language];
  return linkMail(to, language, link, {
    subject: s.resetSubject,
    intro: s.resetIntro,
    button: s.resetButton,
    expiry: s.resetExpiry,
    ignore: s.resetIgnore,
  });
}

/** The short confirmation that an account was deleted (issue 13). */
export function accountDeletedMail(to: string, language: Language): Mail {
  const s = mailStrings[language];
  return {
    to,
    language,
    subject: s.deletedSubject,
    text: plainText(s, [s.deletedIntro, s.deletedAgain]),
    html: layout(language, s, [
      paragraph(escapeHtml(s.greeting)),
      paragraph(escapeHtml(s.deletedIntro)),
      paragraph(escapeHtml(s.deletedAgain)),
    ]),
  };
}

export function layout(language: Language, s: MailStrings, body: string[]): string {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const align = language === 'ar' ? 'right' : 'left';
  return `<!doctype html>
<html lang="${language}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(s.brand)}</title></head>
<body style="margin:0;padding:24px;background:#f6f3ea;font-family:Cairo,Tahoma,Arial,sans-serif;color:#1f1a0e">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px;text-align:${align}" dir="${dir}">
<h1 style="margin:0 0 16px;font-size:24px;color:#a8801a">${escapeHtml(s.brand)}</h1>
${body.join('\n')}
<p style="margin:24px 0 0;color:#6b6452">${escapeHtml(s.signature)}</p>
</div>
</body>
</html>
`;
}

export function paragraph(html: string, small = false): string {
  return `<p style="margin:0 0 12px;line-height:1.6${small ? ';font-size:12px;word-break:break-all' : ''}">${html}</p>`;
}

export function button(link: string, label: string): string {
  return `<p style="margin:16px 0"><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#c9a227;color:#1f1a0e;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a></p>`;
}

/** A message's plain text: the greeting, its lines, the signature. */
export function plainText(s: MailStrings, lines: string[]): string {
  return [s.greeting, '', ...lines, '', s.signature].join('\n');
}

/** The button and, under it, the link itself (for a reader that shows no buttons), always left to right. */
export function linkBlock(link: string, label: string): string[] {
  return [
    button(link, label),
    paragraph(`<a href="${escapeHtml(link)}" dir="ltr">${escapeHtml(link)}</a>`, true),
  ];
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
