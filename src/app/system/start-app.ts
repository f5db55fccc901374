import { createActor } from 'xstate';
import type { AppMachine } from '@machines/app/app.machine';
import { connectSession } from '@/api/session-port';
import { inspect } from '@/app/inspect';
import { onPrivacyChangedElsewhere } from '@/app/preferences/document-preferences';
import { preferencesEvents } from '@/app/preferences/use-preferences';
import { createSessionPort, followOtherTabs } from '@/app/session/session-service';
import type { AppActor, AppActors } from './app-system';
import { storedAppInput } from './live-visit';

/**
 * Starts the app's one actor system (ADR 030), once, where the router is created (src/main.tsx): the app machine with
 * every side effect bound in (./live-app.ts), the router's navigate among them. The HTTP client asks the system's
 * session for tokens.
 */
export function startApp(machine: AppMachine): AppActor {
  const app = startAppSystem(machine);
  const session = app.system.get('session') as AppActors['session'];
  connectSession(createSessionPort(session, () => Date.now()));
  return app;
}

/**
 * The app machine started from what the browser stored, and the browser's news (another tab's tokens or privacy
 * switch) sent to the actors that decide, for as long as it runs. On its own for the signed-out forms' light entry
 * (src/signed-out/main.tsx), whose calls are all made without the session, and which stops its system before the
 * app starts its own.
 */
export function startAppSystem(machine: AppMachine): AppActor {
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
