import { type ComponentType, useEffect, useState } from 'react';
import { useAppActor } from '@/app/system/app-system';
import { appUpdateEvents } from './use-app-update-events';

const now = (register: () => void) => register();

/**
 * Part of the entry, so kept tiny: once the page has loaded, it fetches the PWA module, which registers the service
 * worker and shows the offline and new-version messages. `whenToRegister` may hold the registration back: the app's
 * pages register once they have settled (./when-settled.ts), as the worker's first install would share the CPU with
 * their start; the sign-in forms' light start is over by their `load`.
 */
export function PwaLoader({ whenToRegister = now }: { whenToRegister?: (register: () => void) => void }) {
  const [Status, setStatus] = useState<ComponentType | null>(null);
  const appUpdate = useAppActor('appUpdate');
  useEffect(() => {
    let live = true;
    const load = () =>
      void import('./pwa-status').then((pwa) => {
        whenToRegister(() => pwa.startServiceWorker(appUpdateEvents(appUpdate).ready));
        if (live) setStatus(() => pwa.default);
      });
    if (document.readyState === 'complete') load();
    else window.addEventListener('load', load, { once: true });
    return () => {
      live = false;
      window.removeEventListener('load', load);
    };
  }, [appUpdate, whenToRegister]);
  return Status ? <Status /> : null;
}
