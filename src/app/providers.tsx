import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { PreferencesProvider } from './preferences/preferences-provider';
import { system } from './theme/system';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <PreferencesProvider>{children}</PreferencesProvider>
    </ChakraProvider>
  );
}
