/**
 * Scenario tests of "selling shows how much of that item the person holds on that date" (product §10) on an actor of
 * the real machine, its call answered when the test chooses (docs/testing.md).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import type { ActingFor } from '@machines/shared/acting-for';
import { serverError } from '@tests/fixtures/machines/failures';
import { sellHoldingMachine } from './sell-holding.machine';
import { selectHeld, selectIsLoadingHolding } from './selectors';
import type { HoldingQuestion, HoldingRequest, SellHoldingEvent } from './types';

const SHARED: ActingFor = { household: '00000000-0000-4000-8000-000000000002', member: null };
const pounds: HoldingQuestion = { assetId: 1, date: '2026-11-20', exclude: null };
const poundsEdited: HoldingQuestion = { assetId: 1, date: '2026-11-21', exclude: 'sale-1', member: 'm-1' };

type Pending = { input: HoldingRequest; resolve: (held: number) => void; reject: (error: unknown) => void };

let running: AnyActorRef[] = [];
afterEach(() => {
  running.forEach((a) => a.stop());
  running = [];
});
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function start() {
  const asked: Pending[] = [];
  const actor = createActor(
    sellHoldingMachine.provide({
      actors: {
        loadHolding: fromPromise<number, HoldingRequest>(
          ({ input }) => new Promise((resolve, reject) => asked.push({ input, resolve, reject })),
        ),
      },
    }),
    { input: { scope: SHARED } },
  ).start();
  running.push(actor);
  const send = (event: SellHoldingEvent) => actor.send(event);
  return { actor, send, snap: () => actor.getSnapshot(), asked };
}

describe('sell-holding: what a sale may sell (product §10)', () => {
  it('nothing is asked, and nothing shown, until the dialog asks', () => {
    const { snap, asked } = start();
    expect(asked).toHaveLength(0);
    expect(selectHeld(snap())).toBeNull();
    expect(selectIsLoadingHolding(snap())).toBe(false);
    expect(selectHeld(undefined)).toBeNull();
    expect(selectIsLoadingHolding(undefined)).toBe(false);
  });

  it('a question asks for the holding for whom the dialog acts, and the answer is shown', async () => {
    const { snap, send, asked } = start();
    send({ type: 'holding.asked', question: poundsEdited });
    expect(selectIsLoadingHolding(snap())).toBe(true);
    expect(selectHeld(snap())).toBeNull();
    expect(asked.map((a) => a.input)).toEqual([{ scope: SHARED, question: poundsEdited }]);
    asked[0]!.resolve(3);
    await tick();
    expect(selectIsLoadingHolding(snap())).toBe(false);
    expect(selectHeld(snap())).toBe(3);
  });

  it('a new question replaces the one in flight: the older answer is never shown', async () => {
    const { snap, send, asked } = start();
    send({ type: 'holding.asked', question: pounds });
    send({ type: 'holding.asked', question: poundsEdited });
    expect(asked).toHaveLength(2);
    asked[0]!.resolve(7);
    await tick();
    expect(selectHeld(snap())).toBeNull();
    expect(selectIsLoadingHolding(snap())).toBe(true);
    asked[1]!.resolve(2);
    await tick();
    expect(selectHeld(snap())).toBe(2);
  });

  it('asking again after an answer hides the old figure until the new one comes', async () => {
    const { snap, send, asked } = start();
    send({ type: 'holding.asked', question: pounds });
    asked[0]!.resolve(7);
    await tick();
    send({ type: 'holding.asked', question: poundsEdited });
    expect(selectHeld(snap())).toBeNull();
    expect(snap().context.held).toBeNull();
    expect(snap().context.question).toEqual(poundsEdited);
  });

  it('an answer that cannot be had shows nothing rather than a guess', async () => {
    const { snap, send, asked } = start();
    send({ type: 'holding.asked', question: pounds });
    asked[0]!.reject(serverError);
    await tick();
    expect(selectHeld(snap())).toBeNull();
    expect(selectIsLoadingHolding(snap())).toBe(false);
    expect(snap().matches('unknown')).toBe(true);
  });

  it("without the app's call the holding is unknown, not a figure", async () => {
    const actor = createActor(sellHoldingMachine, { input: { scope: SHARED } }).start();
    running.push(actor);
    actor.send({ type: 'holding.asked', question: pounds });
    await tick();
    expect(actor.getSnapshot().matches('unknown')).toBe(true);
    expect(selectHeld(actor.getSnapshot())).toBeNull();
  });

  it('clearing the question drops it and its answer, and an answer still on its way', async () => {
    const { snap, send, asked } = start();
    send({ type: 'holding.asked', question: pounds });
    asked[0]!.resolve(4);
    await tick();
    send({ type: 'holding.cleared' });
    expect(selectHeld(snap())).toBeNull();
    expect(snap().context).toMatchObject({ question: null, held: null });
    send({ type: 'holding.asked', question: pounds });
    send({ type: 'holding.cleared' });
    asked[1]!.resolve(9);
    await tick();
    expect(snap().matches('idle')).toBe(true);
    expect(snap().context.held).toBeNull();
  });
});
