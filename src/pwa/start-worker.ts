import { registerServiceWorker } from './service-worker';
import { whenSettled } from './when-settled';

/**
 * Registers the service worker when the page has settled: its first install fetches and stores the whole app, work
 * that would otherwise share the CPU with the first page's drawing. `onUpdate` hears of each new version waiting.
 */
export function registerWhenSettled(onUpdate: () => void): void {
  whenSettled(() =>
    // Blocked (private mode, policies) or unsupported here: the app works on without offline support.
    registerServiceWorker(navigator.serviceWorker, onUpdate).catch((error: unknown) =>
      console.warn('service worker not registered:', error),
    ),
  );
}
