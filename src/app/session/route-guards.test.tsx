import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RedirectIfAuthenticated, RedirectIfAuthenticatedOnArrival, RequireAuth } from './route-guards';
import { type AppActors, AppSystemProvider, ReportAddress } from '@/app/system/app-system';
import { startTestApp } from '@tests/support/app-system';
import { createSessionFacade, liveSessionMachine, storedSessionInput } from './session-service';

const jwt = (claims: object) => `h.${btoa(JSON.stringify(claims)).replace(/==?$/, '')}.s`;

let map = new Map<string, string>();

/** The real app (ADR 030), opened on `path` with these tokens stored; its session bound to that storage. */
function startApp(path: string, stored: Record<string, string>) {
  map = new Map(Object.entries(stored));
  const storage = {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  } as Storage;
  const clock = () => Date.now();
  const session = liveSessionMachine({
    storage,
    clock,
    refresh: async () => ({ access: 'x' }),
    revoke: async () => undefined,
    notifyLoggedOut: () => undefined,
    redirectToLogin: () => undefined,
  });
  return startTestApp({ session }, { session: storedSessionInput(storage, clock), pathname: path });
}

function LoginProbe() {
  const location = useLocation();
  return (
    <p>
      login page, from{' '}
      {(location.state as { from?: { pathname: string } } | null)?.from?.pathname ?? 'nowhere'}
    </p>
  );
}

/** Counts the renders of the protected page: each would start its requests. */
const dashboardRendered = vi.fn();
function Dashboard() {
  dashboardRendered();
  return <p>dashboard</p>;
}

function renderAt(path: string, stored: Record<string, string>) {
  dashboardRendered.mockClear();
  const app = startApp(path, stored);
  const router = createMemoryRouter(
    [
      {
        // The router reports each address to the app, as the root layout does.
        element: (
          <>
            <ReportAddress />
            <Outlet />
          </>
        ),
        children: [
          {
            path: '/',
            element: (
              <RedirectIfAuthenticated>
                <p>landing</p>
              </RedirectIfAuthenticated>
            ),
          },
          {
            element: (
              <RedirectIfAuthenticatedOnArrival>
                <Outlet />
              </RedirectIfAuthenticatedOnArrival>
            ),
            children: [
              { path: '/login', element: <LoginProbe /> },
              { path: '/signup', element: <p>sign-up page</p> },
            ],
          },
          {
            path: '/dashboard',
            element: (
              <RequireAuth>
                <Dashboard />
              </RequireAuth>
            ),
          },
          {
            path: '/dashboard/market',
            element: (
              <RequireAuth>
                <p>market</p>
              </RequireAuth>
            ),
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppSystemProvider app={app}>
      <RouterProvider router={router} />
    </AppSystemProvider>,
  );
  return createSessionFacade(app.system.get('session') as AppActors['session'], () => Date.now());
}

const freshToken = jwt({ exp: Math.floor(Date.now() / 1000) + 300 });
const expiredToken = jwt({ exp: Math.floor(Date.now() / 1000) - 300 });

describe('route guards (product §2, §6)', () => {
  it('sends a visitor without a stored token to /login, remembering the page', async () => {
    renderAt('/dashboard/market', {});
    expect(await screen.findByText('login page, from /dashboard/market')).toBeTruthy();
  });
  it('lets a stored token through without verifying it (an expired one is refreshed by the next request)', async () => {
    renderAt('/dashboard', { accessToken: `Bearer ${expiredToken}`, refreshToken: 'r' });
    expect(await screen.findByText('dashboard')).toBeTruthy();
  });
  it('sends an expired token without a refresh token to /login at start-up, before the page renders (product §4)', async () => {
    renderAt('/dashboard', { accessToken: `Bearer ${expiredToken}` });
    expect(await screen.findByText('login page, from /dashboard')).toBeTruthy();
    expect(dashboardRendered).not.toHaveBeenCalled();
    expect(map.has('accessToken')).toBe(false);
  });
  it('sends a signed-in visitor from / to /dashboard', async () => {
    renderAt('/', { accessToken: `Bearer ${freshToken}`, refreshToken: 'r' });
    expect(await screen.findByText('dashboard')).toBeTruthy();
  });
  it('shows the landing page to a visitor who is not signed in', async () => {
    renderAt('/', { accessToken: `Bearer ${expiredToken}`, refreshToken: 'r' });
    expect(await screen.findByText('landing')).toBeTruthy();
  });
  it.each(['/login', '/signup'])(
    'sends a signed-in visitor from %s to /dashboard (product §10)',
    async (path) => {
      renderAt(path, { accessToken: `Bearer ${freshToken}`, refreshToken: 'r' });
      expect(await screen.findByText('dashboard')).toBeTruthy();
    },
  );
  it('leaves a visitor who signs in on /login to the login flow (no bounce to /dashboard)', async () => {
    const session = renderAt('/login', {});
    expect(await screen.findByText('login page, from nowhere')).toBeTruthy();
    act(() => session.signIn({ access: freshToken, refresh: 'r' }));
    expect(screen.getByText('login page, from nowhere')).toBeTruthy();
    expect(dashboardRendered).not.toHaveBeenCalled();
  });
});
