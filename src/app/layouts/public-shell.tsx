import { lazy } from 'react';
import { Outlet } from 'react-router';
import { WhenToasted } from './when-toasted';

// Chakra's toast host: brought by the first toast, so a visit that shows none never downloads Chakra at all.
const ToastHost = lazy(() => import('./toast-host'));

/**
 * The public auth screens (/login, /signup, /forgot-password, password reset, activation) render without Chakra UI (architecture §7:
 * Lighthouse ≥ 95 on a phone). They are rendered at build time and hydrated, so nothing here renders before
 * hydration: the toast host joins with the first toast.
 */
export default function PublicShell() {
  return (
    <>
      <Outlet />
      <WhenToasted>
        <ToastHost />
      </WhenToasted>
    </>
  );
}
