import type { Notification, NotificationList } from '@contract/alerts';
import { assign, setup } from 'xstate';
import { placeholderActor } from '@machines/shared/placeholder-actor';
import { failingSignedInTo, lostAccess, reportLostAccess } from '@machines/shared/refusals';

export interface NotificationsContext {
  notifications: Notification[];
  unread: number;
  /** The ones a mark-read call works on; null marks them all. */
  marking: string[] | null;
  /**
   * The last call's failure, as it came (the selectors word it): the app machine starts this machine with the first
   * visit's code, which carries none of the alerts' messages (architecture §7).
   */
  failure: unknown;
}

/**
 * `inbox.*`, not `notifications.*`: those are the notifications page's locale keys, and the app machine starts this
 * machine with the first visit's code, which may name no string outside the first visit (scripts/arabic-strings.ts).
 */
export type NotificationsEvent =
  { type: 'inbox.retry' } | { type: 'inbox.markAllRead' } | { type: 'inbox.markRead'; uuid: string };

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
    // product §4, §8: the person's own notifications: a 403 signs out (machines/shared/refusals.ts).
    reportLostAccess,
    setList: assign((_, params: { list: NotificationList }) => ({
      notifications: params.list.results,
      unread: params.list.unread,
      failure: null,
    })),
    setMarking: assign(({ event }) => ({
      marking: event.type === 'inbox.markRead' ? [event.uuid] : null,
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
      failure: params.error,
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
        onError: failingSignedInTo('loadingFailed', 'setFailure'),
      },
    },
    loadingFailed: {
      after: { poll: { target: 'loading' } },
      on: { 'inbox.retry': { target: 'loading' } },
    },
    loaded: {
      initial: 'idle',
      states: {
        idle: {
          after: { poll: { target: 'refreshing' } },
          on: {
            'inbox.markAllRead': { guard: 'hasUnread', target: 'marking', actions: 'setMarking' },
            'inbox.markRead': { target: 'marking', actions: 'setMarking' },
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
            onError: { target: 'idle', actions: lostAccess },
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
            onError: failingSignedInTo('idle', 'setFailure'),
          },
        },
      },
    },
  },
});

export type NotificationsMachine = typeof notificationsMachine;
