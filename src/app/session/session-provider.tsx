import type { ReactNode } from 'react';
import { useInRouterContext } from 'react-router';
import { appSession } from './app-session';
import { useRegisterSessionNavigation } from './navigation';
import { SessionContext } from './session-context';
import type { SessionService } from './session-service';

function SessionNavigation() {
  useRegisterSessionNavigation();
  return null;
}

/** Puts the app's session (or, in tests, the one given) within reach of useSession() and the route guards. */
export function SessionProvider({
  children,
  service = appSession,
}: {
  children: ReactNode;
  service?: SessionService;
}) {
  const inRouter = useInRouterContext();
  return (
    <SessionContext.Provider value={service}>
      {inRouter && <SessionNavigation />}
      {children}
    </SessionContext.Provider>
  );
}

export { useSession } from './use-session';
