import { Outlet } from 'react-router';
import { SessionProvider } from '@/app/session/session-provider';
import { RouteProgress } from './route-progress';

/** Inside the router so the session can navigate (sign-out → /login). No UI kit here: see chakra-shell.tsx. */
export function RootLayout() {
  return (
    <SessionProvider>
      <RouteProgress />
      <Outlet />
    </SessionProvider>
  );
}
