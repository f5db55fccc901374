import { type AnchorHTMLAttributes, createContext, type MouseEvent, useContext } from 'react';
import type { Navigate } from '@/app/system/live-visit';

/**
 * What the signed-out forms ask of React Router, for their light entry (./main.tsx); the light build puts this module
 * in place of react-router (scripts/vite-signed-out.ts).
 */
export type To = string;
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}
/** How the form leaves its page: ./main.tsx hands the page to the app there (as RouterProvider gives its navigate). */
export const LeaveForm = createContext<Navigate | null>(null);

export function useNavigate(): Navigate {
  const leave = useContext(LeaveForm);
  if (!leave) throw new Error('A signed-out form needs <LeaveForm.Provider> above it');
  return leave;
}

interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: To;
  replace?: boolean;
  state?: unknown;
}

/**
 * React Router's markup. Followed with a plain click, the browser opens the page it names: each route has its own
 * pre-rendered document, on screen before any code (as the landing page's links, architecture §7). A link that
 * carries state or replaces the entry is given to the app (the hand-over, ./main.tsx).
 */
export function Link({ to, replace, state, onClick, ...rest }: LinkProps) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || (state === undefined && !replace)) return;
    if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    if (rest.target && rest.target !== '_self') return;
    event.preventDefault();
    navigate(to, { replace, state });
  };
  return <a {...rest} href={to} onClick={follow} data-discover="true" />;
}

/** The address now, with the state the app's router left in the history entry (a reload keeps it). */
export function useLocation() {
  const entry = window.history.state as { usr?: unknown; key?: string } | null;
  return {
    pathname: window.location.pathname,
    search: window.location.search,
    hash: window.location.hash,
    state: entry?.usr ?? null,
    key: entry?.key ?? 'default',
  };
}
