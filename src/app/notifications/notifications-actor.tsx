import { createContext, useContext, type ReactNode } from 'react';
import { useActorRef } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import {
  notificationsMachine,
  type NotificationsMachine,
} from '@machines/notifications/notifications.machine';
import { fetchNotifications, markNotificationsRead } from '@/api/alerts';
import { inspect } from '@/app/inspect';
import { callApi } from '@/api/failure';

export type NotificationsActor = ActorRefFrom<NotificationsMachine>;

const liveNotificationsMachine = notificationsMachine.provide({
  actors: {
    loadNotifications: fromPromise(() => callApi(() => fetchNotifications())),
    markRead: fromPromise(({ input }) => callApi(() => markNotificationsRead(input.uuids ?? undefined))),
  },
});

const NotificationsContext = createContext<NotificationsActor | null>(null);

/** One notifications actor for the signed-in layout: the top bar's count and the notifications page share it. */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const actorRef = useActorRef(liveNotificationsMachine, { inspect });
  return <NotificationsContext.Provider value={actorRef}>{children}</NotificationsContext.Provider>;
}

export function useNotificationsActor(): NotificationsActor {
  const actor = useContext(NotificationsContext);
  if (!actor)
    throw new Error('useNotificationsActor needs the NotificationsProvider of the signed-in layout');
  return actor;
}
