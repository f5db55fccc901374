/**
 * Scenario tests of the report e-mail's unsubscribe link (product §14): the real machine, its one call a fake.
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
import { reportUnsubscribeMachine } from './report-unsubscribe.machine';

type Stopped = { email: string };
const STOPPED: Stopped = { email: 'amal@example.com' };

/** The page opened on `token`; each call of `act` answers the next of `answers` (an error is thrown). */
function openLink(token: string, ...answers: (Stopped | ApiFailure)[]) {
  const calls: { token: string }[] = [];
  const actor = createActor(
    reportUnsubscribeMachine.provide({
      actors: {
        act: fromPromise<Stopped, { token: string }>(async ({ input }) => {
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

describe('report unsubscribe: a scanner opening the link stops nothing (product §14)', () => {
  it('opening the link only asks; the click sends the link’s token once and says whose reports stopped', async () => {
    const { actor, calls } = openLink('tok-1', STOPPED);
    expect(selectIsAsking(actor.getSnapshot())).toBe(true);
    expect(calls).toEqual([]);
    actor.send({ type: 'unsubscribe.confirm' });
    expect(selectIsWorking(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual([{ token: 'tok-1' }]);
    expect(selectResult(actor.getSnapshot())).toEqual(STOPPED);
  });

  it('a link that no longer works (404: the reports are off already) says so, with nothing to retry', async () => {
    const { actor } = openLink('used', { status: 404, body: null });
    actor.send({ type: 'unsubscribe.confirm' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(selectIsInvalid(actor.getSnapshot())).toBe(true);
    expect(selectResult(actor.getSnapshot())).toBeNull();
  });

  it('no answer offers to try again, and the retry stops the reports', async () => {
    const { actor, calls } = openLink('tok-2', { status: 503, body: null }, STOPPED);
    actor.send({ type: 'unsubscribe.confirm' });
    await waitFor(actor, (s) => selectHasFailed(s));
    actor.send({ type: 'unsubscribe.retry' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toHaveLength(2);
    expect(selectResult(actor.getSnapshot())).toEqual(STOPPED);
  });
});
