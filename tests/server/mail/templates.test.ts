import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Language } from '@contract/auth';
import type { Report } from '@contract/reports';
import type { Mail } from '@server/mail/mailer';
import * as authMails from '@server/mail/templates/auth-mails';
import * as householdMails from '@server/mail/templates/household-mails';
import { alertMail, type AlertPayload } from '@server/notifications/alert-mail';
import { reportMail } from '@server/reports/report-mail';

/**
 * Every e-mail the server sends, rendered in both languages with realistic data (product §17): what a
 * person reads carries no locale key, no instrument code, no number of four digits or more without its thousands
 * separator, and no placeholder left unfilled. Arabic first: that is where the codes and bare numbers showed.
 */

const LINK = 'https://dahabi.test/activate/MTI/c3d-4e5f6a7b8c9d0e1f';
const ALERT = '0b1e8f6e-4d6c-4f9e-9a3b-2c1d0e9f8a7b';
const offLink = `https://dahabi.test/alerts/off/${ALERT}.1.sig-abc`;
const FIRED_AT = new Date('2026-11-22T10:00:00Z');

const alert = (p: Partial<AlertPayload>): AlertPayload => ({
  alert: ALERT,
  instrument: 'gold_21_buy',
  condition: 'above',
  threshold: '5000',
  price: '5950',
  ...p,
});

/** November 2026 of a person who bought 20 g of 21k and a gold pound, at the month's stored prices. */
const report: Report = {
  month: '2026-11',
  from: '2026-11-01',
  to: '2026-11-30',
  complete: true,
  start_value: 98_250.5,
  end_value: 126_430.25,
  change: 28_179.75,
  change_pct: 28.68,
  net_invested: 23_400,
  start_prices_at: '2026-10-31T15:00:00Z',
  end_prices_at: '2026-11-30T15:00:00Z',
  start_priced_on: '2026-10-31',
  end_priced_on: '2026-11-30',
  prices_in_month: true,
  total_grams: 28.0125,
  pure_gold_grams: 24.5109,
  holdings: [
    {
      asset_code: 'gram_21k',
      asset_name: 'Gram 21K',
      main_type: 'grams',
      start_quantity: 15,
      end_quantity: 20,
      start_value: 73_500,
      end_value: 99_000,
      change: 25_500,
    },
    {
      asset_code: 'pound_full',
      asset_name: 'Gold pound',
      main_type: 'pounds',
      start_quantity: 1,
      end_quantity: 1,
      start_value: 24_750.5,
      end_value: 27_430.25,
      change: -1_320.25,
    },
  ],
  transactions: [],
  gold_21_buy: { min: 4_900, max: 5_950 },
  usd: { min: 48.25, max: 50.1 },
  zakat: {
    as_of: '2026-11-30',
    nisab_reached: true,
    hawl_state: 'running',
    due_on: '2027-03-14',
    amount_due: 0,
  },
};
const dueReport: Report = {
  ...report,
  month: '2027-03',
  zakat: { ...report.zakat, hawl_state: 'due', due_on: '2027-03-14', amount_due: 3_160.76 },
};

/** October 2026, when no price was stored: both ends are valued at the 29 September prices. */
const unpricedReport: Report = {
  ...report,
  month: '2026-10',
  from: '2026-10-01',
  to: '2026-10-31',
  start_value: 98_250.5,
  end_value: 121_650.5,
  change: 23_400,
  change_pct: 23.82,
  start_priced_on: '2026-09-29',
  end_priced_on: '2026-09-29',
  prices_in_month: false,
  gold_21_buy: null,
  usd: null,
};

const reportLinks = {
  report: 'https://dahabi.test/dashboard/reports/2026-11',
  unsubscribe: 'https://dahabi.test/reports/unsubscribe/42.2026-11.sig',
  oneClick: 'https://dahabi.test/api/report-unsubscribe/42.2026-11.sig/',
};
const { accountDeletedMail, activationMail, deletionLinkMail, passwordResetMail, signupAttemptMail } =
  authMails;
