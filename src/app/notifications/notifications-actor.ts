import type { ActorRefFrom } from 'xstate';
import type { NotificationsMachine } from '@machines/notifications/notifications.machine';
import { useFrameActor } from '@/app/system/app-system';

export type NotificationsActor = ActorRefFrom<NotificationsMachine>;

/**
 * The app's notifications (systemId `notifications`, a child of the app machine while the signed-in frame is shown,
 * ADR 030): the top bar's count and the notifications page share it.
 */
export function useNotificationsActor(): NotificationsActor {
  const actor = useFrameActor('notifications');
  if (!actor) throw new Error('useNotificationsActor needs the signed-in frame (the app’s notifications)');
  return actor;
}
