import { expect, vi } from 'vitest';
import type { NotificationList } from '@contract/alerts';
import en from '@locales/en.json';
import { testMachineModel } from '@tests/support/model-based';
import { clicksButton } from '@tests/support/model-steps';
import { createTestProviders } from '@tests/support/test-providers';
import { NotificationBell } from '@/app/notifications/notification-bell';
import { NotificationsView } from '@/pages/notifications/notifications-view';
import { notificationsMachine } from './notifications.machine';
import { selectFailure, selectLoadFailure } from './selectors';
import { offline, serverError } from '@tests/fixtures/machines/failures';

vi.setConfig({ testTimeout: 60_000 });

const FIRST = '44444444-4444-4444-8444-444444444444';
const LIST: NotificationList = {
  unread: 2,
  results: [
    {
      uuid: FIRST,
      kind: 'price_alert',
      created_at: '2026-11-22T08:00:00.000Z',
      read: false,
      instrument: 'gold_21_sell',
      condition: 'above',
      threshold: '6200',
      price: '6250.5',
    },
    {
      uuid: '55555555-5555-4555-8555-555555555555',
      kind: 'price_alert',
      created_at: '2026-11-21T08:00:00.000Z',
      read: false,
      instrument: 'USD',
      condition: 'below',
      threshold: '48',
      price: '47.9',
    },
  ],
};
const s = en.notifications;

testMachineModel('notifications', {
  machine: notificationsMachine,
  render: (actor) => (
    <>
      <NotificationBell actorRef={actor} />
      <NotificationsView actorRef={actor} />
    </>
  ),
  wrapper: createTestProviders({ language: 'en', route: '/dashboard/notifications' }),
  actors: {
    loadNotifications: { done: [LIST], error: [offline] },
    refreshNotifications: { done: [LIST], error: [serverError] },
    markRead: { done: [{ unread: 0 }], error: [serverError] },
  },
  serialize: (snap) => ({
    unread: snap.context.unread,
    failure: JSON.stringify(selectLoadFailure(snap) ?? selectFailure(snap)),
  }),
  events: {
    'inbox.retry': clicksButton(s.retry, 'clicks “Try again”'),
    'inbox.markAllRead': clicksButton(s.markAllRead, 'clicks “Mark all as read”'),
    'inbox.markRead': {
      cases: [{ uuid: FIRST }],
      description: 'clicks “Mark as read” on the newest',
      exec: ({ user, screen }) => user.click(screen.getAllByRole('button', { name: s.markRead })[0]!),
    },
  },
  sees: {
    loading: '“Loading your notifications…” with a spinner; the bell without a count.',
    loadingFailed:
      'Why the notifications could not be loaded, and “Try again”; a minute later they load again.',
    'loaded.idle':
      'The bell with the unread count, the notifications newest first, unread ones marked “New”.',
    'loaded.refreshing': 'What was shown stays while the list is fetched again (every minute).',
    'loaded.marking': '“Mark all as read” busy, the row buttons disabled.',
  },
  states: {
    loading: ({ screen }) => {
      expect(screen.getByRole('status').textContent).toBe(s.loading);
      expect(screen.queryByTestId('unread-count')).toBeNull();
    },
    loadingFailed: ({ screen }) =>
      expect(screen.getByTestId('error-box').textContent).toBe(en.account.errors.offline),
    'loaded.idle': ({ screen, snapshot }) => {
      const { unread } = snapshot.context;
      if (unread > 0) expect(screen.getByTestId('unread-count').textContent).toBe(String(unread));
      else expect(screen.queryByTestId('unread-count')).toBeNull();
      expect(screen.getByTestId(`notification-${FIRST}`).textContent).toContain(
        '21 karat, sell rose above 6,200 EGP: now 6,250.5 EGP',
      );
      expect(screen.queryAllByText(s.unread)).toHaveLength(
        snapshot.context.notifications.filter((n: { read: boolean }) => !n.read).length,
      );
    },
    'loaded.refreshing': ({ screen }) => expect(screen.getByTestId(`notification-${FIRST}`)).toBeTruthy(),
    'loaded.marking': ({ screen }) =>
      expect(screen.getByRole('button', { name: s.markAllRead }).hasAttribute('disabled')).toBe(true),
  },
});
