import type { NavigateOptions, To } from 'react-router';

/**
 * How every flow leaves a page (the redirects of product §2 and §4): one navigate function, bound once by whoever
 * creates the router (`createAppRouter`; in tests, the providers' memory router). Pages hand it to their machines
 * through `provide()`; no view registers a navigate function of its own.
 */
type Navigate = (to: To, options?: NavigateOptions) => void;

let routerNavigate: Navigate | null = null;

/** Called where the router is created, once. */
export function bindNavigation(navigateWith: Navigate): void {
  routerNavigate = navigateWith;
}

/** Navigates through the app's router (before it exists, as a full page load: only a sign-out at start can). */
export function navigate(to: string, options?: NavigateOptions): void {
  if (routerNavigate) routerNavigate(to, options);
  else window.location.assign(to);
}
