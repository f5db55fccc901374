import type { Notification, NotificationList } from '@contract/alerts';
import { assign, setup } from 'xstate';
import { placeholderActor } from '../shared/placeholder-actor';
import { failingTo } from '../shared/request-states';
import { generalMessage } from '../alerts/messages';
import type { AlertMessage } from '../alerts/types';

export interface NotificationsContext {
  notifications: Notification[];
  unread: number;
  /** The ones a mark-read call works on; null marks them all. */
  marking: string[] | null;
  failure: AlertMessage | null;
}

export type NotificationsEvent =
  | { type: 'notifications.retry' }
  | { type: 'notifications.markAllRead' }
  | { type: 'notifications.markRead'; uuid: string };

/**
 * The in-app notifications (product §14), one actor for the signed-in layout: the top bar shows its unread count and
 * the notifications page its list. It loads on start and again every minute (a fired alert shows up without a
 * reload); a failed refresh keeps what is shown. Marking read is the server's answer, never a guess.
 */
export const notificationsMachine = setup({
  types: { context: {} as NotificationsContext, events: {} as NotificationsEvent },
  delays: { poll: 60_000 },
  actors: {
    /** GET /api/notifications/ */
    loadNotifications: placeholderActor<NotificationList>('loadNotifications'),
    /** POST /api/notifications/read/ (all without uuids); answers what is left unread. */
    markRead: placeholderActor<{ unread: number }, { uuids: string[] | null }>('markRead'),
  },
  guards: {
    hasUnread: ({ context }) => context.unread > 0,
  },
  actions: {
    setList: assign((_, params: { list: NotificationList }) => ({
      notifications: params.list.results,
      unread: params.list.unread,
      failure: null,
    })),
    setMarking: assign(({ event }) => ({
      marking: event.type === 'notifications.markRead' ? [event.uuid] : null,
      failure: null,
    })),
    setRead: assign(({ context }, params: { unread: number }) => ({
      notifications: context.notifications.map((n) =>
        context.marking === null || context.marking.includes(n.uuid) ? { ...n, read: true } : n,
      ),
      unread: params.unread,
      marking: null,
    })),
    setFailure: assign((_, params: { error: unknown }) => ({
      failure: generalMessage(params.error),
      marking: null,
    })),
  },
}).createMachine({
  id: 'notifications',
  context: { notifications: [], unread: 0, marking: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadNotifications',
        id: 'loadNotifications',
        onDone: {
          target: 'loaded',
          actions: { type: 'setList', params: ({ event }) => ({ list: event.output }) },
        },
        onError: failingTo('loadingFailed', 'setFailure'),
      },
    },
    loadingFailed: {
      after: { poll: { target: 'loading' } },
      on: { 'notifications.retry': { target: 'loading' } },
    },
    loaded: {
      initial: 'idle',
      states: {
        idle: {
          after: { poll: { target: 'refreshing' } },
          on: {
            'notifications.markAllRead': { guard: 'hasUnread', target: 'marking', actions: 'setMarking' },
            'notifications.markRead': { target: 'marking', actions: 'setMarking' },
          },
        },
        refreshing: {
          invoke: {
            src: 'loadNotifications',
            id: 'refreshNotifications',
            onDone: {
              target: 'idle',
              actions: { type: 'setList', params: ({ event }) => ({ list: event.output }) },
            },
            // What is shown stays; the next minute tries again.
            onError: { target: 'idle' },
          },
        },
        marking: {
          invoke: {
            src: 'markRead',
            id: 'markRead',
            input: ({ context }) => ({ uuids: context.marking }),
            onDone: {
              target: 'idle',
              actions: { type: 'setRead', params: ({ event }) => ({ unread: event.output.unread }) },
            },
            onError: failingTo('idle', 'setFailure'),
          },
        },
      },
    },
  },
});

export type NotificationsMachine = typeof notificationsMachine;
