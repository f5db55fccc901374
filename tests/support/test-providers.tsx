/**
 * The app's providers for component and model-based tests: Chakra with the app's system, the app's actors (signed out),
 * i18n in the chosen language, the toaster, and an in-memory router.
 */
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '@/app/providers';
import { AppToaster } from '@/components/toaster/app-toaster';
import i18n from '@/i18n/i18n';

export interface TestProviderOptions {
  language?: 'ar' | 'en';
  /** the router's current entry (with navigation state, as the app would pass it) */
  route?: string | { pathname: string; state?: unknown };
}

/** Providers for one language: it is stored and switched to when the providers mount, before the view renders. */
export function createTestProviders({ language = 'en', route = '/' }: TestProviderOptions = {}) {
  return function TestProviders({ children }: { children: ReactNode }) {
    useState(() => {
      localStorage.setItem('i18nextLng', language);
      void i18n.changeLanguage(language);
    });
    return (
      <MemoryRouter initialEntries={[route]}>
        <AppProviders>
          {children}
          <AppToaster />
        </AppProviders>
      </MemoryRouter>
    );
  };
}

/** English providers at `/` (the default for most view tests). */
export const TestProviders = createTestProviders();
