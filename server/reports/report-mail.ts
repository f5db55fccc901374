import type { Language } from '@contract/auth';
import type { Report } from '@contract/reports';
import type { AppContext } from '../app-context';
import type { Mail } from '../mail/mailer';
import { button, escapeHtml, layout, paragraph } from '../mail/templates/auth-mails';
import { mailStrings } from '../mail/templates/strings';
import { readToken, signToken } from '../notifications/signed-token';

/**
 * The monthly report e-mail (issue 18): the figures of GET /api/reports/{month}/ as HTML (right to left in Arabic)
 * and plain text, a link to the same report in the app, and a one-click unsubscribe link with its
 * `List-Unsubscribe` headers (RFC 8058).
 */

const copy = {
  ar: {
    locale: 'ar-EG',
    subject: 'تقريرك الشهري من ذهبي: {month}',
    intro: 'هذا ملخص محفظتك في {month}.',
    start: 'القيمة في أول الشهر',
    end: 'القيمة في آخر الشهر',
    change: 'التغير',
    netInvested: 'صافي الشراء والبيع في الشهر',
    grams: 'إجمالي الجرامات',
    pure: 'منها ذهب خالص (عيار ٢٤)',
    holdings: 'الأصول',
    holding: 'الأصل',
    transactions: 'عدد المعاملات في الشهر: {count}',
    gold21: 'سعر شراء عيار ٢١ في الشهر: من {min} إلى {max} ج.م',
    usd: 'سعر الدولار في الشهر: من {min} إلى {max} ج.م',
    zakatDue: 'الزكاة: مستحقة الآن ({amount} ج.م).',
    zakatRunning: 'الزكاة: بلغت النصاب، والحول يكتمل في {day}.',
    zakatBelow: 'الزكاة: لم تبلغ النصاب.',
    open: 'افتح التقرير في ذهبي',
    unsubscribe: 'إيقاف التقارير الشهرية',
    why: 'وصلتك هذه الرسالة لأنك فعّلت التقرير الشهري في الإعدادات.',
    egp: 'ج.م',
    percent: '%',
    arrow: '←',
  },
  en: {
    locale: 'en-EG',
    subject: 'Your Dahabi monthly report: {month}',
    intro: 'Here is your portfolio in {month}.',
    start: 'Value at the start of the month',
    end: 'Value at the end of the month',
    change: 'Change',
    netInvested: 'Net bought and sold in the month',
    grams: 'Total grams',
    pure: 'Of which pure gold (24 karat)',
    holdings: 'Holdings',
    holding: 'Holding',
    transactions: 'Transactions this month: {count}',
    gold21: '21k buy price in the month: {min} to {max} EGP',
    usd: 'US dollar in the month: {min} to {max} EGP',
    zakatDue: 'Zakat: due now ({amount} EGP).',
    zakatRunning: 'Zakat: at the nisab; the hawl completes on {day}.',
    zakatBelow: 'Zakat: below the nisab.',
    open: 'Open the report in Dahabi',
    unsubscribe: 'Stop the monthly reports',
    why: 'You receive this because you switched the monthly report on in Settings.',
    egp: 'EGP',
    percent: '%',
    arrow: '→',
  },
} as const;

const PURPOSE = 'report-unsubscribe';
const BODY = /^(\d{1,12})\.\d{4}-\d{2}$/;

/** `{user id}.{YYYY-MM}.{signature}`: stops this person's monthly reports, and does nothing else. */
export function unsubscribeToken(ctx: AppContext, userId: number, month: string): string {
  return signToken(ctx, PURPOSE, `${userId}.${month}`);
}

export function readUnsubscribeToken(ctx: AppContext, token: string): number | null {
  const m = BODY.exec(readToken(ctx, PURPOSE, token, BODY) ?? '');
  return m ? Number(m[1]) : null;
}

export interface ReportMailLinks {
  report: string;
  unsubscribe: string;
  /** The API address a mail client POSTs to for one-click unsubscribe (RFC 8058). */
  oneClick: string;
}

/** Arabic asset names by code (the report's names are the English ones). */
export type AssetNames = ReadonlyMap<string, string>;

