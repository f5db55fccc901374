import { useSelector } from '@/lib/use-selector';
import type { Member } from '@contract/household';
import type { HouseholdRole } from '@contract/household-values';
import { selectMember, selectMembers, selectRole } from '@machines/household-scope/selectors';
import { useOptionalHouseholdScopeActor } from './household-scope-provider';

const NONE: Member[] = [];

/**
 * The members of the household looked at, and the one a new transaction goes to unless the person picks another:
 * the member chosen in the switcher, else the owner's own (product §13). None outside the signed-in layout.
 */
export function useScopeMembers(): { members: Member[]; defaultMember: string } {
  const actor = useOptionalHouseholdScopeActor();
  const members = useSelector(actor ?? undefined, (s) => (s ? selectMembers(s) : NONE)) ?? NONE;
  const chosen = useSelector(actor ?? undefined, (s) => (s ? selectMember(s) : null)) ?? null;
  const own = members.find((m) => m.relation === 'self')?.uuid ?? '';
  return { members, defaultMember: chosen ?? own };
}

/**
 * The person's role in the household looked at, for a view that decides what to draw on it (the owner's sharing
 * card); the page machines get it from the app as input (ADR 030) and refuse a viewer's write events. Outside the
 * signed-in layout (a view rendered on its own): owner.
 */
export function useHouseholdRole(): HouseholdRole {
  const actor = useOptionalHouseholdScopeActor();
  return useSelector(actor ?? undefined, (s) => (s ? selectRole(s) : 'owner')) ?? 'owner';
}
