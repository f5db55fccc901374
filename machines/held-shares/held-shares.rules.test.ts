/**
 * Scenario tests of the question a password reset leaves (product §16, ADR 022): the real machine, run as the family
 * page runs it (a child whose parent notes what it is told), its calls fakes that answer what each test queues.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { type Answer, scriptedCalls } from '@tests/support/scripted-calls';
import { type AnyActorRef, createActor, createMachine, waitFor, type NonReducibleUnknown } from 'xstate';
import type { HeldShare } from '@contract/auth';
import { heldSharesMachine } from './held-shares.machine';
import {
  selectFailure,
  selectIsBusy,
  selectIsConfirmingEnd,
  selectIsEnding,
  selectIsKeeping,
  selectIsLoading,
  selectIsShown,
  selectLoadingFailed,
  selectPending,
  selectShares,
} from './selectors';

const SARA: HeldShare = { uuid: 'h-sara', email: 'sara@example.com', role: 'viewer' };
const OMAR: HeldShare = { uuid: 'h-omar', email: 'omar@example.com', role: 'editor' };

let stop: (() => void) | null = null;
afterEach(() => stop?.());

function heldShares(
  answers: { load?: Answer<HeldShare[]>[]; keep?: Answer<void>[]; end?: Answer<void>[] } = {},
) {
  const { calls, fake } = scriptedCalls();
  const told: unknown[] = [];
  const machine = heldSharesMachine.provide({
    actors: {
      loadHeldShares: fake<HeldShare[], NonReducibleUnknown>('load', answers.load ?? [[SARA, OMAR]]),
      keepShare: fake<void, { uuid: string }>('keep', answers.keep),
      endShare: fake<void, { uuid: string }>('end', answers.end),
    },
  });
  const page = createActor(
    createMachine({
      invoke: { id: 'held', src: machine },
      on: { '*': { actions: ({ event }) => void told.push(event) } },
    }),
  ).start();
  stop = () => page.stop();
  const actor = page.getSnapshot().children.held as AnyActorRef;
  const snap = () => actor.getSnapshot();
  const idle = () => waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
  return { actor, calls, told, snap, idle };
}

describe('held shares: the card shows only when there is something to answer', () => {
  it('nothing while loading (nearly every owner has nothing held), nothing once none is held', async () => {
    const card = heldShares({ load: [[]] });
    expect(selectIsLoading(card.snap())).toBe(true);
    expect(selectIsShown(card.snap())).toBe(false);
    await card.idle();
    expect(selectIsShown(card.snap())).toBe(false);
    expect(selectShares(card.snap())).toEqual([]);
  });

  it('each person whose access the reset held, once read', async () => {
    const card = heldShares();
    await card.idle();
    expect(selectIsShown(card.snap())).toBe(true);
    expect(selectShares(card.snap())).toEqual([SARA, OMAR]);
    expect(selectFailure(card.snap())).toBeNull();
  });

  it('a failed read shows the card with a retry, which reads again', async () => {
    const card = heldShares({ load: [{ status: 500, body: null }, [SARA]] });
    await waitFor(card.actor, (s) => selectLoadingFailed(s));
    expect(selectIsShown(card.snap())).toBe(true);
    card.actor.send({ type: 'held.retry' });
    await card.idle();
    expect(selectShares(card.snap())).toEqual([SARA]);
  });
});

describe('held shares: keeping a share gives the access back as it was (product §16)', () => {
  it('keeps the share picked, drops it from the question and has the sharing card read again', async () => {
    const card = heldShares({ keep: [undefined] });
    await card.idle();
    card.actor.send({ type: 'held.keep', uuid: SARA.uuid });
    expect(selectIsKeeping(card.snap())).toBe(true);
    expect(selectIsBusy(card.snap())).toBe(true);
    expect(selectPending(card.snap())).toBe(SARA.uuid);
    await card.idle();
    expect(card.calls[1]).toEqual({ call: 'keep', input: { uuid: SARA.uuid } });
    expect(selectShares(card.snap())).toEqual([OMAR]);
    expect(selectPending(card.snap())).toBeNull();
    expect(selectIsBusy(card.snap())).toBe(false);
    expect(card.told).toEqual([{ type: 'held.kept' }]);
  });

  it('a share answered already on another device (404) leaves the list with a word saying so', async () => {
    const card = heldShares({ keep: [{ status: 404, body: { detail: 'Not found.' } }] });
    await card.idle();
    card.actor.send({ type: 'held.keep', uuid: SARA.uuid });
    await card.idle();
    expect(selectShares(card.snap())).toEqual([OMAR]);
    expect(selectFailure(card.snap())).toEqual({ key: 'heldShares.errors.gone' });
    expect(card.told).toEqual([]);
  });

  it('any other failure says why and the share stays held', async () => {
    const card = heldShares({ load: [[SARA]], keep: [{ status: null, body: null }] });
    await card.idle();
    card.actor.send({ type: 'held.keep', uuid: SARA.uuid });
    await card.idle();
    expect(selectShares(card.snap())).toEqual([SARA]);
    expect(selectFailure(card.snap())).toEqual({ key: 'account.errors.offline' });
    expect(selectPending(card.snap())).toBeNull();
    expect(card.told).toEqual([]);
  });

  it('the word about the last share answered elsewhere keeps the card shown', async () => {
    const card = heldShares({ load: [[SARA]], keep: [{ status: 404, body: null }] });
    await card.idle();
    card.actor.send({ type: 'held.keep', uuid: SARA.uuid });
    await card.idle();
    expect(selectShares(card.snap())).toEqual([]);
    expect(selectIsShown(card.snap())).toBe(true);
  });
});

describe('held shares: ending a share, once confirmed (product §16)', () => {
  it('is asked first; cancelling ends nothing', async () => {
    const card = heldShares();
    await card.idle();
    card.actor.send({ type: 'held.end', uuid: OMAR.uuid });
    expect(selectIsConfirmingEnd(card.snap())).toBe(true);
    expect(selectPending(card.snap())).toBe(OMAR.uuid);
    card.actor.send({ type: 'held.cancelEnd' });
    expect(selectIsConfirmingEnd(card.snap())).toBe(false);
    expect(selectPending(card.snap())).toBeNull();
    expect(card.calls.map((c) => c.call)).toEqual(['load']);
  });

  it('confirmed, ends the share picked and drops it; the sharing card is not asked to read again', async () => {
    const card = heldShares({ end: [undefined] });
    await card.idle();
    card.actor.send({ type: 'held.end', uuid: OMAR.uuid });
    card.actor.send({ type: 'held.confirmEnd' });
    expect(selectIsEnding(card.snap())).toBe(true);
    expect(selectIsBusy(card.snap())).toBe(true);
    await card.idle();
    expect(card.calls[1]).toEqual({ call: 'end', input: { uuid: OMAR.uuid } });
    expect(selectShares(card.snap())).toEqual([SARA]);
    expect(card.told).toEqual([]);
  });

  it('a new question forgets the last word', async () => {
    const card = heldShares({ end: [{ status: 500, body: null }] });
    await card.idle();
    card.actor.send({ type: 'held.end', uuid: OMAR.uuid });
    card.actor.send({ type: 'held.confirmEnd' });
    await card.idle();
    expect(selectFailure(card.snap())).toEqual({ key: 'auth.internalServerError' });
    expect(selectShares(card.snap())).toEqual([SARA, OMAR]);
    card.actor.send({ type: 'held.end', uuid: OMAR.uuid });
    expect(selectFailure(card.snap())).toBeNull();
  });
});
