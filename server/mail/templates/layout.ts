import type { TFunction } from 'i18next';
import type { Language } from '@contract/auth';

/** The frame every e-mail shares: HTML right to left in Arabic, and plain text, with the greeting and signature. */

export function layout(language: Language, t: TFunction, body: string[]): string {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const align = language === 'ar' ? 'right' : 'left';
  const brand = escapeHtml(t('common.appName'));
  return `<!doctype html>
<html lang="${language}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${brand}</title></head>
<body style="margin:0;padding:24px;background:#f6f3ea;font-family:Cairo,Tahoma,Arial,sans-serif;color:#1f1a0e">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px;text-align:${align}" dir="${dir}">
<h1 style="margin:0 0 16px;font-size:24px;color:#a8801a">${brand}</h1>
${body.join('\n')}
<p style="margin:24px 0 0;color:#6b6452">${escapeHtml(t('mail.signature'))}</p>
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

/** A message's plain text: the greeting (unless left out), its lines, the signature. */
export function plainText(t: TFunction, lines: string[], { greeting = true } = {}): string {
  return [...(greeting ? [t('mail.greeting'), ''] : []), ...lines, '', t('mail.signature')].join('\n');
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
