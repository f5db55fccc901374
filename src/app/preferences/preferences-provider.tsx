import { type ReactNode, useEffect, useState } from 'react';
import { useActorRef } from '@xstate/react';
import { preferencesMachine } from '@machines/preferences/preferences.machine';
import {
  applyLanguage,
  applyTheme,
  onPrivacyChangedElsewhere,
  persistLanguage,
  persistPrivacy,
  persistTheme,
  readStoredPreferences,
} from './document-preferences';
import { PreferencesContext } from './preferences-context';
import { inspect } from '@/app/inspect';
import { preferencesEvents } from './use-preferences';

const liveMachine = preferencesMachine.provide({
  actions: {
    applyTheme: (_, { theme }) => applyTheme(theme),
    persistTheme: (_, { theme }) => persistTheme(theme),
    applyLanguage: (_, { language }) => applyLanguage(language),
    persistLanguage: (_, { language }) => persistLanguage(language),
    persistPrivacy: (_, { privacy }) => persistPrivacy(privacy),
  },
});

export function PreferencesProvider({ children }: { children: ReactNode }) {
  const [input] = useState(readStoredPreferences);
  const actor = useActorRef(liveMachine, { input, inspect });
  // An event source, not a decision: another tab's switch reaches the machine, which decides.
  useEffect(() => onPrivacyChangedElsewhere(preferencesEvents(actor).privacyChangedElsewhere), [actor]);
  return <PreferencesContext.Provider value={actor}>{children}</PreferencesContext.Provider>;
}
