import type { AppEvent } from './types';

/**
 * What a page's flow reports to the app, whose child it is (ADR 030), with `sendParent` among the flow's actions: the
 * app machine's guards and transitions decide what follows.
 */
export const pageReports = {
  /** Rows were imported into the page's ledger: the app starts the page's machine afresh (product §11). */
  reload: { type: 'app.pageReload' },
  /** The family page changed the household's members: the scope reads them again (product §13). */
  membersChanged: { type: 'app.membersChanged' },
} as const satisfies Record<string, AppEvent>;

/** An invitation was accepted (product §13): the household scope looks at the household it opens. */
export const invitationAccepted = (household: string): AppEvent => ({
  type: 'app.invitationAccepted',
  household,
});

/**
 * A page's flow shows another address (`sendParent` of it): the app's router goes there. `replace` keeps Back from
 * stepping through it (the report's months).
 */
export const goTo = (to: string, replace = false): AppEvent =>
  replace ? { type: 'app.goTo', to, replace } : { type: 'app.goTo', to };
