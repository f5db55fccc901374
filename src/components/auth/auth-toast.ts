import { notify } from '@/components/toaster/toaster';

let next = 0;

/** product §9: toasts of the auth flows last 5000 ms, one kind at a time, closable. */
const authToast = () => ({ duration: 5000, exclusive: true, id: `auth-${++next}` }) as const;

export const authNotify = {
  success: (message: string, description?: string) =>
    notify.success(message, { ...authToast(), ...(description ? { description } : {}) }),
  error: (message: string) => notify.error(message, authToast()),
  info: (message: string) => notify.info(message, authToast()),
};
