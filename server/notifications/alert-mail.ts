import type { Language } from '@contract/auth';
import { firedText, instrumentName } from '@contract/format-alert';
import { formatCairoTime } from '@contract/format-date';
import type { AppContext } from '../app-context';
import type { Mail } from '../mail/mailer';
import { button, escapeHtml, layout, paragraph, plainText } from '../mail/templates/layout';
import { mailWords } from '../mail/translate';
import { readToken, signToken } from './signed-token';

/**
 * The e-mail of one alert firing, and its switch-off link (a signed token good for that firing only). It says what
 * the in-app notification says, with the same words and figures (product §17): "ارتفع عيار 21، شراء فوق 5,000 ج.م".
 */

export interface AlertPayload {
  alert: string;
  instrument: string;
  condition: 'above' | 'below' | 'change_pct';
  threshold: string;
  price: string;
}

const PURPOSE = 'alert-off';
const BODY = /^([0-9a-f-]{36})\.(\d{1,9})$/;

/** `{alert uuid}.{firing}.{signature}`: names one firing of one alert, for switching it off and nothing else. */
export function switchOffToken(ctx: AppContext, alertUuid: string, firing: number): string {
  return signToken(ctx, PURPOSE, `${alertUuid}.${firing}`);
}

export function readSwitchOffToken(ctx: AppContext, token: string): { alert: string; firing: number } | null {
  const m = BODY.exec(readToken(ctx, PURPOSE, token, BODY) ?? '');
  return m ? { alert: m[1]!, firing: Number(m[2]) } : null;
}

/** `firedAt`: when the alert fired, said in Cairo time as the notifications page says it. */
export function alertMail(
  to: string,
  language: Language,
  p: AlertPayload,
  offLink: string,
  firedAt?: Date,
): Mail {
  const t = mailWords(language);
  const line = firedText(t, p);
  const when = firedAt ? [t('mail.alert.when', { time: formatCairoTime(firedAt, language) })] : [];
  const quiet = t('mail.alert.quiet');
  const off = t('mail.alert.off');
  return {
    to,
    language,
    subject: t('mail.alert.subject', { name: instrumentName(t, p.instrument) }),
    text: plainText(t, [line, ...when, '', quiet, '', `${off}: ${offLink}`], { greeting: false }),
    html: layout(language, t, [
      paragraph(escapeHtml(line)),
      ...when.map((w) => paragraph(escapeHtml(w), true)),
      paragraph(escapeHtml(quiet)),
      button(offLink, off),
      paragraph(`<a href="${escapeHtml(offLink)}" dir="ltr">${escapeHtml(offLink)}</a>`, true),
    ]),
  };
}
