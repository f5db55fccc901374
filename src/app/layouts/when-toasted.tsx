import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { toaster } from '@/components/toaster/toaster';

/** Whether a toast has been asked for; the store keeps the ones created before the host arrives. */
function useToastWanted(): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (toaster.getCount() > 0) setWanted(true);
    else return toaster.subscribe(() => setWanted(true));
  }, []);
  return wanted;
}

/**
 * Renders its (lazily loaded) toast host from the first toast on: a visit that shows none never downloads Chakra's
 * toast machinery (architecture §7). The host then shows the toasts created before it mounted.
 */
export function WhenToasted({ children }: { children: ReactNode }) {
  const wanted = useToastWanted();
  return wanted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
