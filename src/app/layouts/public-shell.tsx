import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { toaster } from '@/components/toaster/toaster';

// Chakra's toast host: brought by the first toast, so a visit that shows none never downloads Chakra at all.
const ToastHost = lazy(() => import('./toast-host'));

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
 * The public auth screens (/login, /signup, /forgot-password, password reset) render without Chakra UI (DESIGN §7:
 * Lighthouse ≥ 95 on a phone). They are rendered at build time and hydrated, so nothing here renders before
 * hydration: the toast host joins with the first toast.
 */
export default function PublicShell() {
  const toastWanted = useToastWanted();
  return (
    <>
      <Outlet />
      {toastWanted && (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      )}
    </>
  );
}
