import { ChakraProvider } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import { ChakraLocale } from '@/app/theme/chakra-locale';
import { system } from '@/app/theme/system';
import { AppToaster } from '@/components/toaster/app-toaster';

/**
 * Every route except the landing page renders inside this lazily loaded layout: Chakra UI, its theme and the toast
 * host arrive with the first such route, so the landing page's first load stays within DESIGN §7's budget.
 */
export default function ChakraShell() {
  return (
    <ChakraProvider value={system}>
      <ChakraLocale>
        <Outlet />
        <AppToaster />
      </ChakraLocale>
    </ChakraProvider>
  );
}
