import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { appUpdateMachine } from '@machines/app-update/app-update.machine';

type AppUpdateActor = ActorRefFrom<typeof appUpdateMachine>;

/** The app-update flow's events, as one facade: the service worker's news and the prompt's two buttons. */
export function appUpdateEvents(actorRef: AppUpdateActor) {
  return {
    /** A new version is installed and waiting. */
    ready: () => actorRef.send({ type: 'update.ready' }),
    accept: () => actorRef.send({ type: 'update.accept' }),
    dismiss: () => actorRef.send({ type: 'update.dismiss' }),
  };
}

/** `appUpdateEvents`, memoised for a view. */
export function useAppUpdateEvents(actorRef: AppUpdateActor) {
  return useMemo(() => appUpdateEvents(actorRef), [actorRef]);
}
