import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { ChakraLocale } from '@/app/theme/chakra-locale';
import { system } from '@/app/theme/system';

/**
 * Chakra UI with its theme and direction, around whatever needs it: the signed-in routes (chakra-shell.tsx), and
 * on the light public screens the few parts that are loaded later (the toasts, the terms dialog, Google's part).
 */
export function ChakraIsland({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <ChakraLocale>{children}</ChakraLocale>
    </ChakraProvider>
  );
}
