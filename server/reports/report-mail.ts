import type { Language } from '@contract/auth';
import { formatGregorianDay, formatMonth } from '@contract/format-date';
import {
  formatAmount,
  formatMoney,
  formatNumber,
  formatPercent,
  formatSignedAmount,
} from '@contract/format-number';
import { reportZakatWords } from '@contract/format-report-zakat';
import type { Report } from '@contract/reports';
import type { Mail } from '../mail/mailer';
import { button, escapeHtml, layout, paragraph, plainText } from '../mail/templates/layout';
import { mailWords } from '../mail/translate';

/**
 * The monthly report e-mail (product §14): the figures of GET /api/reports/{month}/ as HTML (right to left in Arabic)
 * and plain text, a link to the same report in the app, and a one-click unsubscribe link with its
 * `List-Unsubscribe` headers (RFC 8058).
 */

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
    // Product §17: a month without a stored price values both ends alike; its change would say nothing of the market.
    [
      t('reports.figures.change'),
      report.prices_in_month ? `${change(report.change)}${pct}` : t('reports.figures.noPricesChange'),
    ],
    [t('reports.figures.netInvested'), change(report.net_invested)],
    [t('reports.figures.grams'), t('portfolio.units.grams', { quantity: formatNumber(report.total_grams) })],
    [t('reports.figures.gold21'), range(report.gold_21_buy)],
    [t('reports.figures.usd'), range(report.usd)],
  ];
  const holdings = report.holdings.map(
    (h) =>
      [
        t(`assets.${h.asset_code}`, { defaultValue: h.asset_name }),
        money(h.start_value),
        money(h.end_value),
        report.prices_in_month ? change(h.change) : t('reports.holdings.noChange'),
      ] as const,
  );
  const z = report.zakat;
  const words = reportZakatWords(z);
  const zakat =
    words.key === 'reports.zakat.due'
      ? t(words.key, { amount: formatAmount(words.amount) })
      : words.key === 'reports.zakat.below'
        ? t(words.key)
        : t(words.key, { day: day(words.dueOn) });
  const lines = [
    ...(!report.prices_in_month && report.end_priced_on
      ? [t('reports.figures.noPricesHint', { day: day(report.end_priced_on) })]
      : []),
    t('reports.figures.pureGold', { grams: formatNumber(report.pure_gold_grams) }),
    t('mail.report.transactions', { count: formatNumber(report.transactions.length) }),
    `${t('reports.zakat.title')}: ${zakat} ${t('reports.zakat.asOf', { day: day(z.as_of) })}`,
  ];
  const intro = t('mail.report.intro', { month });
  const period = [
    t('reports.period', { from: day(report.from), to: day(report.to) }),
    ...(report.complete ? [] : [t('reports.running')]),
  ].join(' — ');
  // Two columns whatever the screen (a phone has room for no more): the label from the start of the line, the figure
  // at its end. A figure and its currency label never break apart.
  const [start, end] = language === 'ar' ? ['right', 'left'] : ['left', 'right'];
  const egp = escapeHtml(t('common.currency.EGP'));
  const cell = (align: string) =>
    `style="padding:6px 4px;border-bottom:1px solid #eee3c4;vertical-align:top;text-align:${align}"`;
  const figureRow = ([label, value]: readonly [string, string]) =>
    `<tr><td ${cell(start)}>${escapeHtml(label)}</td><td ${cell(end)}>${escapeHtml(value).replaceAll(` ${egp}`, `\u00a0${egp}`)}</td></tr>`;
  const table = (rows: readonly (readonly [string, string])[], caption?: string) =>
    `<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 16px;font-size:14px">${
      caption ? `<tr><th colspan="2" ${cell(start)}>${escapeHtml(caption)}</th></tr>` : ''
    }${rows.map(figureRow).join('')}</table>`;
  const holdingTables = holdings.map(([name, from, to, by]) =>
    table(
      [
        [t('reports.holdings.startValue'), from],
        [t('reports.holdings.endValue'), to],
        [t('reports.holdings.change'), by],
      ],
      name,
    ),
  );
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
      ...(holdings.length
        ? [
            `<h2 style="margin:8px 0;font-size:16px">${escapeHtml(t('reports.holdings.title'))}</h2>`,
            ...holdingTables,
          ]
        : []),
      ...lines.map((l) => paragraph(escapeHtml(l))),
      button(links.report, t('mail.report.open')),
      paragraph(
        `<small>${escapeHtml(t('mail.report.why'))} <a href="${escapeHtml(links.unsubscribe)}">${escapeHtml(t('mail.report.unsubscribe'))}</a></small>`,
      ),
    ]),
  };
}
