/**
 * Whom a page's machine acts for (product §13, ADR 030): the household looked at (null: the person's own) and the
 * member (null: the whole family). The app gives it in the page actor's input; the machine keeps it in its context and
 * hands it to each call in the call's input, so the API functions get it as an argument and nothing else adds it.
 */
export interface ActingFor {
  household: string | null;
  member: string | null;
}

/** The part of a page machine's input that says whom it acts for. */
export type ScopeInput = { scope: ActingFor };

/** The person's own household, whole: what a machine acts for when nobody chose another (tests, the own page). */
export const OWN_HOUSEHOLD_SCOPE: ActingFor = { household: null, member: null };
