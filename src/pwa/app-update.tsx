import { createActor, fromPromise } from 'xstate';
import { appUpdateMachine } from '@machines/app-update/app-update.machine';
import { activateWaitingWorker } from './activate-waiting-worker';
import { appUpdateEvents } from './app-update-events';
import { UpdatePromptView } from './update-prompt';
import { inspect } from '@/app/inspect';

/**
 * The page's one app-update flow, with the browser's service worker bound in. Loaded only once a new version is
 * found (pwa-status.tsx), so a visit without an update never downloads it.
 */
export const appUpdate = createActor(
  appUpdateMachine.provide({
    actors: {
      activateUpdate: fromPromise(async () => {
        const registration = await navigator.serviceWorker?.getRegistration();
        if (registration) await activateWaitingWorker(navigator.serviceWorker, registration);
      }),
    },
    actions: { reloadPage: () => window.location.reload() },
  }),
  { inspect },
).start();

export function AppUpdatePrompt() {
  return <UpdatePromptView actorRef={appUpdate} />;
}

/** The flow's events (the service worker reports a waiting version through `ready`). */
export const appUpdateFlow = appUpdateEvents(appUpdate);
