/**
 * Scenario tests of the in-app notifications (product §14): the real machine, its calls fakes that answer what each
 * test queues, the minute's refresh on a fake clock.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Answer, scriptedCalls } from '@tests/support/scripted-calls';
import { type Actor, createActor, type NonReducibleUnknown } from 'xstate';
import type { Notification, NotificationList } from '@contract/alerts';
import { notificationsMachine } from './notifications.machine';
import {
  selectCanMarkAll,
  selectCanRetry,
  selectFailure,
  selectIsLoading,
  selectIsMarking,
  selectLoadFailure,
  selectNotifications,
  selectUnread,
} from './selectors';

const note = (uuid: string, read = false): Notification => ({
  uuid,
  kind: 'price_alert',
  created_at: '2026-11-20T10:00:00Z',
  read,
  instrument: 'gold_21_sell',
  condition: 'above',
  threshold: '6200',
  price: '6210',
});
const TWO_UNREAD: NotificationList = { unread: 2, results: [note('n-1'), note('n-2'), note('n-3', true)] };

let running: Actor<typeof notificationsMachine> | null = null;
beforeEach(() => void vi.useFakeTimers());
afterEach(() => {
  running?.stop();
  vi.useRealTimers();
});

function inbox(answers: { load?: Answer<NotificationList>[]; mark?: Answer<{ unread: number }>[] }) {
  const { calls, fake } = scriptedCalls();
  const actor = createActor(
    notificationsMachine.provide({
      actors: {
        loadNotifications: fake<NotificationList, NonReducibleUnknown>('load', answers.load),
        markRead: fake<{ unread: number }, { uuids: string[] | null }>('mark', answers.mark),
      },
    }),
  ).start();
  running = actor;
  const settle = () => vi.advanceTimersByTimeAsync(0);
  return { actor, calls, settle, snap: () => actor.getSnapshot(), send: actor.send.bind(actor) };
}

describe('notifications: the list and its unread count (product §14)', () => {
  it('loads on start: the top bar shows the unread count, the page the list', async () => {
    const box = inbox({ load: [TWO_UNREAD] });
    expect(selectIsLoading(box.snap())).toBe(true);
    expect(selectUnread(box.snap())).toBe(0);
    expect(selectNotifications(box.snap())).toBeNull();
    await box.settle();
    expect(selectUnread(box.snap())).toBe(2);
    expect(selectNotifications(box.snap())).toEqual(TWO_UNREAD.results);
    expect(selectFailure(box.snap())).toBeNull();
    expect(selectCanRetry(box.snap())).toBe(false);
  });

  it('loads again every minute, so a fired alert shows up without a reload', async () => {
    const later: NotificationList = { unread: 3, results: [note('n-0'), ...TWO_UNREAD.results] };
    const box = inbox({ load: [TWO_UNREAD, later] });
    await box.settle();
    await vi.advanceTimersByTimeAsync(59_000);
    expect(box.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(box.calls).toHaveLength(2);
    expect(selectUnread(box.snap())).toBe(3);
    expect(selectNotifications(box.snap())).toEqual(later.results);
  });

  it('a failed refresh keeps what is shown, and the next minute tries again', async () => {
    const box = inbox({ load: [TWO_UNREAD, { status: 500, body: null }, TWO_UNREAD] });
    await box.settle();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(box.calls).toHaveLength(2);
    expect(selectUnread(box.snap())).toBe(2);
    expect(selectNotifications(box.snap())).toEqual(TWO_UNREAD.results);
    expect(selectFailure(box.snap())).toBeNull();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(box.calls).toHaveLength(3);
  });

  it('a failed first load says why; a retry, or the next minute, loads again', async () => {
    const box = inbox({ load: [{ status: null, body: null }, { status: 503, body: null }, TWO_UNREAD] });
    await box.settle();
    expect(selectLoadFailure(box.snap())).toEqual({ key: 'account.errors.offline' });
    expect(selectCanRetry(box.snap())).toBe(true);
    expect(selectUnread(box.snap())).toBe(0);
    box.send({ type: 'inbox.retry' });
    await box.settle();
    expect(selectLoadFailure(box.snap())).toEqual({ key: 'auth.internalServerError' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(selectLoadFailure(box.snap())).toBeNull();
    expect(selectUnread(box.snap())).toBe(2);
    expect(box.calls).toHaveLength(3);
  });
});

describe('notifications: marking read is the server’s answer (product §14)', () => {
  it('one notification: only it is marked, and the count is what the server says is left', async () => {
    const box = inbox({ load: [TWO_UNREAD], mark: [{ unread: 1 }] });
    await box.settle();
    box.send({ type: 'inbox.markRead', uuid: 'n-2' });
    expect(selectIsMarking(box.snap())).toBe(true);
    await box.settle();
    expect(box.calls[1]).toEqual({ call: 'mark', input: { uuids: ['n-2'] } });
    expect(selectNotifications(box.snap())).toEqual([note('n-1'), note('n-2', true), note('n-3', true)]);
    expect(selectUnread(box.snap())).toBe(1);
  });

  it('all of them, while any is unread', async () => {
    const box = inbox({ load: [TWO_UNREAD], mark: [{ unread: 0 }] });
    await box.settle();
    expect(selectCanMarkAll(box.snap())).toBe(true);
    box.send({ type: 'inbox.markAllRead' });
    await box.settle();
    expect(box.calls[1]).toEqual({ call: 'mark', input: { uuids: null } });
    expect(selectNotifications(box.snap())!.every((n) => n.read)).toBe(true);
    expect(selectUnread(box.snap())).toBe(0);
    expect(selectCanMarkAll(box.snap())).toBe(false);
    box.send({ type: 'inbox.markAllRead' });
    expect(selectIsMarking(box.snap())).toBe(false);
    expect(box.calls).toHaveLength(2);
  });

  it('a failed mark says why, marks nothing, and the next mark forgets it', async () => {
    const box = inbox({ load: [TWO_UNREAD], mark: [{ status: 429, body: null }, { unread: 1 }] });
    await box.settle();
    box.send({ type: 'inbox.markRead', uuid: 'n-1' });
    await box.settle();
    expect(selectFailure(box.snap())).toEqual({ key: 'auth.serverMessage.throttled' });
    expect(selectNotifications(box.snap())).toEqual(TWO_UNREAD.results);
    expect(selectUnread(box.snap())).toBe(2);
    box.send({ type: 'inbox.markRead', uuid: 'n-1' });
    expect(selectFailure(box.snap())).toBeNull();
    await box.settle();
    // The next mark after a failure marks the one picked, not all.
    expect(selectNotifications(box.snap())).toEqual([note('n-1', true), note('n-2'), note('n-3', true)]);
  });
});
