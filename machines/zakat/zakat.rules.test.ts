/**
 * Scenario tests of the zakat page's rules (product §12, §13) on an actor of the real machine, its calls answered when
 * the test chooses. forms.test.ts checks what the forms send; these check when the page sends, what it keeps and
 * what it refuses (docs/testing.md).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import { runInApp } from '@tests/support/app-listeners';
import type { ActingFor, ScopeInput } from '@machines/shared/acting-for';
import type { HouseholdRole } from '@machines/shared/household-role';
import { noAnswer } from '@machines/shared/api-failure';
import { notFound, serverError } from '@tests/fixtures/machines/failures';
import { duePage, nothingDue, paidPage, runningPage, settingsRefused } from '@tests/fixtures/machines/zakat';
import {
  selectCanDownloadReminder,
  selectCanRecordPayment,
  selectCanRetry,
  selectCanSaveSettings,
  selectCashProblem,
  selectDebtsProblem,
  selectFailure,
  selectHasFailed,
  selectIsDownloadingReminder,
  selectIsLoading,
  selectIsRecordingPayment,
  selectIsSavingSettings,
  selectMayWrite,
  selectPaymentAmountProblem,
  selectPaymentForm,
  selectPayments,
  selectReceivablesProblem,
  selectSettingsForm,
  selectZakat,
} from './selectors';
import type {
  ScopedPayload,
  ZakatEvent,
  ZakatPage,
  ZakatPaymentPayload,
  ZakatSettingsPayload,
} from './types';
import { zakatMachine } from './zakat.machine';

const OWN: ActingFor = { household: null, member: null };
const SHARED: ActingFor = { household: '00000000-0000-4000-8000-000000000002', member: null };

/** Below the nisab: no hawl runs, so no day is due and there is nothing to remind of. */
const belowNisabPage: ZakatPage = {
  ...runningPage,
  zakat: {
    ...runningPage.zakat,
    nisab_reached: false,
    hawl: { state: 'below_nisab', started_on: null, due_on: null, due_on_hijri: null },
  },
};

type Pending<I, T> = { input: I; resolve: (value: T) => void; reject: (error: unknown) => void };
const pending = <I, T>(list: Pending<I, T>[]) =>
  fromPromise<T, I>(({ input }) => new Promise((resolve, reject) => list.push({ input, resolve, reject })));

let running: AnyActorRef[] = [];
afterEach(() => {
  running.forEach((a) => a.stop());
  running = [];
});
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function zakatWithCalls() {
  const loads: Pending<ScopeInput, ZakatPage>[] = [];
  const saves: Pending<ScopedPayload<ZakatSettingsPayload>, ZakatPage>[] = [];
  const payments: Pending<ScopedPayload<ZakatPaymentPayload>, ZakatPage>[] = [];
  const reminders: Pending<ScopeInput, void>[] = [];
  const spies = { notifySettingsSaved: vi.fn(), notifyPaymentRecorded: vi.fn() };
  const machine = zakatMachine.provide({
    actions: spies,
    actors: {
      loadZakat: pending(loads),
      saveSettings: pending(saves),
      recordPayment: pending(payments),
      downloadReminder: pending(reminders),
    },
  });
  return { machine, loads, saves, payments, reminders, spies };
}

function openZakat(role: HouseholdRole = 'owner', scope: ActingFor = OWN) {
  const calls = zakatWithCalls();
  const page = createActor(calls.machine, { input: { role, scope } }).start();
  running.push(page);
  const send = (event: ZakatEvent) => page.send(event);
  const snap = () => page.getSnapshot();
  return { page, send, snap, ...calls };
}

async function loadedZakat(data: ZakatPage = duePage, role: HouseholdRole = 'owner', scope: ActingFor = OWN) {
  const z = openZakat(role, scope);
  z.loads[0]!.resolve(data);
  await tick();
  return z;
}

