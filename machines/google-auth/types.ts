import type { GoogleUserInfo, TokenPair } from '@contract/auth';
import type { PageOrigin } from '@machines/shared/after-sign-in';
import type { UserMessage } from '@machines/shared/api-failure';

/**
 * Where the Google flow runs (product §4): the login page sends a new user to the terms page; the sign-up page shows
 * the terms inline; the terms page starts with the token and user info it was given.
 */
export type GoogleAuthMode = 'login' | 'signup' | 'termsPage';

export interface GoogleAuthContext {
  mode: GoogleAuthMode;
  /** Where a signed-in person goes (the login page: the page they came from). */
  afterSignIn: string;
  /** The Google client id from GET /api/config/, once known. */
  clientId: string | null;
  /** The Google ID token (credential) being used. */
  credential: string | null;
  userInfo: GoogleUserInfo | null;
  termsAccepted: boolean;
  failure: UserMessage | null;
}

export interface GoogleAuthInput {
  mode: GoogleAuthMode;
  /** The login page: the page a protected route sent the visitor from (they go back there once signed in). */
  from?: PageOrigin | null;
  /** Product §13: the invitation followed while signed out and not answered yet (it comes first), if any. */
  pendingInvitation?: string | null;
  /** termsPage: what the navigation state carried. */
  credential?: string | null;
  userInfo?: GoogleUserInfo | null;
}

export type GoogleAuthEvent =
  | { type: 'google.credentialReceived'; credential: string }
  | { type: 'google.termsChanged'; accepted: boolean }
  | { type: 'google.accept' }
  | { type: 'google.decline' };

/** product §3: the fields of the Google login response the SPA reads. */
export interface GoogleLoginAnswer {
  is_new_user?: boolean;
  terms_accepted?: boolean;
  user_info?: GoogleUserInfo;
  access?: string;
  refresh?: string;
}

export type { GoogleUserInfo, TokenPair };
