import { useMemo } from 'react';
import type { NotificationsActor } from './notifications-actor';

/** The events the notifications list sends (its facade). */
export function useNotificationsEvents(actorRef: NotificationsActor) {
  return useMemo(
    () => ({
      retry: () => actorRef.send({ type: 'notifications.retry' }),
      markAllRead: () => actorRef.send({ type: 'notifications.markAllRead' }),
      markRead: (uuid: string) => actorRef.send({ type: 'notifications.markRead', uuid }),
    }),
    [actorRef],
  );
}
