import type { ComponentProps } from 'react';
import { ChakraIsland } from '@/app/layouts/chakra-island';
import { GoogleAuthView } from './google-auth-view';

/** The lazily loaded chunk of google-auth-lazy.tsx: the view with the Chakra it is drawn with. */
export default function GoogleAuthIsland(props: ComponentProps<typeof GoogleAuthView>) {
  return (
    <ChakraIsland>
      <GoogleAuthView {...props} />
    </ChakraIsland>
  );
}
