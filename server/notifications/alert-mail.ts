import type { Language } from '@contract/auth';
import type { AppContext } from '../app-context';
import type { Mail } from '../mail/mailer';
import { button, escapeHtml, layout, paragraph } from '../mail/templates/auth-mails';
import { mailStrings } from '../mail/templates/strings';
import { readToken, signToken } from './signed-token';

/** The e-mail of one alert firing, and its switch-off link (a signed token good for that firing only). */

const copy = {
  ar: {
    subject: 'تنبيه سعر من ذهبي: {instrument}',
    above: 'ارتفع سعر {instrument} فوق {threshold}: السعر الآن {price}.',
    below: 'انخفض سعر {instrument} تحت {threshold}: السعر الآن {price}.',
    change_pct: 'تحرك سعر {instrument} أكثر من {threshold}٪ عن إغلاق أمس: السعر الآن {price}.',
    quiet: 'لن يصلك تنبيه آخر عن هذا السعر حتى تعيد تفعيله من صفحة التنبيهات.',
    off: 'إيقاف هذا التنبيه',
  },
  en: {
    subject: 'Dahabi price alert: {instrument}',
    above: '{instrument} rose above {threshold}: the price is now {price}.',
    below: '{instrument} fell below {threshold}: the price is now {price}.',
    change_pct: '{instrument} moved more than {threshold}% from yesterday’s close: the price is now {price}.',
    quiet: 'You will not hear about this price again until you re-arm the alert on the alerts page.',
    off: 'Switch this alert off',
  },
} as const;

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

export function alertMail(to: string, language: Language, p: AlertPayload, offLink: string): Mail {
  const c = copy[language];
  const fill = (t: string) =>
    t.replace('{instrument}', p.instrument).replace('{threshold}', p.threshold).replace('{price}', p.price);
  const line = fill(c[p.condition]);
  return {
    to,
    language,
    subject: fill(c.subject),
    text: [line, '', c.quiet, '', `${c.off}: ${offLink}`, '', mailStrings[language].signature].join('\n'),
    html: layout(language, mailStrings[language], [
      paragraph(escapeHtml(line)),
      paragraph(escapeHtml(c.quiet)),
      button(offLink, c.off),
      paragraph(`<a href="${escapeHtml(offLink)}" dir="ltr">${escapeHtml(offLink)}</a>`, true),
    ]),
  };
}
