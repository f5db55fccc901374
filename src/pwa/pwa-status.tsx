import { lazy, Suspense } from 'react';
import { useSelector } from '@/lib/use-selector';
import { useAppActor } from '@/app/system/app-system';
import { OfflineBanner } from './offline-banner';
import styles from './pwa.module.css';
import { registerServiceWorker } from './service-worker';

// The new-version prompt arrives only when a new version is found: most visits have none. Its flow is the app's
// `appUpdate` (ADR 030).
const UpdatePrompt = lazy(() => import('./update-prompt').then((m) => ({ default: m.UpdatePromptView })));

let started = false;

/** Registers the service worker once; `onUpdate` hears of each new version waiting. */
export function startServiceWorker(onUpdate: () => void): void {
  if (started || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  started = true;
  // Blocked (private mode, policies) or unsupported here: the app works on without offline support.
  registerServiceWorker(navigator.serviceWorker, onUpdate).catch((error: unknown) =>
    console.warn('service worker not registered:', error),
  );
}

export default function PwaStatus() {
  const appUpdate = useAppActor('appUpdate');
  const found = useSelector(appUpdate, (s) => !s.matches('idle'));
  return (
    <div className={styles.dock}>
      <OfflineBanner />
      {/* Present before the prompt so that a screen reader announces it when it appears. */}
      <div aria-live="polite" className={styles.region}>
        {found && (
          <Suspense fallback={null}>
            <UpdatePrompt actorRef={appUpdate} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
