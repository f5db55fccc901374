/**
 * Scenario tests of the alert e-mail's switch-off link (product §14): the real machine, its one call a fake.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ApiFailure } from '@machines/shared/api-failure';
import {
  selectHasFailed,
  selectIsAsking,
  selectIsInvalid,
  selectIsWorking,
  selectResult,
} from '@machines/shared/one-click-link';
import { alertOffMachine, type SwitchedOff } from './alert-off.machine';

const OFF: SwitchedOff = { instrument: 'gold_21_sell', condition: 'above', threshold: '6200' };

/** The page opened on `token`; each call of `act` answers the next of `answers` (an error is thrown). */
function openLink(token: string, ...answers: (SwitchedOff | ApiFailure)[]) {
  const calls: { token: string }[] = [];
  const actor = createActor(
    alertOffMachine.provide({
      actors: {
        act: fromPromise<SwitchedOff, { token: string }>(async ({ input }) => {
          calls.push(input);
          const answer = answers.shift()!;
          if ('status' in answer) throw answer;
          return answer;
        }),
      },
    }),
    { input: { token } },
  ).start();
  return { actor, calls };
}

describe('alert off: a scanner opening the link switches nothing off (product §14)', () => {
  it('opening the link only asks; the click sends the link’s token once and says which alert is off', async () => {
    const { actor, calls } = openLink('tok-1', OFF);
    expect(selectIsAsking(actor.getSnapshot())).toBe(true);
    expect(calls).toEqual([]);
    actor.send({ type: 'alertOff.confirm' });
    expect(selectIsWorking(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual([{ token: 'tok-1' }]);
    expect(selectResult(actor.getSnapshot())).toEqual(OFF);
  });

  it('a link that no longer works (404) says so, with nothing to retry', async () => {
    const { actor } = openLink('used', { status: 404, body: null });
    actor.send({ type: 'alertOff.confirm' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(selectIsInvalid(actor.getSnapshot())).toBe(true);
    expect(selectResult(actor.getSnapshot())).toBeNull();
  });

  it('no answer offers to try again, and the retry switches the alert off', async () => {
    const { actor, calls } = openLink('tok-2', { status: null, body: null }, OFF);
    actor.send({ type: 'alertOff.confirm' });
    await waitFor(actor, (s) => selectHasFailed(s));
    actor.send({ type: 'alertOff.retry' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toHaveLength(2);
    expect(selectResult(actor.getSnapshot())).toEqual(OFF);
  });
});
