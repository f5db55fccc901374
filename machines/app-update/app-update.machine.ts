import { setup } from 'xstate';
import { placeholderActor } from '@machines/shared/placeholder-actor';
import type { AppUpdateEvent } from './types';

/**
 * A new deploy reaching a returning visitor (architecture §6; docs/decisions/010-service-worker.md). The new service worker
 * never takes over on its own: a reload under an open transaction dialog would lose what the person typed, so the
 * app asks, and only a yes activates the new version and reloads. A dismissed prompt comes back with the next
 * version found (and at the next visit, while the new version still waits).
 * `activateUpdate` and `reloadPage` are placeholders bound in src/app/system/live-app.ts.
 */
// Stryker disable next-line ObjectLiteral: setup holds types and placeholders only, all replaced by provide()
export const appUpdateMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, erased when compiled
  types: {
    events: {} as AppUpdateEvent,
  },
  // Stryker disable all: placeholders, replaced by provide() wherever the machine runs
  actors: {
    activateUpdate: placeholderActor<void>('activateUpdate'),
  },
  actions: {
    reloadPage: () => {},
  },
  // Stryker restore all
}).createMachine({
  // Stryker disable next-line StringLiteral: the machine's id, which no target names
  id: 'appUpdate',
  initial: 'idle',
  states: {
    idle: { on: { 'update.ready': 'available' } },
    available: {
      on: { 'update.accept': 'activating', 'update.dismiss': 'dismissed' },
    },
    dismissed: { on: { 'update.ready': 'available' } },
    activating: {
      invoke: {
        src: 'activateUpdate',
        // Stryker disable next-line StringLiteral: an id nothing reads
        id: 'activateUpdate',
        onDone: 'reloading',
        // The waiting worker did not take over in time (gone, or a browser quirk): a reload is still what the
        // person asked for, and it loads whichever version now controls the page; nothing is lost by trying.
        onError: 'reloading',
      },
    },
    reloading: { entry: 'reloadPage' },
  },
});
