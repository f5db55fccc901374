import type { Language } from '@contract/auth';
import { formatGregorianDay, formatMonth } from '@contract/format-date';
import {
  formatAmount,
  formatMoney,
  formatNumber,
  formatPercent,
  formatSignedAmount,
} from '@contract/format-number';
import type { Report } from '@contract/reports';
import type { AppContext } from '../app-context';
import type { Mail } from '../mail/mailer';
import { button, escapeHtml, layout, paragraph, plainText } from '../mail/templates/layout';
import { mailWords } from '../mail/translate';
import { readToken, signToken } from '../notifications/signed-token';

/**
 * The monthly report e-mail (issue 18): the figures of GET /api/reports/{month}/ as HTML (right to left in Arabic)
 * and plain text, a link to the same report in the app, and a one-click unsubscribe link with its
 * `List-Unsubscribe` headers (RFC 8058).
 */

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

/** The report in the reader's words and figures: the SPA's report keys (`reports.*`) and its formatting. */
export function reportMail(to: string, language: Language, report: Report, links: ReportMailLinks): Mail {
  const t = mailWords(language);
  // A signed figure in Arabic text keeps its sign in front: each is isolated left to right (U+2066…U+2069).
  const ltr = (text: string) => (language === 'ar' ? `\u2066${text}\u2069` : text);
  const money = (n: number) => formatMoney(t, n);
  const change = (n: number) => `${ltr(formatSignedAmount(n))} ${t('common.currency.EGP')}`;
  const day = (d: string) => formatGregorianDay(d, language);
  const month = formatMonth(report.month, language);
  const range = (r: Report['usd']) =>
    r ? t('reports.figures.range', { min: money(r.min), max: money(r.max) }) : t('reports.figures.noPrices');
  const pct = report.change_pct === null ? '' : ` (${ltr(formatPercent(report.change_pct))})`;
  const figures: [string, string][] = [
    [t('reports.figures.start'), money(report.start_value)],
    [t('reports.figures.end'), money(report.end_value)],
    [t('reports.figures.change'), `${change(report.change)}${pct}`],
    [t('reports.figures.netInvested'), change(report.net_invested)],
    [t('reports.figures.grams'), formatNumber(report.total_grams)],
    [t('reports.figures.gold21'), range(report.gold_21_buy)],
    [t('reports.figures.usd'), range(report.usd)],
  ];
  const holdings = report.holdings.map(
    (h) =>
      [
        t(`assets.${h.asset_code}`, { defaultValue: h.asset_name }),
        money(h.start_value),
        money(h.end_value),
        change(h.change),
      ] as const,
  );
  const z = report.zakat;
  const zakat =
    z.hawl_state === 'due'
      ? t('reports.zakat.due', { amount: formatAmount(z.amount_due) })
      : z.hawl_state === 'running'
        ? t('reports.zakat.running', { day: day(z.due_on ?? '') })
        : t('reports.zakat.below');
  const lines = [
    t('reports.figures.pureGold', { grams: formatNumber(report.pure_gold_grams) }),
    t('mail.report.transactions', { count: formatNumber(report.transactions.length) }),
    `${t('reports.zakat.title')}: ${zakat} ${t('reports.zakat.asOf', { day: day(z.as_of) })}`,
  ];
  const intro = t('mail.report.intro', { month });
  const period = [
    t('reports.period', { from: day(report.from), to: day(report.to) }),
    ...(report.complete ? [] : [t('reports.running')]),
  ].join(' — ');
  const heads = [
    t('reports.holdings.asset'),
    t('reports.holdings.startValue'),
    t('reports.holdings.endValue'),
    t('reports.holdings.change'),
  ];
  const align = language === 'ar' ? 'right' : 'left';
  const cell = `style="padding:6px 8px;border-bottom:1px solid #eee3c4;text-align:${align}"`;
  const table = (rows: readonly (readonly string[])[], head?: readonly string[]) =>
    `<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 16px;font-size:14px">${
      head ? `<tr>${head.map((h) => `<th ${cell}>${escapeHtml(h)}</th>`).join('')}</tr>` : ''
    }${rows.map((r) => `<tr>${r.map((v) => `<td ${cell}>${escapeHtml(v)}</td>`).join('')}</tr>`).join('')}</table>`;
  const arrow = language === 'ar' ? '←' : '→';
  return {
    to,
    language,
    subject: t('mail.report.subject', { month }),
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    text: plainText(
      t,
      [
        intro,
        period,
        '',
        ...figures.map(([k, v]) => `${k}: ${v}`),
        '',
        ...(holdings.length
          ? [
              t('reports.holdings.title'),
              ...holdings.map((h) => `- ${h[0]}: ${h[1]} ${arrow} ${h[2]} (${h[3]})`),
              '',
            ]
          : []),
        ...lines,
        '',
        `${t('mail.report.open')}: ${links.report}`,
        '',
        t('mail.report.why'),
        `${t('mail.report.unsubscribe')}: ${links.unsubscribe}`,
      ],
      { greeting: false },
    ),
    html: layout(language, t, [
      paragraph(escapeHtml(intro)),
      paragraph(escapeHtml(period), true),
      table(figures),
      ...(holdings.length ? [table(holdings, heads)] : []),
      ...lines.map((l) => paragraph(escapeHtml(l))),
      button(links.report, t('mail.report.open')),
      paragraph(
        `<small>${escapeHtml(t('mail.report.why'))} <a href="${escapeHtml(links.unsubscribe)}">${escapeHtml(t('mail.report.unsubscribe'))}</a></small>`,
      ),
    ]),
  };
}
