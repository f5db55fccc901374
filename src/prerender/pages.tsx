import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { createActor } from 'xstate';
import { PreferencesContext } from '@/app/preferences/preferences-context';
import { SessionContext } from '@/app/session/session-context';
import type { SessionService } from '@/app/session/session-service';
import i18n from '@/i18n/i18n';
import LandingPage from '@/pages/landing/landing-page';
import LoginPage from '@/pages/login/login-page';
import SignupPage from '@/pages/signup/signup-page';
import ForgotPasswordPage from '@/pages/forgot-password/forgot-password-page';
import { preferencesMachine } from '@machines/preferences/preferences.machine';

/** The pages rendered at build time, by route (scripts/vite-prerender.ts names the same routes). */
const pages: Record<string, () => ReactNode> = {
  '': () => <LandingPage />,
  login: () => <LoginPage />,
  signup: () => <SignupPage />,
  'forgot-password': () => <ForgotPasswordPage />,
};

// The auth pages ask for the session's sign-in while rendering; nothing signs in at build time.
const noSession = {
  signIn: () => {
    throw new Error('no session at build time');
  },
} as unknown as SessionService;

/**
 * A page's markup for a first visit, rendered at build time (scripts/vite-prerender.ts) so it paints before its
 * JavaScript arrives (DESIGN §7: Lighthouse mobile ≥ 95). It is the Arabic, dark page: the defaults. boot.js hides
 * it for visitors whose stored choices differ (the app then renders in its place); for everyone else the app
 * hydrates it, so it must render here exactly as the client renders it first (ids given, not generated; the
 * wrappers above the page render no markup of their own before hydration).
 */
export async function renderPage(route: string): Promise<string> {
  const page = pages[route];
  if (!page) throw new Error(`prerender: no page for "${route}"`);
  await i18n.changeLanguage('ar');
  const preferences = createActor(preferencesMachine, { input: { theme: 'dark', language: 'ar' } }).start();
  try {
    return renderToString(
      <I18nextProvider i18n={i18n}>
        <PreferencesContext.Provider value={preferences}>
          <SessionContext.Provider value={noSession}>
            <StaticRouter location={`/${route}`}>{page()}</StaticRouter>
          </SessionContext.Provider>
        </PreferencesContext.Provider>
      </I18nextProvider>,
    );
  } finally {
    preferences.stop();
  }
}