const answer = async <I, T>(list: Pending<I, T>[], value: T) => {
  list.at(-1)!.resolve(value);
  await tick();
};
const fail = async <I, T>(list: Pending<I, T>[], error: unknown) => {
  list.at(-1)!.reject(error);
  await tick();
};

describe('zakat: the page loads (product §12)', () => {
  it('opening asks for the computation and the payments for whom the page acts, and fills both forms', async () => {
    const { snap, loads } = openZakat('owner', SHARED);
    expect(selectIsLoading(snap())).toBe(true);
    expect(selectZakat(snap())).toBeNull();
    expect(selectPayments(snap())).toEqual([]);
    expect(loads.map((l) => l.input)).toEqual([{ scope: SHARED }]);
    loads[0]!.resolve(paidPage);
    await tick();
    expect(selectIsLoading(snap())).toBe(false);
    expect(selectZakat(snap())).toEqual(paidPage.zakat);
    expect(selectPayments(snap())).toEqual(paidPage.payments);
    expect(selectSettingsForm(snap())).toMatchObject({ nisabBasis: 'gold_21', cashEgp: '0' });
    expect(selectPaymentForm(snap())).toEqual({ dueOn: '', paidOn: '2026-11-23', amount: '0' });
    expect(selectFailure(snap())).toBeNull();
  });

  it('a failed load offers Retry, which asks again', async () => {
    const { snap, send, loads } = openZakat();
    expect(selectCanRetry(snap())).toBe(false);
    await fail(loads, serverError);
    expect(selectHasFailed(snap())).toBe(true);
    expect(selectCanRetry(snap())).toBe(true);
    expect(selectZakat(snap())).toBeNull();
    send({ type: 'zakat.retry' });
    expect(selectIsLoading(snap())).toBe(true);
    expect(loads).toHaveLength(2);
    await answer(loads, duePage);
    expect(selectZakat(snap())).toEqual(duePage.zakat);
    expect(selectCanRetry(snap())).toBe(false);
  });

  it('a 404 in a shared household reports scope.accessLost with the household; elsewhere nothing is reported', async () => {
    const reportsOf = async (scope: ActingFor, error: unknown) => {
      const { machine, loads } = zakatWithCalls();
      const { app, scope: reports } = runInApp(machine, { role: 'owner', scope });
      running.push(app);
      loads[0]!.reject(error);
      await tick();
      return reports;
    };
    expect(await reportsOf(SHARED, notFound)).toEqual([
      { type: 'scope.accessLost', household: SHARED.household },
    ]);
    expect(await reportsOf(OWN, notFound)).toEqual([]);
    expect(await reportsOf(SHARED, serverError)).toEqual([]);
    expect(await reportsOf(SHARED, new Error('aborted'))).toEqual([]);
  });

  it('the page that reported a lost household shows its failure', async () => {
    const { snap, loads } = openZakat('owner', SHARED);
    await fail(loads, notFound);
    expect(selectHasFailed(snap())).toBe(true);
  });
});

