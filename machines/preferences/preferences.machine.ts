import { emit, setup } from 'xstate';
import type {
  LanguageCode,
  PreferencesContext,
  PreferencesEmitted,
  PreferencesEvent,
  PreferencesInput,
  ThemeMode,
} from './types';

// spec §1: theme (dark default, stored), language (ar default, stored under i18nextLng) and privacy mode
// (amounts hidden; kept for the visit only: the spec lists no storage key for it).
// Each part is its own region so the state value says everything: { theme: 'dark', language: 'ar', privacy: 'shown' }.
export const preferencesMachine = setup({
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
    // Placeholders: the app binds the real ones with provide() (src/app/preferences/preferences-provider.tsx).
    applyTheme: (_, _params: { theme: ThemeMode }) => {},
    persistTheme: (_, _params: { theme: ThemeMode }) => {},
    applyLanguage: (_, _params: { language: LanguageCode }) => {},
    persistLanguage: (_, _params: { language: LanguageCode }) => {},
  },
  guards: {
    startsLight: ({ context }) => context.initialTheme === 'light',
    startsEnglish: ({ context }) => context.initialLanguage === 'en',
    choosesLanguage: ({ event }, params: { language: LanguageCode }) =>
      event.type === 'language.set' && event.language === params.language,
  },
}).createMachine({
  id: 'preferences',
  type: 'parallel',
  context: ({ input }) => ({ initialTheme: input.theme, initialLanguage: input.language }),
  states: {
    theme: {
      initial: 'resolving',
      states: {
        resolving: {
          always: [{ guard: 'startsLight', target: 'light' }, { target: 'dark' }],
        },
        dark: {
          entry: { type: 'applyTheme', params: { theme: 'dark' } },
          on: {
            'theme.toggle': {
              target: 'light',
              actions: { type: 'persistTheme', params: { theme: 'light' } },
            },
          },
        },
        light: {
          entry: { type: 'applyTheme', params: { theme: 'light' } },
          on: {
            'theme.toggle': {
              target: 'dark',
              actions: { type: 'persistTheme', params: { theme: 'dark' } },
            },
          },
        },
      },
    },
    language: {
      initial: 'resolving',
      states: {
        resolving: {
          always: [{ guard: 'startsEnglish', target: 'en' }, { target: 'ar' }],
        },
        ar: {
          entry: { type: 'applyLanguage', params: { language: 'ar' } },
          on: {
            'language.set': {
              guard: { type: 'choosesLanguage', params: { language: 'en' } },
              target: 'en',
              actions: [
                { type: 'persistLanguage', params: { language: 'en' } },
                { type: 'announceChange', params: { preference: 'language' } },
              ],
            },
          },
        },
        en: {
          entry: { type: 'applyLanguage', params: { language: 'en' } },
          on: {
            'language.set': {
              guard: { type: 'choosesLanguage', params: { language: 'ar' } },
              target: 'ar',
              actions: [
                { type: 'persistLanguage', params: { language: 'ar' } },
                { type: 'announceChange', params: { preference: 'language' } },
              ],
            },
          },
        },
      },
    },
    privacy: {
      initial: 'shown',
      states: {
        shown: {
          on: {
            'privacy.toggle': {
              target: 'hidden',
              actions: { type: 'announceChange', params: { preference: 'privacy' } },
            },
          },
        },
        hidden: {
          on: {
            'privacy.toggle': {
              target: 'shown',
              actions: { type: 'announceChange', params: { preference: 'privacy' } },
            },
          },
        },
      },
    },
  },
});
