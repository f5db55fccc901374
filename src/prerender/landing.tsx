import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { createActor } from 'xstate';
import { PreferencesContext } from '@/app/preferences/preferences-context';
import i18n from '@/i18n/i18n';
import LandingPage from '@/pages/landing/landing-page';
import { preferencesMachine } from '@machines/preferences/preferences.machine';

/**
 * The landing page's markup for a first visit, rendered at build time (scripts/vite-prerender.ts) so `/` paints
 * before its JavaScript arrives (DESIGN §7: Lighthouse mobile ≥ 95). It is the Arabic, dark page: the defaults.
 * boot.js hides it for visitors whose stored choices differ (the app then renders in its place); for everyone else
 * the app hydrates it, so it must render here exactly as the client renders it first (ids given, not generated).
 */
export async function renderLanding(): Promise<string> {
  await i18n.changeLanguage('ar');
  const preferences = createActor(preferencesMachine, { input: { theme: 'dark', language: 'ar' } }).start();
  try {
    return renderToString(
      <I18nextProvider i18n={i18n}>
        <PreferencesContext.Provider value={preferences}>
          <StaticRouter location="/">
            <LandingPage />
          </StaticRouter>
        </PreferencesContext.Provider>
      </I18nextProvider>,
    );
  } finally {
    preferences.stop();
  }
}
