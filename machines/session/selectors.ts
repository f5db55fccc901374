import type { SnapshotFrom } from 'xstate';
import type { SessionMachine } from './session.machine';

type SessionSnapshot = SnapshotFrom<SessionMachine>;

export const selectIsAuthenticated = (s: SessionSnapshot) => s.matches('signedIn');
export const selectUser = (s: SessionSnapshot) => (s.matches('signedIn') ? s.context.user : null);
export const selectIsRefreshing = (s: SessionSnapshot) => s.matches('refreshing');
