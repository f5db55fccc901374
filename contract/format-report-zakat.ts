import type { Report } from './reports';

/**
 * The words of a report's zakat line, for the report page and its e-mail alike, from the same figures the zakat page
 * shows: "at the nisab" only when today's wealth is at the nisab. Under `start_and_end` a year can run while the
 * wealth is below the nisab; the line then says so, as the zakat page does, instead of contradicting its numbers.
 */
export type ReportZakatWords =
  | { key: 'reports.zakat.due'; amount: number }
  | { key: 'reports.zakat.running' | 'reports.zakat.runningBelow'; dueOn: string }
  | { key: 'reports.zakat.below' };

export function reportZakatWords(zakat: Report['zakat']): ReportZakatWords {
  if (zakat.hawl_state === 'due') return { key: 'reports.zakat.due', amount: zakat.amount_due };
  if (zakat.hawl_state === 'running') {
    const key = zakat.nisab_reached ? 'reports.zakat.running' : 'reports.zakat.runningBelow';
    return { key, dueOn: zakat.due_on ?? '' };
  }
  return { key: 'reports.zakat.below' };
}
