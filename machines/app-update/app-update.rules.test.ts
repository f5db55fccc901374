/**
 * Scenario tests of the app-update prompt (architecture §6, ADR 010): the new version never takes over on its own;
 * only the person's yes activates it and reloads, and a dismissed prompt comes back with the next version found.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type Actor } from 'xstate';
import { appUpdateMachine } from './app-update.machine';
import { selectCanAccept, selectCanDismiss, selectIsUpdating, selectPromptShown } from './selectors';

let running: Actor<typeof appUpdateMachine> | null = null;
afterEach(() => running?.stop());

function start(activate: () => Promise<void> = async () => {}) {
  const activateUpdate = vi.fn(activate);
  const reloadPage = vi.fn();
  const actor = createActor(
    appUpdateMachine.provide({
      actors: { activateUpdate: fromPromise(() => activateUpdate()) },
      actions: { reloadPage },
    }),
  ).start();
  running = actor;
  return { actor, activateUpdate, reloadPage };
}

describe('app update: the new version waits for the person (architecture §6)', () => {
  it('no prompt and nothing to accept until a new version waits', () => {
    const { actor, activateUpdate } = start();
    expect(selectPromptShown(actor.getSnapshot())).toBe(false);
    expect(selectCanAccept(actor.getSnapshot())).toBe(false);
    expect(selectCanDismiss(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'update.accept' });
    expect(activateUpdate).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('a waiting version shows the prompt, and it can be accepted or dismissed', () => {
    const { actor, reloadPage } = start();
    actor.send({ type: 'update.ready' });
    expect(actor.getSnapshot().value).toBe('available');
    expect(selectPromptShown(actor.getSnapshot())).toBe(true);
    expect(selectIsUpdating(actor.getSnapshot())).toBe(false);
    expect(selectCanAccept(actor.getSnapshot())).toBe(true);
    expect(selectCanDismiss(actor.getSnapshot())).toBe(true);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('a yes activates the new version, then reloads once', async () => {
    let finish!: () => void;
    const { actor, activateUpdate, reloadPage } = start(() => new Promise<void>((r) => (finish = r)));
    actor.send({ type: 'update.ready' });
    actor.send({ type: 'update.accept' });
    expect(actor.getSnapshot().value).toBe('activating');
    expect(activateUpdate).toHaveBeenCalledTimes(1);
    expect(selectPromptShown(actor.getSnapshot())).toBe(true);
    expect(selectIsUpdating(actor.getSnapshot())).toBe(true);
    expect(selectCanAccept(actor.getSnapshot())).toBe(false);
    expect(selectCanDismiss(actor.getSnapshot())).toBe(false);
    expect(reloadPage).not.toHaveBeenCalled();
    finish();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('reloading'));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(selectPromptShown(actor.getSnapshot())).toBe(true);
    expect(selectIsUpdating(actor.getSnapshot())).toBe(true);
  });

  it('a worker that does not take over still reloads, as the person asked', async () => {
    const { actor, reloadPage } = start(async () => {
      throw new Error('timeout');
    });
    actor.send({ type: 'update.ready' });
    actor.send({ type: 'update.accept' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('reloading'));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('a dismissed prompt hides, and comes back with the next version found', () => {
    const { actor, activateUpdate } = start();
    actor.send({ type: 'update.ready' });
    actor.send({ type: 'update.dismiss' });
    expect(actor.getSnapshot().value).toBe('dismissed');
    expect(selectPromptShown(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'update.accept' });
    expect(activateUpdate).not.toHaveBeenCalled();
    actor.send({ type: 'update.ready' });
    expect(actor.getSnapshot().value).toBe('available');
    expect(selectPromptShown(actor.getSnapshot())).toBe(true);
  });

  it('a version found while activating changes nothing', () => {
    const { actor } = start(() => new Promise<void>(() => {}));
    actor.send({ type: 'update.ready' });
    actor.send({ type: 'update.accept' });
    actor.send({ type: 'update.ready' });
    actor.send({ type: 'update.dismiss' });
    expect(actor.getSnapshot().value).toBe('activating');
  });
});