export function reportMail(
  to: string,
  language: Language,
  report: Report,
  links: ReportMailLinks,
  arabicNames: AssetNames,
): Mail {
  const c = copy[language];
  // spec §9: numbers in the en-US format in both languages (as the app shows them); dates in the person's language.
  const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });
  const amount = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const signed = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero',
  });
  // A signed figure in Arabic text keeps its sign in front: each figure is isolated left to right (U+2066…U+2069).
  const ltr = (text: string) => (language === 'ar' ? `\u2066${text}\u2069` : text);
  const day = new Intl.DateTimeFormat(c.locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const [year, monthNumber] = report.month.split('-').map(Number) as [number, number];
  const monthName = new Intl.DateTimeFormat(c.locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year, monthNumber - 1, 15));
  const money = (n: number) => `${ltr(amount.format(n))} ${c.egp}`;
  const pct =
    report.change_pct === null ? '' : ` (${ltr(`${signed.format(report.change_pct)}${c.percent}`)})`;
  const figures: [string, string][] = [
    [c.start, money(report.start_value)],
    [c.end, money(report.end_value)],
    [c.change, `${ltr(signed.format(report.change))} ${c.egp}${pct}`],
    [c.netInvested, `${ltr(signed.format(report.net_invested))} ${c.egp}`],
    [c.grams, number.format(report.total_grams)],
    [c.pure, number.format(report.pure_gold_grams)],
  ];
  const name = (h: Report['holdings'][number]) =>
    language === 'ar' ? (arabicNames.get(h.asset_code) ?? h.asset_name) : h.asset_name;
  const holdings = report.holdings.map(
    (h) =>
      [
        name(h),
        money(h.start_value),
        money(h.end_value),
        `${ltr(signed.format(h.change))} ${c.egp}`,
      ] as const,
  );
  const fill = (t: string, values: Record<string, string>) =>
    Object.entries(values).reduce((s, [k, v]) => s.replace(`{${k}}`, v), t);
  const z = report.zakat;
  const lines = [
    fill(c.transactions, { count: number.format(report.transactions.length) }),
    ...(report.gold_21_buy ? [fill(c.gold21, rangeOf(report.gold_21_buy, amount))] : []),
    ...(report.usd ? [fill(c.usd, rangeOf(report.usd, amount))] : []),
    z.hawl_state === 'due'
      ? fill(c.zakatDue, { amount: amount.format(z.amount_due) })
      : z.hawl_state === 'running'
        ? fill(c.zakatRunning, { day: z.due_on ? day.format(new Date(`${z.due_on}T12:00:00Z`)) : '' })
        : c.zakatBelow,
  ];
  const intro = fill(c.intro, { month: monthName });
  const align = language === 'ar' ? 'right' : 'left';
  const cell = `style="padding:6px 8px;border-bottom:1px solid #eee3c4;text-align:${align}"`;
  const table = (rows: readonly (readonly string[])[], head?: readonly string[]) =>
    `<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 16px;font-size:14px">${
      head ? `<tr>${head.map((h) => `<th ${cell}>${escapeHtml(h)}</th>`).join('')}</tr>` : ''
    }${rows.map((r) => `<tr>${r.map((v) => `<td ${cell}>${escapeHtml(v)}</td>`).join('')}</tr>`).join('')}</table>`;
  return {
    to,
    language,
    subject: fill(c.subject, { month: monthName }),
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    text: [
      intro,
      '',
      ...figures.map(([k, v]) => `${k}: ${v}`),
      '',
      ...(holdings.length
        ? [c.holdings, ...holdings.map((h) => `- ${h[0]}: ${h[1]} ${c.arrow} ${h[2]} (${h[3]})`), '']
        : []),
      ...lines,
      '',
      `${c.open}: ${links.report}`,
      '',
      c.why,
      `${c.unsubscribe}: ${links.unsubscribe}`,
      '',
      mailStrings[language].signature,
    ].join('\n'),
    html: layout(language, mailStrings[language], [
      paragraph(escapeHtml(intro)),
      table(figures),
      ...(holdings.length ? [table(holdings, [c.holding, c.start, c.end, c.change])] : []),
      ...lines.map((l) => paragraph(escapeHtml(l))),
      button(links.report, c.open),
      paragraph(
        `<small>${escapeHtml(c.why)} <a href="${escapeHtml(links.unsubscribe)}">${escapeHtml(c.unsubscribe)}</a></small>`,
      ),
    ]),
  };
}

const rangeOf = (r: { min: number; max: number }, format: Intl.NumberFormat) => ({
  min: format.format(r.min),
  max: format.format(r.max),
});
