import { lazy } from 'react';
import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import {
  RedirectIfAuthenticated,
  RedirectIfAuthenticatedOnArrival,
  RequireAuth,
  type SignedOutPage,
} from '@/app/session/route-guards';
import { BootFallback } from './layouts/boot-fallback';
import { commitPagesWithTheirAddress } from './pages-with-their-address';
import { RootLayout } from './layouts/root-layout';
import { RouteErrorBoundary } from './error/route-error-boundary';
import { ensureAllStrings } from '@/i18n/i18n';

type PageModule = { default: React.ComponentType };
/** product §13: an invitation's link opened signed out names whose household it joins (RequireAuth). */
const signedOutPages: readonly SignedOutPage[] = [
  {
    path: '/invitations/:token',
    page: lazy(() =>
      Promise.all([import('@/pages/invitation/invitation-signed-out-page'), ensureAllStrings()]).then(
        ([m]) => ({
          default: m.InvitationSignedOutPage,
        }),
      ),
    ),
  },
];
/** The landing page: it shows only the strings of a first visit, which are in the entry. */
const firstVisitPage = (load: () => Promise<PageModule>) => () =>
  load().then((m) => ({ Component: m.default }));
/** Every other route renders once its code and the rest of the Arabic strings are in (i18n.ts). */
const page = (load: () => Promise<PageModule>) => () =>
  Promise.all([load(), ensureAllStrings()]).then(([m]) => ({ Component: m.default }));

// product §2: every route, each loaded lazily. The landing route renders without Chakra UI so the first visit stays
// light (architecture §7); so do the auth forms and the activation pages (a light shell); every other route sits under the
// lazily loaded Chakra shell.
export const routes = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary />,
    HydrateFallback: BootFallback,
    children: [
      {
        element: (
          <RedirectIfAuthenticated>
            <Outlet />
          </RedirectIfAuthenticated>
        ),
        children: [{ index: true, lazy: firstVisitPage(() => import('@/pages/landing/landing-page')) }],
      },
      {
        // The auth forms without Chakra UI (architecture §7; rendered at build time and hydrated): public-shell.tsx.
        lazy: page(() => import('./layouts/public-shell')),
        children: [
          {
            element: (
              <RedirectIfAuthenticatedOnArrival>
                <Outlet />
              </RedirectIfAuthenticatedOnArrival>
            ),
            children: [
              { path: 'login', lazy: page(() => import('@/pages/login/login-page')) },
              { path: 'signup', lazy: page(() => import('@/pages/signup/signup-page')) },
            ],
          },
          {
            path: 'forgot-password',
            lazy: page(() => import('@/pages/forgot-password/forgot-password-page')),
          },
          {
            path: 'password-reset/:uid/:token',
            lazy: page(() => import('@/pages/password-reset/password-reset-page')),
          },
          {
            path: 'activation-email-sent',
            lazy: page(() => import('@/pages/activation-email-sent/activation-email-sent-page')),
          },
          { path: 'activate/:uid/:token', lazy: page(() => import('@/pages/activate/activate-page')) },
        ],
      },
      {
        // Chakra UI and the toast host, loaded with the first route that needs them.
        // In stages, each module graph evaluated in a task of its own (architecture §7: total blocking time): the
        // theme Chakra's system is made from, the system (made as its module loads), then the shell and the rest.
        lazy: page(() =>
          import('@/app/theme/system-config')
            .then(() => import('@/app/theme/system'))
            .then(() => import('./layouts/chakra-shell')),
        ),
        children: [
          { path: 'terms-and-conditions', lazy: page(() => import('@/pages/terms/terms-page')) },
          // product §14: an alert e-mail's switch-off link works without a session.
          { path: 'alerts/off/:token', lazy: page(() => import('@/pages/alert-off/alert-off-page')) },
          // A report e-mail's unsubscribe link, likewise.
          {
            path: 'reports/unsubscribe/:token',
            lazy: page(() => import('@/pages/report-unsubscribe/report-unsubscribe-page')),
          },
          {
            element: (
              <RequireAuth signedOutPages={signedOutPages}>
                <Outlet />
              </RequireAuth>
            ),
            children: [
              {
                lazy: page(() => import('@/app/layouts/app-layout')),
                children: [
                  { path: 'dashboard', lazy: page(() => import('@/pages/dashboard/dashboard-page')) },
                  {
                    path: 'dashboard/portfolio',
                    lazy: page(() => import('@/pages/portfolio/portfolio-page')),
                  },
                  { path: 'dashboard/market', lazy: page(() => import('@/pages/market/market-page')) },
                  { path: 'dashboard/zakat', lazy: page(() => import('@/pages/zakat/zakat-page')) },
                  { path: 'dashboard/alerts', lazy: page(() => import('@/pages/alerts/alerts-page')) },
                  // product §14: /dashboard/reports shows the last completed month and puts it in the address.
                  {
                    path: 'dashboard/reports/:month?',
                    lazy: page(() => import('@/pages/reports/report-page')),
                  },
                  { path: 'dashboard/family', lazy: page(() => import('@/pages/family/family-page')) },
                  // product §13: an invitation's link, accepted in the frame the household then opens in. Signed out,
                  // it names whose household it joins and offers to sign in or up first (signedOutPages).
                  {
                    path: 'invitations/:token',
                    lazy: page(() => import('@/pages/invitation/invitation-page')),
                  },
                  {
                    path: 'dashboard/notifications',
                    lazy: page(() => import('@/pages/notifications/notifications-page')),
                  },
                  { path: 'dashboard/settings', lazy: page(() => import('@/pages/settings/settings-page')) },
                  { path: 'About', lazy: page(() => import('@/pages/about/about-page')) },
                  {
                    path: 'Privacy-Policy',
                    lazy: page(() => import('@/pages/privacy-policy/privacy-policy-page')),
                  },
                ],
              },
            ],
          },
        ],
      },
      // product §2: any other path goes to /.
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/**
 * The app's router. Every flow navigates through it: the app's actors with the navigate given where the app starts
 * (src/main.tsx, src/app/system/start-app.ts), the pages with the router's own `useNavigate`.
 */
export function createAppRouter() {
  return commitPagesWithTheirAddress(createBrowserRouter(routes));
}

/** Resolves once the router has loaded the code of the first route (lazy routes are fetched at start). */
export function routerReady(router: ReturnType<typeof createBrowserRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
