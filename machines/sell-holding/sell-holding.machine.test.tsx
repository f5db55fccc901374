import { act } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { HeldQuantityLine } from '@/components/transaction-dialog/held-quantity';
import { testMachineModel, type StepArgs } from '@tests/support/model-based';
import { createTestProviders } from '@tests/support/test-providers';
import { OWN_HOUSEHOLD_SCOPE } from '@machines/shared/acting-for';
import { sellHoldingMachine } from './sell-holding.machine';
import type { SellHoldingContext } from './types';

vi.setConfig({ testTimeout: 30_000 });

type Args = StepArgs<typeof sellHoldingMachine>;
const held = (s: AnyMachineSnapshot) => (s.context as SellHoldingContext).held;
// The dialog's machine sends these as the sale's item or date changes (its own model test walks that).
const fromTheDialog = async ({ actor, event }: Args) => {
  await act(async () => actor.send(event as never));
};

// A sale of 2 gold pounds being typed: 3 held is enough, 1.5 is not.
testMachineModel('sellHolding', {
  machine: sellHoldingMachine,
  inputs: [{ scope: OWN_HOUSEHOLD_SCOPE }],
  render: (actor) => (
    <HeldQuantityLine holdingRef={actor} item={{ code: 'pound_full', mainType: 'pounds' }} quantity="2" />
  ),
  wrapper: createTestProviders({ language: 'en' }),
  actors: { loadHolding: { done: [3, 1.5], error: [new Error('offline')] } },
  events: {
    'holding.asked': {
      description: 'chooses Sell with an item and a date in the transaction dialog (or changes either)',
      cases: [{ question: { assetId: 1, date: '2026-03-05', exclude: null } }],
      exec: fromTheDialog,
    },
    'holding.cleared': {
      description: 'chooses Buy, or clears the item or the date, in the transaction dialog',
      exec: fromTheDialog,
    },
  },
  sees: {
    idle: 'Nothing about holdings (no sale, or its item or date missing).',
    loading: 'Nothing about holdings yet (no guess while it is asked).',
    known:
      '“On this date you hold 3 × 8 g pound.”, or, when 2 are typed and 1.5 held, the error “On this date you hold only 1.5 × 8 g pound: you cannot sell more.”',
    unknown: 'Nothing about holdings (the answer could not be had).',
  },
  states: {
    idle: ({ screen }) => expect(screen.queryByTestId('held-quantity')).toBeNull(),
    loading: ({ screen }) => expect(screen.queryByTestId('held-quantity')).toBeNull(),
    known: ({ screen, snapshot }) => {
      const line = screen.getByTestId('held-quantity');
      if (held(snapshot) === 3) {
        expect(line.textContent).toBe('On this date you hold 3 × 8 g pound.');
        expect(line.getAttribute('role')).toBeNull();
      } else {
        expect(line.textContent).toBe('On this date you hold only 1.5 × 8 g pound: you cannot sell more.');
        expect(line.getAttribute('role')).toBe('alert');
      }
    },
    unknown: ({ screen }) => expect(screen.queryByTestId('held-quantity')).toBeNull(),
  },
});
