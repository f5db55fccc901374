/**
 * The sections of locales/ar.json that each signed-out form's light entry carries (./main.tsx): what the form, its
 * header, its messages and the offline and new-version notes show. The build refuses light code naming a key of
 * another section (scripts/vite-signed-out.ts).
 */
const shared = ['common', 'general', 'nav', 'preferences', 'auth', 'validation', 'errors', 'google', 'pwa'];

export const SIGNED_OUT_SECTIONS: Record<string, readonly string[]> = {
  login: [...shared, 'login', 'signup'],
  signup: [...shared, 'login', 'signup', 'terms'],
};
