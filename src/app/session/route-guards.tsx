import { Suspense, type ComponentType, type ReactNode } from 'react';
import { useSelector } from '@/lib/use-selector';
import { matchPath, Navigate, useLocation } from 'react-router';
import { selectLeavesAuthForm, selectLeavesLanding, selectSignedIn } from '@machines/app/selectors';
import type { PageOrigin } from '@machines/shared/after-sign-in';
import { useApp } from '@/app/system/app-system';

// The guards render what the app's states say (ADR 030): signed in or out, and whether the page shown was opened
// signed in. They decide nothing of their own.

/** What /login reads to send the visitor back after signing in (product §2; the login machines decide where). */
export interface LoginRedirectState {
  from?: PageOrigin;
}

/**
 * A signed-in page that a signed-out visitor sees in another form instead of being sent to /login (`path` as in the
 * router). It stays in the signed-in frame, so the frame (and the household it looks at) is the same one the pages
 * after it use (product §13: an accepted invitation opens the household it joined).
 */
export interface SignedOutPage {
  path: string;
  page: ComponentType;
}

/**
 * product §2: protected routes go to /login, remembering the origin, when no access token is stored; the pages of
 * `signedOutPages` show their signed-out form instead.
 */
export function RequireAuth({
  children,
  signedOutPages = [],
}: {
  children: ReactNode;
  signedOutPages?: readonly SignedOutPage[];
}) {
  const location = useLocation();
  const hasAccessToken = useSelector(useApp(), selectSignedIn);
  const SignedOut = signedOutPages.find(({ path }) => matchPath(path, location.pathname))?.page;
  if (!hasAccessToken && SignedOut)
    return (
      <Suspense fallback={null}>
        <SignedOut />
      </Suspense>
    );
  if (!hasAccessToken) {
    const state: LoginRedirectState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to="/login" replace state={state} />;
  }
  return <>{children}</>;
}

/** product §2, §6: a signed-in visitor on / goes to /dashboard. */
export function RedirectIfAuthenticated({ children }: { children: ReactNode }) {
  if (useSelector(useApp(), selectLeavesLanding)) return <Navigate to="/dashboard" replace />;
  return <>{children}</>;
}

/**
 * product §10: a signed-in person opening /login or /signup goes to /dashboard. Only as the page opens (the app's
 * `page` region): signing in on that page afterwards is the login flow's to finish (it goes back to the page that
 * sent the person there).
 */
export function RedirectIfAuthenticatedOnArrival({ children }: { children: ReactNode }) {
  if (useSelector(useApp(), selectLeavesAuthForm)) return <Navigate to="/dashboard" replace />;
  return <>{children}</>;
}
