import { Outlet } from 'react-router';
import { useHasAccessToken } from '@/app/session/use-session';
import { InvitationSignedOutPage } from './invitation-signed-out-page';

/**
 * /invitations/:token (product §13): signed in, the invitation is accepted in the app's frame (the child routes);
 * signed out, the page names whose household the link joins and offers to sign in or create an account first.
 */
export default function InvitationRoute() {
  return useHasAccessToken() ? <Outlet /> : <InvitationSignedOutPage />;
}
