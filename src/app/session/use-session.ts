import { useMemo } from 'react';
import { useSelector } from '@/lib/use-selector';
import { selectIsAuthenticated, selectUser } from '@machines/session/selectors';
import type { SessionUser } from '@machines/session/types';
import { useAppActor } from '@/app/system/app-system';
import type { ActorSystem } from '@/app/system/api-for';
import { createSessionFacade, type SessionActor } from './session-service';

export interface Session {
  isAuthenticated: boolean;
  /** The decoded access-token claims (product §3). */
  user: SessionUser | null;
  /** product §2: clears tokens and user, revokes the refresh token on the server (best-effort), goes to /login. */
  signOut: () => void;
}

/** The app's session (systemId `session`) and its commands. */
function useSessionFacade() {
  const actor = useAppActor('session');
  return useMemo(() => createSessionFacade(actor, () => Date.now()), [actor]);
}

export function useSession(): Session {
  const service = useSessionFacade();
  const isAuthenticated = useSelector(service.actor, selectIsAuthenticated);
  const user = useSelector(service.actor, selectUser);
  return { isAuthenticated, user, signOut: service.signOut };
}

/** For the login and Google flows: store a token pair and set the user (product §4). */
export function useSignIn(): (tokens: { access: string; refresh: string }) => void {
  return useSessionFacade().signIn;
}

/**
 * For a flow the app runs (ADR 030), bound where the flow is: signs the person out (product §2) through the app's
 * session, found by its systemId in the flow's own system.
 */
export function signOutIn(system: ActorSystem): void {
  const session = system.get('session') as SessionActor | undefined;
  if (session) createSessionFacade(session, () => Date.now()).signOut();
}
