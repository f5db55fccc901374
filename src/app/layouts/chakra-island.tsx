import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import globalCss from 'virtual:chakra-global-css';
import { ChakraLocale } from '@/app/theme/chakra-locale';
import { system } from '@/app/theme/system';

// Chakra's global styles (its reset, the global CSS, every token's variable) were made at build time from the same
// system (scripts/chakra-global-css.ts): one stylesheet the browser parses, inserted before any of emotion's, rather
// than an object emotion serialises as the first render starts (architecture §7: total blocking time). The provider
// then gets the same system with no global styles of its own. Outside a build (`vite dev`, the tests) none were made,
// and the provider inserts Chakra's as before.
if (
  globalCss !== null &&
  typeof document !== 'undefined' &&
  !document.querySelector('style[data-chakra-global]')
) {
  const style = document.createElement('style');
  style.dataset.chakraGlobal = '';
  style.textContent = globalCss;
  document.head.appendChild(style);
}
const islandSystem: typeof system =
  globalCss === null ? system : Object.create(system, { _global: { value: [] } });

/**
 * Chakra UI with its theme and direction, around whatever needs it: the signed-in routes (chakra-shell.tsx), and
 * on the light public screens the few parts that are loaded later (the toasts, the terms dialog, Google's part).
 */
export function ChakraIsland({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={islandSystem}>
      <ChakraLocale>{children}</ChakraLocale>
    </ChakraProvider>
  );
}
