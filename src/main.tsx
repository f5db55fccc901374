import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import './app/theme/fonts.css';
import './app/theme/public.css';
import i18n, { ensureLanguage } from './i18n/i18n';
import { toLanguage } from './i18n/languages';
import { AppErrorBoundary } from './app/error/app-error-boundary';
import { PreferencesProvider } from './app/preferences/preferences-provider';
import { createAppRouter } from './app/router';
import { PwaLoader } from './pwa/pwa-loader';

const router = createAppRouter();

// English visitors: their strings arrive before the first render (Arabic is always in the entry).
await ensureLanguage(toLanguage(i18n.language));

// Chakra UI is not provided here: the router's lazy Chakra shell brings it (src/app/layouts/chakra-shell.tsx).
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppErrorBoundary>
      <PreferencesProvider>
        <RouterProvider router={router} />
        <PwaLoader />
      </PreferencesProvider>
    </AppErrorBoundary>
  </StrictMode>,
);
