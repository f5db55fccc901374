/** The page a visitor was on when a protected route sent them to /login (what the route guard remembers). */
export interface PageOrigin {
  pathname: string;
  search?: string;
  hash?: string;
}

const INVITATION_PATH = /^\/invitations\/([\w.-]+)\/?$/;

/** The token of an invitation link (`/invitations/{token}`, product §13), or null for any other page. */
export function invitationOf(path: string | null | undefined): string | null {
  return path?.match(INVITATION_PATH)?.[1] ?? null;
}

/**
 * product §2: after signing in, the page the visitor was sent from, else /dashboard (never /login itself). Product §13: an
 * invitation the visitor followed while signed out and has not answered yet (`pending`, remembered durably by the
 * app, src/app/pending-invitation.ts) comes first, so that creating an account (sign-up, activation, then login
 * without the navigation state) still ends on it.
 */
export function afterSignInPath(from: PageOrigin | null | undefined, pending: string | null = null): string {
  if (pending) return `/invitations/${pending}`;
  if (!from?.pathname || !from.pathname.startsWith('/') || from.pathname === '/login') return '/dashboard';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
