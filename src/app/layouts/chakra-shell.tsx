import { Outlet } from 'react-router';
import { AppToaster } from '@/components/toaster/app-toaster';
import { ChakraIsland } from './chakra-island';

/**
 * The signed-in routes (and the rarer public ones) render inside this lazily loaded layout: Chakra UI, its theme
 * and the toast host arrive with the first such route, so the light public screens stay within DESIGN §7's budget.
 */
export default function ChakraShell() {
  return (
    <ChakraIsland>
      <Outlet />
      <AppToaster />
    </ChakraIsland>
  );
}
