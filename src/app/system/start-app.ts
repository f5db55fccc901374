import { createActor } from 'xstate';
import { connectSession } from '@/api/session-port';
import { inspect } from '@/app/inspect';
import { onPrivacyChangedElsewhere } from '@/app/preferences/document-preferences';
import { preferencesEvents } from '@/app/preferences/use-preferences';
import { createSessionPort, followOtherTabs } from '@/app/session/session-service';
import type { AppActor, AppActors } from './app-system';
import { liveAppMachine, type Navigate, storedAppInput } from './live-app';

/**
 * Starts the app's one actor system (ADR 030), once, where the router is created (src/main.tsx): the app machine with
 * every side effect bound in, the router's navigate among them. The browser's news (another tab's tokens or privacy
 * switch) reaches the actors that decide, and the HTTP client asks the system's session for tokens.
 */
export function startApp(navigate: Navigate): AppActor {
  const app = createActor(liveAppMachine(navigate), {
    input: storedAppInput(window.location.pathname),
    inspect,
  });
  app.start();
  const session = app.system.get('session') as AppActors['session'];
  const preferences = app.system.get('preferences') as AppActors['preferences'];
  connectSession(createSessionPort(session, () => Date.now()));
  // Tabs share one session (docs/decisions/005): a sign-out anywhere signs out here.
  followOtherTabs(session, window.localStorage, window, () => Date.now());
  onPrivacyChangedElsewhere(preferencesEvents(preferences).privacyChangedElsewhere);
  return app;
}
