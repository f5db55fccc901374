import { OWN_HOUSEHOLD_SCOPE } from '@machines/shared/acting-for';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { duePage, paidPage, runningPage } from '@tests/fixtures/machines/zakat';
import { selectCanRecordPayment, selectCanSaveSettings, selectCashProblem } from './selectors';
import type { ScopedPayload, ZakatPage, ZakatPaymentPayload, ZakatSettingsPayload } from './types';
import { zakatMachine } from './zakat.machine';

function start(page: ZakatPage) {
  const sent: { settings: ZakatSettingsPayload[]; payments: ZakatPaymentPayload[] } = {
    settings: [],
    payments: [],
  };
  const actor = createActor(
    zakatMachine.provide({
      actors: {
        loadZakat: fromPromise(async () => page),
        saveSettings: fromPromise(async ({ input }: { input: ScopedPayload<ZakatSettingsPayload> }) => {
          sent.settings.push(input.payload);
          return runningPage;
        }),
        recordPayment: fromPromise(async ({ input }: { input: ScopedPayload<ZakatPaymentPayload> }) => {
          sent.payments.push(input.payload);
          return paidPage;
        }),
      },
    }),
    { input: { role: 'owner', scope: OWN_HOUSEHOLD_SCOPE } },
  ).start();
  return { actor, sent };
}

describe('zakat machine: what the settings and payment forms send (contract/number-input)', () => {
  it('sends cash typed with Arabic digits and separators as a canonical decimal', async () => {
    const { actor, sent } = start(runningPage);
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    actor.send({ type: 'settings.edit', field: 'cashEgp', value: '١٬٢٥٠٫٥' });
    actor.send({ type: 'settings.edit', field: 'debtsEgp', value: '' });
    actor.send({ type: 'settings.edit', field: 'hawlRule', value: 'start_and_end' });
    actor.send({ type: 'settings.save' });
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    expect(sent.settings).toEqual([
      {
        nisab_basis: 'gold_21',
        hawl_rule: 'start_and_end',
        jewellery: 'exempt',
        year: 'lunar',
        cash_egp: '1250.5',
        receivables_egp: '0',
        debts_egp: '0',
      },
    ]);
  });

  it('fills the form with cash and debts to the last decimal stored and sends them back untouched', async () => {
    const settings = { ...runningPage.zakat.settings, cash_egp: 1000.005, debts_egp: 250.000001 };
    const { actor, sent } = start({ ...runningPage, zakat: { ...runningPage.zakat, settings } });
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    expect(actor.getSnapshot().context.settingsForm).toMatchObject({
      cashEgp: '1000.005',
      debtsEgp: '250.000001',
    });
    actor.send({ type: 'settings.edit', field: 'hawlRule', value: 'start_and_end' });
    actor.send({ type: 'settings.save' });
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    expect(sent.settings).toEqual([
      expect.objectContaining({ hawl_rule: 'start_and_end', cash_egp: '1000.005', debts_egp: '250.000001' }),
    ]);
  });

  it('refuses to save an amount that could be read two ways, and says why', async () => {
    const { actor, sent } = start(runningPage);
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    actor.send({ type: 'settings.edit', field: 'cashEgp', value: '1,5' });
    expect(selectCashProblem(actor.getSnapshot())).toBe('ambiguousComma');
    expect(selectCanSaveSettings(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'settings.save' });
    expect(actor.getSnapshot().matches({ loaded: 'idle' })).toBe(true);
    expect(sent.settings).toEqual([]);
  });

  it('ignores a choice the contract does not know', async () => {
    const { actor } = start(runningPage);
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    actor.send({ type: 'settings.edit', field: 'nisabBasis', value: 'copper' });
    expect(actor.getSnapshot().context.settingsForm.nisabBasis).toBe('gold_21');
  });

  it('takes the silver and the lower nisab bases, and sends the one chosen', async () => {
    const { actor } = start(runningPage);
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    actor.send({ type: 'settings.edit', field: 'nisabBasis', value: 'silver' });
    expect(actor.getSnapshot().context.settingsForm.nisabBasis).toBe('silver');
    actor.send({ type: 'settings.edit', field: 'nisabBasis', value: 'lower' });
    expect(actor.getSnapshot().context.settingsForm.nisabBasis).toBe('lower');
  });

  it('choosing another unpaid year fills in its amount and names it in the payment (product §12)', async () => {
    const twoYears = {
      ...duePage,
      zakat: {
        ...duePage.zakat,
        unpaid: [
          { ...duePage.zakat.unpaid[0]!, due_on: '2025-10-20', started_on: '2024-10-31', amount: 9000 },
          duePage.zakat.unpaid[0]!,
        ],
      },
    };
    const { actor, sent } = start(twoYears);
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    expect(actor.getSnapshot().context.paymentForm).toMatchObject({ dueOn: '2025-10-20', amount: '9000' });
    actor.send({ type: 'payment.edit', field: 'dueOn', value: '2026-10-09' });
    expect(actor.getSnapshot().context.paymentForm).toMatchObject({ dueOn: '2026-10-09', amount: '10500' });
    actor.send({ type: 'payment.record' });
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }) && s.context.page === paidPage);
    expect(sent.payments).toEqual([{ paid_on: '2026-11-23', amount: '10500', due_on: '2026-10-09' }]);
  });

  it('records a payment only while zakat is due, with the amount and day typed', async () => {
    const running = start(runningPage);
    await waitFor(running.actor, (s) => s.matches({ loaded: 'idle' }));
    expect(selectCanRecordPayment(running.actor.getSnapshot())).toBe(false);

    const { actor, sent } = start(duePage);
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    // Prefilled with the oldest unpaid year, today (the computation's Cairo day) and that year's amount.
    expect(actor.getSnapshot().context.paymentForm).toEqual({
      dueOn: '2026-10-09',
      paidOn: '2026-11-23',
      amount: '10500',
    });
    actor.send({ type: 'payment.edit', field: 'amount', value: '0' });
    expect(selectCanRecordPayment(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'payment.edit', field: 'amount', value: '10,000' });
    actor.send({ type: 'payment.edit', field: 'paidOn', value: '2026-11-20' });
    actor.send({ type: 'payment.record' });
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }) && s.context.page === paidPage);
    expect(sent.payments).toEqual([{ paid_on: '2026-11-20', amount: '10000', due_on: '2026-10-09' }]);
    expect(actor.getSnapshot().context.page?.payments).toHaveLength(1);
  });
});
