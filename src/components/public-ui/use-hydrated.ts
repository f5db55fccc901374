import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while a page rendered at build time is being hydrated (and at build time), true from then on and in any
 * render that is not a hydration. What the build could not know (the navigation's state, say) waits for it, so the
 * hydrated markup matches the built one and React does not throw it away.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
