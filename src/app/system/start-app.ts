import { createActor } from 'xstate';
import type { AppMachine } from '@machines/app/app.machine';
import { inspect } from '@/app/inspect';
import { onPrivacyChangedElsewhere } from '@/app/preferences/document-preferences';
import { preferencesEvents } from '@/app/preferences/use-preferences';
import { followOtherTabs } from '@/app/session/session-service';
import type { AppActor, AppActors } from './app-system';
import { storedAppInput } from './live-visit';

/**
 * Starts the app's one actor system (ADR 030), once, where the router is created (src/main.tsx): the app machine with
 * every side effect bound in (./live-app.ts), the router's navigate among them, started from what the browser stored,
 * and the browser's news (another tab's tokens or privacy switch) sent to the actors that decide, for as long as it
 * runs. The signed-out forms' light entry (src/signed-out/main.tsx) starts its own, with the whole visit's actors
 * only, and stops it before the app starts its own. The HTTP client of a system is made on first use from its
 * session (./api-for.ts).
 */
export function startApp(machine: AppMachine): AppActor {
  const app = createActor(machine, {
    input: storedAppInput(window.location.pathname),
    inspect,
  });
  app.start();
  const session = app.system.get('session') as AppActors['session'];
  const preferences = app.system.get('preferences') as AppActors['preferences'];
  // Tabs share one session (docs/decisions/005): a sign-out anywhere signs out here.
  const unfollow = followOtherTabs(session, window.localStorage, window, () => Date.now());
  const unlisten = onPrivacyChangedElsewhere(preferencesEvents(preferences).privacyChangedElsewhere);
  app.subscribe({
    complete: () => {
      unfollow();
      unlisten();
    },
  });
  return app;
}
