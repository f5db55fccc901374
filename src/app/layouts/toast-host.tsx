import { AppToaster } from '@/components/toaster/app-toaster';
import { ChakraIsland } from './chakra-island';

/** The toast host of the light public screens, loaded with their first toast (public-shell.tsx). */
export default function ToastHost() {
  return (
    <ChakraIsland>
      <AppToaster />
    </ChakraIsland>
  );
}
