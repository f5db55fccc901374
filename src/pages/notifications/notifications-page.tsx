import { useNotificationsActor } from '@/app/notifications/notifications-actor';
import { NotificationsView } from './notifications-view';

/** /dashboard/notifications: the list of the layout's notifications actor (the top bar counts the same). */
export default function NotificationsPage() {
  return <NotificationsView actorRef={useNotificationsActor()} />;
}
