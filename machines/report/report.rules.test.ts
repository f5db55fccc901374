/**
 * Scenario tests of the monthly report page (product §14): the real machine, its calls fakes that answer what each
 * test queues, the address and print actions noted.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { type Answer, scriptedCalls } from '@tests/support/scripted-calls';
import { type Actor, createActor, type NonReducibleUnknown, waitFor } from 'xstate';
import type { Report } from '@contract/reports';
import { reportMachine } from './report.machine';
import {
  selectCanPrint,
  selectCanRetry,
  selectHasFailed,
  selectHasNoReports,
  selectIsLoading,
  selectIsNotFound,
  selectMonth,
  selectMonths,
  selectReport,
} from './selectors';

const report = (month: string) => ({ month }) as unknown as Report;

let running: Actor<typeof reportMachine> | null = null;
afterEach(() => running?.stop());

function reportPage(
  month: string | null,
  answers: { months?: Answer<string[]>[]; report?: Answer<Report>[] },
) {
  const { calls, fake } = scriptedCalls();
  const did: unknown[] = [];
  const actor = createActor(
    reportMachine.provide({
      actors: {
        loadMonths: fake<string[], NonReducibleUnknown>('months', answers.months),
        loadReport: fake<Report, { month: string }>('report', answers.report),
      },
      actions: {
        showMonth: (_, params) => void did.push({ address: params.month }),
        printReport: () => void did.push('print'),
      },
    }),
    { input: { month } },
  ).start();
  running = actor;
  const settled = () => waitFor(actor, (s) => !selectIsLoading(s));
  return { actor, calls, did, settled, snap: () => actor.getSnapshot(), send: actor.send.bind(actor) };
}

const MONTHS = ['2026-11', '2026-10', '2026-09'];

describe('report: which month is shown (product §14)', () => {
  it('without a month in the address, the last completed month, and the address follows it', async () => {
    const page = reportPage(null, { months: [MONTHS], report: [report('2026-10')] });
    expect(selectIsLoading(page.snap())).toBe(true);
    await page.settled();
    expect(selectMonths(page.snap())).toEqual(MONTHS);
    expect(selectMonth(page.snap())).toBe('2026-10');
    expect(page.calls[1]).toEqual({ call: 'report', input: { month: '2026-10' } });
    expect(selectReport(page.snap())).toEqual(report('2026-10'));
    expect(page.did).toEqual([{ address: '2026-10' }]);
  });

  it('this month when it is the only one', async () => {
    const page = reportPage(null, { months: [['2026-11']], report: [report('2026-11')] });
    await page.settled();
    expect(selectMonth(page.snap())).toBe('2026-11');
  });

  it('the month of the address, when there is one', async () => {
    const page = reportPage('2026-09', { months: [MONTHS], report: [report('2026-09')] });
    await page.settled();
    expect(page.calls[1]!.input).toEqual({ month: '2026-09' });
    expect(page.did).toEqual([{ address: '2026-09' }]);
  });

  it('no transaction yet: no months, no report asked for', async () => {
    const page = reportPage(null, { months: [[]] });
    await page.settled();
    expect(selectHasNoReports(page.snap())).toBe(true);
    expect(page.calls.map((c) => c.call)).toEqual(['months']);
    expect(page.did).toEqual([]);
  });
});

describe('report: loading and failing (product §14, architecture §3)', () => {
  it('the months failing offers a retry, which reads them again', async () => {
    const page = reportPage(null, {
      months: [{ status: null, body: null }, MONTHS],
      report: [report('2026-10')],
    });
    await page.settled();
    expect(selectHasFailed(page.snap())).toBe(true);
    expect(selectCanRetry(page.snap())).toBe(true);
    page.send({ type: 'report.retry' });
    await waitFor(page.actor, (s) => s.matches('loaded'));
    expect(selectReport(page.snap())).toEqual(report('2026-10'));
  });

  it('a month without a report (before the first transaction, in the future) says so', async () => {
    const page = reportPage('2030-01', { months: [MONTHS], report: [{ status: 404, body: null }] });
    await page.settled();
    expect(selectIsNotFound(page.snap())).toBe(true);
    expect(selectHasFailed(page.snap())).toBe(false);
    expect(selectCanRetry(page.snap())).toBe(false);
    expect(selectReport(page.snap())).toBeNull();
  });

  it('the report failing otherwise offers a retry of the same month', async () => {
    const page = reportPage(null, {
      months: [MONTHS],
      report: [{ status: 500, body: null }, report('2026-10')],
    });
    await page.settled();
    expect(selectHasFailed(page.snap())).toBe(true);
    expect(selectIsNotFound(page.snap())).toBe(false);
    expect(selectCanPrint(page.snap())).toBe(false);
    page.send({ type: 'report.retry' });
    await waitFor(page.actor, (s) => s.matches('loaded'));
    expect(page.calls.slice(1).map((c) => c.input)).toEqual([{ month: '2026-10' }, { month: '2026-10' }]);
  });
});

describe('report: another month, and printing (product §14)', () => {
  it('another month loads its report, and the address follows it; the last one is not shown meanwhile', async () => {
    const page = reportPage(null, { months: [MONTHS], report: [report('2026-10'), report('2026-09')] });
    await page.settled();
    page.send({ type: 'report.monthChanged', month: '2026-09' });
    expect(selectMonth(page.snap())).toBe('2026-09');
    expect(selectIsLoading(page.snap())).toBe(true);
    expect(page.snap().context.report).toBeNull();
    await page.settled();
    expect(selectReport(page.snap())).toEqual(report('2026-09'));
    expect(page.did).toEqual([{ address: '2026-10' }, { address: '2026-09' }]);
  });

  it('from a month without a report, or a failed one, another month can be picked', async () => {
    const page = reportPage('2030-01', {
      months: [MONTHS],
      report: [{ status: 404, body: null }, { status: 500, body: null }, report('2026-10')],
    });
    await page.settled();
    page.send({ type: 'report.monthChanged', month: '2026-11' });
    await page.settled();
    expect(selectHasFailed(page.snap())).toBe(true);
    page.send({ type: 'report.monthChanged', month: '2026-10' });
    await page.settled();
    expect(selectReport(page.snap())).toEqual(report('2026-10'));
  });

  it('a report shown can be printed; nothing else can', async () => {
    const page = reportPage(null, { months: [MONTHS], report: [report('2026-10')] });
    expect(selectCanPrint(page.snap())).toBe(false);
    await page.settled();
    expect(selectCanPrint(page.snap())).toBe(true);
    expect(selectCanRetry(page.snap())).toBe(false);
    page.send({ type: 'report.print' });
    expect(page.did).toEqual([{ address: '2026-10' }, 'print']);
  });
});
