import { describe, expect, it } from 'vitest';
import type { Report } from '@contract/reports';
import ar from '@locales/ar.json';
import { reportMail } from '@server/reports/report-mail';

/**
 * The report e-mail's zakat words come from the report's own figures, as the zakat page's do: a year that runs
 * while today's wealth is below the nisab (`start_and_end`) never reads "your wealth is at the nisab".
 */
const report = (zakat: Report['zakat']): Report => ({
  month: '2026-10',
  from: '2026-10-01',
  to: '2026-10-31',
  complete: true,
  start_value: 100_000,
  end_value: 100_000,
  change: 0,
  change_pct: 0,
  net_invested: 0,
  start_prices_at: null,
  end_prices_at: null,
  start_priced_on: null,
  end_priced_on: null,
  prices_in_month: true,
  total_grams: 10,
  pure_gold_grams: 8.75,
  holdings: [],
  transactions: [],
  gold_21_buy: null,
  usd: null,
  zakat,
});
const links = { report: 'https://x/r', unsubscribe: 'https://x/u', oneClick: 'https://x/o' };
const textOf = (zakat: Report['zakat']) => reportMail('a@example.com', 'ar', report(zakat), links).text;

describe('report e-mail: the zakat words match the figures', () => {
  const running = { as_of: '2026-10-31', hawl_state: 'running' as const, due_on: '2027-03-11', amount_due: 0 };

  it('in Arabic, a running year below the nisab today says so and never "at the nisab"', () => {
    const text = textOf({ ...running, nisab_reached: false });
    expect(text).toContain('حولك جارٍ حتى ١١ مارس ٢٠٢٧، لكن مالك اليوم دون النصاب');
    expect(text).not.toContain(ar.reports.zakat.running.split('،')[0]!);
  });

  it('in Arabic, a running year at the nisab says the wealth is at the nisab', () => {
    const text = textOf({ ...running, nisab_reached: true });
    expect(text).toContain('بلغت ثروتك النصاب، ويكتمل الحول في ١١ مارس ٢٠٢٧');
  });
});
