/**
 * Scenario tests of the disclaimer card (product §2, §4): shown until acknowledged where it can be closed; on the
 * landing page it cannot be closed and is always shown, whatever was acknowledged before.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, type Actor } from 'xstate';
import { disclaimerMachine } from './disclaimer.machine';
import { selectCanAcknowledge, selectDetailsOpen, selectIsShown } from './selectors';

let running: Actor<typeof disclaimerMachine> | null = null;
afterEach(() => running?.stop());

function start(closable: boolean, acknowledged: boolean) {
  const persistAcknowledgement = vi.fn();
  const actor = createActor(disclaimerMachine.provide({ actions: { persistAcknowledgement } }), {
    input: { closable, acknowledged },
  }).start();
  running = actor;
  return { actor, persistAcknowledgement };
}

describe('disclaimer: shown until acknowledged, where it can be closed (product §4)', () => {
  it('a closable card never acknowledged is shown, with its summary', () => {
    const { actor } = start(true, false);
    expect(selectIsShown(actor.getSnapshot())).toBe(true);
    expect(selectDetailsOpen(actor.getSnapshot())).toBe(false);
    expect(selectCanAcknowledge(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ closable: true, acknowledged: false });
  });

  it('a closable card acknowledged before is not shown', () => {
    const { actor } = start(true, true);
    expect(selectIsShown(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().value).toBe('acknowledged');
  });

  it('acknowledging hides the card and stores the acknowledgement once', () => {
    const { actor, persistAcknowledgement } = start(true, false);
    actor.send({ type: 'disclaimer.acknowledge' });
    expect(selectIsShown(actor.getSnapshot())).toBe(false);
    expect(persistAcknowledgement).toHaveBeenCalledTimes(1);
  });
});

describe('disclaimer: the landing page card cannot be closed (product §2)', () => {
  it('is shown even when acknowledged elsewhere', () => {
    const { actor } = start(false, true);
    expect(selectIsShown(actor.getSnapshot())).toBe(true);
  });

  it('ignores an acknowledgement and stores nothing', () => {
    const { actor, persistAcknowledgement } = start(false, false);
    expect(selectCanAcknowledge(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'disclaimer.acknowledge' });
    expect(selectIsShown(actor.getSnapshot())).toBe(true);
    expect(persistAcknowledgement).not.toHaveBeenCalled();
  });
});

describe('disclaimer: read more', () => {
  it('opens the full text and closes it back to the summary', () => {
    const { actor } = start(false, false);
    actor.send({ type: 'disclaimer.readMore' });
    expect(selectDetailsOpen(actor.getSnapshot())).toBe(true);
    expect(selectIsShown(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'disclaimer.closeDetails' });
    expect(selectDetailsOpen(actor.getSnapshot())).toBe(false);
    expect(selectIsShown(actor.getSnapshot())).toBe(true);
  });

  it('the card behind the open text cannot be acknowledged', () => {
    const { actor, persistAcknowledgement } = start(true, false);
    actor.send({ type: 'disclaimer.readMore' });
    expect(selectCanAcknowledge(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'disclaimer.acknowledge' });
    expect(selectDetailsOpen(actor.getSnapshot())).toBe(true);
    expect(persistAcknowledgement).not.toHaveBeenCalled();
  });
});