const { invitationMail } = householdMails;
/** Every template of server/mail/templates: the test below fails when one is added and not rendered here. */
const RENDERED = [
  accountDeletedMail,
  activationMail,
  deletionLinkMail,
  passwordResetMail,
  signupAttemptMail,
  invitationMail,
].map((f) => f.name);

function everyMail(language: Language): [string, Mail][] {
  const to = 'salma@example.com';
  return [
    ['activation', activationMail(to, language, LINK, 3)],
    ['sign-up attempt', signupAttemptMail(to, language, 'https://dahabi.test/login')],
    ['password reset', passwordResetMail(to, language, 'https://dahabi.test/password-reset/MTI/tok')],
    [
      'deletion link',
      deletionLinkMail(to, language, 'https://dahabi.test/settings?delete=MTI.1764400000.sig'),
    ],
    ['account deleted', accountDeletedMail(to, language)],
    [
      'invitation',
      invitationMail(to, language, {
        owner: 'Omar Hassan',
        household: 'آل حسن',
        role: 'editor',
        link: 'https://dahabi.test/invitations/inv-123',
        days: 7,
      }),
    ],
    ['alert above', alertMail(to, language, alert({}), offLink, FIRED_AT)],
    ['alert below', alertMail(to, language, alert({ condition: 'below', threshold: '12500.5' }), offLink)],
    [
      'alert change',
      alertMail(
        to,
        language,
        alert({ instrument: 'gold_24_buy', condition: 'change_pct', threshold: '2' }),
        offLink,
      ),
    ],
    [
      'alert ounce',
      alertMail(to, language, alert({ instrument: 'gold_ounce_price', price: '2650.4' }), offLink),
    ],
    [
      'alert currency',
      alertMail(to, language, alert({ instrument: 'USD', threshold: '50', price: '50.25' }), offLink),
    ],
    ['monthly report', reportMail(to, language, report, reportLinks)],
    ['monthly report, zakat due', reportMail(to, language, dueReport, reportLinks)],
    ['monthly report without prices', reportMail(to, language, unpricedReport, reportLinks)],
  ];
}

const decode = (html: string) =>
  html
    .replace(/<(style|head)[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^<>]*>/g, ' ')
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))
    .replace(/&amp;/g, '&');

/** What a person reads: the subject, the plain text and the HTML's text, without the links' addresses. */
function readable(mail: Mail): string {
  return [mail.subject, mail.text, decode(mail.html)]
    .join('\n')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, ' ');
}

const MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December';

/** Each fault a person would see, named. */
function faults(text: string): string[] {
  return [
    ...[...text.matchAll(/\b(?:gold|usd|eur|xau)_\w+/gi)].map((m) => `instrument code ${m[0]}`),
    // A locale key i18next gives back when it has no string: words joined by dots (`mail.alert.subject`).
    ...[...text.matchAll(/\b[a-z][A-Za-z0-9]*(?:\.[A-Z_a-z]\w*)+/g)].map((m) => `raw key ${m[0]}`),
    // A whole number part of 4+ digits (not a year after its English month name).
    ...[...text.matchAll(new RegExp(`(?<![\\d.,])(?<!(?:${MONTHS})(?: \\d{1,2},)? )\\d{4,}`, 'g'))].map(
      (m) => `ungrouped number ${m[0]}`,
    ),
    ...[...text.matchAll(/\{\{?\w*\}?\}/g)].map((m) => `placeholder ${m[0]}`),
  ];
}

