import { OWN_HOUSEHOLD_SCOPE } from '@machines/shared/acting-for';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { portfolioFixture, poundPurchase } from '@tests/fixtures/machines/portfolio';
import { duePage } from '@tests/fixtures/machines/zakat';
import { importMachine } from '../import/import.machine';
import { portfolioMachine } from '../portfolio/portfolio.machine';
import { zakatMachine } from '../zakat/zakat.machine';
import { selectMayWrite as selectMayWriteZakat } from '../zakat/selectors';

// What the machines answer a viewer of a shared household, whatever a page offers them.
describe('a viewer of a shared household', () => {
  const portfolio = (role: 'owner' | 'viewer') =>
    createActor(
      portfolioMachine.provide({
        actors: { loadPortfolio: fromPromise(async () => portfolioFixture) },
      }),
      { input: { today: () => '2026-11-22', role, scope: OWN_HOUSEHOLD_SCOPE } },
    ).start();

  it('cannot open the transaction dialog, to add or to edit', async () => {
    const actor = portfolio('viewer');
    await waitFor(actor, (s) => s.matches({ data: 'loaded' }));
    expect(actor.getSnapshot().can({ type: 'dialog.openAdd' })).toBe(false);
    actor.send({ type: 'dialog.openAdd' });
    actor.send({ type: 'dialog.openEdit', transaction: poundPurchase });
    expect(actor.getSnapshot().matches({ dialog: 'closed' })).toBe(true);
    expect(actor.getSnapshot().children.transactionDialog).toBeUndefined();
  });

  it('is refused where the owner is not', async () => {
    const actor = portfolio('owner');
    await waitFor(actor, (s) => s.matches({ data: 'loaded' }));
    expect(actor.getSnapshot().can({ type: 'dialog.openAdd' })).toBe(true);
  });

  it('cannot save zakat settings or record a payment: no request goes out', async () => {
    const calls: string[] = [];
    const actor = createActor(
      zakatMachine.provide({
        actors: {
          loadZakat: fromPromise(async () => duePage),
          saveSettings: fromPromise(async () => {
            calls.push('save');
            return duePage;
          }),
          recordPayment: fromPromise(async () => {
            calls.push('pay');
            return duePage;
          }),
        },
      }),
      { input: { role: 'viewer', scope: OWN_HOUSEHOLD_SCOPE } },
    ).start();
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    const before = actor.getSnapshot().context;
    actor.send({ type: 'settings.edit', field: 'cashEgp', value: '5' });
    actor.send({ type: 'settings.save' });
    actor.send({ type: 'payment.record' });
    expect(actor.getSnapshot().matches({ loaded: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context).toBe(before);
    expect(calls).toEqual([]);
  });

  it.each([
    ['viewer', false],
    ['owner', true],
  ] as const)(
    'a %s’s zakat page is offered the settings and the payment only where the machine takes them',
    async (role, offered) => {
      const actor = createActor(
        zakatMachine.provide({ actors: { loadZakat: fromPromise(async () => duePage) } }),
        { input: { role, scope: OWN_HOUSEHOLD_SCOPE } },
      ).start();
      await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
      expect(selectMayWriteZakat(actor.getSnapshot())).toBe(offered);
    },
  );

  it('cannot open the CSV import, and still exports', () => {
    const actor = createActor(importMachine, { input: { role: 'viewer' } }).start();
    actor.send({ type: 'import.open' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().can({ type: 'export.download', kind: 'transactions' })).toBe(true);
  });
});
