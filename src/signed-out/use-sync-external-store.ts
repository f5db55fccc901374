/**
 * React's own useSyncExternalStore (React 18 and later), in place of the `use-sync-external-store/shim` that
 * @xstate/react imports for older Reacts (scripts/vite-signed-out.ts): the light entry carries no copy of it.
 */
export { useSyncExternalStore } from 'react';
