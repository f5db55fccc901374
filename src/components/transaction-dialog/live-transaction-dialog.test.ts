import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '@/components/toaster/toaster';
import i18n from '@/i18n/i18n';
import { dashboardTransactionDialog, liveTransactionDialog } from './live-transaction-dialog';

type Action = (args: unknown, params: unknown) => void;
const action = (machine: typeof liveTransactionDialog, name: string) =>
  machine.implementations.actions[name] as unknown as Action;
const durationOf = (title: string) => toaster.getVisibleToasts().find((t) => t.title === title)?.duration;

afterEach(() => toaster.remove());

describe("the transaction dialog's toasts last as product §9 says for the page that opened it", () => {
  it.each([
    ['the dashboard (its flow: 5000 ms)', dashboardTransactionDialog, 5000, 5000],
    ['the portfolio (the signed-in host: 2000 ms success, 4000 ms error)', liveTransactionDialog, 2000, 4000],
  ])('%s', (_, machine, success, error) => {
    action(machine, 'notifyDeleted')({}, undefined);
    expect(durationOf(i18n.t('success.Delete'))).toBe(success);
    action(machine, 'notifyTodayPriceMissing')({}, undefined);
    expect(durationOf(i18n.t('transaction.todayPriceMissing'))).toBe(error);
  });
});