describe('every e-mail template, in both languages', () => {
  for (const language of ['ar', 'en'] as const)
    for (const [name] of everyMail(language))
      it(`${language}: ${name} has no key, no instrument code, no bare number, no placeholder`, () => {
        const mail = everyMail(language).find(([n]) => n === name)![1];
        expect(faults(readable(mail))).toEqual([]);
        expect(mail.html).toMatch(
          language === 'ar' ? /<html lang="ar" dir="rtl">/ : /<html lang="en" dir="ltr">/,
        );
      });

  it('ar: the alert names the price and writes figures as the in-app notification does', () => {
    const mail = alertMail('salma@example.com', 'ar', alert({}), offLink, FIRED_AT);
    expect(mail.subject).toBe('تنبيه سعر من ذهبي: عيار 21، شراء');
    expect(mail.text).toContain('ارتفع عيار 21، شراء فوق 5,000 ج.م: الآن 5,950 ج.م');
    expect(mail.text).toContain('انطلق التنبيه يوم ٢٢ نوفمبر ٢٠٢٦ في ١٢:٠٠ م.');
    expect(decode(mail.html)).toContain('ارتفع عيار 21، شراء فوق 5,000 ج.م: الآن 5,950 ج.م');
    const ounce = alertMail(
      'salma@example.com',
      'ar',
      alert({ instrument: 'gold_ounce_price', price: '2650.4' }),
      offLink,
    );
    expect(ounce.text).toContain('الآن 2,650.4 دولار');
  });

  it('en: the alert names the price and writes figures as the in-app notification does', () => {
    const mail = alertMail(
      'sam@example.com',
      'en',
      alert({ condition: 'below', threshold: '12500.5' }),
      offLink,
    );
    expect(mail.subject).toBe('Dahabi price alert: 21 karat, buy');
    expect(mail.text).toContain('21 karat, buy fell below 12,500.5 EGP: now 5,950 EGP');
    const fired = alertMail('sam@example.com', 'en', alert({}), offLink, FIRED_AT);
    expect(fired.text).toContain('The alert fired on November 22, 2026 at 12:00 PM.');
  });

  it('ar: the report writes money with its currency and dates in Arabic words', () => {
    const mail = reportMail('salma@example.com', 'ar', report, reportLinks);
    expect(mail.subject).toBe('تقريرك الشهري من ذهبي: نوفمبر ٢٠٢٦');
    expect(mail.text).toContain('126,430.25 ج.م');
    expect(mail.text).toContain('جرام عيار 21');
    expect(mail.text).toContain('١٤ مارس ٢٠٢٧');
    expect(mail.text).toContain('4,900.00');
    const due = reportMail('salma@example.com', 'ar', dueReport, reportLinks);
    expect(due.text).toContain('3,160.76 ج.م');
  });

  it('ar: a month without prices says so instead of showing a change', () => {
    const mail = reportMail('salma@example.com', 'ar', unpricedReport, reportLinks);
    expect(mail.text).toContain('التغير خلال الشهر: لا أسعار هذا الشهر، فلا تغير يُعرض');
    expect(mail.text).toContain('طرفا الشهر مُقيَّمان بأسعار ٢٩ سبتمبر ٢٠٢٦');
    expect(mail.text).not.toContain('23.82%');
    expect(mail.text).toContain('سعر شراء عيار 21 خلال الشهر: لا توجد أسعار مسجلة لهذا الشهر');
  });

  it('en: the report writes money with its currency and dates in words', () => {
    const mail = reportMail('sam@example.com', 'en', report, reportLinks);
    expect(mail.subject).toBe('Your Dahabi monthly report: November 2026');
    expect(mail.text).toContain('126,430.25 EGP');
    expect(mail.text).toContain('March 14, 2027');
  });
});

describe('one source of words', () => {
  it('every template in server/mail/templates is rendered above', () => {
    const templates = Object.entries({ ...authMails, ...householdMails })
      .filter(([name, value]) => typeof value === 'function' && /Mail$/.test(name) && name !== 'linkMail')
      .map(([name]) => name);
    expect(templates.sort()).toEqual([...RENDERED].sort());
  });

  it('the e-mail modules hold no words of their own: every Arabic word comes from locales/ar.json', () => {
    const files = [
      ...readdirSync('server/mail', { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.ts'))
        .map((f) => `server/mail/${f}`),
      'server/notifications/alert-mail.ts',
      'server/reports/report-mail.ts',
    ];
    const withArabic = files.filter((f) =>
      /[\u0621-\u064A]/.test(readFileSync(f, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')),
    );
    expect(withArabic).toEqual([]);
  });
});
