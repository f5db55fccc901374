import { type ComponentType, useEffect, useState } from 'react';
import { useAppActor } from '@/app/system/app-system';
import { appUpdateEvents } from './use-app-update-events';

/**
 * Part of the entry, so kept tiny: once the page has loaded (the first route's work is done), it fetches the PWA
 * module, which registers the service worker and shows the offline and new-version messages.
 */
export function PwaLoader() {
  const [Status, setStatus] = useState<ComponentType | null>(null);
  const appUpdate = useAppActor('appUpdate');
  useEffect(() => {
    let live = true;
    const load = () =>
      void import('./pwa-status').then((pwa) => {
        pwa.startServiceWorker(appUpdateEvents(appUpdate).ready);
        if (live) setStatus(() => pwa.default);
      });
    if (document.readyState === 'complete') load();
    else window.addEventListener('load', load, { once: true });
    return () => {
      live = false;
      window.removeEventListener('load', load);
    };
  }, [appUpdate]);
  return Status ? <Status /> : null;
}
