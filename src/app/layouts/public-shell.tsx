import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';

// Chakra's toast host: the auth flows toast (spec §9), but not before the form has painted.
const ToastHost = lazy(() => import('./toast-host'));

/**
 * The public auth screens (/login, /signup, /forgot-password, activation, password reset) render without Chakra
 * UI (DESIGN §7: Lighthouse ≥ 95 on a phone). They are rendered at build time and hydrated, so the toast host only
 * joins after hydration: the markup the server wrote and the app's first render are the same.
 */
export default function PublicShell() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <>
      <Outlet />
      {hydrated && (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      )}
    </>
  );
}
