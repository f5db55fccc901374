/**
 * The sections of locales/ar.json, beyond the first visit's (first-visit-sections.ts), that stay in the strings every
 * route but / waits for (router.tsx): the messages of failures, refusals and toasts, which any page can show. Every
 * other section comes with the code that names its keys (scripts/arabic-strings.ts, architecture §7).
 */
export const SHARED_SECTIONS = ['toast', 'errors', 'success', 'validation', 'notFound'] as const;
