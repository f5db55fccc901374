import { useMemo } from 'react';
import type { NotificationsActor } from './notifications-actor';

/** The events the notifications list sends (its facade). */
export function useNotificationsEvents(actorRef: NotificationsActor) {
  return useMemo(
    () => ({
      retry: () => actorRef.send({ type: 'inbox.retry' }),
      markAllRead: () => actorRef.send({ type: 'inbox.markAllRead' }),
      markRead: (uuid: string) => actorRef.send({ type: 'inbox.markRead', uuid }),
    }),
    [actorRef],
  );
}
