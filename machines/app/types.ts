import type { PreferencesInput } from '@machines/preferences/types';
import type { SessionInput } from '@machines/session/types';

/** What the session says, as the app's states need it (reported by `sessionReports` on every change). */
export interface SessionReport {
  /** The session holds a usable access token (its `signedIn` state). */
  authenticated: boolean;
  /** An access token is stored, usable or not: protected pages open (product §2), the next request refreshes it. */
  hasAccessToken: boolean;
  /** The person signed in (the usable access token's `user_id`); null otherwise. */
  userId: number | null;
  /** The household this person looked at last on this browser (null: their own). */
  rememberedHousehold: string | null;
}

export interface AppContext extends SessionReport {
  /** The address of the page shown (the router reports each new one). */
  pathname: string;
}

export interface AppInput {
  /** The tokens read from storage at start. */
  session: SessionInput;
  /** The choices read from storage and the browser at start. */
  preferences: PreferencesInput;
  /** The page the app opens on. */
  pathname: string;
}

export type AppEvent =
  /** The session changed (from `sessionReports`, never from a view). */
  | ({ type: 'app.sessionChanged' } & SessionReport)
  /** The router shows another page (its address changed). */
  | { type: 'app.navigated'; pathname: string }
  /** An invitation was accepted (product §13): the household it opens is looked at. */
  | { type: 'app.invitationAccepted'; household: string }
  /** The family page changed the members of the household looked at. */
  | { type: 'app.membersChanged' }
  /** A page's call in a shared household answered 404: its owner may have revoked the access. */
  | { type: 'app.accessLost'; household: string };
