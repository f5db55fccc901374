import type { SnapshotFrom } from 'xstate';
import type { preferencesMachine } from './preferences.machine';
import type { LanguageCode, ThemeMode } from './types';

type Snapshot = SnapshotFrom<typeof preferencesMachine>;

export const selectTheme = (s: Snapshot): ThemeMode => (s.matches({ theme: 'light' }) ? 'light' : 'dark');
export const selectLanguage = (s: Snapshot): LanguageCode => (s.matches({ language: 'en' }) ? 'en' : 'ar');
export const selectPrivacyMode = (s: Snapshot): boolean => s.matches({ privacy: 'hidden' });
