import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { PreferencesProvider } from './preferences/preferences-provider';
import { ChakraLocale } from './theme/chakra-locale';
import { system } from './theme/system';

/**
 * Preferences and Chakra together, for tests and isolated renders. The app itself provides Chakra from the lazy
 * Chakra shell route (src/app/layouts/chakra-shell.tsx) so the landing page loads without it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <PreferencesProvider>
      <ChakraProvider value={system}>
        <ChakraLocale>{children}</ChakraLocale>
      </ChakraProvider>
    </PreferencesProvider>
  );
}
