import { createToaster } from '@chakra-ui/react';

// product §9: top-centre; at most 20 at once; removed 1000 ms after leaving. Product §10: below the header (4 rem high
// on every layout), so that on a phone a toast never covers its controls.
export const toaster = createToaster({
  placement: 'top',
  offsets: { top: '4.75rem', right: '1rem', bottom: '1rem', left: '1rem' },
  max: 20,
  removeDelay: 1000,
  pauseOnPageIdle: true,
});

// product §9: success 2000 ms; error, info and blank 4000 ms; loading never expires.
export const toastDurations = {
  success: 2000,
  error: 4000,
  info: 4000,
  blank: 4000,
  loading: Infinity,
} as const;

/** The auth and dashboard flows of product §9 show their toasts for 5000 ms. */
export const flowToastDuration = 5000;

export interface NotifyOptions {
  /** product §2 "one kind at a time in the auth flows": dismiss every other toast first. */
  exclusive?: boolean;
  /** Overrides the duration of the type, e.g. `flowToastDuration`. */
  duration?: number;
  /** A stable id replaces an earlier toast with the same id instead of stacking a copy. */
  id?: string;
  description?: string;
}

type Kind = keyof typeof toastDurations;

function show(type: Kind, message: string, options: NotifyOptions = {}): string {
  if (options.exclusive) toaster.dismiss();
  return toaster.create({
    // An undefined id would overwrite the generated one.
    ...(options.id ? { id: options.id } : {}),
    type: type === 'blank' ? undefined : type,
    title: message,
    description: options.description,
    duration: options.duration ?? toastDurations[type],
    closable: true,
  });
}

export const notify = {
  success: (message: string, options?: NotifyOptions) => show('success', message, options),
  error: (message: string, options?: NotifyOptions) => show('error', message, options),
  info: (message: string, options?: NotifyOptions) => show('info', message, options),
  /** A plain toast without an icon. */
  blank: (message: string, options?: NotifyOptions) => show('blank', message, options),
  /** Stays until dismissed; returns the id to dismiss it with `notify.dismiss(id)`. */
  loading: (message: string, options?: NotifyOptions) => show('loading', message, options),
  dismiss: (id?: string) => toaster.dismiss(id),
};

// The signed-out forms' light entry holds the toasts it asks for as the visitor leaves the form (signed in, signed
// up) for the app, which shows them here (src/signed-out/toaster.ts).
const held = globalThis as {
  dahabiHeldToasts?: Array<['success' | 'error' | 'info', string, NotifyOptions?]>;
};
for (const [kind, message, options] of held.dahabiHeldToasts?.splice(0) ?? []) notify[kind](message, options);
