import { useTranslation } from 'react-i18next';

/** A string as a CSS string token: quotes and backslashes escaped, line breaks as escapes. */
const cssString = (text: string) => `"${text.replace(/[\\"]/g, '\\$&').replace(/\n/g, '\\a ')}"`;

/**
 * The page number in the bottom margin of each printed page, in the person's words ("صفحة 1 من 3", "Page 1 of 3"):
 * a bare "1 / 3" reads backwards in a right-to-left page. The words come from the locale, the numbers from the
 * print engine's page counters, so the rule is written here rather than in report-print.css.
 */
export function PrintedPageNumbers() {
  const { t } = useTranslation();
  const template = t('reports.printedPage', { page: '{{page}}', pages: '{{pages}}' });
  const content = template
    .split(/(\{\{pages?\}\})/)
    .filter((part) => part !== '')
    .map((part) =>
      part === '{{page}}' ? 'counter(page)' : part === '{{pages}}' ? 'counter(pages)' : cssString(part),
    )
    .join(' ');
  return <style>{`@page { @bottom-center { content: ${content}; } }`}</style>;
}
