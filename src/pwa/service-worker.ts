/**
 * The service worker's life as the page sees it (docs/decisions/010-service-worker.md). The worker itself is built
 * by vite-plugin-pwa (vite.config.ts); this module registers it and tells the app when a new version waits.
 */

export const SERVICE_WORKER_URL = '/sw.js';
const HOUR = 60 * 60 * 1000;
const MIN_CHECK_GAP = 5 * 60 * 1000;

export interface RegisterOptions {
  /** How often an open page asks the server for a new version. */
  checkEveryMs?: number;
  now?: () => number;
  doc?: Pick<Document, 'visibilityState' | 'addEventListener'>;
}

/**
 * Registers the worker and calls `onUpdate` when a new version is installed and waits for this page's consent, or
 * when another tab let it take over (this page then runs old code under the new worker). A first install is no
 * update: it takes control quietly (clients.claim) with the same code the page runs.
 */
export async function registerServiceWorker(
  container: ServiceWorkerContainer,
  onUpdate: () => void,
  { checkEveryMs = HOUR, now = Date.now, doc = document }: RegisterOptions = {},
): Promise<ServiceWorkerRegistration> {
  let controller = container.controller;
  container.addEventListener('controllerchange', () => {
    if (controller) onUpdate();
    controller = container.controller;
  });

  const registration = await container.register(SERVICE_WORKER_URL, { scope: '/' });
  const watch = (worker: ServiceWorker | null) =>
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && container.controller) onUpdate();
    });
  if (registration.waiting && container.controller) onUpdate();
  watch(registration.installing);
  registration.addEventListener('updatefound', () => watch(registration.installing));

  // An installed app stays open on a phone for days: look for a new version hourly and whenever it comes back to
  // the screen (at most every five minutes). Offline, the check fails quietly and the next one tries again.
  let lastCheck = now();
  const check = () => {
    if (now() - lastCheck < MIN_CHECK_GAP) return;
    lastCheck = now();
    registration.update().catch(() => undefined);
  };
  setInterval(check, checkEveryMs);
  doc.addEventListener('visibilitychange', () => {
    if (doc.visibilityState === 'visible') check();
  });
  return registration;
}
