import type { SnapshotFrom } from 'xstate';
import { generalMessage } from '../alerts/messages';
import type { NotificationsMachine } from './notifications.machine';

type Snapshot = SnapshotFrom<NotificationsMachine>;

export const selectUnread = (s: Snapshot) => (s.matches('loaded') ? s.context.unread : 0);
export const selectIsLoading = (s: Snapshot) => s.matches('loading');
export const selectLoadFailure = (s: Snapshot) =>
  s.matches('loadingFailed') ? generalMessage(s.context.failure) : null;
export const selectCanRetry = (s: Snapshot) => s.can({ type: 'inbox.retry' });
export const selectNotifications = (s: Snapshot) => (s.matches('loaded') ? s.context.notifications : null);
export const selectFailure = (s: Snapshot) =>
  s.matches('loaded') && s.context.failure !== null ? generalMessage(s.context.failure) : null;
export const selectIsMarking = (s: Snapshot) => s.matches({ loaded: 'marking' });
export const selectCanMarkAll = (s: Snapshot) => s.can({ type: 'inbox.markAllRead' });
