import type { Language } from '@contract/auth';
import type { Mail } from '../mailer';
import { mailWords } from '../translate';
import { escapeHtml, layout, linkBlock, paragraph, plainText, button } from './layout';

/** The account e-mails, each as plain text and as HTML (right-to-left for Arabic), in the locales' words. */

export function activationMail(to: string, language: Language, link: string, days: number): Mail {
  const t = mailWords(language);
  return linkMail(to, language, link, {
    subject: t('mail.activation.subject'),
    intro: t('mail.activation.intro'),
    button: t('mail.activation.button'),
    expiry: t('mail.activation.expiry', { days }),
    ignore: t('mail.activation.ignore'),
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
  const t = mailWords(language);
  const how = words.how === undefined ? [] : [words.how];
  return {
    to,
    language,
    subject: words.subject,
    text: plainText(t, [
      words.intro,
      ...how.flatMap((line) => ['', line]),
      link,
      '',
      words.expiry,
      words.ignore,
    ]),
    html: layout(language, t, [
      paragraph(escapeHtml(t('mail.greeting'))),
      paragraph(escapeHtml(words.intro)),
      ...how.map((line) => paragraph(escapeHtml(line))),
      ...linkBlock(link, words.button),
      paragraph(escapeHtml(words.expiry)),
      paragraph(escapeHtml(words.ignore)),
    ]),
  };
}

/** To the owner of an active account when someone signs up with its address (architecture §4.1). */
export function signupAttemptMail(to: string, language: Language, loginLink: string): Mail {
  const t = mailWords(language);
  const intro = t('mail.signupAttempt.intro');
  const login = t('mail.signupAttempt.login');
  const ignore = t('mail.signupAttempt.ignore');
  return {
    to,
    language,
    subject: t('mail.signupAttempt.subject'),
    text: plainText(t, [intro, '', login, loginLink, '', ignore]),
    html: layout(language, t, [
      paragraph(escapeHtml(t('mail.greeting'))),
      paragraph(escapeHtml(intro)),
      paragraph(escapeHtml(login)),
      button(loginLink, t('mail.signupAttempt.button')),
      paragraph(escapeHtml(ignore)),
    ]),
  };
}

/** The password reset link (product §11): `PUBLIC_URL/password-reset/{uid}/{token}`, valid an hour. */
export function passwordResetMail(to: string, language: Language, link: string): Mail {
  const t = mailWords(language);
  return linkMail(to, language, link, {
    subject: t('mail.reset.subject'),
    intro: t('mail.reset.intro'),
    button: t('mail.reset.button'),
    expiry: t('mail.reset.expiry'),
    ignore: t('mail.reset.ignore'),
  });
}

/** The link that confirms the deletion of an account without a password (product §16), valid an hour. */
export function deletionLinkMail(to: string, language: Language, link: string): Mail {
  const t = mailWords(language);
  return linkMail(to, language, link, {
    subject: t('mail.confirmDeletion.subject'),
    intro: t('mail.confirmDeletion.intro'),
    button: t('mail.confirmDeletion.button'),
    expiry: t('mail.confirmDeletion.expiry'),
    ignore: t('mail.confirmDeletion.ignore'),
  });
}

/** The short confirmation that an account was deleted (product §11). */
export function accountDeletedMail(to: string, language: Language): Mail {
  const t = mailWords(language);
  const intro = t('mail.deleted.intro');
  const again = t('mail.deleted.again');
  return {
    to,
    language,
    subject: t('mail.deleted.subject'),
    text: plainText(t, [intro, again]),
    html: layout(language, t, [
      paragraph(escapeHtml(t('mail.greeting'))),
      paragraph(escapeHtml(intro)),
      paragraph(escapeHtml(again)),
    ]),
  };
}