describe('zakat: the settings (product §12)', () => {
  it('an edit changes its field; a choice the contract does not know, or the value already there, changes nothing', async () => {
    const { snap, send } = await loadedZakat();
    send({ type: 'settings.edit', field: 'jewellery', value: 'included' });
    expect(selectSettingsForm(snap()).jewellery).toBe('included');
    const form = selectSettingsForm(snap());
    send({ type: 'settings.edit', field: 'jewellery', value: 'included' });
    send({ type: 'settings.edit', field: 'nisabBasis', value: 'platinum' });
    expect(selectSettingsForm(snap())).toBe(form);
  });

  it('a typed amount that cannot be read says why and cannot be saved; an empty one counts as 0', async () => {
    const { snap, send, saves } = await loadedZakat();
    send({ type: 'settings.edit', field: 'cashEgp', value: '1.000,5,0' });
    expect(selectCashProblem(snap())).not.toBeNull();
    expect(selectCanSaveSettings(snap())).toBe(false);
    send({ type: 'settings.save' });
    expect(selectIsSavingSettings(snap())).toBe(false);
    expect(saves).toHaveLength(0);
    send({ type: 'settings.edit', field: 'cashEgp', value: '' });
    send({ type: 'settings.edit', field: 'debtsEgp', value: 'abc' });
    expect(selectCashProblem(snap())).toBeNull();
    expect(selectDebtsProblem(snap())).not.toBeNull();
    expect(selectCanSaveSettings(snap())).toBe(false);
    send({ type: 'settings.edit', field: 'debtsEgp', value: '0' });
    send({ type: 'settings.edit', field: 'receivablesEgp', value: '-5' });
    expect(selectReceivablesProblem(snap())).not.toBeNull();
    expect(selectCanSaveSettings(snap())).toBe(false);
  });

  it('a save sends the form for whom the page acts; the answer is the page as it now stands, and the person is told', async () => {
    const { snap, send, saves, spies } = await loadedZakat(runningPage, 'editor', SHARED);
    send({ type: 'settings.edit', field: 'cashEgp', value: '1250.5' });
    expect(selectCanSaveSettings(snap())).toBe(true);
    send({ type: 'settings.save' });
    expect(selectIsSavingSettings(snap())).toBe(true);
    expect(saves.map((s) => s.input)).toEqual([
      {
        scope: SHARED,
        payload: {
          nisab_basis: 'gold_21',
          hawl_rule: 'continuous',
          jewellery: 'exempt',
          year: 'lunar',
          cash_egp: '1250.5',
          receivables_egp: '0',
          debts_egp: '0',
        },
      },
    ]);
    expect(spies.notifySettingsSaved).not.toHaveBeenCalled();
    await answer(saves, duePage);
    expect(snap().matches({ loaded: 'idle' })).toBe(true);
    expect(selectZakat(snap())).toEqual(duePage.zakat);
    expect(selectSettingsForm(snap()).cashEgp).toBe('0');
    expect(selectPaymentForm(snap())).toEqual({ dueOn: '2026-10-09', paidOn: '2026-11-23', amount: '10500' });
    expect(spies.notifySettingsSaved).toHaveBeenCalledTimes(1);
  });

  it('a refused save keeps the form, says why, and may be tried again; trying clears the message', async () => {
    const { snap, send, saves, spies } = await loadedZakat();
    send({ type: 'settings.edit', field: 'cashEgp', value: '1234567' });
    send({ type: 'settings.save' });
    await fail(saves, settingsRefused);
    expect(selectFailure(snap())).toEqual({ action: 'settings', failure: settingsRefused });
    expect(selectSettingsForm(snap()).cashEgp).toBe('1234567');
    expect(spies.notifySettingsSaved).not.toHaveBeenCalled();
    send({ type: 'settings.edit', field: 'cashEgp', value: '1234568' });
    expect(selectFailure(snap())).not.toBeNull();
    send({ type: 'settings.save' });
    expect(selectIsSavingSettings(snap())).toBe(true);
    expect(selectFailure(snap())).toBeNull();
    expect(snap().context.failure).toBeNull();
    await fail(saves, new Error('offline'));
    expect(selectFailure(snap())).toEqual({ action: 'settings', failure: noAnswer });
  });

  it('one request at a time: a save, payment or download asked during another is ignored', async () => {
    const { snap, send, saves, payments, reminders } = await loadedZakat();
    send({ type: 'settings.save' });
    send({ type: 'settings.save' });
    send({ type: 'payment.record' });
    send({ type: 'reminder.download' });
    expect(saves).toHaveLength(1);
    expect(payments).toHaveLength(0);
    expect(reminders).toHaveLength(0);
    expect(selectCanSaveSettings(snap())).toBe(false);
    expect(selectCanRecordPayment(snap())).toBe(false);
    expect(selectCanDownloadReminder(snap())).toBe(false);
  });

  it('the forms may still be edited while a request is under way', async () => {
    const { snap, send } = await loadedZakat();
    send({ type: 'reminder.download' });
    send({ type: 'settings.edit', field: 'year', value: 'solar' });
    send({ type: 'payment.edit', field: 'amount', value: '500' });
    expect(selectSettingsForm(snap()).year).toBe('solar');
    expect(selectPaymentForm(snap()).amount).toBe('500');
  });
});

