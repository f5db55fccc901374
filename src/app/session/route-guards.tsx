import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useRegisterSessionNavigation } from './navigation';
import { useHasAccessToken, useSession } from './use-session';

/** What /login reads to send the visitor back after signing in (spec §2). */
export interface LoginRedirectState {
  from?: { pathname: string; search?: string; hash?: string };
}

/** spec §2: protected routes go to /login, remembering the origin, when no access token is stored. */
export function RequireAuth({ children }: { children: ReactNode }) {
  useRegisterSessionNavigation();
  const location = useLocation();
  const hasAccessToken = useHasAccessToken();
  if (!hasAccessToken) {
    const state: LoginRedirectState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to="/login" replace state={state} />;
  }
  return <>{children}</>;
}

/** spec §2, §6: a signed-in visitor on / goes to /dashboard. */
export function RedirectIfAuthenticated({ children }: { children: ReactNode }) {
  useRegisterSessionNavigation();
  const { isAuthenticated } = useSession();
  if (isAuthenticated) return <Navigate to="/dashboard" replace />;
  return <>{children}</>;
}
