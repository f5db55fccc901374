import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import './app/theme/fonts.css';
import './app/theme/public.css';
// The frame the dashboard's documents carry is drawn before any code runs: its rules belong in the one stylesheet.
import './app/layouts/signed-in-skeleton.css';
import i18n, { ensureLanguage } from './i18n/i18n';
import { toLanguage } from './i18n/languages';
import { AppErrorBoundary } from './app/error/app-error-boundary';
import { createAppRouter, routerReady } from './app/router';
import { AppSystemProvider } from './app/system/app-system';
import { liveAppMachine } from './app/system/live-app';
import { startApp } from './app/system/start-app';
import { PwaLoader } from './pwa/pwa-loader';

// Before anything reads the stored preferences: public/boot.js stops answering the landing page's theme switch itself.
document.documentElement.dataset.app = 'starting';
const router = createAppRouter();
// The app's one actor system (ADR 030), started once: the router's navigate is how its flows leave a page.
const appSystem = startApp(liveAppMachine((to, options) => void router.navigate(to, options)));

// English visitors: their strings arrive before the first render (Arabic is always in the entry).
await ensureLanguage(toLanguage(i18n.language));

// `/` and the auth forms arrive with their page already in #root (scripts/vite-prerender.ts). When boot.js hid it
// (a visitor it does not fit; it marks every page so, not knowing which one it is on), it goes and the app renders as
// on any route. Shown, the app hydrates it once the route's code is here: the nodes on screen stay, and become the
// app's, with whatever the visitor typed into them meanwhile. The dashboard's pages arrive with the signed-in frame
// instead (src/app/layouts/signed-in-skeleton.tsx): shown, it stays until the app's first render replaces it whole.
const container = document.getElementById('root')!;
const shown = container.hasChildNodes() && document.documentElement.dataset.prerender !== 'hidden';
const hydrate = shown && !container.querySelector('[data-skeleton]');
if (!shown) {
  container.replaceChildren();
  delete document.documentElement.dataset.prerender;
} else {
  await routerReady(router);
}

/**
 * Marks the page as the app's once its first render, or the hydration of the page that arrived, is on screen and its
 * effects have run (the auth forms' fields have handed their typed values to their flows): public/boot.js stops
 * holding back native form submissions then, and sends again the one it held.
 */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}

// Chakra UI is not provided here: the router's lazy Chakra shell brings it (src/app/layouts/chakra-shell.tsx).
const app = (
  <StrictMode>
    <AppErrorBoundary>
      <AppSystemProvider app={appSystem}>
        <RouterProvider router={router} />
        <PwaLoader />
      </AppSystemProvider>
      <AppReady />
    </AppErrorBoundary>
  </StrictMode>
);
if (hydrate) {
  // As a transition, hydration too is done in slices that leave the phone free between them (architecture §7: total
  // blocking time); a tap on a part not yet hydrated is replayed once it is. A markup that does not match is rendered
  // again by React: say so where tests and developers look.
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError: (error) => console.error('The pre-rendered page did not match the app:', error),
    });
  });
} else {
  // A transition lets React render the first page in slices, yielding to the browser between them, instead of one
  // long task that would hold up a tap (architecture §7: total blocking time), as the hydration above. A frame still in
  // #root goes when the first render is put on screen (React empties its container then).
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