describe('zakat: marking as paid (product §12)', () => {
  it('only while a year is unpaid: a running hawl has nothing to pay', async () => {
    const { snap, send, payments } = await loadedZakat(runningPage);
    send({ type: 'payment.edit', field: 'amount', value: '100' });
    send({ type: 'payment.edit', field: 'paidOn', value: '2026-11-20' });
    expect(selectCanRecordPayment(snap())).toBe(false);
    send({ type: 'payment.record' });
    expect(payments).toHaveLength(0);
    expect(selectIsRecordingPayment(snap())).toBe(false);
  });

  it('a payment needs an amount above 0 and a day; the amount says why it cannot be read', async () => {
    const { snap, send } = await loadedZakat();
    expect(selectCanRecordPayment(snap())).toBe(true);
    send({ type: 'payment.edit', field: 'amount', value: '' });
    expect(selectPaymentAmountProblem(snap())).toBeNull();
    expect(selectCanRecordPayment(snap())).toBe(false);
    send({ type: 'payment.edit', field: 'amount', value: 'x' });
    expect(selectPaymentAmountProblem(snap())).not.toBeNull();
    send({ type: 'payment.edit', field: 'amount', value: '100' });
    send({ type: 'payment.edit', field: 'paidOn', value: '' });
    expect(selectCanRecordPayment(snap())).toBe(false);
  });

  it('a payment sends the year, day and amount for whom the page acts; the answer is the page as it now stands', async () => {
    const { snap, send, payments, spies } = await loadedZakat(duePage, 'owner', SHARED);
    send({ type: 'payment.record' });
    expect(selectIsRecordingPayment(snap())).toBe(true);
    expect(payments.map((p) => p.input)).toEqual([
      { scope: SHARED, payload: { paid_on: '2026-11-23', amount: '10500', due_on: '2026-10-09' } },
    ]);
    await answer(payments, paidPage);
    expect(snap().matches({ loaded: 'idle' })).toBe(true);
    expect(selectPayments(snap())).toEqual(paidPage.payments);
    expect(selectPaymentForm(snap())).toEqual({ dueOn: '', paidOn: '2026-11-23', amount: '0' });
    expect(spies.notifyPaymentRecorded).toHaveBeenCalledTimes(1);
    expect(spies.notifySettingsSaved).not.toHaveBeenCalled();
  });

  it('a refused payment says why and may be tried again', async () => {
    const { snap, send, payments, spies } = await loadedZakat();
    send({ type: 'payment.record' });
    await fail(payments, nothingDue);
    expect(selectFailure(snap())).toEqual({ action: 'payment', failure: nothingDue });
    expect(spies.notifyPaymentRecorded).not.toHaveBeenCalled();
    send({ type: 'payment.record' });
    expect(payments).toHaveLength(2);
    expect(selectFailure(snap())).toBeNull();
  });

  it('choosing an unpaid year fills in its amount; the other fields are kept as typed; the same value changes nothing', async () => {
    const twoYears: ZakatPage = {
      ...duePage,
      zakat: {
        ...duePage.zakat,
        unpaid: [
          { ...duePage.zakat.unpaid[0]!, due_on: '2025-10-20', started_on: '2024-10-31', amount: 9000 },
          duePage.zakat.unpaid[0]!,
        ],
      },
    };
    const { snap, send } = await loadedZakat(twoYears);
    send({ type: 'payment.edit', field: 'amount', value: '50' });
    send({ type: 'payment.edit', field: 'paidOn', value: '2026-11-01' });
    expect(selectPaymentForm(snap())).toEqual({ dueOn: '2025-10-20', paidOn: '2026-11-01', amount: '50' });
    send({ type: 'payment.edit', field: 'dueOn', value: '2026-10-09' });
    expect(selectPaymentForm(snap())).toMatchObject({ dueOn: '2026-10-09', amount: '10500' });
    const form = selectPaymentForm(snap());
    send({ type: 'payment.edit', field: 'dueOn', value: '2026-10-09' });
    expect(selectPaymentForm(snap())).toBe(form);
  });
});

