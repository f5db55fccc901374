import type { Options } from 'ky';
import { refusalIsTheAnswer } from './client';

/**
 * Whom a call acts for (ADR 017): a household (null: the caller's own) and, on the reads and the zakat calls that
 * take one, a member (null: the whole household). The API functions take it as an argument from whoever calls
 * them; the HTTP client adds nothing of its own.
 */
export interface HouseholdScope {
  /** null: the caller's own household. */
  household: string | null;
  /** null: the whole household. */
  member: string | null;
}

/** The caller's own household, whole: what a call acts for when nobody chose another. */
export const OWN_HOUSEHOLD: HouseholdScope = { household: null, member: null };

type SearchParams = Record<string, string>;

/**
 * The options of a call in `scope`: `?household=` when it is a shared one, `?member=` when `withMember` and one is
 * chosen, after the call's own parameters. In a shared household a 403 is the role's answer to this one call (a
 * viewer's refused write), which the page shows; in the person's own it still ends the session.
 */
export function inScope(
  scope: HouseholdScope,
  withMember: boolean,
  searchParams: SearchParams = {},
): { searchParams: SearchParams } & Pick<Options, 'context'> {
  const params: SearchParams = { ...searchParams };
  if (scope.household) params.household = scope.household;
  if (withMember && scope.member && params.member === undefined) params.member = scope.member;
  return scope.household
    ? { searchParams: params, context: refusalIsTheAnswer.context }
    : { searchParams: params };
}
