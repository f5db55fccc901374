import { useEffect } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router';

/**
 * The session signs out from outside React (a refresh failure, a 403), so it navigates through the router's
 * navigate function, registered by the route guards that render inside the router.
 */
let navigate: NavigateFunction | null = null;

export function useRegisterSessionNavigation(): void {
  const routerNavigate = useNavigate();
  useEffect(() => {
    navigate = routerNavigate;
  }, [routerNavigate]);
}

/** spec §4: logout, refresh failure and 403 all go to /login. */
export function goToLogin(): void {
  if (navigate) void navigate('/login', { replace: true });
  else window.location.assign('/login');
}