describe('zakat: the calendar reminder (product §12)', () => {
  it('a reminder is for a due day: downloaded for whom the page acts, then the page is as before', async () => {
    const { snap, send, reminders } = await loadedZakat(runningPage, 'viewer', SHARED);
    expect(selectCanDownloadReminder(snap())).toBe(true);
    send({ type: 'reminder.download' });
    expect(selectIsDownloadingReminder(snap())).toBe(true);
    expect(reminders.map((r) => r.input)).toEqual([{ scope: SHARED }]);
    await answer(reminders, undefined);
    expect(snap().matches({ loaded: 'idle' })).toBe(true);
    expect(selectZakat(snap())).toEqual(runningPage.zakat);
  });

  it('below the nisab there is no due day and no reminder', async () => {
    const { snap, send, reminders } = await loadedZakat(belowNisabPage);
    expect(selectCanDownloadReminder(snap())).toBe(false);
    send({ type: 'reminder.download' });
    expect(reminders).toHaveLength(0);
  });

  it('a failed download says so, and another request clears the message', async () => {
    const { snap, send, reminders, saves } = await loadedZakat();
    send({ type: 'reminder.download' });
    await fail(reminders, serverError);
    expect(selectFailure(snap())).toEqual({ action: 'reminder', failure: serverError });
    send({ type: 'reminder.download' });
    expect(selectFailure(snap())).toBeNull();
    await fail(reminders, serverError);
    send({ type: 'settings.save' });
    expect(saves).toHaveLength(1);
    expect(selectFailure(snap())).toBeNull();
  });

  it('after a failed save or payment, the other requests start at once', async () => {
    const { send, saves, payments, reminders } = await loadedZakat();
    send({ type: 'settings.save' });
    await fail(saves, settingsRefused);
    send({ type: 'reminder.download' });
    expect(reminders).toHaveLength(1);
    await fail(reminders, serverError);
    send({ type: 'payment.record' });
    expect(payments).toHaveLength(1);
    await fail(payments, nothingDue);
    send({ type: 'settings.save' });
    expect(saves).toHaveLength(2);
  });
});

describe('zakat: a viewer reads and changes nothing (product §13)', () => {
  it('no edit, save or payment is taken, and the page offers none; the reminder is still there', async () => {
    const { snap, send, saves, payments } = await loadedZakat(duePage, 'viewer');
    expect(selectMayWrite(snap())).toBe(false);
    const settings = selectSettingsForm(snap());
    const payment = selectPaymentForm(snap());
    send({ type: 'settings.edit', field: 'cashEgp', value: '5' });
    send({ type: 'payment.edit', field: 'amount', value: '5' });
    expect(selectSettingsForm(snap())).toBe(settings);
    expect(selectPaymentForm(snap())).toBe(payment);
    expect(selectCanSaveSettings(snap())).toBe(false);
    expect(selectCanRecordPayment(snap())).toBe(false);
    send({ type: 'settings.save' });
    send({ type: 'payment.record' });
    expect(saves).toHaveLength(0);
    expect(payments).toHaveLength(0);
    expect(snap().matches({ loaded: 'idle' })).toBe(true);
    expect(selectCanDownloadReminder(snap())).toBe(true);
  });

  it('an owner or an editor may write', async () => {
    expect(selectMayWrite((await loadedZakat(duePage, 'owner')).snap())).toBe(true);
    expect(selectMayWrite((await loadedZakat(duePage, 'editor')).snap())).toBe(true);
  });
});
