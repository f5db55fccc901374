import type { NotifyOptions } from '@/components/toaster/toaster';

/**
 * The toasts of the signed-out forms' light entry (./main.tsx), which the light build puts in place of
 * src/components/toaster/toaster.ts (scripts/vite-signed-out.ts). Every toast the forms ask for comes with leaving
 * them (signed in, signed up), so it is held for the app, whose toaster shows it once loaded.
 */
type Kind = 'success' | 'error' | 'info';
const held = globalThis as { dahabiHeldToasts?: Array<[Kind, string, NotifyOptions | undefined]> };

const hold = (kind: Kind) => (message: string, options?: NotifyOptions) => {
  (held.dahabiHeldToasts ??= []).push([kind, message, options]);
  return options?.id ?? '';
};

export const notify = { success: hold('success'), error: hold('error'), info: hold('info') };
