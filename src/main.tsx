import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import './app/theme/fonts.css';
import './app/theme/public.css';
import i18n, { ensureLanguage } from './i18n/i18n';
import { toLanguage } from './i18n/languages';
import { AppErrorBoundary } from './app/error/app-error-boundary';
import { PreferencesProvider } from './app/preferences/preferences-provider';
import { createAppRouter, routerReady } from './app/router';
import { PwaLoader } from './pwa/pwa-loader';

const router = createAppRouter();

// English visitors: their strings arrive before the first render (Arabic is always in the entry).
await ensureLanguage(toLanguage(i18n.language));

// `/` arrives with the landing page already in #root (scripts/vite-prerender.ts). When boot.js hid it (an English or
// signed-in visitor; it marks every page so, not knowing which one it is on), it goes and the app renders as on any
// route. Shown: wait for the landing's code, so the first render puts the same page in its place, not a loading bar.
const container = document.getElementById('root')!;
if (document.documentElement.dataset.prerender === 'hidden') {
  container.replaceChildren();
  delete document.documentElement.dataset.prerender;
} else if (container.hasChildNodes()) {
  await routerReady(router);
}

// Chakra UI is not provided here: the router's lazy Chakra shell brings it (src/app/layouts/chakra-shell.tsx).
// A transition lets React render the first page in slices, yielding to the browser between them, instead of one
// long task that would hold up a tap on the pre-rendered page (DESIGN §7: total blocking time).
const root = createRoot(container);
startTransition(() =>
  root.render(
    <StrictMode>
      <AppErrorBoundary>
        <PreferencesProvider>
          <RouterProvider router={router} />
          <PwaLoader />
        </PreferencesProvider>
      </AppErrorBoundary>
    </StrictMode>,
  ),
);
