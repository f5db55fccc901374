import { OWN_HOUSEHOLD_SCOPE } from '@machines/shared/acting-for';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { sellHoldingMachine } from '@machines/sell-holding/sell-holding.machine';
import { createTestProviders } from '@tests/support/test-providers';
import { HeldQuantityLine } from './held-quantity';

/** The line of a sale of 24k grams when `held` grams are held on its date and `typed` is in the quantity field. */
async function heldLine(held: number, typed: string) {
  const holding = createActor(
    sellHoldingMachine.provide({ actors: { loadHolding: fromPromise(async () => held) } }),
    { input: { scope: OWN_HOUSEHOLD_SCOPE } },
  ).start();
  holding.send({ type: 'holding.asked', question: { assetId: 11, date: '2026-03-05', exclude: null } });
  await waitFor(holding, (s) => s.matches('known'));
  const Wrapper = createTestProviders({ language: 'en' });
  render(
    <Wrapper>
      <HeldQuantityLine
        holdingRef={holding}
        item={{ code: 'gram_24k', mainType: 'grams' }}
        quantity={typed}
      />
    </Wrapper>,
  );
  return screen.findByTestId('held-quantity');
}

describe('the quantity held, when selling (product §10)', () => {
  it('is shown to its 6 decimals, and selling exactly that is no error', async () => {
    const line = await heldLine(0.123456, '0.123456');
    expect(line.textContent).toBe('On this date you hold 0.123456 g.');
    expect(line.getAttribute('role')).toBeNull();
  });

  it('is an error when a little more is typed than held', async () => {
    const line = await heldLine(0.123456, '0.1235');
    expect(line.textContent).toBe('On this date you hold only 0.123456 g: you cannot sell more.');
    expect(line.getAttribute('role')).toBe('alert');
  });
});
