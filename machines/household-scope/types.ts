import type { Household, Member } from '@contract/household';

export interface ScopeData {
  /** Every household the person holds a role in, their own first (empty when the server lists none). */
  households: Household[];
  /** The members of the household looked at. */
  members: Member[];
}

export interface HouseholdScopeContext extends ScopeData {
  /** The household looked at; null: the person's own. */
  household: string | null;
  /** The member looked at; null: the whole family. */
  member: string | null;
  /** The name of the shared household whose access was just revoked (shown once back in the own); else null. */
  lost: string | null;
  /**
   * The shared household a check has just found still listed, until the scope next loads: a 403 or 404 of the load
   * that follows the check is then a failure to show with a retry, not a reason to ask the server again (which would
   * ask, reload and fail for as long as the server answered so).
   */
  stillListed: string | null;
}

export type HouseholdScopeEvent =
  | { type: 'scope.retry' }
  | { type: 'scope.memberChosen'; member: string | null }
  | { type: 'scope.householdChosen'; household: string | null }
  | { type: 'scope.membersChanged' }
  | { type: 'scope.accessLost'; household: string }
  | { type: 'scope.leave' }
  | { type: 'scope.confirmLeave' }
  | { type: 'scope.cancelLeave' };

export interface HouseholdScopeInput {
  /** The household this person looked at last (null or absent: their own); kept only while the server lists it. */
  household?: string | null;
}
