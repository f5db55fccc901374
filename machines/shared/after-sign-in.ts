/** The page a visitor was on when a protected route sent them to /login (what the route guard remembers). */
export interface PageOrigin {
  pathname: string;
  search?: string;
  hash?: string;
}

/** spec §2: after signing in, the page the visitor was sent from, else /dashboard (never /login itself). */
export function afterSignInPath(from: PageOrigin | null | undefined): string {
  if (!from?.pathname || !from.pathname.startsWith('/') || from.pathname === '/login') return '/dashboard';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
