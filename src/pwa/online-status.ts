import { useSyncExternalStore } from 'react';

// Whether the browser has a network: a value the browser owns and announces, not a flow of the app, so a hook over
// useSyncExternalStore rather than a statechart (docs/decisions/010-service-worker.md).
function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;

/** false while the browser knows it has no network (airplane mode, no signal). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
