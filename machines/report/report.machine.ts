import type { Report } from '@contract/reports';
import { assign, setup } from 'xstate';
import { lostAccess, reportLostAccess } from '@machines/shared/refusals';
import { placeholderActor } from '@machines/shared/placeholder-actor';
import { failureStatus } from '@machines/shared/api-failure';

export interface ReportContext {
  /** Months that have a report, newest first (this month first). */
  months: string[];
  /** The month shown or being loaded; null until the months are known. */
  month: string | null;
  report: Report | null;
}

export type ReportEvent =
  { type: 'report.monthChanged'; month: string } | { type: 'report.retry' } | { type: 'report.print' };

export interface ReportInput {
  /** The month of the address (/dashboard/reports/2026-10); null for /dashboard/reports. */
  month: string | null;
}

/**
 * The monthly report page (product §14): the months since the first transaction load first; without a month in the
 * address the last completed month is chosen (this month when it is the only one) and the address follows it.
 * Then the month's report loads; a month without a report (before the first transaction, in the future) says so.
 * The person picks another month or prints the report (the print stylesheet makes it an A4 page).
 * Every actor and the address and print actions are placeholders the page binds with `provide()`.
 */
const pickMonth = {
  target: 'loading',
  actions: [
    {
      type: 'chooseMonth',
      params: ({ event }: { event: ReportEvent }) => (event as { month: string }).month,
    },
    {
      type: 'showMonth',
      params: ({ event }: { event: ReportEvent }) => ({ month: (event as { month: string }).month }),
    },
  ],
} as const;

export const reportMachine = setup({
  types: {
    context: {} as ReportContext,
    events: {} as ReportEvent,
    input: {} as ReportInput,
  },
  actors: {
    loadMonths: placeholderActor<string[]>('loadMonths'),
    loadReport: placeholderActor<Report, { month: string }>('loadReport'),
  },
  actions: {
    // product §4, §8: the person's own: a 403 signs out (machines/shared/refusals.ts).
    reportLostAccess,
    storeMonths: assign({
      months: (_, months: string[]) => months,
      // The last completed month: the second newest, since the newest is the month still running.
      month: ({ context }, months: string[]) => context.month ?? months[1] ?? months[0] ?? null,
    }),
    storeReport: assign({ report: (_, report: Report) => report }),
    chooseMonth: assign({ month: (_, month: string) => month, report: null }),
    /** Placeholders: the page puts the month in the address, and opens the browser's print dialog. */
    showMonth: (_, _params: { month: string }) => {},
    printReport: () => {},
  },
  guards: {
    hasNoMonths: ({ event }) => 'output' in event && Array.isArray(event.output) && event.output.length === 0,
    isNotFound: ({ event }) => 'error' in event && failureStatus(event.error) === 404,
  },
}).createMachine({
  id: 'report',
  context: ({ input }) => ({ months: [], month: input.month, report: null }),
  initial: 'loadingMonths',
  states: {
    loadingMonths: {
      invoke: {
        src: 'loadMonths',
        id: 'loadMonths',
        onDone: [
          { guard: 'hasNoMonths', target: 'noReports' },
          {
            target: 'loading',
            actions: [
              { type: 'storeMonths', params: ({ event }) => event.output },
              { type: 'showMonth', params: ({ context }) => ({ month: context.month! }) },
            ],
          },
        ],
        onError: { target: 'loadingMonthsFailed', actions: lostAccess },
      },
    },
    loadingMonthsFailed: { on: { 'report.retry': { target: 'loadingMonths' } } },
    noReports: {},
    loading: {
      invoke: {
        src: 'loadReport',
        id: 'loadReport',
        input: ({ context }) => ({ month: context.month! }),
        onDone: {
          target: 'loaded',
          actions: { type: 'storeReport', params: ({ event }) => event.output },
        },
        onError: [
          { guard: 'isNotFound', target: 'notFound', actions: lostAccess },
          { target: 'loadingFailed', actions: lostAccess },
        ],
      },
    },
    loaded: { on: { 'report.print': { actions: 'printReport' }, 'report.monthChanged': pickMonth } },
    notFound: { on: { 'report.monthChanged': pickMonth } },
    loadingFailed: { on: { 'report.retry': { target: 'loading' }, 'report.monthChanged': pickMonth } },
  },
});

export type ReportMachine = typeof reportMachine;
