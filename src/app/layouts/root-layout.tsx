import { Outlet } from 'react-router';
import { SessionProvider } from '@/app/session/session-provider';
import { AppToaster } from '@/components/toaster/app-toaster';
import { RouteProgress } from './route-progress';

/** Inside the router so the session can navigate (sign-out → /login). */
export function RootLayout() {
  return (
    <SessionProvider>
      <RouteProgress />
      <Outlet />
      <AppToaster />
    </SessionProvider>
  );
}
