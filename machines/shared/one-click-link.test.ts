import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ApiFailure } from './api-failure';
import {
  oneClickLinkMachine,
  selectHasFailed,
  selectIsAsking,
  selectIsInvalid,
  selectIsWorking,
  selectResult,
} from './one-click-link';

// The page an e-mail's one-click link opens (product §14, §16): asked first, one click acts, then it says what was done.
const linkMachine = oneClickLinkMachine<{ done: string }, 'link.confirm', 'link.retry'>(
  'link',
  'link.confirm',
  'link.retry',
);

function openLink(token: string, ...answers: ({ done: string } | ApiFailure | Error)[]) {
  const calls: { token: string }[] = [];
  const actor = createActor(
    linkMachine.provide({
      actors: {
        act: fromPromise<{ done: string }, { token: string }>(async ({ input }) => {
          calls.push(input);
          const answer = answers.shift()!;
          if ('status' in answer || answer instanceof Error) throw answer;
          return answer;
        }),
      },
    }),
    { input: { token } },
  ).start();
  return { actor, calls };
}

const states = (s: Parameters<typeof selectIsAsking>[0]) => ({
  asking: selectIsAsking(s),
  working: selectIsWorking(s),
  invalid: selectIsInvalid(s),
  failed: selectHasFailed(s),
  result: selectResult(s),
});

describe('a one-click link', () => {
  it('opening it only asks: nothing is sent, and a retry before the click does nothing', () => {
    const { actor, calls } = openLink('t');
    actor.send({ type: 'link.retry' });
    expect(states(actor.getSnapshot())).toEqual({
      asking: true,
      working: false,
      invalid: false,
      failed: false,
      result: null,
    });
    expect(calls).toEqual([]);
  });

  it('the click sends the link’s token and says what was done', async () => {
    const { actor, calls } = openLink('abc', { done: 'off' });
    actor.send({ type: 'link.confirm' });
    expect(states(actor.getSnapshot())).toMatchObject({ asking: false, working: true, result: null });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual([{ token: 'abc' }]);
    expect(states(actor.getSnapshot())).toEqual({
      asking: false,
      working: false,
      invalid: false,
      failed: false,
      result: { done: 'off' },
    });
  });

  it('a link that no longer works (404) says so, for good', async () => {
    const { actor } = openLink('used', { status: 404, body: null });
    actor.send({ type: 'link.confirm' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(states(actor.getSnapshot())).toMatchObject({ invalid: true, failed: false, result: null });
  });

  it.each([
    ['no answer', { status: null, body: null }],
    ['the server’s fault', { status: 500, body: null }],
    ['a refusal other than 404', { status: 400, body: null }],
    ['an error that is no failed call', new Error('abort')],
  ])('%s offers to try again, and the retry sends the token again', async (_, failure) => {
    const { actor, calls } = openLink('abc', failure as ApiFailure, { done: 'off' });
    actor.send({ type: 'link.confirm' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(states(actor.getSnapshot())).toMatchObject({ invalid: false, failed: true, working: false });
    actor.send({ type: 'link.confirm' });
    expect(calls).toHaveLength(1);
    actor.send({ type: 'link.retry' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual([{ token: 'abc' }, { token: 'abc' }]);
    expect(selectResult(actor.getSnapshot())).toEqual({ done: 'off' });
  });

  it('a page that forgot to bind the call fails as when no answer came, offering to try again', async () => {
    const actor = createActor(linkMachine, { input: { token: 't' } }).start();
    actor.send({ type: 'link.confirm' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectHasFailed(actor.getSnapshot())).toBe(true);
  });
});
