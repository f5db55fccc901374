/**
 * Which household and which member the signed-in pages look at (issue 17): every portfolio, zakat and household
 * call carries `?household=` (a shared household; absent, the caller's own), and the portfolio and zakat reads carry
 * `?member=` (absent, the whole household). The app's household-scope actor holds the choice; the HTTP client asks
 * it through this port on every request, so no page, machine or API function threads the two ids by hand.
 */
export interface HouseholdScope {
  /** null: the caller's own household. */
  household: string | null;
  /** null: the whole household. */
  member: string | null;
}

const NONE: HouseholdScope = { household: null, member: null };
let current: () => HouseholdScope = () => NONE;
let lost: (household: string) => void = () => undefined;

/**
 * Bound once by the signed-in layout's household-scope provider; unbound (the caller's own, whole) on leaving.
 * `onLost` hears of a 404 in a shared household: its owner may have revoked the access (issue 17).
 */
export function bindHouseholdScope(
  read: (() => HouseholdScope) | null,
  onLost: (household: string) => void = () => undefined,
): void {
  current = read ?? (() => NONE);
  lost = onLost;
}

/** The HTTP client reports a 404 answered to a call in a shared household. */
export function householdAnswered404(household: string): void {
  lost(household);
}

export function householdScope(): HouseholdScope {
  return current();
}

/** ky's `context` of a read that covers the whole household whatever member is chosen (the family page's total). */
export const wholeHousehold = { context: { wholeHousehold: true } };

// The portfolio reads and the zakat computation take ?member= (issue 17); available assets and prices take neither.
const MEMBER_READS = [
  /^\/api\/portfolios\/(?:holdings|value|chart|transactions)\/$/,
  /^\/api\/portfolios\/(?:holdings|transactions)\/export\.csv$/,
  /^\/api\/zakat\/$/,
];
// Issue 31: zakat is each person's, so the zakat page's writes and its other reads name the member too (absent, the
// server answers for the owner's own member).
const MEMBER_CALLS = [/^\/api\/zakat\/(?:settings|payments)\/$/, /^\/api\/zakat\/reminder\.ics$/];
const HOUSEHOLD_ROUTES = /^\/api\/(?:portfolios|zakat|household)\//;
const UNSCOPED = [
  /^\/api\/portfolios\/available-assets\//,
  // Accepting and leaving act on the caller's own roles (ADR 017).
  /^\/api\/household\/invitations\/accept\/$/,
  /^\/api\/household\/leave\/$/,
];

/**
 * The scope's search parameters a request gains: `household` on every household-scoped route, `member` on the reads
 * that take it. A parameter the call set itself wins, and a whole-household read never gains a member.
 */
export function scopeParameters(
  url: URL,
  method: string,
  scope: HouseholdScope,
  options: { wholeHousehold?: boolean } = {},
): Record<string, string> {
  const path = url.pathname;
  if (!HOUSEHOLD_ROUTES.test(path) || UNSCOPED.some((r) => r.test(path))) return {};
  const out: Record<string, string> = {};
  if (scope.household && !url.searchParams.has('household')) out.household = scope.household;
  const read = method.toUpperCase() === 'GET' && MEMBER_READS.some((r) => r.test(path));
  const takesMember = read || MEMBER_CALLS.some((r) => r.test(path));
  if (takesMember && scope.member && !options.wholeHousehold && !url.searchParams.has('member'))
    out.member = scope.member;
  return out;
}
