import { type ReactNode, useState } from 'react';
import { useActorRef } from '@xstate/react';
import { preferencesMachine } from '@machines/preferences/preferences.machine';
import {
  applyLanguage,
  applyTheme,
  persistLanguage,
  persistTheme,
  readStoredPreferences,
} from './document-preferences';
import { PreferencesContext } from './preferences-context';
import { inspect } from '@/app/inspect';

const liveMachine = preferencesMachine.provide({
  actions: {
    applyTheme: (_, { theme }) => applyTheme(theme),
    persistTheme: (_, { theme }) => persistTheme(theme),
    applyLanguage: (_, { language }) => applyLanguage(language),
    persistLanguage: (_, { language }) => persistLanguage(language),
  },
});

export function PreferencesProvider({ children }: { children: ReactNode }) {
  const [input] = useState(readStoredPreferences);
  const actor = useActorRef(liveMachine, { input, inspect });
  return <PreferencesContext.Provider value={actor}>{children}</PreferencesContext.Provider>;
}
