/**
 * The sections of locales/ar.json whose strings each signed-out form's light entry may show (./main.tsx): the form, its
 * header, its messages, the session's notes and the offline and new-version notes. The entry carries the keys of these
 * sections its code names (scripts/vite-signed-out.ts), and the build refuses light code naming a key of another.
 */
const shared = [
  'common',
  'general',
  'nav',
  'preferences',
  'session',
  'auth',
  'validation',
  'errors',
  'google',
  'pwa',
];

export const SIGNED_OUT_SECTIONS: Record<string, readonly string[]> = {
  login: [...shared, 'login', 'signup'],
  signup: [...shared, 'login', 'signup', 'terms'],
};
