import type { GoogleUserInfo, TokenPair } from '@contract/auth';
import type { UserMessage } from '../shared/api-failure';

/**
 * Where the Google flow runs (spec §4): the login page sends a new user to the terms page; the sign-up page shows
 * the terms inline; the terms page starts with the token and user info it was given.
 */
export type GoogleAuthMode = 'login' | 'signup' | 'termsPage';

export interface GoogleAuthContext {
  mode: GoogleAuthMode;
  /** The Google ID token (credential) being used. */
  credential: string | null;
  userInfo: GoogleUserInfo | null;
  termsAccepted: boolean;
  failure: UserMessage | null;
}

export interface GoogleAuthInput {
  mode: GoogleAuthMode;
  /** termsPage: what the navigation state carried. */
  credential?: string | null;
  userInfo?: GoogleUserInfo | null;
}

export type GoogleAuthEvent =
  | { type: 'google.credentialReceived'; credential: string }
  /** Sent by /terms-and-conditions when it opens. */
  | { type: 'google.termsPageOpened' }
  | { type: 'google.termsChanged'; accepted: boolean }
  | { type: 'google.accept' }
  | { type: 'google.decline' };

/** spec §3: the fields of the Google login response the SPA reads. */
export interface GoogleLoginAnswer {
  is_new_user?: boolean;
  terms_accepted?: boolean;
  user_info?: GoogleUserInfo;
  access?: string;
  refresh?: string;
}

export type { GoogleUserInfo, TokenPair };
