import { Outlet } from 'react-router';
import { ReportAddress } from '@/app/system/app-system';
import { RouteProgress } from './route-progress';

/** Inside the router: it reports each address to the app's actors. No UI kit here: see chakra-shell.tsx. */
export function RootLayout() {
  return (
    <>
      <ReportAddress />
      <RouteProgress />
      <Outlet />
    </>
  );
}
