import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { useActorRef } from '@xstate/react';
import { appMachine } from '@machines/app/app.machine';
import type { AppInput } from '@machines/app/types';
import { readStoredPreferences } from './preferences/document-preferences';
import { type AppActor, AppSystemProvider } from './system/app-system';
import { livePreferencesMachine } from './system/live-app';
import { ChakraLocale } from './theme/chakra-locale';
import { system } from './theme/system';

/** An app signed out, its preferences those stored (bound to the document), as an isolated render starts it. */
const isolatedApp = appMachine.provide({ actors: { preferences: livePreferencesMachine } });

const isolatedInput = (): AppInput => ({
  session: { accessToken: null, refreshToken: null, user: null, now: Date.now() },
  preferences: readStoredPreferences(),
  pathname: '/',
});

function IsolatedApp({ children }: { children: ReactNode }) {
  const app = useActorRef(isolatedApp, { input: isolatedInput() });
  return <AppSystemProvider app={app}>{children}</AppSystemProvider>;
}

/**
 * The app's actors and Chakra together, for tests and isolated renders: the app given (a test's own) or one of its
 * own, signed out. The app itself provides Chakra from the lazy Chakra shell route (src/app/layouts/chakra-shell.tsx)
 * so the landing page loads without it.
 */
export function AppProviders({ children, app }: { children: ReactNode; app?: AppActor }) {
  const chakra = (
    <ChakraProvider value={system}>
      <ChakraLocale>{children}</ChakraLocale>
    </ChakraProvider>
  );
  return app ? (
    <AppSystemProvider app={app}>{chakra}</AppSystemProvider>
  ) : (
    <IsolatedApp>{chakra}</IsolatedApp>
  );
}
