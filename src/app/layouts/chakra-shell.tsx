import { lazy } from 'react';
import { Outlet } from 'react-router';
import { ChakraIsland } from './chakra-island';
import { WhenToasted } from './when-toasted';

// The toast host (Chakra's toast machines) arrives with the first toast (architecture §7).
const AppToaster = lazy(() =>
  import('@/components/toaster/app-toaster').then((m) => ({ default: m.AppToaster })),
);

/**
 * The signed-in routes (and the rarer public ones) render inside this lazily loaded layout: Chakra UI and its theme
 * arrive with the first such route, so the light public screens stay within architecture §7's budget.
 */
export default function ChakraShell() {
  return (
    <ChakraIsland>
      <Outlet />
      <WhenToasted>
        <AppToaster />
      </WhenToasted>
    </ChakraIsland>
  );
}
