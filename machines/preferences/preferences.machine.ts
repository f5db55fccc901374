import { emit, setup } from 'xstate';
import type {
  LanguageCode,
  PreferencesContext,
  PreferencesEmitted,
  PreferencesEvent,
  PreferencesInput,
  PrivacyMode,
  ThemeMode,
} from './types';

/** A theme in use; the toggle switches to the other one and stores it. */
const showing = (own: ThemeMode, other: ThemeMode) =>
  ({
    entry: { type: 'applyTheme', params: { theme: own } },
    on: {
      'theme.toggle': { target: other, actions: { type: 'persistTheme', params: { theme: other } } },
    },
  }) as const;

/** A language in use; choosing the other one switches to it, stores it and says so. */
const speaking = (own: LanguageCode, other: LanguageCode) =>
  ({
    entry: { type: 'applyLanguage', params: { language: own } },
    on: {
      'language.set': {
        guard: { type: 'choosesLanguage', params: { language: other } },
        target: other,
        actions: [
          { type: 'persistLanguage', params: { language: other } },
          { type: 'announceChange', params: { preference: 'language' } },
        ],
      },
    },
  }) as const;

/**
 * Amounts shown or hidden: the toggle switches to the `other` mode and stores it, and a switch to it made in another
 * tab is followed (not stored again: that tab did).
 */
const privacyTogglingTo = (other: PrivacyMode) =>
  ({
    on: {
      'privacy.toggle': {
        target: other,
        actions: [
          { type: 'persistPrivacy', params: { privacy: other } },
          { type: 'announceChange', params: { preference: 'privacy' } },
        ],
      },
      'privacy.changedElsewhere': {
        guard: { type: 'changedElsewhereTo', params: { privacy: other } },
        target: other,
        actions: { type: 'announceChange', params: { preference: 'privacy' } },
      },
    },
  }) as const;

// product §1: theme (dark default, stored), language (ar default, stored under i18nextLng) and privacy mode (amounts
// hidden). Product §10: privacy mode protects people in public, so it is stored too and follows the other tabs.
// Each part is its own region so the state value says everything: { theme: 'dark', language: 'ar', privacy: 'shown' }.
export const preferencesMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, erased when compiled
  types: {
    context: {} as PreferencesContext,
    events: {} as PreferencesEvent,
    input: {} as PreferencesInput,
    emitted: {} as PreferencesEmitted,
  },
  actions: {
    // Heard by whoever listens (the dashboard's chart): a choice that changes how figures read was made.
    announceChange: emit((_, params: { preference: PreferencesEmitted['preference'] }) => ({
      type: 'preferences.changed' as const,
      preference: params.preference,
    })),
    // Placeholders: the app binds the real ones with provide() (src/app/system/live-app.ts).
    applyTheme: (_, _params: { theme: ThemeMode }) => {},
    persistTheme: (_, _params: { theme: ThemeMode }) => {},
    applyLanguage: (_, _params: { language: LanguageCode }) => {},
    persistLanguage: (_, _params: { language: LanguageCode }) => {},
    persistPrivacy: (_, _params: { privacy: PrivacyMode }) => {},
  },
  guards: {
    startsLight: ({ context }) => context.initialTheme === 'light',
    startsEnglish: ({ context }) => context.initialLanguage === 'en',
    startsHidden: ({ context }) => context.initialPrivacy === 'hidden',
    changedElsewhereTo: ({ event }, params: { privacy: PrivacyMode }) =>
      event.type === 'privacy.changedElsewhere' && event.privacy === params.privacy,
    choosesLanguage: ({ event }, params: { language: LanguageCode }) =>
      event.type === 'language.set' && event.language === params.language,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the machine's id, which no target names
  id: 'preferences',
  type: 'parallel',
  context: ({ input }) => ({
    initialTheme: input.theme,
    initialLanguage: input.language,
    initialPrivacy: input.privacy ?? 'shown',
  }),
  states: {
    theme: {
      initial: 'resolving',
      states: {
        resolving: {
          always: [{ guard: 'startsLight', target: 'light' }, { target: 'dark' }],
        },
        dark: showing('dark', 'light'),
        light: showing('light', 'dark'),
      },
    },
    language: {
      initial: 'resolving',
      states: {
        resolving: {
          always: [{ guard: 'startsEnglish', target: 'en' }, { target: 'ar' }],
        },
        ar: speaking('ar', 'en'),
        en: speaking('en', 'ar'),
      },
    },
    privacy: {
      initial: 'resolving',
      states: {
        resolving: {
          always: [{ guard: 'startsHidden', target: 'hidden' }, { target: 'shown' }],
        },
        shown: privacyTogglingTo('hidden'),
        hidden: privacyTogglingTo('shown'),
      },
    },
  },
});
