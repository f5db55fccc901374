import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppErrorBoundary } from '@/app/error/app-error-boundary';
import type { createAppRouter } from '@/app/router';
import { type AppActor, AppSystemProvider } from '@/app/system/app-system';
import { PwaLoader } from '@/pwa/pwa-loader';
import { whenSettled } from '@/pwa/when-settled';

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

/**
 * The app's first render into #root (src/main.tsx decides whether what is there is hydrated or replaced). React DOM
 * comes with this module, the last of the start-up's stages.
 */
export function renderApp(
  container: HTMLElement,
  router: ReturnType<typeof createAppRouter>,
  appSystem: AppActor,
  hydrate: boolean,
) {
  // Chakra UI is not provided here: the router's lazy Chakra shell brings it (src/app/layouts/chakra-shell.tsx).
  const app = (
    <StrictMode>
      <AppErrorBoundary>
        <AppSystemProvider app={appSystem}>
          <RouterProvider router={router} />
          <PwaLoader whenToRegister={whenSettled} />
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
    // long task that would hold up a tap (architecture §7: total blocking time), as the hydration above. A frame still
    // in #root goes when the first render is put on screen (React empties its container then).
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
}
