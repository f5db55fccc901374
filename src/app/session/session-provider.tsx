import type { ReactNode } from 'react';
import { appSession } from './app-session';
import { SessionContext } from './session-context';
import type { SessionService } from './session-service';

/** Puts the app's session (or, in tests, the one given) within reach of useSession() and the route guards. */
export function SessionProvider({
  children,
  service = appSession,
}: {
  children: ReactNode;
  service?: SessionService;
}) {
  return <SessionContext.Provider value={service}>{children}</SessionContext.Provider>;
}

export { useSession } from './use-session';
