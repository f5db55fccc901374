import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Route, Routes, StaticRouter } from 'react-router';
import { createActor } from 'xstate';
import { AppSystemProvider } from '@/app/system/app-system';
import i18n, { ensureAllStrings, ensureLanguage } from '@/i18n/i18n';
import type { Language } from '@/i18n/languages';
import LandingPage from '@/pages/landing/landing-page';
import LoginPage from '@/pages/login/login-page';
import SignupPage from '@/pages/signup/signup-page';
import ForgotPasswordPage from '@/pages/forgot-password/forgot-password-page';
import ActivationEmailSentPage from '@/pages/activation-email-sent/activation-email-sent-page';
import ActivatePage from '@/pages/activate/activate-page';
import { SignedInSkeleton } from '@/app/layouts/signed-in-skeleton';
import { appMachine } from '@machines/app/app.machine';
import type { ThemeMode } from '@machines/preferences/types';

/**
 * The pages rendered at build time, by route document (scripts/vite-prerender.ts names the same ones): the router's
 * path, a place it matches (a route with parameters renders for any of its links) and the page.
 */
const pages: Record<string, { path: string; at?: string; page: () => ReactNode }> = {
  '': { path: '/', page: () => <LandingPage /> },
  login: { path: '/login', page: () => <LoginPage /> },
  signup: { path: '/signup', page: () => <SignupPage /> },
  'forgot-password': { path: '/forgot-password', page: () => <ForgotPasswordPage /> },
  'activation-email-sent': { path: '/activation-email-sent', page: () => <ActivationEmailSentPage /> },
  activate: { path: '/activate/:uid/:token', at: '/activate/uid/token', page: () => <ActivatePage /> },
  // The signed-in frame, replaced by the app rather than hydrated (signed-in-skeleton.tsx).
  dashboard: { path: '/dashboard', page: () => <SignedInSkeleton path="/dashboard" /> },
  'dashboard/portfolio': {
    path: '/dashboard/portfolio',
    page: () => <SignedInSkeleton path="/dashboard/portfolio" />,
  },
  'dashboard/market': {
    path: '/dashboard/market',
    page: () => <SignedInSkeleton path="/dashboard/market" />,
  },
};

/** The routes rendered at build time, by route document. */
export const prerenderedRoutes = Object.keys(pages);

/**
 * A page's markup for a first visit, rendered at build time (scripts/vite-prerender.ts) so it paints before its
 * JavaScript arrives (architecture §7: Lighthouse mobile ≥ 95), in each language: the document carries the Arabic page
 * in #root and the English one in a template that boot.js puts there for an English visitor. It is the same markup in
 * either theme (the colours are the stylesheet's, by the class boot.js puts on the root; the build renders the dark
 * one). boot.js hides it from a visitor whose session differs (the app then renders in its place); for everyone else
 * the app, or a form's light entry, hydrates it, so it must render here exactly as the client renders it first (ids
 * given, not generated; the wrappers above the page render no markup of their own before hydration).
 */
export async function renderPage(
  route: string,
  theme: ThemeMode = 'dark',
  language: Language = 'ar',
): Promise<string> {
  const entry = pages[route];
  if (!entry) throw new Error(`prerender: no page for "${route}"`);
  // The landing page needs only the first visit's strings; the others wait for the rest, as in the app.
  if (route !== '') await ensureAllStrings();
  await ensureLanguage(language);
  await i18n.changeLanguage(language);
  const app = createActor(appMachine, {
    input: {
      session: { accessToken: null, refreshToken: null, user: null, now: Date.now() },
      preferences: { theme, language },
      pathname: entry.at ?? entry.path,
    },
  }).start();
  try {
    return renderToString(
      <I18nextProvider i18n={i18n}>
        <AppSystemProvider app={app}>
          <StaticRouter location={entry.at ?? entry.path}>
            <Routes>
              <Route path={entry.path} element={entry.page()} />
            </Routes>
          </StaticRouter>
        </AppSystemProvider>
      </I18nextProvider>,
    );
  } finally {
    app.stop();
  }
}
