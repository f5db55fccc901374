import { type ComponentType, useSyncExternalStore } from 'react';
import { OfflineBanner } from './offline-banner';
import styles from './pwa.module.css';
import { registerServiceWorker } from './service-worker';

// The new-version prompt and its statechart arrive only when a new version is found: most visits have none.
let Prompt: ComponentType | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const getPrompt = () => Prompt;

function onUpdate() {
  void import('./app-update').then((update) => {
    update.appUpdateFlow.ready();
    if (Prompt) return;
    Prompt = update.AppUpdatePrompt;
    listeners.forEach((listener) => listener());
  });
}

let started = false;

/** Registers the service worker once (production builds only: in development Vite serves fresh modules). */
export function startServiceWorker(): void {
  if (started || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  started = true;
  // Blocked (private mode, policies) or unsupported here: the app works on without offline support.
  registerServiceWorker(navigator.serviceWorker, onUpdate).catch((error: unknown) =>
    console.warn('service worker not registered:', error),
  );
}

/** The offline message and the new-version prompt, docked at the bottom of every page. */
export default function PwaStatus() {
  const UpdatePrompt = useSyncExternalStore(subscribe, getPrompt, getPrompt);
  return (
    <div className={styles.dock}>
      <OfflineBanner />
      {/* Present before the prompt so that a screen reader announces it when it appears. */}
      <div aria-live="polite" className={styles.region}>
        {UpdatePrompt && <UpdatePrompt />}
      </div>
    </div>
  );
}
