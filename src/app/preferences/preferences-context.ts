import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { preferencesMachine } from '@machines/preferences/preferences.machine';

export type PreferencesActorRef = ActorRefFrom<typeof preferencesMachine>;

export const PreferencesContext = createContext<PreferencesActorRef | null>(null);

export function usePreferencesActor(): PreferencesActorRef {
  const actor = useContext(PreferencesContext);
  if (!actor) throw new Error('usePreferences() needs <PreferencesProvider> above it');
  return actor;
}
