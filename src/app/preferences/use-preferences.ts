import { useMemo } from 'react';
import { useSelector } from '@/lib/use-selector';
import { selectLanguage, selectPrivacyMode, selectTheme } from '@machines/preferences/selectors';
import type { LanguageCode, PrivacyMode, ThemeMode } from '@machines/preferences/types';
import type { ActorRefFrom } from 'xstate';
import type { preferencesMachine } from '@machines/preferences/preferences.machine';
import { useAppActor } from '@/app/system/app-system';

export type PreferencesActorRef = ActorRefFrom<typeof preferencesMachine>;

/** The app's preferences (systemId `preferences`). */
export function usePreferencesActor(): PreferencesActorRef {
  return useAppActor('preferences');
}

/** Narrow selectors: a component that shows amounts re-renders on privacy changes only. */
export function useTheme(): ThemeMode {
  return useSelector(usePreferencesActor(), selectTheme);
}

export function useLanguage(): LanguageCode {
  return useSelector(usePreferencesActor(), selectLanguage);
}

export function usePrivacyMode(): boolean {
  return useSelector(usePreferencesActor(), selectPrivacyMode);
}

/** The preferences machine's event facade: views and the app call these; they never build events themselves. */
export function preferencesEvents(actor: PreferencesActorRef) {
  return {
    toggleTheme: () => actor.send({ type: 'theme.toggle' }),
    setLanguage: (language: LanguageCode) => actor.send({ type: 'language.set', language }),
    togglePrivacy: () => actor.send({ type: 'privacy.toggle' }),
    privacyChangedElsewhere: (privacy: PrivacyMode) =>
      actor.send({ type: 'privacy.changedElsewhere', privacy }),
  };
}

export function usePreferenceActions() {
  const actor = usePreferencesActor();
  return useMemo(() => preferencesEvents(actor), [actor]);
}

export function usePreferences() {
  const theme = useTheme();
  const language = useLanguage();
  const privacyMode = usePrivacyMode();
  const actions = usePreferenceActions();
  return { theme, language, privacyMode, ...actions };
}
