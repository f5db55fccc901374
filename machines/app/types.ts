import type { AnyActorLogic } from 'xstate';
import type { HouseholdRole } from '@contract/household-values';
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

/** Whom a signed-in page acts for (product §13): the household and member looked at, and the person's role there. */
export interface PageScope {
  /** The household looked at; null: the person's own. */
  household: string | null;
  /** The member looked at; null: the whole family. */
  member: string | null;
  role: HouseholdRole;
}

/** What the household scope says, as the page actors need it (reported by `scopeReports` on every change). */
export interface ScopeReport {
  scope: PageScope;
  /** The household looked at has more than one member (the zakat page shows each member's result then). */
  severalMembers: boolean;
}

/**
 * How a page's flow starts in a scope: its machine with the page's side effects bound, and the page's own input; null
 * where the flow has no part in that scope (the sharing card is the owner's). The app gives it the scope and the role
 * as input besides (`PageInput`).
 */
export type PageStart = (
  scope: PageScope,
) => { logic: AnyActorLogic; input?: Record<string, unknown> } | null;

/** What the app adds to a page actor's input: whom it acts for. */
export interface PageInput {
  scope: { household: string | null; member: string | null };
  role: HouseholdRole;
}

/**
 * A signed-in page's flows, handed to the app as the page opens (its machines stay in the page's lazily loaded code,
 * ADR 030). The app runs them as its children (`page`, `pageBeside`) for as long as the page is shown, and starts them
 * afresh in each new scope.
 */
export interface PageFlows {
  /** The page's machine (systemId `page`): started afresh in each scope, and after an import into it. */
  main: PageStart;
  /** Run instead of `main` for the whole family of a household with several members (the zakat page, product §13). */
  wholeFamily?: PageStart;
  /** A flow beside it (systemId `pageBeside`, the CSV import): afresh in each scope, kept when the page reloads. */
  beside?: PageStart;
  /**
   * The page acts for the person, not for a household (product §13 narrows only the portfolio, the dashboard, zakat
   * and the family; the market, alerts, reports and settings are the person's, product §14): another household or
   * member chosen leaves its flows running.
   */
  forPerson?: true;
}

export interface AppContext extends SessionReport, ScopeReport {
  /** The address of the page shown (the router reports each new one). */
  pathname: string;
  /** The flows of the signed-in page shown, or null (none, or the page is not one of the frame's). */
  page: PageFlows | null;
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
  /** The household scope changed (from `scopeReports`, never from a view). */
  | ({ type: 'app.scopeChanged' } & ScopeReport)
  /** A signed-in page opened: its flows run as the app's children. */
  | { type: 'app.pageOpened'; page: PageFlows }
  /** The page whose flows these are closed. */
  | { type: 'app.pageClosed'; page: PageFlows }
  /** The page's data changed under it (rows imported): its machine starts afresh, the flow beside it stays. */
  | { type: 'app.pageReload' }
  /** A page's flow shows another address (the report's month, an accepted invitation's household): the router goes. */
  | { type: 'app.goTo'; to: string; replace?: boolean };
