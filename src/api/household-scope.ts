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
 * chosen, after the call's own parameters.
 */
export function inScope(
  scope: HouseholdScope,
  withMember: boolean,
  searchParams: SearchParams = {},
): { searchParams: SearchParams } {
  const params: SearchParams = { ...searchParams };
  if (scope.household) params.household = scope.household;
  if (withMember && scope.member && params.member === undefined) params.member = scope.member;
  return { searchParams: params };
}
