import { fetchPublicConfig } from '@/api/auth';
import type { ApiClient } from '@/api/client';

/** The few parts of Google Identity Services the app uses. */
interface GoogleIdentity {
  accounts: {
    id: {
      initialize(config: { client_id: string; callback: (response: { credential?: string }) => void }): void;
      renderButton(parent: HTMLElement, options: Record<string, unknown>): void;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

export const GOOGLE_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

let clientIdRequest: Promise<string | null> | null = null;

/**
 * GET /api/config/ once per page load: the Google client id, or null when Google sign-in is not configured. A failed
 * call rejects (the googleAuth machine's loadingFailed) and is tried again by the next page that asks.
 */
export function googleClientId(client: ApiClient): Promise<string | null> {
  clientIdRequest ??= fetchPublicConfig(client)
    .then((config) => config.google_client_id)
    .catch((error: unknown) => {
      clientIdRequest = null;
      throw error;
    });
  return clientIdRequest;
}

let scriptLoad: Promise<GoogleIdentity> | null = null;

/** Loads the Google Identity Services script once (product §7), only when a client id exists. */
export function loadGoogleIdentity(): Promise<GoogleIdentity> {
  scriptLoad ??= new Promise<GoogleIdentity>((resolve, reject) => {
    if (window.google?.accounts?.id) return resolve(window.google);
    const script = document.createElement('script');
    script.src = GOOGLE_SCRIPT_URL;
    script.async = true;
    script.defer = true;
    script.onload = () =>
      window.google ? resolve(window.google) : reject(new Error('Google Identity Services missing'));
    script.onerror = () => {
      scriptLoad = null;
      script.remove();
      reject(new Error('Google Identity Services did not load'));
    };
    document.head.appendChild(script);
  });
  return scriptLoad;
}

/** One callback at a time: the page showing a Google button receives the credential. */
let credentialListener: ((credential: string) => void) | null = null;
let initializedFor: string | null = null;

export function listenForCredential(
  google: GoogleIdentity,
  clientId: string,
  listener: (credential: string) => void,
) {
  credentialListener = listener;
  if (initializedFor !== clientId) {
    google.accounts.id.initialize({
      client_id: clientId,
      callback: (response) => {
        if (response.credential) credentialListener?.(response.credential);
      },
    });
    initializedFor = clientId;
  }
  return () => {
    if (credentialListener === listener) credentialListener = null;
  };
}
